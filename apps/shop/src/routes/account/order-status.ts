// spec surrounding-areas §4 "Order display status": canceled when canceled is set; unpaid when
// not valid and payment_status is 10 (outstanding); paid when valid, payment_status 30
// (completed) and total above 0; free when valid, completed and total 0. Any other state (a
// payment authorised or failed and not yet settled) reads as open.
import type { Order } from "@shop/core/contract";

export type OrderStatus = "canceled" | "unpaid" | "paid" | "free" | "open";

const OUTSTANDING = 10;
const COMPLETED = 30;

export function orderStatusOf(
  order: Pick<Order, "canceled" | "is_valid" | "payment_status" | "total_price_cents">,
): OrderStatus {
  if (order.canceled) return "canceled";
  if (!order.is_valid && order.payment_status === OUTSTANDING) return "unpaid";
  if (order.is_valid && order.payment_status === COMPLETED) {
    return order.total_price_cents > 0 ? "paid" : "free";
  }
  return "open";
}
