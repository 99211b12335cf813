// spec selling-core §2 shop.onepager: "next" holds the one-pager's tickets in the cart, which
// adds lines or grows lines already there (same ticket and day). The cart's lines before and
// after it are kept — each line's identity and quantity — so "change" gives back exactly what
// "next" took, and a reload during the overview returns to it instead of holding the tickets a
// second time. Stored under the venue's prefix; it counts only while the cart is exactly as
// "next" left it (an order, an emptied cart, an expired hold or another page's change end it).
import type { CartItem } from "@shop/core/contract";
import { type KeyValueStorage, readJson, removeKey, writeJson } from "../../lib/storage";
import { storageKey } from "../../lib/storage-context";
import { quantityOf } from "../cart/cart-price";
import { itemKey } from "../cart/hold-plan";

/** Line identity (../cart/hold-plan.ts, whatever its place) → quantity. */
export type CartLines = Record<string, number>;

export interface CartSnapshot {
  /** The cart before "next". */
  before: CartLines;
  /** The cart right after it. */
  after: CartLines;
}

export function linesOf(items: readonly CartItem[]): CartLines {
  const lines: CartLines = {};
  for (const item of items) {
    const id = itemKey(item);
    lines[id] = (lines[id] ?? 0) + quantityOf(item);
  }
  return lines;
}

/** Whether the cart is exactly as `lines` says. */
export function cartIs(items: readonly CartItem[], lines: CartLines): boolean {
  const now = linesOf(items);
  const ids = new Set([...Object.keys(now), ...Object.keys(lines)]);
  return [...ids].every((id) => now[id] === lines[id]);
}

/** What "change" does: the cart keys of lines to release, lines to set back (by identity). */
export interface Restore {
  release: string[];
  shrink: { id: string; quantity: number }[];
}

export function restoreOf(items: readonly CartItem[], before: CartLines): Restore {
  const restore: Restore = { release: [], shrink: [] };
  items.forEach((item) => {
    const id = itemKey(item);
    const quantity = before[id];
    if (quantity === undefined) restore.release.push(id);
    else if (quantity !== quantityOf(item)) restore.shrink.push({ id, quantity });
  });
  return restore;
}

const NAME = "onepager";

function isLines(value: unknown): value is CartLines {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.values(value).every((quantity) => Number.isInteger(quantity) && quantity >= 0)
  );
}

/** The stored snapshot, when the cart is still as "next" left it. */
export function readSnapshot(
  storage: KeyValueStorage | null,
  prefix: string,
  items: readonly CartItem[],
): CartSnapshot | undefined {
  const value = readJson(storage, storageKey(prefix, NAME)) as Partial<CartSnapshot> | undefined;
  if (!value || !isLines(value.before) || !isLines(value.after)) return undefined;
  const snapshot = { before: value.before, after: value.after };
  return cartIs(items, snapshot.after) ? snapshot : undefined;
}

export function writeSnapshot(
  storage: KeyValueStorage | null,
  prefix: string,
  snapshot: CartSnapshot | undefined,
): void {
  if (snapshot) writeJson(storage, storageKey(prefix, NAME), snapshot);
  else removeKey(storage, storageKey(prefix, NAME));
}
