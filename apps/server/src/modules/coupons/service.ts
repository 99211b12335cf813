// GET /coupon_sales/barcode/{code} (spec selling-core §7, §8): what a sold coupon is worth, by
// the same rule POST /cart applies, so a code the lookup calls valid is one the cart takes.
import { berlinDate, type Locale } from "@shop/core";
import type { Coupon, CouponList, CouponSale, TicketCoupon } from "@shop/core/contract";
import type { Clock } from "../../clock";
import type { Queryable } from "../../db/database";
import { fieldError } from "../../http/errors";
import { localize } from "../../i18n/localized-text";
import { readSettings } from "../settings/service";
import { toContent } from "../tickets/service";
import * as repo from "./repository";
import { type CouponSaleRow, findCouponList } from "./repository";

export type { CouponSaleRow };
export type PricingCoupon = repo.PricingCoupon;

export interface CouponDeps {
  db: Queryable;
  clock: Clock;
}

/** The coupon sale of `code` with nothing debited yet; 422 coupon_not_valid on `code` else. */
export async function lookUpCouponSale(deps: CouponDeps, code: string): Promise<CouponSale> {
  const [settings, sales] = await Promise.all([
    readSettings(deps.db),
    findCouponSales(deps.db, [code]),
  ]);
  const row = sales.get(code);
  // Unknown, used up, expired and "this shop takes no coupons" answer alike: a guess learns
  // nothing but "no".
  if (!settings.couponsEnabled || !checkCoupon(row, deps.clock())) {
    throw fieldError("coupon_not_valid", "code", "The coupon is not valid");
  }
  return couponAnswer(row, 0);
}

/**
 * GET /coupons: the value coupons (`data`) and the ticket coupons on sale (surrounding-areas
 * §2: a ticket coupon is shown disabled while booked out), none while the shop takes no
 * coupons. Texts in `locale`, German when it lacks one, the ticket's content attributes too.
 */
export async function listCoupons(deps: CouponDeps, locale: Locale): Promise<CouponList> {
  const [settings, rows] = await Promise.all([
    readSettings(deps.db),
    findCouponList(deps.db, berlinDate(deps.clock())),
  ]);
  const onSale = settings.couponsEnabled ? rows : [];
  const data: Coupon[] = [];
  const ticketCoupons: TicketCoupon[] = [];
  for (const row of onSale) {
    const coupon: Coupon = {
      id: row.id,
      title: localize(row.title, locale),
      description: localize(row.description, locale),
      price_cents: row.price_cents,
      value_cents: row.value_cents,
      shipped_with_merchandise_id: row.shipped_with_merchandise_id,
    };
    if (row.ticket_id === null) {
      data.push(coupon);
      continue;
    }
    ticketCoupons.push({
      ...coupon,
      ticket_id: row.ticket_id,
      available: row.available,
      booked_out: row.available === 0 || row.ticket_closed,
      content: toContent(row.ticket_content, locale),
    });
  }
  // meta.total_count counts `data`, as every list's does (listOf).
  return { data, ticket_coupons: ticketCoupons, meta: { total_count: data.length } };
}

// DESIGN §7: the cart and the order spend the coupon attempts of the lookup.
export { type CouponAttempts, createCouponAttempts, refundUnlessRefused } from "./rate-limit";

/** A coupon code pays only while valid, with value left and not past its date. */
export function checkCoupon(row: CouponSaleRow | undefined, now: Date): row is CouponSaleRow {
  return (
    row?.is_valid === true &&
    row.remaining_cents > 0 &&
    (row.valid_until === null || row.valid_until.getTime() > now.getTime())
  );
}

export function couponAnswer(row: CouponSaleRow, debit: number): CouponSale {
  return {
    code: row.code,
    is_valid: true,
    value_cents: row.remaining_cents,
    value: null,
    // surrounding-areas §3 "Coupon sale": a ticket coupon's code is a voucher for Ticket lines.
    is_voucher_for: row.voucher_ticket_id === null ? null : "Ticket",
    value_action: "debit",
    debit_cents: debit,
  };
}

/** The sold coupon codes of `codes` (coupon_sales), by code. */
export async function findCouponSales(
  db: Queryable,
  codes: readonly string[],
): Promise<Map<string, CouponSaleRow>> {
  return repo.findCouponSales(db, codes);
}

/** The coupons of `ids` as cart lines price them, ticket coupons with their vouchers left. */
export async function findCouponsOnSale(
  db: Queryable,
  ids: readonly number[],
  today: string,
): Promise<Map<number, PricingCoupon>> {
  return repo.findCoupons(db, ids, today);
}

/**
 * Locks the limited coupons of `ids` for the rest of the order's transaction and answers the
 * vouchers each has left (repository lockVouchersLeft: why the count is a second statement).
 */
export async function lockVouchersLeft(
  tx: Queryable,
  ids: readonly number[],
): Promise<Map<number, number>> {
  return repo.lockVouchersLeft(tx, ids);
}
