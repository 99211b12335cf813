// The issue 27: the buyer's way on with an order still waiting for its payment, from the
// account's order list — pay it now (the payment POST /orders started, started again through
// the same provider and mode) or cancel it (its places and voucher value given back, as when
// it expires unpaid: ./expiry.ts). Only the buyer's own orders; another's answers like an
// unknown id, so ids cannot be probed.
import { type Locale, PAYMENT_STATUS } from "@shop/core";
import type { Order, OrderResponse } from "@shop/core/contract";
import { ApiError } from "../../http/errors";
import { expireOrder, unpaidOrderLifetimeMs } from "./expiry";
import { lockOwnOrder, type OwnOrderRow } from "./outstanding-repository";
import { findOrder } from "./read-repository";
import { creditCoupons, updateOrderState } from "./repository";
import { type OrderDeps, startPayment } from "./service";

const noSuchOrder = () => new ApiError("not_found", "No such order");

/** Why an order that is not waiting for its payment cannot be canceled or paid again. */
function settledReason(order: OwnOrderRow): string {
  if (order.is_valid) {
    return order.payment_status === PAYMENT_STATUS.completed
      ? "The order is paid"
      : "The order is sold on invoice";
  }
  return order.payment_status === PAYMENT_STATUS.authorized
    ? "The order's payment is under way"
    : "The order's payment failed";
}

function waitsForPayment(order: OwnOrderRow): boolean {
  return !order.canceled && !order.is_valid && order.payment_status === PAYMENT_STATUS.outstanding;
}

function lifetimeMs(deps: Pick<OrderDeps, "holdMinutes" | "unpaidOrderGraceMinutes">): number {
  return unpaidOrderLifetimeMs({
    holdMinutes: deps.holdMinutes,
    graceMinutes: deps.unpaidOrderGraceMinutes,
  });
}

/**
 * Starts the payment of the buyer's outstanding order again: the answer of POST /orders.
 * An order whose time is up is expired here and now (as a provider's payability check does).
 */
export async function payOwnOrder(
  deps: OrderDeps,
  id: number,
  context: { customerId: number; locale: Locale },
): Promise<OrderResponse> {
  const now = deps.clock();
  const { order, expired } = await deps.db.transaction(async (tx) => {
    const row = await lockOwnOrder(tx, id, context.customerId);
    if (!row) throw noSuchOrder();
    const overdue = row.created_at.getTime() + lifetimeMs(deps) <= now.getTime();
    if (waitsForPayment(row) && overdue) {
      return { order: row, expired: await expireOrder(tx, deps.ledger, id, now) };
    }
    return { order: row, expired: false };
  });
  if (expired) deps.readCache?.invalidate();
  if (order.canceled || expired) {
    throw new ApiError("order_canceled", "The order was canceled or expired unpaid");
  }
  if (!waitsForPayment(order) || order.payment_mode_id === null) {
    throw new ApiError("conflict", settledReason(order));
  }
  const payableUntil = new Date(order.created_at.getTime() + lifetimeMs(deps));
  return startPayment(
    deps,
    order.payment_mode_id,
    { id: order.id, token: order.token },
    order.total_price_cents,
    payableUntil,
    context,
  );
}

/** Cancels the buyer's outstanding order: its places and voucher value are given back. */
export async function cancelOwnOrder(
  deps: OrderDeps,
  id: number,
  context: { customerId: number; locale: Locale },
): Promise<Order> {
  const now = deps.clock();
  const released = await deps.db.transaction(async (tx) => {
    // Under the order's lock, as payment events take it: a payment settling at this moment
    // either finds the order canceled (and is refunded) or is seen here as settled.
    const row = await lockOwnOrder(tx, id, context.customerId);
    if (!row) throw noSuchOrder();
    if (row.canceled) return false;
    if (!waitsForPayment(row)) throw new ApiError("order_not_cancelable", settledReason(row));
    await deps.ledger.releaseOrder(tx, id, now);
    await creditCoupons(tx, id);
    // The payment status stays outstanding: a result page still open reads "canceled", not
    // "expired" (apps/shop features/checkout/order-route.ts).
    await updateOrderState(
      tx,
      id,
      { paymentStatus: PAYMENT_STATUS.outstanding, isValid: false, canceled: true },
      now,
    );
    return true;
  });
  // src/http/read-cache.ts: the order's places are free again.
  if (released) deps.readCache?.invalidate();
  const order = await findOrder(deps.db, id, context.locale);
  if (!order) throw noSuchOrder();
  return order;
}
