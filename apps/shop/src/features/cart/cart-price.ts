// spec selling-core §3 "Cart totals", §7 POST /cart: reading the server's priced cart against
// the lines on screen. While a new price loads the last answer stays shown (so no control is
// swapped for a spinner and loses focus); its lines are matched to the current ones by what
// they are, not by position, since a removed line shifts every index after it.
import type { VatAmount } from "@shop/core";
import type { CartAnswer, CartItem, CartLine } from "@shop/core/contract";
import { itemKey } from "./hold-plan";

/** A line the server would not price: its place among the lines asked for, and why. */
export interface RefusedLine {
  index: number;
  /** The error code of the refusal (validation, not_found, ...). */
  code: string;
}

/** An answer together with the lines it priced (its `index` points into them). */
export interface PricedCart {
  answer: CartAnswer;
  items: readonly CartItem[];
  /** The lines asked for, refused ones included; `items` when none was refused. */
  requested?: readonly CartItem[];
  /** The lines set aside before pricing the rest (./price-cart-lines.ts). */
  refused?: readonly RefusedLine[];
}

/** The identity of each line, numbered when the same thing is in the cart more than once. */
function identities(items: readonly CartItem[]): string[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const identity = itemKey(item);
    const count = seen.get(identity) ?? 0;
    seen.set(identity, count + 1);
    return `${identity}#${count}`;
  });
}

/** The priced line of each current line (undefined for a line the answer does not know). */
export function pricedLinesOf(
  priced: PricedCart | undefined,
  items: readonly CartItem[],
): (CartLine | undefined)[] {
  if (!priced) return items.map(() => undefined);
  const pricedIds = identities(priced.items);
  const byIdentity = new Map<string, CartLine>();
  for (const line of priced.answer.items) {
    const identity = pricedIds[line.index];
    if (identity !== undefined) byIdentity.set(identity, line);
  }
  return identities(items).map((identity) => byIdentity.get(identity));
}

/**
 * Why each current line cannot be bought as it stands: the code the server refused it with
 * (set aside before pricing), else its priced line's `error` (sold_out, hold_expired); undefined
 * for a line that can be bought, or that the answer does not know yet.
 */
export function lineRefusalsOf(
  priced: PricedCart | undefined,
  items: readonly CartItem[],
): (string | undefined)[] {
  const lines = pricedLinesOf(priced, items);
  const refused = new Map<string, string>();
  if (priced?.refused && priced.refused.length > 0) {
    const asked = identities(priced.requested ?? priced.items);
    for (const { index, code } of priced.refused) {
      const identity = asked[index];
      if (identity !== undefined) refused.set(identity, code);
    }
  }
  const current = identities(items);
  return items.map((_, at) => refused.get(current[at] ?? "") ?? lines[at]?.error ?? undefined);
}

/** Units of a line: its quantity, or the sum of its quantities per price (events, tours). */
export function quantityOf(item: CartItem): number {
  if ("quantity" in item.attributes) return item.attributes.quantity;
  return Object.values(item.attributes.quantities).reduce((sum, n) => sum + n, 0);
}

/** spec selling-core §2 "VAT per rate": the lines' and the shipping's VAT, one row per rate. */
export function vatPerRate(totals: CartAnswer["totals"]): VatAmount[] {
  const byRate = new Map<number, number>();
  for (const vat of [...totals.vats, ...totals.shippingVats]) {
    byRate.set(vat.vat_pct, (byRate.get(vat.vat_pct) ?? 0) + vat.price_cents);
  }
  return [...byRate]
    .sort(([a], [b]) => a - b)
    .map(([vat_pct, price_cents]) => ({ vat_pct, price_cents }));
}
