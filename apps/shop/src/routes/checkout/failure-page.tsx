// spec selling-core §2 shop.checkout.failure and §8: a title, the text of the reason (max total
// exceeded, payment problem, canceled meanwhile, unknown error ...), the cart kept, back to it.
// A guest is signed out (§4 step 4).
import { Alert } from "@shop/ui/alert";
import { buttonVariants } from "@shop/ui/button";
import { Link, useSearchParams } from "react-router";
import { readReason } from "../../features/checkout/order-outcome";
import { useFinishCheckout } from "../../features/checkout/use-finish-checkout";
import { useLocale } from "../../i18n/locale-context";
import { useT } from "../../i18n/use-t";
import { ResultLayout } from "./result-layout";

export function FailurePage() {
  const t = useT();
  const { locale } = useLocale();
  const [search] = useSearchParams();
  const reason = readReason(search.get("reason"));
  useFinishCheckout("failure", locale);
  return (
    <ResultLayout title={t("checkout.failure.title")}>
      <Alert role="status" variant="destructive">
        <p>{t(`checkout.failure.${reason}`)}</p>
        <p>{t("checkout.failure.cartKept")}</p>
      </Alert>
      <p>
        <Link to="/cart" className={buttonVariants({ size: "lg" })}>
          {t("checkout.backToCart")}
        </Link>
      </p>
    </ResultLayout>
  );
}
