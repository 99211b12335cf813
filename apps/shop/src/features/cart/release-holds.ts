// spec selling-core §2 shop.cart reset button, §4 "Cart lifecycle": emptying the cart (by the
// reset button, or at load for its age) gives every held place back, so others can book it at
// once.
import type { CartItem } from "@shop/core/contract";
import { itemKey, planHolds, runCalls } from "./cart-holds";

/**
 * Releases the holds of these lines (the calls of the "release" event over all of them), best
 * effort: a hold left over still ends at valid_until. The lines may have left the cart
 * already (a cart emptied at load for its age), so only the calls are made.
 */
export async function releaseAllHolds(locale: string, items: readonly CartItem[]): Promise<void> {
  const plan = planHolds(items, { type: "release", keys: items.map(itemKey) });
  await runCalls(locale, plan.calls, plan.allOrNone);
}
