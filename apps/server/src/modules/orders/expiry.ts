// DESIGN §4: "An order left unpaid expires and gives back its places and any voucher value
// it took." An order still outstanding (payment status 10: no money, not even authorized)
// when its holds' time plus UNPAID_ORDER_GRACE_MINUTES have passed since it was placed is
// canceled with payment status 40 (failed): its holds are released and its coupon debits
// credited back, as a failed payment's are. Money reported for it later finds a failed
// order and alerts staff (payment-events.ts), so it is refunded, never kept without places.
import { PAYMENT_STATUS } from "@shop/core";
import type { Database, Queryable } from "../../db/database";
import type { CapacityLedger } from "../capacity/ledger";
import { creditCoupons, lockOrder, updateOrderState } from "./repository";

const BATCH = 100;
const MINUTE_MS = 60_000;

export interface UnpaidOrderRules {
  holdMinutes: number;
  graceMinutes: number;
}

/** How long after it was placed an unpaid order lives: its payment must end within this. */
export function unpaidOrderLifetimeMs(rules: UnpaidOrderRules): number {
  return (rules.holdMinutes + rules.graceMinutes) * MINUTE_MS;
}

/**
 * Expires one order, locked first as payment events do (one lock order: order, holds,
 * pools), when it is still outstanding; answers whether it did. The caller has checked
 * that its time is up.
 */
export async function expireOrder(
  tx: Queryable,
  ledger: CapacityLedger,
  id: number,
  now: Date,
): Promise<boolean> {
  const order = await lockOrder(tx, id);
  // A payment that settled meanwhile leaves it alone; so does an order sold on collective
  // invoice, valid while its payment stays outstanding (the reseller pays later).
  if (
    !order ||
    order.canceled ||
    order.is_valid ||
    order.payment_status !== PAYMENT_STATUS.outstanding
  ) {
    return false;
  }
  await ledger.releaseOrder(tx, id, now);
  await creditCoupons(tx, id);
  await updateOrderState(
    tx,
    id,
    { paymentStatus: PAYMENT_STATUS.failed, isValid: false, canceled: true },
    now,
  );
  return true;
}

/** Expires the overdue unpaid orders at `now`; answers how many it expired. */
export async function expireUnpaidOrders(
  db: Database,
  ledger: CapacityLedger,
  rules: UnpaidOrderRules,
  now: Date,
): Promise<number> {
  const deadline = new Date(now.getTime() - unpaidOrderLifetimeMs(rules));
  let expired = 0;
  for (;;) {
    const due = await db.query<{ id: number }>(
      `SELECT id FROM orders
       WHERE payment_status = $1 AND NOT canceled AND NOT is_valid AND created_at <= $2
       ORDER BY created_at LIMIT $3`,
      [PAYMENT_STATUS.outstanding, deadline, BATCH],
    );
    // One short transaction per order.
    for (const { id } of due.rows) {
      if (await db.transaction((tx) => expireOrder(tx, ledger, id, now))) expired += 1;
    }
    if (due.rows.length < BATCH) return expired;
  }
}
