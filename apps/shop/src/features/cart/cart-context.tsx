// The local cart for every page, and the one place that drops lines whose hold ran out
// (spec selling-core §4 "Cart lifecycle": reservations expire at valid_until and are then
// dropped) — on any page, not only while /cart shows its countdowns.
import type { CartItem } from "@shop/core/contract";
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
import { fetchTicket } from "./api";
import { type CartState, type CartStore, cartItemCount } from "./cart-store";
import { expireLines, holdEnd } from "./hold-expiry";

const CartContext = createContext<CartStore | null>(null);

// setTimeout waits at most 2^31 − 1 ms; a later end wakes early and simply waits again.
const LONGEST_WAIT = 2_147_483_647;

/** A dropped line as the announcement names it: the ticket's title, else its kind and id. */
interface Dropped {
  id: number;
  ticket: boolean;
  title?: string | undefined;
}

/**
 * One timer to the next valid_until of the cart (not a poll): it drops every line whose hold
 * has ended by the clock and reports them; the next end arms the next timer.
 */
function useDropExpiredHolds(store: CartStore, report: (dropped: CartItem[]) => void) {
  const now = useNow();
  const items = useSyncExternalStore(
    store.subscribe,
    () => store.getState().items,
    () => store.getState().items,
  );
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
