// spec selling-core §2 shop.payment.iframe, §4 step 2 and 5: the provider's page inside the
// shop when shop_behavior is iframe; without a payment URL (a reload, a bookmark) → failure.
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { useT } from "../../i18n/use-t";
import { ResultLayout } from "./result-layout";

function paymentUrlOf(state: unknown): string | undefined {
  if (typeof state !== "object" || state === null || !("url" in state)) return undefined;
  const { url } = state as { url: unknown };
  // Only an http(s) URL: the state could come from anywhere in the history.
  return typeof url === "string" && /^https?:\/\//.test(url) ? url : undefined;
}

export function PaymentPage() {
  const t = useT();
  const navigate = useNavigate();
  const url = paymentUrlOf(useLocation().state);
  useEffect(() => {
    if (!url) navigate("/checkout/failure?reason=payment", { replace: true });
  }, [url, navigate]);
  if (!url) return null;
  return (
    <ResultLayout title={t("checkout.paymentPage.title")}>
      <iframe
        title={t("checkout.paymentPage.frameTitle")}
        src={url}
        className="h-[70vh] min-h-[32rem] w-full rounded-md border"
      />
    </ResultLayout>
  );
}
