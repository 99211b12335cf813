// spec selling-core §2 shop.cart reset button, §4 "Cart lifecycle": emptying the cart (by the
// reset button, or at load for its age) gives every held place back, so others can book it at
// once.
import type { CartItem } from "@shop/core/contract";
import { releaseHold } from "./api";

/** Releases the holds of all lines, best effort: a hold left over still ends at valid_until. */
export async function releaseAllHolds(locale: string, items: readonly CartItem[]): Promise<void> {
  const tokens = items.flatMap((item) => item.reservations.map((hold) => hold.token));
  await Promise.allSettled(tokens.map((token) => releaseHold(locale, token)));
}
