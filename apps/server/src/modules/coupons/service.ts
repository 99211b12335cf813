// GET /coupon_sales/barcode/{code} (spec selling-core §7, §8): what a sold coupon is worth, by
// the same rule POST /cart applies, so a code the lookup calls valid is one the cart takes.
import type { Locale } from "@shop/core";
import type { CouponList, CouponSale } from "@shop/core/contract";
import type { Clock } from "../../clock";
import type { Queryable } from "../../db/database";
import { fieldError } from "../../http/errors";
import { type LocalizedText, localize } from "../../i18n/localized-text";
import { checkCoupon, couponAnswer, findCouponSales, readSettings } from "../cart/service";

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

interface CouponRow {
  id: number;
  title: LocalizedText;
  description: LocalizedText;
  price_cents: number;
  value_cents: number;
  shipped_with_merchandise_id: number | null;
}

/** GET /coupons: the value coupons on sale, none while the shop takes no coupons. */
export async function listCoupons(db: Queryable, locale: Locale): Promise<CouponList> {
  const [settings, result] = await Promise.all([
    readSettings(db),
    db.query<CouponRow>(
      `SELECT id, title, description, price_cents, value_cents, shipped_with_merchandise_id
       FROM coupons ORDER BY sort_order, id`,
    ),
  ]);
  const rows = settings.couponsEnabled ? result.rows : [];
  return {
    data: rows.map((row) => ({
      id: row.id,
      title: localize(row.title, locale),
      description: localize(row.description, locale),
      price_cents: row.price_cents,
      value_cents: row.value_cents,
      shipped_with_merchandise_id: row.shipped_with_merchandise_id,
    })),
    meta: { total_count: rows.length },
  };
}

// DESIGN §7: the cart and the order spend the coupon attempts of the lookup.
export { type CouponAttempts, createCouponAttempts, refundUnlessRefused } from "./rate-limit";
