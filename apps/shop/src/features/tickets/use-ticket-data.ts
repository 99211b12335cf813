// The ticket flow's data hooks (SWR). Answers of the previous language stay on screen while
// the new ones load, so a language switch never empties the page (journey f).

import { addDays } from "@shop/core";
import type {
  StartTimes,
  TicketCalendar,
  TicketCapacity,
  TicketGroupList,
  TicketList,
} from "@shop/core/contract";
import useSWR from "swr";
import type { ApiRequestError } from "../../lib/api-client";
import { swrKeys } from "../../lib/swr-keys";
import { KEEP_PREVIOUS } from "../../lib/swr-options";
import {
  fetchStartTimes,
  fetchTicketCalendar,
  fetchTicketCapacity,
  fetchTicketGroups,
  fetchTickets,
  type TicketsFilter,
} from "./api";

export function useTickets(locale: string, filter: TicketsFilter) {
  return useSWR<TicketList, ApiRequestError>(
    swrKeys.tickets(
      locale,
      filter.today,
      filter.museumId ?? null,
      filter.exhibitionId ?? null,
      filter.audienceId ?? null,
    ),
    () => fetchTickets(locale, filter),
    KEEP_PREVIOUS,
  );
}

export function useTicketGroups(locale: string) {
  return useSWR<TicketGroupList, ApiRequestError>(
    swrKeys.ticketGroups(locale),
    () => fetchTicketGroups(locale),
    KEEP_PREVIOUS,
  );
}

// spec selling-core §9: the calendar stops at 90 known days; one call covers 93 (the most the
// API answers), which also holds the 30 days the sold-out banner looks ahead.
export const CALENDAR_DAYS = 93;

/**
 * The calendar of some tickets from `from` on, over CALENDAR_DAYS days; none when `from` is
 * null or there are no tickets (an empty `by_ticket_ids[]` would mean every ticket).
 */
export function useTicketCalendar(
  locale: string,
  from: string | null,
  ticketIds: readonly number[],
) {
  const endAt = from === null ? null : addDays(from, CALENDAR_DAYS - 1);
  const ids = [...new Set(ticketIds)].sort((a, b) => a - b);
  return useSWR<TicketCalendar, ApiRequestError>(
    from === null || endAt === null || ids.length === 0
      ? null
      : swrKeys.ticketCalendar(locale, from, endAt, ids),
    () =>
      fetchTicketCalendar(locale, {
        startAt: from as string,
        endAt: endAt as string,
        ticketIds: ids,
      }),
    KEEP_PREVIOUS,
  );
}

// One call per ticket on purpose: GET /tickets/capacities answers one record per ticket
// without its quotas' records, and spec selling-core §5 bounds a row by each quota's free
// places minus what the other selected tickets of that quota need — a per-ticket minimum
// cannot give that when tickets share some quotas and not others.
/** The capacity answers of some tickets on a day (one call each), in the order of `ids`. */
export function useTicketCapacities(locale: string, ids: readonly number[], date: string | null) {
  return useSWR<TicketCapacity[], ApiRequestError>(
    date === null || ids.length === 0 ? null : swrKeys.ticketCapacities(locale, date, ids),
    () => Promise.all(ids.map((id) => fetchTicketCapacity(locale, id, date as string))),
    { ...KEEP_PREVIOUS, keepPreviousData: false },
  );
}

export function useStartTimes(locale: string, ticketId: number, date: string | null) {
  return useSWR<StartTimes, ApiRequestError>(
    date === null ? null : swrKeys.startTimes(locale, ticketId, date),
    () => fetchStartTimes(locale, ticketId, date as string),
    { ...KEEP_PREVIOUS, keepPreviousData: false },
  );
}
