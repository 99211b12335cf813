// spec selling-core §4 "Cart lifecycle": reservations expire at valid_until and their lines
// are then dropped. The "expire" event of ./cart-holds.ts, kept apart because the cart
// provider (in the first route's JavaScript) runs it, and it asks nothing of the server.
import type { CartItem } from "@shop/core/contract";

/** When a line's hold ends (its earliest valid_until, ms); undefined for a line without one. */
export function holdEnd(item: CartItem): number | undefined {
  let end: number | undefined;
  for (const { valid_until } of item.reservations) {
    const at = Date.parse(valid_until);
    if (!Number.isNaN(at)) end = end === undefined ? at : Math.min(end, at);
  }
  return end;
}

/** The lines left once the holds ended by `at` (ms) are gone, and the lines dropped. */
export function expireLines(
  items: readonly CartItem[],
  at: number,
): { items: CartItem[]; dropped: CartItem[] } {
  const ended = (item: CartItem) => (holdEnd(item) ?? Number.POSITIVE_INFINITY) <= at;
  return { items: items.filter((item) => !ended(item)), dropped: items.filter(ended) };
}
