// The issue "a visitor's review", findings 1 and 2: a result page opened without an order, or
// with one the server does not know (a dead payment-return link), says so instead of waiting
// for a payment or thanking for an order, and shows the ways on: the cart (kept as it was),
// the orders of a registered customer, or the tickets.

import { CUSTOMER_LEVELS } from "@shop/core/constants";
import { Alert } from "@shop/ui/alert";
import { buttonVariants } from "@shop/ui/button";
import { Link } from "react-router";
import { useSession } from "../../features/checkout/use-session";
import { useT } from "../../i18n/use-t";
import { ResultLayout } from "./result-layout";

/** `none`: the page got no order at all; `unknown`: the server does not know the one named. */
export type NoOrder = "none" | "unknown";

export function OrderNotFound({ why, locale }: { why: NoOrder; locale: string }) {
  const t = useT();
  const session = useSession(locale);
  const registered = session.customer?.level === CUSTOMER_LEVELS.normal;
  return (
    <ResultLayout title={t("checkout.noOrder.title")}>
      <Alert role="status" variant="info" data-error="no-order">
        {t(why === "unknown" ? "checkout.noOrder.unknown" : "checkout.noOrder.none")}
      </Alert>
      <p className="flex flex-wrap gap-3">
        <Link to="/cart" className={buttonVariants({ size: "lg" })}>
          {t("checkout.backToCart")}
        </Link>
        {registered ? (
          <Link to="/orders" className={buttonVariants({ size: "lg", variant: "secondary" })}>
            {t("checkout.success.viewOrders")}
          </Link>
        ) : (
          <Link to="/tickets" className={buttonVariants({ size: "lg", variant: "secondary" })}>
            {t("checkout.success.continue")}
          </Link>
        )}
      </p>
    </ResultLayout>
  );
}
