// The tickets of the cart's ticket lines (GET /tickets/{id}): titles, prices, VAT, attendees
// and photo rules for the cart and personalization pages (spec selling-core §3, §5).

import type { Ticket } from "@shop/core/contract";
import useSWR from "swr";
import type { ApiRequestError } from "../../lib/api-client";
import { swrKeys } from "../../lib/swr-keys";
import { KEEP_PREVIOUS } from "../../lib/swr-options";
import { fetchTicket } from "./api";

// keepPreviousData: when a ticket leaves the cart (the key changes), the other lines keep their
// tickets on screen instead of vanishing behind a spinner with the focus in them.
// revalidateIfStale off: tickets the add put into the cache (use-add-selection.ts) are
// not fetched again when the cart page mounts.

/** The tickets by id; `loading` until every one answered, `error` when one failed. */
export function useCartTickets(locale: string, ids: readonly number[]) {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const { data, error, isLoading } = useSWR<Map<number, Ticket>, ApiRequestError>(
    unique.length === 0 ? null : swrKeys.cartTickets(locale, unique),
    async () => {
      const tickets = await Promise.all(unique.map((id) => fetchTicket(locale, id)));
      return new Map(tickets.map((ticket) => [ticket.id, ticket]));
    },
    { ...KEEP_PREVIOUS, revalidateIfStale: false },
  );
  return {
    tickets: data ?? new Map<number, Ticket>(),
    error,
    // the kept tickets of the last key stay on screen: loading only while there are none
    loading: isLoading && data === undefined,
  };
}
