// The rows of a cancellation (migration 0537): an order's lines as the policy judges them, the
// holds each line was ordered with, the voucher value given back, and the cancellation kept.
import type { Queryable } from "../../db/database";

/** An order item with what decides its line's cancellation. */
export interface CancellableItemRow {
  id: number;
  line: number;
  type: string;
  title: string;
  ticket_type: string | null;
  /** An event's or tour's start (ISO with offset), or a time-slot ticket's "HH:MM". */
  start_time: string | null;
  day: string | null;
  total_cents: number;
  vat_pct: string;
  canceled: boolean;
  checked_in: boolean;
}

export interface CancellableOrderRow {
  id: number;
  token: string;
  locale: string;
  created_at: Date;
  is_valid: boolean;
  canceled: boolean;
  payment_mode_id: number | null;
  total_price_cents: number;
  email: string;
  customer_name: string;
}

const ORDER_COLUMNS = `o.id, o.token, o.locale, o.created_at, o.is_valid, o.canceled, o.payment_mode_id,
  o.total_price_cents, c.email, concat_ws(' ', c.name, c.surname) AS customer_name`;

/** The order's token, read without a lock: the lock is taken only for its holder. */
export async function findOrderToken(db: Queryable, orderId: number): Promise<string | undefined> {
  const result = await db.query<{ token: string }>("SELECT token FROM orders WHERE id = $1", [
    orderId,
  ]);
  return result.rows[0]?.token;
}

/**
 * Whether each cart line of the order kept its holds (orders placed since migration 0537, or
 * placed without any hold): an older order's line could not give its places back.
 */
export async function linesKeepTheirHolds(db: Queryable, orderId: number): Promise<boolean> {
  const result = await db.query<{ kept: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM order_line_holds WHERE order_id = $1)
         OR NOT EXISTS (SELECT 1 FROM order_holds WHERE order_id = $1) AS kept`,
    [orderId],
  );
  return result.rows[0]?.kept ?? false;
}

/** The order, locked against a second cancellation (or payment event) until `tx` ends. */
export async function lockCancellableOrder(
  tx: Queryable,
  orderId: number,
): Promise<CancellableOrderRow | undefined> {
  const result = await tx.query<CancellableOrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders o JOIN customers c ON c.id = o.customer_id
     WHERE o.id = $1 FOR UPDATE OF o`,
    [orderId],
  );
  return result.rows[0];
}

export async function findCancellableItems(
  db: Queryable,
  orderId: number,
): Promise<CancellableItemRow[]> {
  const result = await db.query<CancellableItemRow>(
    `SELECT i.id, i.line, i.type, i.title, i.attributes ->> 'ticket_type' AS ticket_type,
            i.attributes ->> 'start_time' AS start_time, i.day::text AS day, i.total_cents,
            i.vat_pct::text AS vat_pct, i.canceled_at IS NOT NULL AS canceled,
            EXISTS (SELECT 1 FROM ticket_check_ins k WHERE k.order_item_id = i.id) AS checked_in
     FROM order_items i WHERE i.order_id = $1 ORDER BY i.position`,
    [orderId],
  );
  return result.rows;
}

/** What the order's lines were placed with, each line's holds (none for older orders). */
export async function insertLineHolds(
  tx: Queryable,
  orderId: number,
  holds: readonly { line: number; token: string }[],
): Promise<void> {
  if (holds.length === 0) return;
  await tx.query(
    `INSERT INTO order_line_holds (order_id, line, hold_token)
     SELECT $1, l, t FROM unnest($2::int[], $3::text[]) AS x(l, t)`,
    [orderId, holds.map((hold) => hold.line), holds.map((hold) => hold.token)],
  );
}

export async function findLineHolds(
  tx: Queryable,
  orderId: number,
  line: number,
): Promise<string[]> {
  const result = await tx.query<{ hold_token: string }>(
    "SELECT hold_token FROM order_line_holds WHERE order_id = $1 AND line = $2 ORDER BY hold_token",
    [orderId, line],
  );
  return result.rows.map((row) => row.hold_token);
}

/**
 * Gives back up to `cents` onto the value coupons that paid for the order, the latest debit
 * first; answers what was given back (no more than the coupons paid, less what went back before).
 */
