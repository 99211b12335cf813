// spec surrounding-areas §7: the event calls (GET /events, /events/{id}, its dates, /dates,
// /calendar, categories, languages, and what the visitor holds on a date, GET …/blockings; the
// cart's hold runner makes the seat and place holds, ../cart/cart-holds.ts). A table of its
// own (@shop/core/page-routes EVENT_ROUTES), built in the event pages' chunk: the first route
// carries none of it (bench/first-route). The pages read through ./use-events.ts.
import type { EventDateList } from "@shop/core/contract";
import { EVENT_ROUTES } from "@shop/core/page-routes";
import { clientOf } from "../../lib/api";
import { pagedQuery } from "../../lib/paged-query";

export const eventsApi = clientOf(EVENT_ROUTES);

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
