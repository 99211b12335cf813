// SQL that writes orders: an order, its lines, the holds it was placed with, coupon debits,
// its state under its lock, payment events and alerts (migration 0402). What GET /orders
// reads is in ./read-repository.ts, the attendees' photos in ./attendee-photo-repository.ts.
import type { Locale } from "@shop/core";
import type { PaymentStatus } from "@shop/core/contract";
import type { Queryable } from "../../db/database";
import type { LocalizedText } from "../../i18n/localized-text";
import type { OrderLine } from "../cart/service";

/** A shipping item as the order keeps it (orders.shipping_items, migration 0406). */
export interface OrderShippingItem {
  title: LocalizedText;
  price_cents: number;
  /** The postage's VAT rate (its invoice states it). */
  vat_pct: number;
}

export interface NewOrder {
  token: string;
  customerId: number;
  billingAddressId: number;
  shippingAddressId: number | null;
  comment: string;
  reference: string;
  paymentModeId: number | null;
  shipping: boolean | null;
  affiliate: object | null;
  donations: number[];
  /** spec selling-core §4 shipping: the postage charged, titles per locale, VAT included. */
  shippingItems: OrderShippingItem[];
  totalCents: number;
  paymentStatus: PaymentStatus;
  /** spec selling-core §7: its documents and confirmation speak the order's language. */
  locale: Locale;
  now: Date;
}

export async function insertOrder(tx: Queryable, order: NewOrder): Promise<number> {
  const result = await tx.query<{ id: number }>(
    `INSERT INTO orders (token, customer_id, billing_address_id, shipping_address_id,
       customer_comment, reference, payment_mode_id, shipping, affiliate, donations,
       total_price_cents, payment_status, locale, created_at, updated_at, shipping_items)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $14, $13, $13, $15)
     RETURNING id`,
    [
      order.token,
      order.customerId,
      order.billingAddressId,
      order.shippingAddressId,
      order.comment === "" ? null : order.comment,
      order.reference === "" ? null : order.reference,
      order.paymentModeId,
      order.shipping,
      order.affiliate === null ? null : JSON.stringify(order.affiliate),
      order.donations,
      order.totalCents,
      order.paymentStatus,
      order.now,
      order.locale,
      JSON.stringify(order.shippingItems),
    ],
  );
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error("inserting an order answered no id");
  return id;
}

/** An order item as it is stored: with the index of the cart line it was ordered from. */
export type StoredOrderLine = OrderLine & { line: number };

export async function insertOrderItems(
  tx: Queryable,
  orderId: number,
  lines: readonly StoredOrderLine[],
): Promise<void> {
  if (lines.length === 0) return;
  await tx.query(
    `INSERT INTO order_items (order_id, position, type, product_id, title, quantity, price_cents,
       total_cents, attributes, day, line, vat_pct)
     SELECT $1, p, t, pid, ti, q, pc, tc, a::jsonb, d, l, v
     FROM unnest($2::int[], $3::text[], $4::int[], $5::text[], $6::int[], $7::int[], $8::int[],
                 $9::text[], $10::date[], $11::int[], $12::numeric[])
          AS x(p, t, pid, ti, q, pc, tc, a, d, l, v)`,
    [
      orderId,
      lines.map((_, i) => i),
      lines.map((l) => l.type),
      lines.map((l) => l.productId),
      lines.map((l) => l.title),
      lines.map((l) => l.quantity),
      lines.map((l) => l.unitCents),
      lines.map((l) => l.totalCents),
      lines.map((l) => JSON.stringify(l.attributes)),
      lines.map((l) => l.day),
      lines.map((l) => l.line),
      lines.map((l) => l.vatPct),
    ],
  );
}

/**
 * Binds the holds to the order. Answers false, having bound
 * nothing, when another order holds one of them already.
 */
export async function bindHolds(
  tx: Queryable,
  orderId: number,
  tokens: readonly string[],
): Promise<boolean> {
  if (tokens.length === 0) return true;
  const bound = await tx.query(
    `INSERT INTO order_holds (hold_token, order_id)
     SELECT t, $1 FROM unnest($2::text[]) AS t ON CONFLICT DO NOTHING`,
    [orderId, tokens],
  );
  return bound.rowCount === tokens.length;
}

/** Frees the holds of an order whose payment could not start, for the next attempt. */
export async function unbindHolds(db: Queryable, orderId: number): Promise<void> {
  await db.query("DELETE FROM order_holds WHERE order_id = $1", [orderId]);
}

