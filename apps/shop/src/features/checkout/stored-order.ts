// spec selling-core §2: "After checkout returns from an external payment page, the order id is
// read from the URL or storage". The order placed last is kept until the result is known.
import { type KeyValueStorage, readJson, removeKey, writeJson } from "../../lib/storage";
import type { PlacedOrder } from "./order-outcome";

export function rememberOrder(storage: KeyValueStorage | null, key: string, order: PlacedOrder) {
  writeJson(storage, key, order);
}

export function recallOrder(storage: KeyValueStorage | null, key: string): PlacedOrder | undefined {
  const value = readJson(storage, key) as Partial<PlacedOrder> | undefined;
  if (typeof value !== "object" || value === null) return undefined;
  const { id, token } = value;
  return typeof id === "number" && typeof token === "string" ? { id, token } : undefined;
}

export function forgetOrder(storage: KeyValueStorage | null, key: string) {
  removeKey(storage, key);
}
