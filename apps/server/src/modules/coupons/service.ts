// GET /coupon_sales/barcode/{code} (spec selling-core §7, §8): what a sold coupon is worth, by
// the same rule POST /cart applies, so a code the lookup calls valid is one the cart takes.
import { berlinDate, type Locale } from "@shop/core";
import type { Coupon, CouponList, CouponSale, TicketCoupon } from "@shop/core/contract";
import type { Clock } from "../../clock";
import type { Queryable } from "../../db/database";
import { fieldError } from "../../http/errors";
import { localize } from "../../i18n/localized-text";
import { checkCoupon, couponAnswer, findCouponSales, readSettings } from "../cart/service";
import { toContent } from "../tickets/service";
import { findCouponList } from "./repository";

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