/** Takes the debits off the codes; false (nothing taken) when one has too little left. */
export async function debitCoupons(
  tx: Queryable,
  orderId: number,
  debits: readonly { code: string; debitCents: number }[],
): Promise<boolean> {
  const positive = debits.filter((d) => d.debitCents > 0);
  if (positive.length === 0) return true;
  const taken = await tx.query(
    `UPDATE coupon_sales c SET remaining_cents = c.remaining_cents - d.debit
     FROM unnest($1::text[], $2::int[]) AS d(code, debit)
     WHERE c.code = d.code AND c.is_valid AND c.remaining_cents >= d.debit`,
    [positive.map((d) => d.code), positive.map((d) => d.debitCents)],
  );
  if (taken.rowCount !== positive.length) return false;
  await tx.query(
    `INSERT INTO order_coupons (order_id, code, debit_cents)
     SELECT $1, code, debit FROM unnest($2::text[], $3::int[]) AS d(code, debit)`,
    [orderId, positive.map((d) => d.code), positive.map((d) => d.debitCents)],
  );
  return true;
}

/** Gives an order's coupon debits back (payment failed, or refund). */
export async function creditCoupons(tx: Queryable, orderId: number): Promise<void> {
  await tx.query(
    `WITH given AS (DELETE FROM order_coupons WHERE order_id = $1 RETURNING code, debit_cents)
     UPDATE coupon_sales c SET remaining_cents = c.remaining_cents + g.debit_cents
     FROM given g WHERE c.code = g.code`,
    [orderId],
  );
}

export interface OrderRow {
  id: number;
  token: string;
  customer_id: number;
  total_price_cents: number;
  payment_status: PaymentStatus;
  is_valid: boolean;
  canceled: boolean;
  refund_required: boolean;
}

const ORDER_ROW = `id, token, customer_id, total_price_cents, payment_status, is_valid, canceled,
  refund_required`;

export async function lockOrder(tx: Queryable, id: number): Promise<OrderRow | undefined> {
  const result = await tx.query<OrderRow>(
    `SELECT ${ORDER_ROW} FROM orders WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return result.rows[0];
}

/**
 * An order's payment state under its lock (as lockOrder), and whether it was placed at or
 * before `placedBy`: an unpaid order placed then has had its time (orders/expiry.ts).
 */
export async function lockOrderPayment(
  tx: Queryable,
  id: number,
  placedBy: Date,
): Promise<{ payment_status: PaymentStatus; canceled: boolean; overdue: boolean } | undefined> {
  const result = await tx.query<{
    payment_status: PaymentStatus;
    canceled: boolean;
    overdue: boolean;
  }>(
    `SELECT payment_status, canceled, created_at <= $2 AS overdue FROM orders WHERE id = $1
     FOR UPDATE`,
    [id, placedBy],
  );
  return result.rows[0];
}

export async function findOrderRow(db: Queryable, id: number): Promise<OrderRow | undefined> {
  const result = await db.query<OrderRow>(`SELECT ${ORDER_ROW} FROM orders WHERE id = $1`, [id]);
  return result.rows[0];
}

export async function updateOrderState(
  tx: Queryable,
  id: number,
  state: {
    paymentStatus: PaymentStatus;
    isValid: boolean;
    canceled?: boolean;
    refundRequired?: boolean;
  },
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE orders SET payment_status = $2, is_valid = $3, canceled = canceled OR $4,
       refund_required = refund_required OR $5, updated_at = $6
     WHERE id = $1`,
    [
      id,
      state.paymentStatus,
      state.isValid,
      state.canceled ?? false,
      state.refundRequired ?? false,
      now,
    ],
  );
}

/** Records a payment event once; false when this provider's event id was seen before. */
export async function insertPaymentEvent(
  tx: Queryable,
  event: {
    eventId: string;
    provider: string;
    orderId: number;
    status: number;
    amountCents: number;
  },
  now: Date,
): Promise<boolean> {
  const result = await tx.query(
    `INSERT INTO payment_events (event_id, provider, order_id, status, amount_cents, applied, received_at)
     VALUES ($1, $2, $3, $4, $5, false, $6) ON CONFLICT DO NOTHING`,
    [event.eventId, event.provider, event.orderId, event.status, event.amountCents, now],
  );
  return result.rowCount > 0;
}

export async function markEventApplied(tx: Queryable, provider: string, eventId: string) {
  await tx.query("UPDATE payment_events SET applied = true WHERE provider = $1 AND event_id = $2", [
    provider,
    eventId,
  ]);
}

export async function insertAlert(
  tx: Queryable,
  alert: { kind: string; orderId: number; message: string; details: object },
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO alerts (kind, order_id, message, details, created_at) VALUES ($1, $2, $3, $4, $5)`,
    [alert.kind, alert.orderId, alert.message, JSON.stringify(alert.details), now],
  );
}
