// spec selling-core §4 step 3: a known payment status decides the result page (30 success,
// 40 failure, an order canceled meanwhile tells to reorder); anything else is still pending.
import { PAYMENT_STATUS } from "@shop/core";
import type { Order } from "@shop/core/contract";
import { orderQuery, type PlacedOrder } from "./order-outcome";

/** The result page of an order, or undefined while its payment is open. */
export function resultPathOf(
  order: Pick<Order, "payment_status" | "canceled">,
  placed: PlacedOrder,
) {
  if (order.canceled) return "/checkout/failure?reason=canceled";
  if (order.payment_status === PAYMENT_STATUS.completed) {
    return `/checkout/success?${orderQuery(placed)}`;
  }
  if (order.payment_status === PAYMENT_STATUS.failed) return "/checkout/failure?reason=payment";
  return undefined;
}
