// A Coupon line (spec surrounding-areas §2, §3): a value coupon or a ticket coupon (its
// vouchers limited by the coupon's stock).
import type { CartItem, ErrorCode } from "@shop/core/contract";
import { ApiError } from "../../http/errors";
import { localize } from "../../i18n/localized-text";
import type { PricingCoupon } from "../coupons/service";
import { checkQuantity, type LineCatalogue, type PricedLine, productInfo } from "./line-parts";

/** Units the cart asks of each coupon, over all its lines. */
export function vouchersAsked(items: readonly CartItem[]): Map<number, number> {
  const asked = new Map<number, number>();
  for (const item of items) {
    if (item.type !== "Coupon") continue;
    asked.set(item.attributes.id, (asked.get(item.attributes.id) ?? 0) + item.attributes.quantity);
  }
  return asked;
}

/**
 * surrounding-areas §2, §3 "Ticket coupon": sold_out when the coupon's ticket can no longer be
 * booked, or when the cart's lines of it ask more vouchers than are left (all its lines say so,
 * as places of one quota do). POST /orders counts again under a lock (lockVouchersLeft).
 */
function voucherError(coupon: PricingCoupon, c: LineCatalogue): ErrorCode | null {
  if (coupon.ticket_closed) return "sold_out";
  const asked = c.vouchersAsked.get(coupon.id) ?? 0;
  return coupon.available !== null && asked > coupon.available ? "sold_out" : null;
}

// spec surrounding-areas §9: coupon and merchandise quantities go up to 10.
const MAX_COUPONS_PER_LINE = 10;

export function priceCoupon(
  index: number,
  item: CartItem & { type: "Coupon" },
  c: LineCatalogue,
): PricedLine {
  const at = `items.${index}.attributes`;
  const a = item.attributes;
  const coupon = c.coupons.get(a.id);
  if (!coupon)
    throw new ApiError("not_found", "No such coupon", { [`${at}.id`]: ["No such coupon"] });
  checkQuantity(1, MAX_COUPONS_PER_LINE, a.quantity, `${at}.quantity`);
  const vatLine = {
    price_cents: coupon.price_cents,
    quantity: a.quantity,
    vat_pct: coupon.vat_pct,
    tax_included: coupon.tax_included,
  };
  const title = localize(coupon.title, c.locale);
  const info = productInfo(title, coupon.price_cents, vatLine, 1, MAX_COUPONS_PER_LINE);
  return {
    index,
    item,
    vatLines: [vatLine],
    error: voucherError(coupon, c),
    info,
    orders: [
      {
        type: "coupon",
        vatPct: Number(coupon.vat_pct),
        productId: coupon.id,
        title,
        quantity: a.quantity,
        unitCents: coupon.price_cents,
        totalCents: info.totalCents,
        day: null,
        attributes: { value_cents: coupon.value_cents, is_voucher: true },
      },
    ],
  };
}
