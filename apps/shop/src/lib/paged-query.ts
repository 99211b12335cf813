// spec surrounding-areas §7, §9: the query of a paged list — museums, exhibitions, events and
// their dates — written once: its page and size, a search text, the filters by id, and (events)
// only those with dates still to come. A part left undefined is not sent (./api-client.ts).
import type { QueryValue } from "./api-client";

export interface PagedList {
  perPage: number;
  /** From 1; absent: the first. */
  page?: number;
  /** A search text (the server ranks by it). */
  q?: string;
  museumId?: number | undefined;
  exhibitionId?: number | undefined;
  languageId?: number | undefined;
  categoryId?: number | undefined;
  eventIds?: readonly number[] | undefined;
  /** Events with dates still to come only. */
  upcoming?: boolean;
}

const ids = (id: number | undefined) => (id === undefined ? undefined : [id]);

export function pagedQuery(list: PagedList): Record<string, QueryValue> {
  return {
    q: list.q,
    page: list.page,
    per_page: list.perPage,
    with_bookings_in_future: list.upcoming,
    "by_museum_ids[]": ids(list.museumId),
    "by_exhibition_ids[]": ids(list.exhibitionId),
    "by_language_ids[]": ids(list.languageId),
    "by_category_ids[]": ids(list.categoryId),
    "by_event_ids[]": list.eventIds,
  };
}
