// spec selling-core §3 "Local cart state", §4 "Cart lifecycle": the cart, one module — its store,
// persisted in localStorage, stamped with updated_at per item and emptied at load when stale;
// the guard a stored cart is read back through (it follows the schema, LocalCartState, so this
// entry-chunk module carries no zod: a missing field takes its default, and anything damaged
// drops the whole state, since a half-read cart would hold lines the visitor never chose); and
// the provider, which drops lines whose hold ran out on any page. Its writers stay in
// features/cart (biome.json): pages read it with useCart(), its lines change by the hold events.
import { isCartStale } from "@shop/core";
import { CART_ITEM_TYPES } from "@shop/core/constants";
import type { CartItem, CartItemInput, LocalCartState } from "@shop/core/contract";
import {
  createContext,
  type ReactNode,
  use,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { useLocale } from "../../i18n/locale-context";
import { useT } from "../../i18n/use-t";
import { useNow } from "../../lib/clock";
import { type KeyValueStorage, readJson, removeKey, writeJson } from "../../lib/storage";
import { fetchTicket } from "./api";

/** What the guard throws on a value that is not a cart state or line this shop keeps. */
const DAMAGED = new Error("Not a cart state or line this shop keeps (spec selling-core §3)");

function fail(): never {
  throw DAMAGED;
}

/** `value` when `ok`, else the state is damaged. */
const when = <T,>(ok: boolean, value: unknown): T => (ok ? (value as T) : fail());

// The guard is a table of readers, as the schema is one of fields: a reader gives back the
// value it accepts (a default for an absent one) and fails on anything else.
type Read<T> = (value: unknown) => T;
type Json = Record<string, unknown>;

const object: Read<Json> = (v) => when(typeof v === "object" && v !== null && !Array.isArray(v), v);
const id: Read<number> = (v) => when(Number.isSafeInteger(v) && (v as number) > 0, v);
const count: Read<number> = (v) => when(Number.isSafeInteger(v) && (v as number) >= 0, v);
const lineQuantity: Read<number> = (v) => when(count(v) >= 1 && (v as number) <= 1000, v);
const string: Read<string> = (v) => when(typeof v === "string", v);
function matching(pattern: RegExp): Read<string> {
  return (v) => when(pattern.test(string(v)), v);
}
const instant: Read<string> = (v) => when(!Number.isNaN(Date.parse(string(v))), v);
/** A trimmed text of 1 to `max` characters. */
function trimmed(max: number): Read<string> {
  return (v) => {
    const text = string(v).trim();
    return when(text !== "" && text.length <= max, text);
  };
}
function orElse<T>(fallback: T, read: Read<T>): Read<T> {
  return (v) => (v === undefined ? fallback : read(v));
}
const optional = <T,>(read: Read<T>) => orElse<T | undefined>(undefined, read);
function nullable<T>(read: Read<T>): Read<T | null> {
  return (v) => (v == null ? null : read(v));
}
const list = <T,>(read: Read<T>): Read<T[]> =>
  orElse([], (v) => when<unknown[]>(Array.isArray(v), v).map(read));

const date = matching(/^\d{4}-\d{2}-\d{2}$/);
const time = matching(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/);
const idKey = matching(/^[1-9]\d*$/);

const quantityMap: Read<Record<string, number>> = (v) =>
  Object.fromEntries(Object.entries(object(v)).map(([key, n]) => [idKey(key), count(n)]));

/**
 * An object of these fields, each read by its reader; a field the reader leaves undefined
 * stays absent, and fields not named are dropped.
 */
function shape<S extends Record<string, Read<unknown>>>(
  fields: S,
): Read<{ [K in keyof S]: ReturnType<S[K]> }> {
  return (v) => {
    const o = object(v);
    const read = Object.entries(fields).map(([key, field]) => [key, field(o[key])]);
    return Object.fromEntries(read.filter(([, value]) => value !== undefined));
  };
}

const name = trimmed(Number.POSITIVE_INFINITY);
/** The merchandise line a ticket or product line is shipped with, none (null) or absent. */
const shippedWith = (v: unknown) => (v === null ? null : optional(id)(v));

const ticketLine = shape({
  id,
  date: optional(date),
  time: optional(time),
  quantity: lineQuantity,
  attendees: list(shape({ name, surname: name, email: optional(string) })),
  shipped_with_merchandise_id: shippedWith,
  sub_ticket_quantities: optional(quantityMap),
});

/** Products: a quantity of one thing (spec selling-core §3). */
const productLine = shape({
  id,
  quantity: lineQuantity,
  shipping_mode: optional((v) => when<string>(v === "post" || v === "email", v)),
  shipped_with_merchandise_id: shippedWith,
});

const ATTRIBUTES: Record<CartItem["type"], Read<Json>> = {
  Ticket(v) {
    const line = ticketLine(v);
    // spec selling-core §5: one attendee per ticket, or none yet.
    return when(line.attendees.length === 0 || line.attendees.length === line.quantity, line);
  },
  Event: shape({ id, quantities: quantityMap, seats: list(shape({ id, price_id: id })) }),
  Tour: shape({
    id,
    date,
    start_time: time,
    quantities: quantityMap,
    surcharges: orElse({}, quantityMap),
    equipment: list(shape({ type: string, quantity: count })),
    language_id: optional(id),
    age_group_id: optional(id),
    grade_id: optional(id),
  }),
  Merchandise: productLine,
  Coupon: productLine,
  Annual: productLine,
};

/** One stored line, with the defaults of the contract filled in; throws when damaged. */
export function readCartItem(value: unknown): CartItem {
  const item = object(value);
  const type = CART_ITEM_TYPES.find((known) => known === item.type) ?? fail();
  return shape({
    type: () => type,
    attributes: ATTRIBUTES[type],
    reservations: list(shape({ token: matching(/^[A-Za-z0-9_-]{22,128}$/), valid_until: instant })),
    updated_at: optional(instant),
  })(item) as CartItem;
}

const orderParams = shape({
  customerComment: orElse("", string),
  reference: orElse("", string),
  paymentModeId: nullable(id),
});

const cartState = shape({
  items: list(readCartItem),
  shippingItems: list(shape({ id, title: string, description: string, price_cents: count })),
  coupons: list(trimmed(64)),
  donations: list(count),
  orderParams: (v) => orderParams(v === undefined ? {} : v),
  shippingSelection: nullable((v) => when<boolean>(typeof v === "boolean", v)),
  shippingAddressId: nullable(id),
  billingAddressId: nullable(id),
});

/** The stored cart with defaults filled in, or null when it is not a cart this shop wrote. */
export function readLocalCart(value: unknown): LocalCartState | null {
  if (value === undefined) return null;
  try {
    return cartState(value) as LocalCartState;
  } catch (error) {
    if (error === DAMAGED) return null;
    throw error;
  }
}

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

/** The cart's store; its lines are set by the hold events (./cart-holds.ts), by identity. */
export type CartStore = ReturnType<typeof createCartStore>;

export interface CartStoreOptions {
  storage: KeyValueStorage | null;
  key: string;
  autoDeleteMinutes: number;
  now: Date;
  /** The lines of a cart emptied at load for its age (spec selling-core §4): holds to give back. */
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

export function createCartStore(options: CartStoreOptions) {
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
    getState: (): CartState => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Adds a line, stamped with `now`. */
    addItem(item: CartItemInput, now: Date) {
      commit({ ...state, items: [...state.items, stamp(item, now)] });
    },
    /** Replaces line `index`, stamped with `now`. */
    updateItem(index: number, item: CartItemInput, now: Date) {
      if (index < 0 || index >= state.items.length) return;
      commit({
        ...state,
        items: state.items.map((old, i) => (i === index ? stamp(item, now) : old)),
      });
    },
    removeItem(index: number) {
      commit({ ...state, items: state.items.filter((_, i) => i !== index) });
    },
    /** Sets all lines at once; a line not among the current lines is stamped with `now`. */
    setItems(items: readonly CartItemInput[], now: Date) {
      const kept = new Set<CartItemInput>(state.items);
      commit({
        ...state,
        items: items.map((item) => (kept.has(item) ? (item as CartItem) : stamp(item, now))),
      });
    },
    /** Changes the fields besides the lines (coupons, orderParams, shipping …). */
    update(change: Partial<Omit<CartState, "items">>) {
      commit({ ...state, ...change });
    },
    clear() {
      state = EMPTY_CART;
      removeKey(storage, key);
      emit();
    },
    /** Follows changes that other tabs of the shop make; returns the way to stop. */
    followOtherTabs() {
      window.addEventListener("storage", onStorage);
      return () => window.removeEventListener("storage", onStorage);
    },
  };
}

/**
 * How many things the cart button counts: the quantity every line shows — a tour line 1, one
 * booking however large its group (spec surrounding-areas §3), an event line its places.
 */
export const cartItemCount = (state: CartState): number =>
  state.items.reduce((sum, item) => {
    if (item.type === "Tour") return sum + 1;
    const a = item.attributes;
    return (
      sum + ("quantity" in a ? a.quantity : Object.values(a.quantities).reduce((x, y) => x + y, 0))
    );
  }, 0);

/** When a line's hold ends (its earliest valid_until, ms); undefined for a line without one. */
export function holdEnd(item: CartItem): number | undefined {
  let end: number | undefined;
  for (const { valid_until } of item.reservations) {
    const at = Date.parse(valid_until);
    if (!Number.isNaN(at)) end = end === undefined ? at : Math.min(end, at);
  }
  return end;
}

/** The lines left once the holds ended by `at` (ms) are gone, and the lines dropped. */
export function expireLines(
  items: readonly CartItem[],
  at: number,
): { items: CartItem[]; dropped: CartItem[] } {
  const ended = (item: CartItem) => (holdEnd(item) ?? Number.POSITIVE_INFINITY) <= at;
  return { items: items.filter((item) => !ended(item)), dropped: items.filter(ended) };
}

const CartContext = createContext<CartStore | null>(null);

// setTimeout waits at most 2^31 − 1 ms; a later end wakes early and simply waits again.
const LONGEST_WAIT = 2_147_483_647;

/** A dropped line as the announcement names it: the ticket's title, else its kind and id. */
type Dropped = { id: number; ticket: boolean; title?: string | undefined };

/**
 * One timer to the next valid_until of the cart (not a poll): it drops every line whose hold
 * has ended by the clock and reports them; the next end arms the next timer.
 */
function useDropExpiredHolds(store: CartStore, report: (dropped: CartItem[]) => void) {
  const now = useNow();
  const { items } = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const latest = useRef({ now, report });
  useEffect(() => {
    latest.current = { now, report };
  });
  // Bumped when the timer woke before the clock reached the end (a long wait, a slow clock).
  const [wakes, setWakes] = useState(0);
  const ends = items.map(holdEnd).filter((end): end is number => end !== undefined);
  const next = ends.length === 0 ? undefined : Math.min(...ends);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `wakes` re-arms the timer for the same end
  useEffect(() => {
    if (next === undefined) return;
    const wait = Math.min(Math.max(0, next - latest.current.now().getTime()), LONGEST_WAIT);
    const timer = setTimeout(() => {
      // The "expire" event of ./cart-holds.ts: it asks nothing of the server.
      const now = latest.current.now();
      const { items, dropped } = expireLines(store.getState().items, now.getTime());
      if (dropped.length === 0) {
        setWakes((count) => count + 1);
        return;
      }
      store.setItems(items, now);
      latest.current.report(dropped);
    }, wait);
    return () => clearTimeout(timer);
  }, [next, store, wakes]);
}

export function CartProvider({ store, children }: { store: CartStore; children: ReactNode }) {
  const t = useT();
  const { locale } = useLocale();
  // Kept as ids and titles, not as text, so a language switch after it re-renders it too.
  const [news, setNews] = useState<Dropped[]>([]);
  useDropExpiredHolds(store, (gone) => {
    // The line holds the ticket id only; its title comes from GET /tickets/{id}, and the
    // announcement names the id when that fails.
    void Promise.all(
      gone.map(async (item): Promise<Dropped> => {
        const { id } = item.attributes;
        if (item.type !== "Ticket") return { id, ticket: false };
        const title = await fetchTicket(locale, id).then(
          (ticket) => ticket.title,
          () => undefined,
        );
        return { id, ticket: true, title };
      }),
    ).then(setNews);
  });
  const nameOf = ({ id, ticket, title }: Dropped) =>
    title ?? (ticket ? t("cart.ticketTitle", { id }) : t("cart.otherLine", { id }));
  return (
    <CartContext value={store}>
      {children}
      {/* WCAG 4.1.3: a line the visitor did not remove is gone; say so without moving focus. */}
      <p role="status" className="sr-only">
        {news.map((line) => t("cart.holdExpired", { title: nameOf(line) })).join(" ")}
      </p>
    </CartContext>
  );
}

export function useCartStore(): CartStore {
  const store = use(CartContext);
  if (!store) throw new Error("useCartStore is used outside CartProvider");
  return store;
}

export function useCart(): CartState {
  const store = useCartStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

export function useCartCount(): number {
  return cartItemCount(useCart());
}
