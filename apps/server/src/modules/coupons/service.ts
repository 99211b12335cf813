// GET /coupon_sales/barcode/{code} (spec selling-core §7, §8): what a sold coupon is worth, by
// the same rule POST /cart applies, so a code the lookup calls valid is one the cart takes.
import type { CouponSale } from "@shop/core/contract";
import type { Clock } from "../../clock";
import type { Queryable } from "../../db/database";
import { fieldError } from "../../http/errors";
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

// DESIGN §7: the cart and the order spend the coupon attempts of the lookup.
export { type CouponAttempts, createCouponAttempts, refundUnlessRefused } from "./rate-limit";
