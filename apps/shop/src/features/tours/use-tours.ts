// The tour pages' reads (spec surrounding-areas §7) as SWR hooks over ./api.ts, keyed by
// lib/swr-keys.ts. The list takes the event list's filters (same URL parameters, same query:
// ../events/event-filters.ts, lib/paged-query.ts).
import type {
  CategoryList,
  LanguageList,
  Tour,
  TourCalendar,
  TourEquipment,
  TourList,
  TourPriceList,
} from "@shop/core/contract";
import useSWR from "swr";
import type { ApiRequestError } from "../../lib/api-client";
import { pagedQuery } from "../../lib/paged-query";
import { swrKeys } from "../../lib/swr-keys";
import { KEEP_PREVIOUS, QUIET } from "../../lib/swr-options";
import { EVENT_LIST_SIZE, EVENT_PREVIEWS, type EventFilters } from "../events/use-events";
import { toursApi } from "./api";

/** GET /tours with the list's filters: tours with a start time still to come. */
export function useTours(locale: string, filters: EventFilters) {
  const { museumId, exhibitionId, languageId, categoryId } = filters;
  return useSWR<TourList, ApiRequestError>(
    swrKeys.tours(locale, museumId, exhibitionId, languageId, categoryId),
    () =>
      toursApi.listTours({
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

export function useTourCategories(locale: string) {
  return useSWR<CategoryList, ApiRequestError>(
    swrKeys.tourCategories(locale),
    () => toursApi.listTourCategories({ locale }),
    QUIET,
  );
}

export function useTourLanguages(locale: string) {
  return useSWR<LanguageList, ApiRequestError>(
    swrKeys.tourLanguages(locale),
    () => toursApi.listTourLanguages({ locale }),
    QUIET,
  );
}

export function useTour(locale: string, id: number | undefined) {
  return useSWR<Tour, ApiRequestError>(
    id === undefined ? null : swrKeys.tour(locale, id),
    () => toursApi.getTour({ locale, params: { id: id as number } }),
    QUIET,
  );
}

/**
 * GET /tours/{id}/start_times?start_at&end_at: the start times of the days from `start` to
 * `end` (at most TOUR_CALENDAR_DAYS) with the participants still bookable; null asks nothing.
 */
export function useTourCalendar(
  locale: string,
  tourId: number,
  range: { start: string; end: string } | null,
) {
  return useSWR<TourCalendar, ApiRequestError>(
    range === null ? null : swrKeys.tourCalendar(locale, tourId, range.start, range.end),
    () =>
      toursApi.getTourCalendar({
        locale,
        params: { id: tourId },
        query: {
          start_at: (range as { start: string }).start,
          end_at: (range as { end: string }).end,
        },
      }),
    KEEP_PREVIOUS,
  );
}

/**
 * The tour's equipment at a start time: each piece with what is left there (GET
 * /tours/{id}/equipments/{equipment_id}/{start_time}); the tour's own figures until they load.
 */
export function useStartEquipment(
  locale: string,
  tour: Tour,
  start: { date: string; start_time: string },
): readonly TourEquipment[] {
  const ids = tour.equipment.map((item) => item.id);
  const answer = useSWR<TourEquipment[], ApiRequestError>(
    ids.length === 0
      ? null
      : swrKeys.tourEquipment(locale, tour.id, start.date, start.start_time, ids),
    () =>
      Promise.all(
        ids.map((id) =>
          toursApi.getTourEquipment({
            locale,
            params: { id: tour.id, equipment_id: id, start_time: start.start_time },
            query: { date: start.date },
          }),
        ),
      ),
    QUIET,
  );
  return answer.data ?? tour.equipment;
}

/** What the prices of a tour are asked for (GET /tours/{id}/prices). */
export interface TourPriceQuery {
  date: string;
  time: string;
  languageId?: number | undefined;
  audienceId?: number | undefined;
}

/** GET /tours/{id}/prices: its participant prices and surcharges at a start; null asks nothing. */
export function useTourPrices(locale: string, tourId: number, query: TourPriceQuery | null) {
  return useSWR<TourPriceList, ApiRequestError>(
    query === null
      ? null
      : swrKeys.tourPrices(
          locale,
          tourId,
          query.date,
          query.time,
          query.languageId,
          query.audienceId,
        ),
    () => {
      const { date, time, languageId, audienceId } = query as TourPriceQuery;
      return toursApi.listTourPrices({
        locale,
        params: { id: tourId },
        query: { date, time, language_id: languageId, price_target_audience_id: audienceId },
      });
    },
    KEEP_PREVIOUS,
  );
}

/** spec surrounding-areas §2, §9: a museum page, an exhibition page and search preview 4 tours. */
export const TOUR_PREVIEWS = EVENT_PREVIEWS;

/** The first tours of a museum or an exhibition with start times to come (4 previews). */
export function useVenueTours(
  locale: string,
  venue: { museumId: number } | { exhibitionId: number } | undefined,
) {
  const museumId = venue && "museumId" in venue ? venue.museumId : undefined;
  const exhibitionId = venue && "exhibitionId" in venue ? venue.exhibitionId : undefined;
  return useSWR<TourList, ApiRequestError>(
    venue === undefined ? null : swrKeys.venueTours(locale, museumId, exhibitionId),
    () =>
      toursApi.listTours({
        locale,
        query: pagedQuery({ perPage: TOUR_PREVIEWS, upcoming: true, museumId, exhibitionId }),
      }),
    QUIET,
  );
}

/** The tours matching a search text with start times to come, best match first. */
export function useTourSearch(locale: string, q: string) {
  return useSWR<TourList, ApiRequestError>(
    swrKeys.searchTours(locale, q),
    () =>
      toursApi.listTours({
        locale,
        query: pagedQuery({ q, perPage: TOUR_PREVIEWS, upcoming: true }),
      }),
    QUIET,
  );
}
