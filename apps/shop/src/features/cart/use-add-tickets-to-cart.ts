// The ticket flow's one way into the cart (contract: ./add-tickets-types.ts): the "add" event
// of ./cart-holds.ts. Whether a line needs personalization is read from the tickets of every
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
import { addTicketLines } from "./add-ticket-lines";
import type { AddTicketsOutcome, TicketLineRequest } from "./add-tickets-types";
import { fetchTicket } from "./api";
import { useCartStore } from "./cart-context";
import { isTicketItem } from "./ticket-lines";

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