export async function creditVouchers(
  tx: Queryable,
  orderId: number,
  cents: number,
): Promise<number> {
  if (cents <= 0) return 0;
  const debits = await tx.query<{ code: string; debit_cents: number }>(
    `SELECT code, debit_cents FROM order_coupons WHERE order_id = $1 AND debit_cents > 0
     ORDER BY code DESC FOR UPDATE`,
    [orderId],
  );
  let left = cents;
  for (const debit of debits.rows) {
    if (left === 0) break;
    const back = Math.min(left, debit.debit_cents);
    await tx.query(
      "UPDATE order_coupons SET debit_cents = debit_cents - $3 WHERE order_id = $1 AND code = $2",
      [orderId, debit.code, back],
    );
    await tx.query(
      "UPDATE coupon_sales SET remaining_cents = remaining_cents + $2 WHERE code = $1",
      [debit.code, back],
    );
    left -= back;
  }
  return cents - left;
}

/**
 * A cancelled coupon line's codes stop paying; false (nothing changed) when one of them was
 * used already: a spent voucher cannot be given back.
 */
export async function voidUnusedCoupons(
  tx: Queryable,
  itemIds: readonly number[],
): Promise<boolean> {
  const used = await tx.query(
    `SELECT 1 FROM coupon_sales WHERE order_item_id = ANY($1::int[])
       AND (remaining_cents <> value_cents OR NOT is_valid) FOR UPDATE`,
    [itemIds],
  );
  if (used.rows.length > 0) return false;
  await tx.query("UPDATE coupon_sales SET is_valid = false WHERE order_item_id = ANY($1::int[])", [
    itemIds,
  ]);
  return true;
}

export async function markItemsCanceled(
  tx: Queryable,
  itemIds: readonly number[],
  now: Date,
): Promise<void> {
  await tx.query("UPDATE order_items SET canceled_at = $2 WHERE id = ANY($1::int[])", [
    itemIds,
    now,
  ]);
}

/** Money already given back through the provider for this order (pending or done). */
export async function refundedSoFar(tx: Queryable, orderId: number): Promise<number> {
  const result = await tx.query<{ cents: number }>(
    `SELECT coalesce(sum(refund_cents), 0)::int AS cents FROM order_cancellations
     WHERE order_id = $1 AND refund_status IN ('pending', 'refunded')`,
    [orderId],
  );
  return result.rows[0]?.cents ?? 0;
}

/** Coupon value the order was paid with, as it stands (less what went back). */
export async function voucherPaid(tx: Queryable, orderId: number): Promise<number> {
  const result = await tx.query<{ cents: number }>(
    "SELECT coalesce(sum(debit_cents), 0)::int AS cents FROM order_coupons WHERE order_id = $1",
    [orderId],
  );
  return result.rows[0]?.cents ?? 0;
}

export interface NewCancellation {
  orderId: number;
  line: number;
  grossCents: number;
  feeCents: number;
  voucherCents: number;
  refundCents: number;
  refundStatus: "none" | "pending" | "failed";
  now: Date;
}

export async function insertCancellation(tx: Queryable, c: NewCancellation): Promise<number> {
  const result = await tx.query<{ id: number }>(
    `INSERT INTO order_cancellations (order_id, line, gross_cents, fee_cents, voucher_cents,
       refund_cents, refund_status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      c.orderId,
      c.line,
      c.grossCents,
      c.feeCents,
      c.voucherCents,
      c.refundCents,
      c.refundStatus,
      c.now,
    ],
  );
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error("inserting a cancellation answered no id");
  return id;
}

export async function settleRefund(
  db: Queryable,
  cancellationId: number,
  outcome: { status: "refunded"; reference: string } | { status: "failed" },
): Promise<void> {
  await db.query(
    "UPDATE order_cancellations SET refund_status = $2, refund_reference = $3 WHERE id = $1",
    [cancellationId, outcome.status, outcome.status === "refunded" ? outcome.reference : null],
  );
}

/** Cancels the whole order once no line is left (its donations stay given). */
export async function cancelOrderWhenEmpty(tx: Queryable, orderId: number, now: Date) {
  await tx.query(
    `UPDATE orders SET canceled = true, updated_at = $2 WHERE id = $1
       AND NOT EXISTS (SELECT 1 FROM order_items WHERE order_id = $1 AND canceled_at IS NULL)`,
    [orderId, now],
  );
}
