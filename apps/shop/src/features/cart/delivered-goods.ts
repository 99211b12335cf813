// spec selling-core §4 "Shipping selection": the question how the order arrives names what it
// holds (issue 27: a cart of value coupons only was asked how "Ihre Tickets" should arrive).
import type { CartItem } from "@shop/core/contract";
import type { ShippingGoods } from "@shop/ui/shipping-choice";

/**
 * Coupons only, tickets only (tickets, events, tours, annual passes), or both. Merchandise is
 * posted whatever is chosen, so it names neither; a cart of it alone asks about "tickets".
 */
export function deliveredGoodsOf(items: readonly Pick<CartItem, "type">[]): ShippingGoods {
  const coupons = items.some((item) => item.type === "Coupon");
  const tickets = items.some((item) => item.type !== "Coupon" && item.type !== "Merchandise");
  if (coupons && tickets) return "both";
  return coupons ? "coupons" : "tickets";
}
