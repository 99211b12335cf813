// The ticket flow's one way into the cart (contract: ./add-tickets-types.ts). Whether a line
// needs personalization is read from GET /tickets/{id} of every ticket in the cart rather than
// taken from the caller: lines added earlier (from another ticket page) count too, and the
// contract stays a list of plain lines.
import { useCallback, useState } from "react";
import { useLocale } from "../../i18n/locale-context";
import { useNow } from "../../lib/clock";
import { addTicketLines } from "./add-ticket-lines";
import type { AddTicketsOutcome, TicketLineRequest } from "./add-tickets-types";
import { fetchTicket } from "./api";
import { useCartStore } from "./cart-context";

export function useAddTicketsToCart(): {
  addTickets(lines: TicketLineRequest[]): Promise<AddTicketsOutcome>;
  adding: boolean;
} {
  const store = useCartStore();
  const { locale } = useLocale();
  const now = useNow();
  const [adding, setAdding] = useState(false);

  const addTickets = useCallback(
    async (lines: TicketLineRequest[]) => {
      setAdding(true);
      try {
        return await addTicketLines(
          {
            store,
            locale,
            now,
            loadTicket: (id) => fetchTicket(locale, id),
          },
          lines,
        );
      } finally {
        setAdding(false);
      }
    },
    [store, locale, now],
  );
  return { addTickets, adding };
}
