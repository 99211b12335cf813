// spec surrounding-areas §4 "Order display status" (@shop/core orderDisplayStatus: canceled,
// unpaid, paid, free). Any state the spec names none for (a payment authorised or failed and
// not yet settled) reads as open on the account's and the order's pages.
import { type OrderDisplayStatus, orderDisplayStatus } from "@shop/core";
import type { Order } from "@shop/core/contract";

export type OrderStatus = OrderDisplayStatus | "open";

export function orderStatusOf(
  order: Pick<Order, "canceled" | "is_valid" | "payment_status" | "total_price_cents">,
): OrderStatus {
  return orderDisplayStatus(order) ?? "open";
}
