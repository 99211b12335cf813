// spec selling-core §2 shop.onepager: "next" holds the one-pager's tickets in the cart, which
// adds lines or grows lines already there (same ticket and day). What the cart held before is
// kept as a snapshot — each line's key and quantity — so "change" can give back exactly what
// "next" took, and a reload during the overview returns to it instead of holding the tickets a
// second time. The snapshot is stored under the venue's prefix and lives as long as a hold.
import type { CartItem } from "@shop/core/contract";
import { type KeyValueStorage, readJson, removeKey, writeJson } from "../../lib/storage";
import { storageKey } from "../../lib/storage-context";
import { itemKey } from "../cart/cart-holds";
import { quantityOf } from "../cart/cart-price";

export interface CartSnapshot {
  /** Each line's key (cart-holds itemKey) and its quantity before "next". */
  lines: Record<string, number>;
  /** When it was taken (ms): older than a hold, it is forgotten. */
  at: number;
}

export function snapshotOf(items: readonly CartItem[], now: Date): CartSnapshot {
  return {
    lines: Object.fromEntries(items.map((item, index) => [itemKey(item, index), quantityOf(item)])),
    at: now.getTime(),
  };
}

/** What "change" does to the cart: lines to release, lines to set back to their quantity. */
export interface Restore {
  release: string[];
  shrink: { key: string; index: number; quantity: number; item: CartItem }[];
}

export function restoreOf(items: readonly CartItem[], snapshot: CartSnapshot): Restore {
  const restore: Restore = { release: [], shrink: [] };
  items.forEach((item, index) => {
    const key = itemKey(item, index);
    const before = snapshot.lines[key];
    if (before === undefined) restore.release.push(key);
    else if (before !== quantityOf(item))
      restore.shrink.push({ key, index, quantity: before, item });
  });
  return restore;
}

/** Whether the cart holds something the snapshot did not (the one-pager's tickets). */
export function hasAdded(items: readonly CartItem[], snapshot: CartSnapshot): boolean {
  const { release, shrink } = restoreOf(items, snapshot);
  return release.length > 0 || shrink.some(({ item, quantity }) => quantityOf(item) > quantity);
}

const NAME = "onepager";

function isSnapshot(value: unknown): value is CartSnapshot {
  if (typeof value !== "object" || value === null) return false;
  const { lines, at } = value as Record<string, unknown>;
  return (
    typeof at === "number" &&
    typeof lines === "object" &&
    lines !== null &&
    Object.values(lines).every((quantity) => Number.isInteger(quantity) && quantity >= 0)
  );
}

/** The stored snapshot, while younger than `maxMinutes` (the reservation time). */
export function readSnapshot(
  storage: KeyValueStorage | null,
  prefix: string,
  now: Date,
  maxMinutes: number,
): CartSnapshot | undefined {
  const value = readJson(storage, storageKey(prefix, NAME));
  if (!isSnapshot(value) || now.getTime() - value.at > maxMinutes * 60_000) return undefined;
  return value;
}

export function writeSnapshot(
  storage: KeyValueStorage | null,
  prefix: string,
  snapshot: CartSnapshot | undefined,
): void {
  if (snapshot) writeJson(storage, storageKey(prefix, NAME), snapshot);
  else removeKey(storage, storageKey(prefix, NAME));
}
