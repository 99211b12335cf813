// spec selling-core §2 shop.checkout.user and §4 step 1: an unsigned-in visitor chooses how to
// order — login and register only when the shop allows registration (§6), the guest form
// always — and a signed-in one goes on to the order itself (which sends them through the cart
// or the shipping address first when those are due).
import { Alert } from "@shop/ui/alert";
import { buttonVariants } from "@shop/ui/button";
import { Link as UiLink } from "@shop/ui/link";
import { Spinner } from "@shop/ui/spinner";
import { lazy, Suspense, useEffect } from "react";
import { Link } from "react-router";
import { useCart } from "../../features/cart/cart-context";
import { useSession } from "../../features/checkout/use-session";
import { useShopSettings } from "../../features/shop/shop-context";
import { useLocale } from "../../i18n/locale-context";
import { useT } from "../../i18n/use-t";
import { usePageTitle } from "../../lib/use-page-title";
import { GuestForm } from "./guest-form";

// The account area's guest screen (routes/account/guest-page.tsx) loads the form through this
// module, so the form stays in the checkout's chunk instead of a chunk of its own.
export { GuestForm };

// Back to the checkout after the login (surrounding-areas §2 redirectState; spelled out, as
// features/account/redirect-state.ts loginPath("/checkout") makes it: the account module stays
// out of this chunk).
const LOGIN = "/login?redirectState=%2Fcheckout";
const REGISTRATION = "/registration?redirectState=%2Fcheckout";

// The order step (payment modes, terms, the order's lines) is a signed-in visitor's: a guest
// first sees the guest form, so the step loads beside it — asked for as the page mounts, in
// parallel with the session's check — and not before the page can be used (bench/first-route).
const loadProcess = () => import("./checkout-process");
const CheckoutProcess = lazy(async () => ({ default: (await loadProcess()).CheckoutProcess }));

export function CheckoutPage() {
  const t = useT();
  const { locale } = useLocale();
  const cart = useCart();
  const session = useSession(locale);
  const { registrationAllowed } = useShopSettings();
  usePageTitle(t("checkout.title"), t("app.name"));
  useEffect(() => void loadProcess().catch(() => undefined), []);

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
    if (session.customer) {
      return (
        <Suspense fallback={<Spinner label={t("checkout.loading")} />}>
          <CheckoutProcess locale={locale} />
        </Suspense>
      );
    }
    return (
      <>
        {registrationAllowed && (
          <section aria-labelledby="user-choice-heading" className="grid gap-3">
            <h2 id="user-choice-heading" className="font-heading font-semibold text-xl">
              {t("checkout.userChoice.heading")}
            </h2>
            <p>{t("checkout.userChoice.text")}</p>
            <p className="flex flex-wrap gap-3">
              <Link to={LOGIN} className={buttonVariants({ variant: "secondary" })}>
                {t("checkout.userChoice.login")}
              </Link>
              <Link to={REGISTRATION} className={buttonVariants({ variant: "secondary" })}>
                {t("checkout.userChoice.register")}
              </Link>
            </p>
          </section>
        )}
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
