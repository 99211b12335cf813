/** The kinds of cart item (spec selling-core §3 "Cart item"). */
export const CART_ITEM_TYPES = [
  "Ticket",
  "Event",
  "Tour",
  "Merchandise",
  "Coupon",
  "Annual",
] as const;
export type CartItemType = (typeof CART_ITEM_TYPES)[number];
