// SQL of GET /coupons: the coupons on sale, ticket coupons (migration 0512; surrounding-areas
// §3 "Ticket coupon") with their vouchers left, counted as the cart and the order count them.
import type { Queryable } from "../../db/database";
import type { LocalizedText } from "../../i18n/localized-text";
import { voucherState } from "../cart/service";

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
