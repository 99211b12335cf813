// The ticket flow's one way into the cart (contract: ./add-tickets-types.ts): the "add" event
// of ./cart-holds.ts (spec selling-core §4 "Cart lifecycle", §7, DESIGN.md §4): adding tickets
// holds their places first and keeps the lines only when every hold was taken; a failure gives
// back what the add took. Annual tickets hold nothing: they become lines of type Annual. Whether a line needs personalization is read from the tickets of every
// line in the cart rather than taken from the caller: lines added earlier (from another ticket
// page) count too, and the contract stays a list of plain lines.
//
// The tickets of a selection are fetched once: the selection page has them from GET /tickets
// and passes them in; only tickets of other lines are asked for (GET /tickets/{id}). The cart
// and personalization pages then read them all from the SWR cache (./use-cart-tickets.ts).
import type { Ticket } from "@shop/core/contract";
import { useCallback, useState } from "react";
import { useSWRConfig } from "swr";
import { useLocale } from "../../i18n/locale-context";
import { useNow } from "../../lib/clock";
import { swrKeys } from "../../lib/swr-keys";
import type { AddTicketsOutcome, TicketLineRequest } from "./add-tickets-types";
import { fetchTicket } from "./api";
import { useCartStore } from "./cart-context";
import type { LineBounds } from "./cart-holds";
import { isTicketItem } from "./ticket-lines";
import { dispatchHolds, type HoldDeps } from "./use-holds";

export interface AddTicketLinesDeps extends HoldDeps {
  /** The tickets of the cart's ticket lines (GET /tickets/{id}), to learn `attendees`. */
  loadTicket: (id: number) => Promise<Ticket>;
}

/** Whether some ticket line of the cart needs attendee data (spec selling-core §5). */
async function cartNeedsPersonalization(deps: AddTicketLinesDeps): Promise<boolean> {
  const ids = new Set(
    deps.store
      .getState()
      .items.filter(isTicketItem)
      .map((item) => item.attributes.id),
  );
  const tickets = await Promise.allSettled([...ids].map((id) => deps.loadTicket(id)));
  return tickets.some((result) => result.status === "fulfilled" && result.value.attendees);
}

/**
 * What each asked ticket's line may hold (spec selling-core §5), for the reducer to fill lines
 * up to it. A ticket that cannot be loaded has no bound here; the server still refuses a line
 * past its maximum.
 */
async function boundsOf(
  deps: AddTicketLinesDeps,
  lines: readonly TicketLineRequest[],
): Promise<LineBounds> {
  const ids = [...new Set(lines.map((line) => line.ticketId))];
  const loaded = await Promise.allSettled(ids.map((id) => deps.loadTicket(id)));
  const bounds: Record<number, { min_persons: number; max_persons: number }> = {};
  for (const result of loaded) {
    if (result.status !== "fulfilled") continue;
    const { id, min_persons, max_persons } = result.value;
    bounds[id] = { min_persons, max_persons };
  }
  return bounds;
}

export async function addTicketLines(
  deps: AddTicketLinesDeps,
  lines: readonly TicketLineRequest[],
): Promise<AddTicketsOutcome> {
  const bounds = await boundsOf(deps, lines);
  const outcome = await dispatchHolds(deps, { type: "add", requests: lines, bounds });
  if (!outcome.ok) return outcome;
  const needsPersonalization = await cartNeedsPersonalization(deps);
  return outcome.capped
    ? { ok: true, needsPersonalization, capped: outcome.capped }
    : { ok: true, needsPersonalization };
}

export function useAddTicketsToCart(): {
  addTickets(lines: TicketLineRequest[], known?: readonly Ticket[]): Promise<AddTicketsOutcome>;
  adding: boolean;
} {
  const store = useCartStore();
  const { locale } = useLocale();
  const now = useNow();
  const { mutate } = useSWRConfig();
  const [adding, setAdding] = useState(false);

  const addTickets = useCallback(
    async (lines: TicketLineRequest[], known: readonly Ticket[] = []) => {
      setAdding(true);
      const tickets = new Map(known.map((ticket) => [ticket.id, ticket]));
      const loadTicket = async (id: number) => {
        const ticket = tickets.get(id) ?? (await fetchTicket(locale, id));
        tickets.set(id, ticket);
        return ticket;
      };
      try {
        const outcome = await addTicketLines({ store, locale, now, loadTicket }, lines);
        const ids = [
          ...new Set(
            store
              .getState()
              .items.filter(isTicketItem)
              .map((item) => item.attributes.id),
          ),
        ].sort((a, b) => a - b);
        if (outcome.ok && ids.length > 0 && ids.every((id) => tickets.has(id))) {
          const cartTickets = new Map(ids.map((id) => [id, tickets.get(id) as Ticket]));
          await mutate(swrKeys.cartTickets(locale, ids), cartTickets, { revalidate: false });
        }
        return outcome;
      } finally {
        setAdding(false);
      }
    },
    [store, locale, now, mutate],
  );
  return { addTickets, adding };
}
