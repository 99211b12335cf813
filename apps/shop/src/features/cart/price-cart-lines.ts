// spec selling-core §2 shop.cart, §7 POST /cart: one line the server will not sell must not
// hide the prices of the others. An answer that refuses a line by name (a 4xx whose fields are
// `items.N…`: 422 "Annual tickets are Annual lines", 404 an unknown ticket) sets that line
// aside with its code, and the rest is priced again; a line the server prices but cannot sell
// as it stands (sold_out, hold_expired) comes back in the answer with its `error`.
import type { CartItem, CartRequestInput } from "@shop/core/contract";
import { ApiRequestError } from "../../lib/api-client";
import { priceCart } from "../checkout/api";
import type { PricedCart, RefusedLine } from "./cart-price";

const LINE_FIELD = /^items\.(\d+)(?:\.|$)/;

/**
 * The lines (0 ≤ N < count) a refusal names by its fields. Not for 401, 403 or 429: those
 * are about the visitor, not a line; nor for 5xx or no answer.
 */
export function refusedLinesOf(error: unknown, count: number): number[] {
  if (!(error instanceof ApiRequestError) || error.status < 400 || error.status >= 500) return [];
  if (error.status === 401 || error.status === 403 || error.status === 429) return [];
  const fields = error.fields;
  if (typeof fields !== "object" || fields === null) return [];
  const lines = new Set<number>();
  for (const name of Object.keys(fields)) {
    const match = LINE_FIELD.exec(name);
    const index = match ? Number(match[1]) : Number.NaN;
    if (Number.isInteger(index) && index < count) lines.add(index);
  }
  return [...lines].sort((a, b) => a - b);
}

/** POST /cart for the request's lines, with the lines the server refuses by name set aside. */
export async function priceCartLines(
  locale: string,
  request: Omit<CartRequestInput, "items"> & { items: readonly CartItem[] },
): Promise<PricedCart> {
  const requested = request.items;
  let left = requested.map((item, index) => ({ item, index }));
  const refused: RefusedLine[] = [];
  // Each round sets at least one line aside, so this ends: priced, or failed for another reason.
  for (;;) {
    const items = left.map((line) => line.item);
    try {
      const answer = await priceCart(locale, { ...request, items: [...items] });
      return { answer, items, requested, refused };
    } catch (error) {
      const named = refusedLinesOf(error, left.length);
      if (named.length === 0) throw error;
      const code = (error as ApiRequestError).code ?? "validation";
      for (const at of named) {
        const line = left[at];
        if (line) refused.push({ index: line.index, code });
      }
      left = left.filter((_, at) => !named.includes(at));
    }
  }
}
