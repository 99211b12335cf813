// spec selling-core §2 shop.checkout.pending / still_pending, §4 step 3: the order is checked
// every 2 s; after 15 checks the visitor is told they will be notified by e-mail. A guest is
// signed out (§4 step 4). Opened without an order, or with one the server does not know, it
// says there is none to wait for (./order-not-found.tsx), and signs no one out.
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
import { OrderNotFound } from "./order-not-found";
import { ResultLayout } from "./result-layout";

export function PendingPage() {
  const t = useT();
  const { locale } = useLocale();
  const [search] = useSearchParams();
  const { storage, key } = useOrderStorage();
  const [placed] = useState(() => readOrderQuery(search) ?? recallOrder(storage, key));
  useFinishCheckout(placed ? "pending" : null, locale);
  const { exhausted, unknown } = useOrderPolling(locale, placed);
  if (!placed || unknown)
    return <OrderNotFound why={placed ? "unknown" : "none"} locale={locale} />;
  return (
    <ResultLayout title={t(exhausted ? "checkout.stillPending.title" : "checkout.pending.title")}>
      <Alert role="status" variant="info">
        {t(exhausted ? "checkout.stillPending.text" : "checkout.pending.text")}
      </Alert>
      {!exhausted && <Spinner decorative />}
      <p>
        <Link to="/tickets" className={buttonVariants({ variant: "secondary" })}>
          {t("checkout.success.continue")}
        </Link>
      </p>
    </ResultLayout>
  );
}
