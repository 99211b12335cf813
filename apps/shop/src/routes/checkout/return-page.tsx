// spec selling-core §2: "After checkout returns from an external payment page, the order id is
// read from the URL or storage and the URL is cleaned." The payment page sends the visitor to
// /checkout/return?order_id&token&outcome; the order's payment status decides (never the
// outcome in the URL, which anyone can type): 30 success, 40 failure, else pending. The
// outcome only picks the text of a failure (a card declined, a payment broken off); an order
// the server does not know ends here, with the ways on.
import { Spinner } from "@shop/ui/spinner";
import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { readOrderQuery } from "../../features/checkout/order-outcome";
import { readPaymentHint } from "../../features/checkout/order-route";
import { recallOrder } from "../../features/checkout/stored-order";
import { useOrderStorage } from "../../features/checkout/use-order-key";
import { useReturnRedirect } from "../../features/checkout/use-return-redirect";
import { useLocale } from "../../i18n/locale-context";
import { useT } from "../../i18n/use-t";
import { OrderNotFound } from "./order-not-found";
import { ResultLayout } from "./result-layout";

/**
 * Whether this page is in the shop's own payment iframe: its parent is the shop. Not the top
 * window: in the widget's overlay (the issue 34, Deliver 4) the shop is itself a frame of the
 * venue's page, which a card payment returns into and which must stay where it is.
 */
function inPaymentFrame(): boolean {
  try {
    return window.parent !== window && window.parent.location.origin === window.location.origin;
  } catch {
    // A parent of another origin (the venue's page) cannot be read: not the shop's frame.
    return false;
  }
}

export function ReturnPage() {
  const t = useT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { storage, key } = useOrderStorage();
  const [placed] = useState(() => readOrderQuery(search) ?? recallOrder(storage, key));
  // Read before the URL is cleaned below.
  const [hint] = useState(() => readPaymentHint(search.get("outcome")));
  const hasQuery = search.size > 0;
  const [framed] = useState(inPaymentFrame);

  useEffect(() => {
    // Inside the payment iframe: the whole shop moves on, not the frame.
    if (framed) {
      window.parent.location.href = window.location.href;
      return;
    }
    // Clean the URL: the token leaves the address bar and the history entry.
    if (hasQuery) navigate("/checkout/return", { replace: true });
  }, [framed, hasQuery, navigate]);

  const unknown = useReturnRedirect(locale, placed, framed, hint);

  if (unknown) return <OrderNotFound why={placed ? "unknown" : "none"} locale={locale} />;
  return (
    <ResultLayout title={t("checkout.return.checking")}>
      <Spinner label={t("checkout.loading")} />
    </ResultLayout>
  );
}
