// SQL of what POST /cart prices: tickets (with their price fields), value coupons on sale,
// sold coupon codes, shipping items and the shop settings.
import { ShopSettings } from "@shop/core/contract";
import type { Queryable } from "../../db/database";
import { ApiError } from "../../http/errors";
import type { LocalizedText } from "../../i18n/localized-text";

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
}

export async function findPricingTickets(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, PricingTicket>> {
  if (ids.length === 0) return new Map();
  const result = await db.query<PricingTicket>(
    `SELECT id, title, ticket_type, price_cents, vat_pct, tax_included, discount, dynamic_prices,
            min_persons, max_persons, free_timing, bookable, booked_out, valid_from, is_mantle,
            sub_tickets, content, price_target_audience_id
     FROM tickets WHERE id = ANY($1::int[])`,
    [ids],
  );
  return new Map(result.rows.map((row) => [row.id, row]));
}

export interface PricingCoupon {
  id: number;
  title: LocalizedText;
  price_cents: number;
  value_cents: number;
  vat_pct: number;
  tax_included: boolean;
}

export async function findCoupons(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, PricingCoupon>> {
  if (ids.length === 0) return new Map();
  const result = await db.query<PricingCoupon>(
    `SELECT id, title, price_cents, value_cents, vat_pct, tax_included
     FROM coupons WHERE id = ANY($1::int[])`,
    [ids],
  );
  return new Map(result.rows.map((row) => [row.id, row]));
}

export interface CouponSaleRow {
  code: string;
  value_cents: number;
  remaining_cents: number;
  is_valid: boolean;
  valid_until: Date | null;
}

export async function findCouponSales(
  db: Queryable,
  codes: readonly string[],
): Promise<Map<string, CouponSaleRow>> {
  if (codes.length === 0) return new Map();
  const result = await db.query<CouponSaleRow>(
    `SELECT code, value_cents, remaining_cents, is_valid, valid_until
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

/** The shop settings, every default filled in (no catalogue loaded: all defaults). */
export async function readSettings(db: Queryable): Promise<ShopSettings> {
  const result = await db.query<{ settings: unknown }>("SELECT settings FROM shop_settings");
  return ShopSettings.parse(result.rows[0]?.settings ?? {});
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
