// spec surrounding-areas §7, §9 "Calendar": the event calendar's query and its days.
import { z } from "zod";
import { Count, Id, IsoDate, IsoDateTime } from "./common";
import { checkCalendarRange } from "./queries";
import { LocaleQuery, QueryBool, QueryIds } from "./query-params";

/**
 * Query of GET /calendar and /calendar/{id} (surrounding-areas §7, §9 "Calendar … modes any or
 * all"): the range (at most MAX_CALENDAR_DAYS days), the events, and the depth: `any` counts a
 * day with places at any asked event, `all` only a day where every asked event has places.
 */
export const EventCalendarQuery = LocaleQuery.extend({
  /** spec surrounding-areas §7 names no default; as GET /dates: today in Berlin. */
  start_at: IsoDate.optional(),
  /** As GET /dates: start_at + 30 days (DATE_LIST_DAYS.default) when absent. */
  end_at: IsoDate.optional(),
  "by_event_ids[]": QueryIds.optional(),
  "by_exhibition_ids[]": QueryIds.optional(),
  "by_museum_ids[]": QueryIds.optional(),
  by_bookable: QueryBool.optional(),
  depth: z.enum(["any", "all"]).default("any"),
})
  .superRefine(checkCalendarRange)
  .meta({
    id: "EventCalendarQuery",
    description: "Range, filters and depth of the event calendar",
    example: { locale: "de", start_at: "2025-06-01", end_at: "2025-06-30", depth: "any" },
  });
export type EventCalendarQuery = z.infer<typeof EventCalendarQuery>;

/** The examples of the API reference: one date, on its day. */
const DATE_EXAMPLE = {
  id: 301,
  event_id: 30,
  start_time: "2025-06-14T14:00:00+02:00",
  available: 8,
  bookable: true,
};
const DAY_EXAMPLE = { available: 8, events: { "30": 8 }, dates: [DATE_EXAMPLE] };

/**
 * A date on a calendar day: its start, the places left, and whether it is on sale now (its
 * sale open and the date not begun; as EventDate's `bookable`): a date that is not has no
 * places left either, and the shop says it cannot be booked rather than that it is sold out.
 */
export const CalendarDate = z
  .object({
    id: Id,
    event_id: Id,
    start_time: IsoDateTime,
    available: Count,
    bookable: z.boolean(),
  })
  .meta({
    id: "CalendarDate",
    description: "A date of an event on a calendar day",
    example: DATE_EXAMPLE,
  });
export type CalendarDate = z.infer<typeof CalendarDate>;

/** One day of the event calendar. */
export const EventCalendarDay = z
  .object({
    /** Places left on the day over its dates (0 under depth `all` unless every event has some). */
    available: Count,
    /** Places left per event id that has a date that day. */
    events: z.record(z.string(), Count),
    dates: z.array(CalendarDate),
  })
  .meta({
    id: "EventCalendarDay",
    description: "The dates of one day and their places",
    example: DAY_EXAMPLE,
  });
export type EventCalendarDay = z.infer<typeof EventCalendarDay>;

/** GET /calendar, /calendar/{id}: the days of the range that have dates, "YYYY-MM-DD". */
export const EventCalendar = z.object({ data: z.record(IsoDate, EventCalendarDay) }).meta({
  id: "EventCalendar",
  description: "Event dates and places per day",
  example: { data: { "2025-06-14": DAY_EXAMPLE } },
});
export type EventCalendar = z.infer<typeof EventCalendar>;
