// SQL of what POST /cart prices: tickets (with their price fields), coupons on sale (ticket
// coupons with their vouchers left), sold coupon codes, shipping items and the shop settings.
import { DEFAULT_LOCALE } from "@shop/core";
import type { ShopSettings } from "@shop/core/contract";
import type { Queryable } from "../../db/database";
import { ApiError } from "../../http/errors";
import type { LocalizedText } from "../../i18n/localized-text";
import { StoredShopSettings, settingsIn } from "../../i18n/shop-settings";

export interface PricingTicket {
  id: number;
  title: LocalizedText;
  ticket_type: "normal" | "time_slot" | "annual";
  price_cents: number;
  vat_pct: number;
  tax_included: boolean;
  discount: number;
  dynamic_prices: Record<string, number>;
  min_persons: number;
  max_persons: number;
  free_timing: boolean;
  bookable: boolean;
  booked_out: boolean;
  valid_from: string | null;
  is_mantle: boolean;
  sub_tickets: { id: number; title: LocalizedText; min_persons: number; max_persons: number }[];
  content: Record<string, LocalizedText>;
  /** spec surrounding-areas §6: only for buyers of this price target audience (VIP); null all. */
  price_target_audience_id: number | null;
  /** The titles of the museums the ticket admits to, in the catalogue's order. */
  museums: LocalizedText[];
}

