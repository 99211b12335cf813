// spec selling-core §2 shop.checkout.user and §4 step 1: an unsigned-in visitor chooses how to
// order — as a guest always; login and register only once accounts exist (until then said in
// plain text, never a broken link) — and a signed-in one goes on to the order itself.
import { Alert } from "@shop/ui/alert";
import { Link as UiLink } from "@shop/ui/link";
import { Spinner } from "@shop/ui/spinner";
import { Link } from "react-router";
import { useCart } from "../../features/cart/cart-context";
import { useSession } from "../../features/checkout/use-session";
import { useLocale } from "../../i18n/locale-context";
import { useT } from "../../i18n/use-t";
import { usePageTitle } from "../../lib/use-page-title";
import { CheckoutProcess } from "./checkout-process";
import { GuestForm } from "./guest-form";

export function CheckoutPage() {
  const t = useT();
  const { locale } = useLocale();
  const cart = useCart();
  const session = useSession(locale);
  usePageTitle(t("checkout.title"), t("app.name"));

  const body = () => {
    // spec selling-core §5: checkout needs a non-empty cart.
    if (cart.items.length === 0) {
      return (
        <div className="grid justify-items-start gap-4">
          <p>{t("checkout.emptyCart")}</p>
          <UiLink asChild variant="standalone">
            <Link to="/cart">{t("checkout.backToCart")}</Link>
          </UiLink>
        </div>
      );
    }
    if (session.loading) return <Spinner label={t("checkout.loading")} />;
    if (session.error) return <Alert variant="destructive">{t("checkout.sessionFailed")}</Alert>;
    if (session.customer) return <CheckoutProcess locale={locale} />;
    return (
      <>
        <section aria-labelledby="user-choice-heading" className="grid gap-2">
          <h2 id="user-choice-heading" className="font-heading font-semibold text-xl">
            {t("checkout.userChoice.heading")}
          </h2>
          {/* Accounts are a later phase (features/user/use-user.ts): no login link yet. */}
          <p>{t("checkout.userChoice.accountsLater")}</p>
        </section>
        <GuestForm locale={locale} onSignedIn={(customer) => void session.setCustomer(customer)} />
      </>
    );
  };

  return (
    <div className="mx-auto grid max-w-3xl gap-6 py-8">
      <h1 className="font-bold font-heading text-3xl">{t("checkout.title")}</h1>
      {body()}
    </div>
  );
}
