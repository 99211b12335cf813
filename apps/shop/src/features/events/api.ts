// spec surrounding-areas §7: the event calls (GET /events, /events/{id}, its dates, /dates,
// /calendar, categories, languages, and the seat and place holds "blockings"). A table of its
// own (@shop/core/page-routes EVENT_ROUTES), built in the event pages' chunk: the first route
// carries none of it (bench/first-route). The pages read through ./use-events.ts.
import type { EventDateList, SeatBlocking } from "@shop/core/contract";
import { EVENT_ROUTES } from "@shop/core/page-routes";
import { clientOf } from "../../lib/api";
import { pagedQuery } from "../../lib/paged-query";

export const eventsApi = clientOf(EVENT_ROUTES);

/** POST …/blockings: a seat (seated date) or places (general admission), held at once. */
export function createBlocking(
  locale: string,
  eventId: number,
  dateId: number,
  body: { seat_id: number } | { quantity: number },
  idempotencyKey?: string,
): Promise<SeatBlocking> {
  return eventsApi.createBlocking({
    locale,
    params: { id: eventId, date_id: dateId },
    body,
    ...(idempotencyKey ? { headers: { "Idempotency-Key": idempotencyKey } } : {}),
  });
}

/**
 * DELETE …/blockings/{seat_id}: a deselected seat given back, proven by its blocking's token (a
 * visitor without a session has no other proof: an address is shared by many).
 */
export async function releaseBlocking(
  locale: string,
  eventId: number,
  dateId: number,
  seatId: number,
  token: string | undefined,
): Promise<void> {
  await eventsApi.releaseBlocking({
    locale,
    params: { id: eventId, date_id: dateId, seat_id: seatId },
    ...(token ? { query: { token } } : {}),
  });
}

/** GET /dates: one page of the date list. */
export function fetchDates(
  locale: string,
  query: {
    start: string;
    end: string;
    page: number;
    perPage: number;
    eventIds?: readonly number[];
  },
): Promise<EventDateList> {
  return eventsApi.listDates({
    locale,
    query: {
      ...pagedQuery({ page: query.page, perPage: query.perPage, eventIds: query.eventIds }),
      start_at: query.start,
      end_at: query.end,
    },
  });
}
