// The start page's product calendar (spec surrounding-areas §2 "Start page"): GET /calendar over
// every event for the range, and GET /events for the titles its dates name by event id.
import type { EventCalendar, EventCalendarDay, EventList } from "@shop/core/contract";
import { EVENT_ROUTES } from "@shop/core/page-routes";
import useSWR from "swr";
import { clientOf } from "../../lib/api";
import type { ApiRequestError } from "../../lib/api-client";
import { pagedQuery } from "../../lib/paged-query";
import { swrKeys } from "../../lib/swr-keys";
import { QUIET } from "../../lib/swr-options";

const calendarApi = clientOf({
  getEventCalendar: EVENT_ROUTES.getEventCalendar,
  listEvents: EVENT_ROUTES.listEvents,
});

export function useProductCalendar(locale: string, start: string, end: string) {
  const calendar = useSWR<EventCalendar, ApiRequestError>(
    swrKeys.startCalendar(locale, start, end),
    () =>
      calendarApi.getEventCalendar({
        locale,
        query: { start_at: start, end_at: end, depth: "any", by_bookable: true },
      }),
    QUIET,
  );
  const events = useSWR<EventList, ApiRequestError>(
    swrKeys.startCalendarEvents(locale),
    () =>
      calendarApi.listEvents({
        locale,
        query: pagedQuery({ perPage: 1000, upcoming: true }),
      }),
    QUIET,
  );
  const days: [string, EventCalendarDay][] | undefined =
    calendar.data && events.data
      ? Object.entries(calendar.data.data)
          .filter(([, day]) => day.dates.length > 0)
          .sort(([a], [b]) => a.localeCompare(b))
      : undefined;
  const titles = new Map((events.data?.data ?? []).map((event) => [event.id, event.title]));
  return { days, titles, error: calendar.error ?? events.error };
}