export async function findPricingTickets(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, PricingTicket>> {
  if (ids.length === 0) return new Map();
  const result = await db.query<PricingTicket>(
    `SELECT id, title, ticket_type, price_cents, vat_pct, tax_included, discount, dynamic_prices,
            min_persons, max_persons, free_timing, bookable, booked_out, valid_from, is_mantle,
            sub_tickets, content, price_target_audience_id,
            coalesce((SELECT jsonb_agg(m.title ORDER BY m.sort_order, m.id)
                      FROM ticket_museums tm JOIN museums m ON m.id = tm.museum_id
                      WHERE tm.ticket_id = tickets.id), '[]') AS museums
     FROM tickets WHERE id = ANY($1::int[])`,
    [ids],
  );
  return new Map(result.rows.map((row) => [row.id, row]));
}

/**
 * The vouchers taken of coupon `c`: the units of its order lines whose code is issued, or
 * whose order still waits for its money (outstanding or authorized, not canceled: such an
 * order issues its code when paid, so its vouchers are spoken for). A failed, expired or
 * canceled order without a code gives its vouchers back.
 */
const VOUCHERS_TAKEN = `(SELECT coalesce(sum(i.quantity), 0)::int
  FROM order_items i JOIN orders o ON o.id = i.order_id
  WHERE i.type = 'coupon' AND i.product_id = c.id
    AND (EXISTS (SELECT 1 FROM coupon_sales s WHERE s.order_item_id = i.id)
         OR (NOT o.canceled AND o.payment_status IN (10, 20))))`;

/**
 * Columns of coupon `c` joined to its ticket `t`, `$today` the Berlin day: the vouchers left
 * (null: no limit; never below 0) and whether its ticket can no longer be booked (unknown,
 * not bookable, booked out or past its validity). Both null and false for a value coupon.
 */
export const voucherState = (today: string) => `
  CASE WHEN c.stock IS NULL THEN NULL
       ELSE greatest(c.stock - ${VOUCHERS_TAKEN}, 0) END AS available,
  (c.ticket_id IS NOT NULL
   AND (t.id IS NULL OR NOT t.bookable OR t.booked_out
        OR coalesce(t.valid_to < ${today}::date, false))) AS ticket_closed`;

/**
 * Locks the limited coupons of `ids` for the rest of the transaction and answers the
 * vouchers each has left, the ones of orders placed before this one counted.
 *
 * Two orders racing for the last voucher both pass the cart's count; the row lock makes the
 * second wait until the first commits. The count is a second statement on purpose: under
 * READ COMMITTED a statement sees the data as of its own start, so a count in the locking
 * statement would miss the order it waited for, and the next statement sees it.
 */
export async function lockVouchersLeft(
  tx: Queryable,
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  // In id order: two orders with the same coupons lock them in one order, never crosswise.
  await tx.query(
    "SELECT id FROM coupons WHERE id = ANY($1::int[]) AND stock IS NOT NULL ORDER BY id FOR UPDATE",
    [ids],
  );
  const result = await tx.query<{ id: number; available: number }>(
    `SELECT c.id, greatest(c.stock - ${VOUCHERS_TAKEN}, 0) AS available
     FROM coupons c WHERE c.id = ANY($1::int[]) AND c.stock IS NOT NULL`,
    [ids],
  );
  return new Map(result.rows.map((row) => [row.id, row.available]));
}

export interface PricingCoupon {
  id: number;
  title: LocalizedText;
  price_cents: number;
  value_cents: number;
  vat_pct: number;
  tax_included: boolean;
  /** A ticket coupon's ticket; null for a value coupon. */
  ticket_id: number | null;
  /** Vouchers left on sale; null: no limit (voucherState). */
  available: number | null;
  /** A ticket coupon whose ticket can no longer be booked. */
  ticket_closed: boolean;
}

/** The coupons of `ids`, ticket coupons with their vouchers left on `today` (Berlin). */
export async function findCoupons(
  db: Queryable,
  ids: readonly number[],
  today: string,
): Promise<Map<number, PricingCoupon>> {
  if (ids.length === 0) return new Map();
  const result = await db.query<PricingCoupon>(
    `SELECT c.id, c.title, c.price_cents, c.value_cents, c.vat_pct, c.tax_included, c.ticket_id,
            ${voucherState("$2")}
     FROM coupons c LEFT JOIN tickets t ON t.id = c.ticket_id
     WHERE c.id = ANY($1::int[])`,
    [ids, today],
  );
  return new Map(result.rows.map((row) => [row.id, row]));
}

export interface CouponSaleRow {
  code: string;
  value_cents: number;
  remaining_cents: number;
  is_valid: boolean;
  valid_until: Date | null;
  /** The ticket a voucher's code pays for; null for a value coupon's code. */
  voucher_ticket_id: number | null;
}

export async function findCouponSales(
  db: Queryable,
  codes: readonly string[],
): Promise<Map<string, CouponSaleRow>> {
  if (codes.length === 0) return new Map();
  const result = await db.query<CouponSaleRow>(
    `SELECT code, value_cents, remaining_cents, is_valid, valid_until, voucher_ticket_id
     FROM coupon_sales WHERE code = ANY($1::text[])`,
    [codes],
  );
  return new Map(result.rows.map((row) => [row.code, row]));
}

export interface ShippingRow {
  id: number;
  title: LocalizedText;
  description: LocalizedText;
  price_cents: number;
  vat_pct: number;
  tax_included: boolean;
}

export async function findShippingItems(db: Queryable): Promise<ShippingRow[]> {
  const result = await db.query<ShippingRow>(
    `SELECT id, title, description, price_cents, vat_pct, tax_included
     FROM shipping_items ORDER BY sort_order, id`,
  );
  return result.rows;
}

/**
 * The shop settings, every default filled in (no catalogue loaded: all defaults); the venue's
 * words in German (GET /shop answers them in the asked language: shop/service.ts).
 */
export async function readSettings(db: Queryable): Promise<ShopSettings> {
  const result = await db.query<{ settings: unknown }>("SELECT settings FROM shop_settings");
  return settingsIn(StoredShopSettings.parse(result.rows[0]?.settings ?? {}), DEFAULT_LOCALE);
}

/**
 * The price target audiences a buyer has (spec surrounding-areas §6): the session customer's
 * own (a VIP code sets it) and the billing address's, when it names one. None without a
 * session. A billing address that is not the customer's answers 404 on billing_address_id.
 */
export async function findBuyerAudiences(
  db: Queryable,
  customerId: number | undefined,
  billingAddressId: number | undefined,
): Promise<number[]> {
  const notOwn = () =>
    new ApiError("not_found", "No such billing address", {
      billing_address_id: ["No such billing address"],
    });
  if (customerId === undefined) {
    if (billingAddressId !== undefined) throw notOwn();
    return [];
  }
  const result = await db.query<{
    customer: number | null;
    address: number | null;
    found: boolean;
  }>(
    `SELECT c.price_target_audience_id AS customer, a.price_target_audience_id AS address,
            a.id IS NOT NULL AS found
       FROM customers c
       LEFT JOIN customer_addresses a ON a.id = $2 AND a.customer_id = c.id
      WHERE c.id = $1`,
    [customerId, billingAddressId ?? null],
  );
  const row = result.rows[0];
  if (!row) return [];
  if (billingAddressId !== undefined && !row.found) throw notOwn();
  return [row.customer, row.address].filter((id): id is number => id !== null);
}
