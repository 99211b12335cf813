// spec selling-core §2 shop.checkout.failure and §8: a title (purchase not successful), the text
// of the reason (max total exceeded, payment problem, payment pending, canceled meanwhile,
// unknown error ...), the list of what the order was refused for and the detailed message
// (params errors and error_detailed, handed over in the router state), the cart kept, back to
// it — but for a pending order (it exists, unpaid) the e-mail to come and continue shopping.
// A guest is signed out (§4 step 4). 'Max total exceeded' names the maximum (the one the server
// refused with, else the shop's setting): the refusal table's text (the issue 27, finding 3).
import { Alert } from "@shop/ui/alert";
import { buttonVariants } from "@shop/ui/button";
import { Link, useLocation, useSearchParams } from "react-router";
import { maxTotalMessage } from "../../features/cart/max-total-notice";
import { errorTextsOf, readFailureDetails } from "../../features/checkout/failure-details";
import { readReason } from "../../features/checkout/order-outcome";
import { useFinishCheckout } from "../../features/checkout/use-finish-checkout";
import { useShopSettings } from "../../features/shop/shop-context";
import { useLocale } from "../../i18n/locale-context";
import { useT } from "../../i18n/use-t";
import { ResultLayout } from "./result-layout";

export function FailurePage() {
  const t = useT();
  const { locale } = useLocale();
  const [search] = useSearchParams();
  const location = useLocation();
  const reason = readReason(search.get("reason"));
  // spec §4 step 2: an order was placed but no way to pay came back; ordering again from the
  // kept cart would order twice.
  const pending = reason === "pending";
  const details = readFailureDetails(location.state);
  const errors = errorTextsOf(details?.errors ?? []);
  const settings = useShopSettings();
  const maxTotalCents = details?.maxTotalCents ?? settings.maxOrderTotalCents;
  useFinishCheckout("failure", locale);
  const reasonText = () => {
    if (reason !== "max_total_exceeded" || maxTotalCents === null) {
      return t(`checkout.failure.${reason}`);
    }
    const { key, values } = maxTotalMessage(maxTotalCents, locale);
    return t(key, values);
  };
  return (
    <ResultLayout title={t("checkout.failure.title")}>
      <Alert role="status" variant="destructive">
        <p>{reasonText()}</p>
        {/* pending: the order exists, only its payment is open — the e-mail tells the rest */}
        <p>{t(pending ? "checkout.failure.pendingMail" : "checkout.failure.cartKept")}</p>
      </Alert>
      {errors.length > 0 && (
        <section aria-labelledby="failure-errors" className="grid gap-2">
          <h2 id="failure-errors" className="font-heading font-semibold text-lg">
            {t("checkout.failure.errorsHeading")}
          </h2>
          <ul className="list-disc ps-6">
            {errors.map((error) => (
              <li key={`${error.key}-${error.values?.number ?? ""}`}>
                {t(error.key, error.values)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {details?.detail && (
        <details className="text-muted-foreground text-sm">
          <summary className="cursor-pointer">{t("checkout.failure.details")}</summary>
          {/* The server writes its messages in English (apps/server); said so for screen
              readers (WCAG 3.1.2). The visitor's own text is the reason above. */}
          <p lang="en" className="mt-1 break-words">
            {details.detail}
          </p>
        </details>
      )}
      <p>
        {pending ? (
          <Link to="/tickets" className={buttonVariants({ size: "lg" })}>
            {t("checkout.success.continue")}
          </Link>
        ) : (
          <Link to="/cart" className={buttonVariants({ size: "lg" })}>
            {t("checkout.backToCart")}
          </Link>
        )}
      </p>
    </ResultLayout>
  );
}
