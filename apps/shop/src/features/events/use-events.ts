// The event pages' reads (spec surrounding-areas §7) as SWR hooks over ./api.ts, keyed by
// lib/swr-keys.ts: a seat choice updates the date and the holds it changed by the same keys.
import type {
  CategoryList,
  Event,
  EventCalendar,
  EventDate,
  EventList,
  LanguageList,
  SeatBlockingList,
} from "@shop/core/contract";
import useSWR from "swr";
import type { ApiRequestError } from "../../lib/api-client";
import { pagedQuery } from "../../lib/paged-query";
import { swrKeys } from "../../lib/swr-keys";
import { KEEP_PREVIOUS, QUIET } from "../../lib/swr-options";
import { eventsApi } from "./api";

/** spec surrounding-areas §9: lists ask for 1000 a page. */
export const EVENT_LIST_SIZE = 1000;

/** The filters of /events (spec surrounding-areas §2): ids of museum, exhibition, language, category. */
export interface EventFilters {
  museumId?: number | undefined;
  exhibitionId?: number | undefined;
  languageId?: number | undefined;
  categoryId?: number | undefined;
}

/** GET /events with the list's filters: events with dates still to come. */
export function useEvents(locale: string, filters: EventFilters) {
  const { museumId, exhibitionId, languageId, categoryId } = filters;
  return useSWR<EventList, ApiRequestError>(
    swrKeys.events(locale, museumId, exhibitionId, languageId, categoryId),
    () =>
      eventsApi.listEvents({
        locale,
        query: pagedQuery({
          perPage: EVENT_LIST_SIZE,
          upcoming: true,
          museumId,
          exhibitionId,
          languageId,
          categoryId,
        }),
      }),
    // a filter change keeps the last list on screen (no focus lost in the filters)
    KEEP_PREVIOUS,
  );
}

export function useEventCategories(locale: string) {
  return useSWR<CategoryList, ApiRequestError>(
    swrKeys.eventCategories(locale),
    () => eventsApi.listEventCategories({ locale }),
    QUIET,
  );
}

export function useEventLanguages(locale: string) {
  return useSWR<LanguageList, ApiRequestError>(
    swrKeys.eventLanguages(locale),
    () => eventsApi.listEventLanguages({ locale }),
    QUIET,
  );
}

export function useEvent(locale: string, id: number | undefined) {
  return useSWR<Event, ApiRequestError>(
    id === undefined ? null : swrKeys.event(locale, id),
    () => eventsApi.getEvent({ locale, params: { id: id as number } }),
    QUIET,
  );
}

/** GET /events/{id}/dates/{date_id}: the date's places, prices and seats. */
export function useEventDate(locale: string, eventId: number, dateId: number | undefined) {
  return useSWR<EventDate, ApiRequestError>(
    dateId === undefined ? null : swrKeys.eventDate(locale, eventId, dateId),
    () => eventsApi.getEventDate({ locale, params: { id: eventId, date_id: dateId as number } }),
    QUIET,
  );
}

/**
 * GET /calendar/{id}: the event's dates on sale per day from `start` to `end`, with the places
 * left.
 */
export function useOneEventCalendar(locale: string, eventId: number, start: string, end: string) {
  return useSWR<EventCalendar, ApiRequestError>(
    swrKeys.eventCalendar(locale, eventId, start, end),
    () =>
      eventsApi.getOneEventCalendar({
        locale,
        params: { id: eventId },
        // only dates on sale: one whose sales the venue closed is no choice (issue 34)
        query: { start_at: start, end_at: end, depth: "any", by_bookable: true },
      }),
    KEEP_PREVIOUS,
  );
}

/** GET …/blockings: what the asker holds on the date (the per-registration count is theirs). */
export function useBlockings(locale: string, eventId: number, dateId: number | undefined) {
  return useSWR<SeatBlockingList, ApiRequestError>(
    dateId === undefined ? null : swrKeys.blockings(locale, eventId, dateId),
    () => eventsApi.listBlockings({ locale, params: { id: eventId, date_id: dateId as number } }),
    QUIET,
  );
}

/** spec surrounding-areas §2, §9: a museum page, an exhibition page and the search preview 4 events. */
export const EVENT_PREVIEWS = 4;

/**
 * The first upcoming events of a museum or an exhibition (spec surrounding-areas §2 "Museums
 * and exhibitions"): 4 previews, and the count that says whether a link to the rest is due.
 */
export function useVenueEvents(
  locale: string,
  venue: { museumId: number } | { exhibitionId: number } | undefined,
) {
  const museumId = venue && "museumId" in venue ? venue.museumId : undefined;
  const exhibitionId = venue && "exhibitionId" in venue ? venue.exhibitionId : undefined;
  return useSWR<EventList, ApiRequestError>(
    venue === undefined ? null : swrKeys.venueEvents(locale, museumId, exhibitionId),
    () =>
      eventsApi.listEvents({
        locale,
        query: pagedQuery({ perPage: EVENT_PREVIEWS, upcoming: true, museumId, exhibitionId }),
      }),
    QUIET,
  );
}

/**
 * The events matching a search text with dates still to come, best match first (the server
 * ranks them as it ranks museums and exhibitions).
 */
export function useEventSearch(locale: string, q: string) {
  return useSWR<EventList, ApiRequestError>(
    swrKeys.searchEvents(locale, q),
    () =>
      eventsApi.listEvents({
        locale,
        query: pagedQuery({ q, perPage: EVENT_LIST_SIZE, upcoming: true }),
      }),
    QUIET,
  );
}
