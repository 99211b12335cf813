// spec selling-core §5, §7 GET /coupon_sales/barcode/{code}, §8 coupon errors: looks a typed
// code up before the cart takes it. The answer is typed, not parsed (lib/api-client.ts).
import type { CouponSale } from "@shop/core/contract";
import { api } from "../../lib/api";
import { ApiRequestError } from "../../lib/api-client";

/** spec selling-core §8 (besides `empty`, which the form finds without asking). */
export type CouponLookupError = "notValid" | "rateLimit" | "error";

export type CouponLookup = { sale: CouponSale } | { error: CouponLookupError };

/** GET /coupon_sales/barcode/{code}: the sold coupon; 422 for an unknown or used code. */
export function fetchCouponSale(locale: string, code: string): Promise<CouponSale> {
  return api.lookUpCoupon({ locale, params: { code } });
}

/** The coupon error a failed lookup means: 422 not valid, 429 too many tries, else general. */
export function couponErrorOf(failure: unknown): CouponLookupError {
  if (!(failure instanceof ApiRequestError)) return "error";
  if (failure.status === 422) return "notValid";
  if (failure.status === 429) return "rateLimit";
  return "error";
}

/** The coupon of a code, or why it cannot be used; never throws. */
export async function lookUpCoupon(locale: string, code: string): Promise<CouponLookup> {
  try {
    const sale = await fetchCouponSale(locale, code);
    // A sale the server still lists but no longer honours is as good as an unknown code.
    return sale.is_valid ? { sale } : { error: "notValid" };
  } catch (failure) {
    return { error: couponErrorOf(failure) };
  }
}

/** The look-up as a page calls it (DESIGN §3: pages call hooks, never the API). */
export function useCouponLookup(locale: string): (code: string) => Promise<CouponLookup> {
  return (code) => lookUpCoupon(locale, code);
}
