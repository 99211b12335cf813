// The demo's coupon code (spec selling-core §3 "Coupon sale"): a code anyone may redeem, so
// a newcomer can try paying part of a cart with a voucher. A sold code is the shop's record,
// not catalogue, so the demo writes it straight into coupon_sales; the vouchers on sale and
// the postage are in the demo catalogue (demo-coupons.ts). ON CONFLICT DO NOTHING keeps it
// idempotent, and a value a visitor already spent on the demo code stays spent.
import type { Queryable } from "../db/database";
import { COUPON, SHIPPING_ITEM } from "./demo-ids";

/** The demo's value coupons on sale (ids of the demo catalogue). */
export const DEMO_COUPON = COUPON;
/** The demo's postage for shipped tickets (id of the demo catalogue). */
export const DEMO_SHIPPING_ITEM = SHIPPING_ITEM.post;
/** A code anyone may redeem in the demo shop (README "Trying a purchase"). */
export const DEMO_COUPON_CODE = "DEMO-GUTSCHEIN-10";
const DEMO_COUPON_CODE_CENTS = 1000;

export async function ensureDemoCheckout(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO coupon_sales (code, value_cents, remaining_cents, is_valid)
     VALUES ($1, $2, $2, true) ON CONFLICT (code) DO NOTHING`,
    [DEMO_COUPON_CODE, DEMO_COUPON_CODE_CENTS],
  );
}
