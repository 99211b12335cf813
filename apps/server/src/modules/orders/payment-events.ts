// A provider's news about a payment (DESIGN §6): webhooks are retried, so each event counts
// once (payment_events, keyed by provider and event id). The payment status moves only as
// @shop/core canTransition allows (spec selling-core §4: 10 outstanding → 20 authorized →
// 30 completed, or 40 failed). Completed sells the order's holds in the same transaction;
// a payment whose places are gone marks the order for refund and alerts staff (DESIGN §4).

import { canTransition, PAYMENT_STATUS, type PaymentStatus } from "@shop/core";
import { fieldsOfIssues } from "@shop/core/contract";
import type { Queryable } from "../../db/database";
import { ApiError } from "../../http/errors";
import { issueAnnualTicketSales } from "../annual/service";
import type { CapacityLedger } from "../capacity/ledger";
import { type PaymentEvent, PaymentEventShape } from "../payments/provider";
import { issueInvoiceOrAlert } from "./invoices";
import { issueCoupons } from "./issue-coupons";
import {
  creditCoupons,
  insertAlert,
  insertPaymentEvent,
  lockOrder,
  markEventApplied,
  type OrderRow,
  updateOrderState,
} from "./repository";
import type { OrderDeps } from "./service";

export interface PaymentEventResult {
  /** False for a replayed event, or one the order's state did not accept. */
  applied: boolean;
  payment_status: PaymentStatus;
  is_valid: boolean;
  refund_required: boolean;
}

interface Alert {
  kind: string;
  message: string;
  details: object;
}

function resultOf(order: OrderRow, applied: boolean): PaymentEventResult {
  return {
    applied,
    payment_status: order.payment_status,
    is_valid: order.is_valid,
    refund_required: order.refund_required,
  };
}

async function complete(
  ledger: CapacityLedger,
  tx: Queryable,
  order: OrderRow,
  now: Date,
): Promise<{ row: OrderRow; alert?: Alert }> {
  const outcome = await ledger.sell(tx, order.id, now);
  if (outcome === "sold") {
    await updateOrderState(
      tx,
      order.id,
      { paymentStatus: PAYMENT_STATUS.completed, isValid: true },
      now,
    );
    await issueCoupons(tx, order.id);
    await issueAnnualTicketSales(tx, order.id, now);
    await issueInvoiceOrAlert(tx, order.id, now);
    return { row: { ...order, payment_status: PAYMENT_STATUS.completed, is_valid: true } };
  }
  // Paid, but the places went to someone else after the hold expired: never keep the money
  // without a place. The order is canceled (the shop tells the visitor to reorder).
  await updateOrderState(
    tx,
    order.id,
    {
      paymentStatus: PAYMENT_STATUS.completed,
      isValid: false,
      canceled: true,
      refundRequired: true,
    },
    now,
  );
  await creditCoupons(tx, order.id);
  return {
    row: {
      ...order,
      payment_status: PAYMENT_STATUS.completed,
      is_valid: false,
      canceled: true,
      refund_required: true,
    },
    alert: {
      kind: "refund_required",
      message: `Order ${order.id} was paid after its reservations expired and the places are gone: refund it`,
      details: {},
    },
  };
}

async function apply(
  ledger: CapacityLedger,
  tx: Queryable,
  order: OrderRow,
  event: PaymentEvent,
  now: Date,
): Promise<{ row: OrderRow; applied: boolean; alert?: Alert }> {
  const from = order.payment_status;
  if (!canTransition(from, event.status)) {
    // Money reported after the order failed or was refunded: staff must look at it.
    const alert =
      event.status === PAYMENT_STATUS.completed && from !== PAYMENT_STATUS.completed
        ? {
            kind: "unexpected_payment",
            message: `Order ${order.id} reported paid while its payment status is ${from}`,
            details: { event_id: event.eventId, provider: event.provider },
          }
        : undefined;
    return { row: order, applied: false, alert };
  }
  if (event.status === PAYMENT_STATUS.completed && event.amountCents !== order.total_price_cents) {
    return {
      row: order,
      applied: false,
      alert: {
        kind: "amount_mismatch",
        message: `Order ${order.id} totals ${order.total_price_cents} cents but ${event.amountCents} were paid`,
        details: { event_id: event.eventId, provider: event.provider },
      },
    };
  }
  switch (event.status) {
    case PAYMENT_STATUS.authorized:
      await updateOrderState(tx, order.id, { paymentStatus: event.status, isValid: false }, now);
      return { row: { ...order, payment_status: event.status }, applied: true };
    case PAYMENT_STATUS.completed:
      return { ...(await complete(ledger, tx, order, now)), applied: true };
    case PAYMENT_STATUS.failed:
      // The places go back at once; the coupons' value too.
      await ledger.releaseOrder(tx, order.id, now);
      await creditCoupons(tx, order.id);
      await updateOrderState(tx, order.id, { paymentStatus: event.status, isValid: false }, now);
      return { row: { ...order, payment_status: event.status, is_valid: false }, applied: true };
    default:
      throw new Error(`unknown payment event status ${String(event.status satisfies never)}`);
  }
}

/**
 * Records a provider's payment event for its order. A replayed event (same provider and
 * event id) changes nothing and answers the order's state as it is. Unknown orders answer
 * not_found and record nothing.
 */
export async function recordPaymentEvent(
  deps: Pick<OrderDeps, "db" | "clock" | "ledger" | "readCache" | "log" | "confirmations">,
  event: PaymentEvent,
): Promise<PaymentEventResult> {
  // Provider routes parse their own bodies; this keeps any caller's out-of-range id or amount
  // or a NUL in the event id from reaching the database (a 500 there).
  const checked = PaymentEventShape.safeParse(event);
  if (!checked.success) {
    const fields = fieldsOfIssues(checked.error.issues);
    throw new ApiError("validation", "The payment event is not valid", fields);
  }
  const result = await deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const order = await lockOrder(tx, event.orderId);
    if (!order) throw new ApiError("not_found", "No such order", { orderId: ["No such order"] });
    // Under the order's lock: of two deliveries of one event, exactly one inserts it.
    if (!(await insertPaymentEvent(tx, event, now)))
      return { row: order, applied: false, replay: true };
    const outcome = await apply(deps.ledger, tx, order, event, now);
    if (outcome.applied) await markEventApplied(tx, event.provider, event.eventId);
    if (outcome.alert) await insertAlert(tx, { ...outcome.alert, orderId: order.id }, now);
    return { ...outcome, replay: false };
  });
  if ("alert" in result && result.alert) {
    deps.log.error({ orderId: event.orderId, alert: result.alert.kind }, result.alert.message);
  }
  // src/http/read-cache.ts: the pools of the order's holds are not at hand here; a
  // payment event comes once per order, so it drops every cached answer.
  if (result.applied) deps.readCache?.invalidate();
  // After the commit: the mail never holds the order's lock, and a failure never undoes it.
  if (result.applied && result.row.is_valid) deps.confirmations?.orderBecameValid(event.orderId);
  return resultOf(result.row, result.applied);
}
