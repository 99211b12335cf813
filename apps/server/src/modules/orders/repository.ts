// SQL of orders, their lines, the holds they were placed with, coupon debits, payment
// events and alerts (migration 0402).
import type { Locale } from "@shop/core";
import type { Order, OrderItem, PaymentStatus } from "@shop/core/contract";
import type { Queryable } from "../../db/database";
import { type LocalizedText, localize, sqlText } from "../../i18n/localized-text";
import type { OrderLine } from "../cart/service";

/** A shipping item as the order keeps it (orders.shipping_items, migration 0406). */
export interface OrderShippingItem {
  title: LocalizedText;
  price_cents: number;
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

/** An order line and its visit day (YYYY-MM-DD, null for lines valid on any day). */
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
       total_cents, attributes, day, line)
     SELECT $1, p, t, pid, ti, q, pc, tc, a::jsonb, d, l
     FROM unnest($2::int[], $3::text[], $4::int[], $5::text[], $6::int[], $7::int[], $8::int[],
                 $9::text[], $10::date[], $11::int[]) AS x(p, t, pid, ti, q, pc, tc, a, d, l)`,
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

// spec selling-core §2 shop.checkout.success: each line's after-sale text, read from the
// catalogue in the asked locale (German when it lacks one): a ticket's content key
// after_sale_information, a coupon's own text. Lines of other types, and products the
// catalogue no longer holds, have none.
const AFTER_SALE = `CASE i.type
    WHEN 'ticket' THEN (SELECT nullif(${sqlText("t.content -> 'after_sale_information'", "$2")}, '')
                        FROM tickets t WHERE t.id = i.product_id)
    WHEN 'coupon' THEN (SELECT nullif(${sqlText("c.after_sale_information", "$2")}, '')
                        FROM coupons c WHERE c.id = i.product_id)
  END`;

// issue 27 item 2: a line names its houses in the asked locale — a ticket's museums (all of a
// combi ticket), an event date's museum — read from the catalogue, as the after-sale texts are.
// The confirmation mail reads them too (./confirmation-repository.ts); $2 is the locale.
export const MUSEUMS = `CASE i.type
    WHEN 'ticket' THEN (SELECT jsonb_agg(${sqlText("m.title", "$2")} ORDER BY m.sort_order, m.id)
                        FROM ticket_museums tm JOIN museums m ON m.id = tm.museum_id
                        WHERE tm.ticket_id = i.product_id)
    WHEN 'event' THEN (SELECT jsonb_agg(${sqlText("m.title", "$2")})
                       FROM event_dates d JOIN events e ON e.id = d.event_id
                       JOIN museums m ON m.id = e.museum_id WHERE d.id = i.product_id)
  END`;

/** A flex ticket's validity as the catalogue words it, in the asked locale. */
const FLEX = `CASE i.type
    WHEN 'ticket' THEN (SELECT nullif(${sqlText("t.content -> 'flex_description'", "$2")}, '')
                        FROM tickets t WHERE t.id = i.product_id AND t.free_timing)
  END`;

// An annual line's start (spec selling-core §4: chosen in its personalisation), as a Berlin day
// once every card of the line has the same one; none while a card has none or they differ.
const ANNUAL_START = `(SELECT CASE WHEN count(DISTINCT s.start_at) = 1 AND bool_and(s.start_at IS NOT NULL)
                      THEN to_char(min(s.start_at) AT TIME ZONE 'Europe/Berlin', 'YYYY-MM-DD') END
                    FROM annual_ticket_sales s WHERE s.order_item_id = i.id)`;

/** The order as GET /orders/{id} answers it, its texts from the catalogue in `locale`. */
/** One page of a customer's order ids, newest first, and how many orders there are. */
export async function findCustomerOrderIds(
  db: Queryable,
  customerId: number,
  page: { perPage: number; page: number },
): Promise<{ ids: number[]; total: number }> {
  const [ids, count] = await Promise.all([
    db.query<{ id: number }>(
      "SELECT id FROM orders WHERE customer_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3",
      [customerId, page.perPage, (page.page - 1) * page.perPage],
    ),
    db.query<{ total: number }>(
      "SELECT count(*)::integer AS total FROM orders WHERE customer_id = $1",
      [customerId],
    ),
  ]);
  return { ids: ids.rows.map((row) => row.id), total: count.rows[0]?.total ?? 0 };
}

export async function findOrder(
  db: Queryable,
  id: number,
  locale: Locale,
): Promise<Order | undefined> {
  const result = await db.query<{
    id: number;
    token: string;
    created_at: Date;
    total_price_cents: number;
    payment_status: PaymentStatus;
    is_valid: boolean;
    canceled: boolean;
    donations: number[];
    shipping_items: OrderShippingItem[];
    coupons: { code: string; debit_cents: number }[];
    customer_comment: string | null;
    personalization_token: string | null;
    items: {
      id: number;
      type: OrderItem["type"];
      product_id: number;
      title: string;
      quantity: number;
      price_cents: number;
      total_cents: number;
      attributes: Record<string, unknown>;
      after_sale_information: string | null;
      day: string | null;
      museums: string[] | null;
      flex_description: string | null;
      valid_from: string | null;
    }[];
  }>(
    `SELECT o.id, o.token, o.created_at, o.total_price_cents, o.payment_status, o.is_valid,
            o.canceled, o.donations, o.shipping_items, o.customer_comment,
            o.personalization_token,
            coalesce((SELECT jsonb_agg(jsonb_build_object('code', c.code,
                               'debit_cents', c.debit_cents) ORDER BY c.code)
                      FROM order_coupons c WHERE c.order_id = o.id), '[]') AS coupons,
            coalesce((SELECT jsonb_agg(jsonb_build_object('id', i.id, 'type', i.type,
                               'product_id', i.product_id, 'title', i.title,
                               'quantity', i.quantity, 'price_cents', i.price_cents,
                               'total_cents', i.total_cents,
                               'attributes', i.attributes,
                               'after_sale_information', ${AFTER_SALE},
                               'day', i.day::text, 'museums', ${MUSEUMS},
                               'flex_description', ${FLEX},
                               'valid_from', ${ANNUAL_START}) ORDER BY i.position)
                      FROM order_items i WHERE i.order_id = o.id), '[]') AS items
     FROM orders o WHERE o.id = $1`,
    [id, locale],
  );
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    token: row.token,
    created_at: row.created_at.toISOString(),
    total_price_cents: row.total_price_cents,
    payment_status: row.payment_status,
    is_valid: row.is_valid,
    canceled: row.canceled,
    donations: row.donations.map((cents) => ({ donation_cents: cents })),
    coupons: row.coupons,
    // Titles in the asked locale, like the lines' after-sale texts (German when it lacks one).
    shipping_items: row.shipping_items.map((item) => ({
      title: localize(item.title, locale),
      price_cents: item.price_cents,
    })),
    customer_comment: row.customer_comment,
    personalization_token: row.personalization_token,
    items: row.items.map((item) => ({
      id: item.id,
      type: item.type,
      price_cents: item.price_cents,
      total_cents: item.total_cents,
      attributes: {
        ...item.attributes,
        id: item.product_id,
        title: item.title,
        quantity: item.quantity,
        ...(item.day !== null ? { date: item.day } : {}),
        ...(item.museums !== null ? { museums: item.museums } : {}),
        ...(item.flex_description !== null ? { flex_description: item.flex_description } : {}),
        ...(item.valid_from !== null ? { valid_from: item.valid_from } : {}),
      },
      after_sale_information: item.after_sale_information,
      thumbnail: null,
    })),
  };
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

// --- Attendee photos (migration 0503, ./attendee-photos.ts) ---

/**
 * An order and the ticket item of its cart line `position`, with the photo rule of the item's
 * ticket (a ticket line is one item; only event lines have several).
 */
export interface PhotoLineRow {
  token: string;
  canceled: boolean;
  item_id: number | null;
  quantity: number | null;
  /** The ticket's photo_mandatory when it asks for attendees; null otherwise. */
  photo: "mandatory" | "optional" | "none" | null;
}

export async function findPhotoLine(
  db: Queryable,
  orderId: number,
  position: number,
): Promise<PhotoLineRow | undefined> {
  const result = await db.query<PhotoLineRow>(
    `SELECT o.token, o.canceled, i.id AS item_id, i.quantity,
            CASE WHEN t.attendees THEN t.photo_mandatory END AS photo
     FROM orders o
     LEFT JOIN order_items i ON i.order_id = o.id AND i.line = $2 AND i.type = 'ticket'
       AND coalesce(i.attributes ->> 'ticket_type', '') <> 'annual'
     LEFT JOIN tickets t ON t.id = i.product_id
     WHERE o.id = $1`,
    [orderId, position],
  );
  return result.rows[0];
}

export async function upsertAttendeePhoto(
  db: Queryable,
  itemId: number,
  attendee: number,
  photo: { jpeg: Buffer; preview: Buffer },
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO order_attendee_photos (order_item_id, attendee, jpeg, preview, uploaded_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (order_item_id, attendee) DO UPDATE
     SET jpeg = excluded.jpeg, preview = excluded.preview, uploaded_at = excluded.uploaded_at`,
    [itemId, attendee, photo.jpeg, photo.preview, now],
  );
}

export async function findAttendeePhoto(
  db: Queryable,
  itemId: number | null,
  attendee: number,
  size: "full" | "preview",
): Promise<Uint8Array | undefined> {
  const result = await db.query<{ bytes: Uint8Array }>(
    `SELECT ${size === "preview" ? "preview" : "jpeg"} AS bytes FROM order_attendee_photos
     WHERE order_item_id = $1 AND attendee = $2`,
    [itemId, attendee],
  );
  return result.rows[0]?.bytes;
}
