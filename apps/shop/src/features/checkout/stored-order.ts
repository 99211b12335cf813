// spec selling-core §2: "After checkout returns from an external payment page, the order id is
// read from the URL or storage". The order placed last is kept until the result is known.
import { type KeyValueStorage, readJson, removeKey, writeJson } from "../../lib/storage";
import type { PlacedOrder } from "./order-outcome";

/**
 * Keeps the order placed last; `photosMissing` counts the attendees' photos that could not be
 * uploaded with it, which the success page then says (the issue "annual tickets", Deliver 2: no
 * page promises an upload that did not happen).
 */
export function rememberOrder(
  storage: KeyValueStorage | null,
  key: string,
  order: PlacedOrder,
  photosMissing = 0,
) {
  writeJson(storage, key, photosMissing > 0 ? { ...order, photosMissing } : order);
}

/** How many photos the stored order went without (0 when none or no order is stored). */
export function recallPhotosMissing(storage: KeyValueStorage | null, key: string): number {
  const value = readJson(storage, key) as { photosMissing?: unknown } | undefined;
  const missing = typeof value === "object" && value !== null ? value.photosMissing : undefined;
  return typeof missing === "number" && Number.isInteger(missing) && missing > 0 ? missing : 0;
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
