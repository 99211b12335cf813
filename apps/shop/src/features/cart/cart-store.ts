// spec selling-core §3 "Local cart state": a small store persisted in localStorage, read back
// through a hand-written guard (./local-cart-guard.ts; an old or damaged state falls back to
// an empty cart), stamped with updated_at per item, and emptied at load when stale (§4).
// Types only from the contract: this store is in the entry chunk, which carries no zod.
import { isCartStale } from "@shop/core";
import type { CartItem, CartItemInput, LocalCartState } from "@shop/core/contract";
import { type KeyValueStorage, readJson, removeKey, writeJson } from "../../lib/storage";
import { readCartItem, readLocalCart } from "./local-cart-guard";

export type CartState = LocalCartState;

export const EMPTY_CART: CartState = {
  items: [],
  shippingItems: [],
  coupons: [],
  donations: [],
  orderParams: { customerComment: "", reference: "", paymentModeId: null },
  shippingSelection: null,
  shippingAddressId: null,
  billingAddressId: null,
};

export interface CartStore {
  getState(): CartState;
  subscribe(listener: () => void): () => void;
  /** Adds a line, stamped with `now`. */
  addItem(item: CartItemInput, now: Date): void;
  /** Replaces line `index`, stamped with `now`. */
  updateItem(index: number, item: CartItemInput, now: Date): void;
  removeItem(index: number): void;
  /**
   * Sets all lines at once (./cart-holds.ts settles an event so); a line that is not one of
   * the current lines is stamped with `now`.
   */
  setItems(items: readonly CartItemInput[], now: Date): void;
  /** Changes the fields besides the lines (coupons, orderParams, shipping …). */
  update(change: Partial<Omit<CartState, "items">>): void;
  clear(): void;
  /** Follows changes that other tabs of the shop make; returns the way to stop. */
  followOtherTabs(): () => void;
}

export interface CartStoreOptions {
  storage: KeyValueStorage | null;
  key: string;
  autoDeleteMinutes: number;
  now: Date;
  /**
   * Told the lines of a stored cart emptied at load for its age (spec selling-core §4), so
   * their holds can be given back at once instead of blocking places until they expire.
   */
  onStale?: (items: readonly CartItem[]) => void;
}

function readState(storage: KeyValueStorage | null, key: string): CartState {
  return readLocalCart(readJson(storage, key)) ?? EMPTY_CART;
}

// The guard fills the defaults (attendees, reservations …) and throws on a line the contract
// would refuse, so a programming error shows where it is made, not at the next load.
function stamp(item: CartItemInput, now: Date): CartItem {
  return readCartItem({ ...item, updated_at: now.toISOString() });
}

export function createCartStore(options: CartStoreOptions): CartStore {
  const { storage, key } = options;
  let state = readState(storage, key);
  if (isCartStale(state.items, options.autoDeleteMinutes, options.now)) {
    const stale = state.items;
    state = EMPTY_CART;
    removeKey(storage, key);
    options.onStale?.(stale);
  }
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const commit = (next: CartState) => {
    state = next;
    writeJson(storage, key, next);
    emit();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key) return;
    state = readState(storage, key);
    emit();
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    addItem(item, now) {
      commit({ ...state, items: [...state.items, stamp(item, now)] });
    },
    updateItem(index, item, now) {
      if (index < 0 || index >= state.items.length) return;
      commit({
        ...state,
        items: state.items.map((old, i) => (i === index ? stamp(item, now) : old)),
      });
    },
    removeItem(index) {
      commit({ ...state, items: state.items.filter((_, i) => i !== index) });
    },
    setItems(items, now) {
      const kept = new Set<CartItemInput>(state.items);
      commit({
        ...state,
        items: items.map((item) => (kept.has(item) ? (item as CartItem) : stamp(item, now))),
      });
    },
    update(change) {
      commit({ ...state, ...change });
    },
    clear() {
      state = EMPTY_CART;
      removeKey(storage, key);
      emit();
    },
    followOtherTabs() {
      window.addEventListener("storage", onStorage);
      return () => window.removeEventListener("storage", onStorage);
    },
  };
}

/** How many things the cart button counts: the quantity of every line. */
export function cartItemCount(state: CartState): number {
  let count = 0;
  for (const item of state.items) {
    const attributes = item.attributes as {
      quantity?: number;
      quantities?: Record<string, number>;
    };
    if (typeof attributes.quantity === "number") count += attributes.quantity;
    else count += Object.values(attributes.quantities ?? {}).reduce((a, b) => a + b, 0);
  }
  return count;
}
