// SQL of GET /coupons: the coupons on sale, ticket coupons (migration 0512; surrounding-areas
// §3 "Ticket coupon") with their vouchers left, counted as the cart and the order count them.
import type { Queryable } from "../../db/database";
import type { LocalizedText } from "../../i18n/localized-text";

export interface CouponListRow {
  id: number;
  title: LocalizedText;
  description: LocalizedText;
  price_cents: number;
  value_cents: number;
  shipped_with_merchandise_id: number | null;
  ticket_id: number | null;
  available: number | null;
  ticket_closed: boolean;
  /** The ticket's text attributes per locale (null for a value coupon). */
  ticket_content: Record<string, Record<string, string>> | null;
}

/** Every coupon on sale in list order, ticket coupons with their vouchers left on `today`. */
export async function findCouponList(db: Queryable, today: string): Promise<CouponListRow[]> {
  const result = await db.query<CouponListRow>(
    `SELECT c.id, c.title, c.description, c.price_cents, c.value_cents,
            c.shipped_with_merchandise_id, c.ticket_id, t.content AS ticket_content,
            ${voucherState("$1")}
     FROM coupons c LEFT JOIN tickets t ON t.id = c.ticket_id
     ORDER BY c.sort_order, c.id`,
    [today],
  );
  return result.rows;
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
