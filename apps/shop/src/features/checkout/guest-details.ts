// The issue "a visitor's review", finding 4: a guest whose payment failed goes back through the
// cart to pay again and finds the guest form filled with what they typed, instead of typing it
// all again (the failed order signed them out, spec selling-core §4 step 4). The details stay
// for the browser session only (sessionStorage) and are forgotten once an order succeeded.

import {
  browserStorage,
  type KeyValueStorage,
  readJson,
  removeKey,
  writeJson,
} from "../../lib/storage";
import { storageKey } from "../../lib/storage-context";
import { useShopSettings } from "../shop/shop-context";
import { EMPTY_GUEST, GUEST_FIELDS, type GuestValues } from "./guest-fields";

// Read back from storage any script of the page could write: only the form's own fields, as
// text of a bounded length.
const MAX_LENGTH = 500;

/** Keeps the details the guest signed in with. */
export function rememberGuest(storage: KeyValueStorage | null, key: string, values: GuestValues) {
  writeJson(storage, key, values);
}

/** The details kept in this browser session, or undefined when there are none. */
export function recallGuest(storage: KeyValueStorage | null, key: string): GuestValues | undefined {
  const stored = readJson(storage, key);
  if (typeof stored !== "object" || stored === null) return undefined;
  const values: GuestValues = { ...EMPTY_GUEST };
  let found = false;
  for (const field of GUEST_FIELDS) {
    const value = (stored as Record<string, unknown>)[field];
    if (typeof value !== "string") continue;
    values[field] = value.slice(0, MAX_LENGTH);
    found ||= value !== "";
  }
  return found ? values : undefined;
}

export function forgetGuest(storage: KeyValueStorage | null, key: string) {
  removeKey(storage, key);
}

/** The session's storage and key under which the guest's details are kept. */
export function useGuestStorage() {
  const { storageKeyPrefix } = useShopSettings();
  return {
    storage: browserStorage("sessionStorage"),
    key: storageKey(storageKeyPrefix, "checkout-guest"),
  };
}
