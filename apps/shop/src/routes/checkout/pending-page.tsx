// spec selling-core §2 shop.checkout.pending / still_pending, §4 step 3: the order is checked
// every 2 s; after 15 checks the visitor is told they will be notified by e-mail. A guest is
// signed out (§4 step 4).
import { Alert } from "@shop/ui/alert";
import { buttonVariants } from "@shop/ui/button";
import { Spinner } from "@shop/ui/spinner";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { readOrderQuery } from "../../features/checkout/order-outcome";
import { recallOrder } from "../../features/checkout/stored-order";
import { useFinishCheckout } from "../../features/checkout/use-finish-checkout";
import { useOrderStorage } from "../../features/checkout/use-order-key";
import { useOrderPolling } from "../../features/checkout/use-order-polling";
import { useLocale } from "../../i18n/locale-context";
import { useT } from "../../i18n/use-t";
import { ResultLayout } from "./result-layout";

export function PendingPage() {
  const t = useT();
  const { locale } = useLocale();
  const [search] = useSearchParams();
  const { storage, key } = useOrderStorage();
  const [placed] = useState(() => readOrderQuery(search) ?? recallOrder(storage, key));
  useFinishCheckout("pending", locale);
  const exhausted = useOrderPolling(locale, placed);
  const still = exhausted || !placed;
  return (
    <ResultLayout title={t(still ? "checkout.stillPending.title" : "checkout.pending.title")}>
      <Alert role="status" variant="info">
        {t(still ? "checkout.stillPending.text" : "checkout.pending.text")}
      </Alert>
      {!still && <Spinner decorative />}
      <p>
        <Link to="/tickets" className={buttonVariants({ variant: "secondary" })}>
          {t("checkout.success.continue")}
        </Link>
      </p>
    </ResultLayout>
  );
}
