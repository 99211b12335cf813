// spec surrounding-areas §5 "Quantities", §9; issue 31, Deliver 3 and 4: how many pieces of an
// article one cart line may hold — the pieces free in its stock beside those the line holds
// already, and never more than maxQuantity 10. The article page offers what an add may put on
// top of the line; the server prices the line's quantity within it.
import { MERCHANDISE_MAX_QUANTITY } from "../constants/merchandise";

/** The most pieces a line of the article may hold: min(free + held by the line, 10), ≥ 0. */
export function merchandiseLineMax(free: number, held: number): number {
  return Math.max(0, Math.min(MERCHANDISE_MAX_QUANTITY, free + held));
}

/**
 * The most pieces one more add may put into a line that has `inCart` (its hold's pieces) while
 * `free` more are left: 0 for an article off sale.
 */
export function merchandiseAddMax(
  article: { available: boolean; free: number },
  inCart: number,
): number {
  if (!article.available) return 0;
  return Math.max(0, merchandiseLineMax(article.free, inCart) - inCart);
}
