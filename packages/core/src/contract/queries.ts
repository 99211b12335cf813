// Query schemas of the ticket calls (spec selling-core §7). Keys are the wire names the spec
// writes, brackets included: Fastify's default parser keeps `by_museum_ids[]` as the key and
// gives a string for one occurrence, an array for several; both parse to an array of ids.
// Queries strip unknown keys instead of failing: caches and trackers add their own.
import type { z } from "zod";
import { IsoDate } from "./common";
import {
  DateQuery,
  IdPath,
  LocaleQuery,
  PaginationQuery,
  QueryBool,
  QueryId,
  QueryIds,
  queryArray,
} from "./query-params";
import { TicketType } from "./ticket";

const ticketTypes = queryArray(TicketType);

/** Query of GET /tickets with every filter the spec lists. */
export const TicketsQuery = LocaleQuery.extend({
  ...PaginationQuery.shape,
  /** Tickets valid on this day (the shop sends today). */
  valid_at: IsoDate.optional(),
  "by_museum_ids[]": QueryIds.optional(),
  "by_exhibition_ids[]": QueryIds.optional(),
  "by_ticket_types[]": ticketTypes.optional(),
  by_ticket_type: TicketType.optional(),
  by_bookable: QueryBool.optional(),
  "by_ticket_ids[]": QueryIds.optional(),
  /** spec surrounding-areas §6: the billing address gives the price target audience. */
  billing_address_id: QueryId.optional(),
  by_price_target_audience_id: QueryId.optional(),
  by_free_timing: QueryBool.optional(),
  "by_ticket_group_ids[]": QueryIds.optional(),
  "exclude_ticket_ids[]": QueryIds.optional(),
  with_current_or_future_validities: QueryBool.optional(),
  /** The spec's "list ids": the list_ids of a ticket group. */
  "by_list_ids[]": QueryIds.optional(),
  /** The spec's "flex flag": only tickets without a date (free timing) of the flex group. */
  flex: QueryBool.optional(),
}).meta({
  id: "TicketsQuery",
  description: "Filters of the ticket list",
  example: {
    locale: "de",
    valid_at: "2025-06-14",
    "by_museum_ids[]": ["1", "2"],
    "by_ticket_types[]": "time_slot",
    by_bookable: "true",
    per_page: "1000",
    with_current_or_future_validities: "1",
  },
});
export type TicketsQuery = z.infer<typeof TicketsQuery>;
export type TicketsQueryInput = z.input<typeof TicketsQuery>;

// The shop asks 30-day windows and pre-loads the months around the shown one (spec
// selling-core §9); 93 days covers three whole months in one call and bounds the work.
/** The longest range GET /tickets/calendar answers, in days (end_at included). */
export const MAX_CALENDAR_DAYS = 93;

/** Days from `from` to `to` ("YYYY-MM-DD"), counted on the calendar, not in any time zone. */
function daysBetween(from: string, to: string): number {
  const utc = (day: string) =>
    Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/** What is wrong with a calendar's range (always end_at's), or undefined when nothing is. */
export function calendarRangeProblem(
  start: string,
  end: string,
  maxDays: number = MAX_CALENDAR_DAYS,
): string | undefined {
  const days = daysBetween(start, end);
  if (days < 0) return "end_at is before start_at";
  if (days + 1 > maxDays) return `At most ${maxDays} days per call`;
  return undefined;
}

/**
 * A calendar's range: end_at not before start_at, at most MAX_CALENDAR_DAYS days. A range with a
 * bound left out is the handler's to complete from its clock and to check then.
 */
export function checkCalendarRange(
  query: { start_at?: string | undefined; end_at?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  checkRangeOf(MAX_CALENDAR_DAYS)(query, ctx);
}

/** checkCalendarRange with another longest range (the tour calendar's 60 days). */
export function checkRangeOf(maxDays: number) {
  return (
    query: { start_at?: string | undefined; end_at?: string | undefined },
    ctx: z.RefinementCtx,
  ): void => {
    if (query.start_at === undefined || query.end_at === undefined) return;
    const problem = calendarRangeProblem(query.start_at, query.end_at, maxDays);
    if (problem !== undefined) ctx.addIssue({ code: "custom", path: ["end_at"], message: problem });
  };
}

/** Query of GET /tickets/calendar. */
export const TicketCalendarQuery = LocaleQuery.extend({
  start_at: IsoDate,
  end_at: IsoDate,
  "by_ticket_types[]": ticketTypes.optional(),
  by_ticket_type: TicketType.optional(),
  "by_museum_ids[]": QueryIds.optional(),
  "by_exhibition_ids[]": QueryIds.optional(),
  by_bookable: QueryBool.optional(),
  "by_ticket_ids[]": QueryIds.optional(),
  by_price_target_audience_id: QueryId.optional(),
})
  .superRefine(checkCalendarRange)
  .meta({
    id: "TicketCalendarQuery",
    description: "Range and filters of the capacity calendar",
    example: {
      locale: "de",
      start_at: "2025-06-01",
      end_at: "2025-06-30",
      "by_ticket_ids[]": ["12", "13"],
      by_bookable: "true",
    },
  });
export type TicketCalendarQuery = z.infer<typeof TicketCalendarQuery>;

/** Query of GET /tickets/capacities: the tickets and the day. */
export const TicketCapacitiesQuery = DateQuery.extend({
  "ticket_ids[]": queryArray(QueryId, { min: 1 }),
}).meta({
  id: "TicketCapacitiesQuery",
  description: "Tickets and day to get the capacities of",
  example: { locale: "de", date: "2025-06-14", "ticket_ids[]": ["12", "13"] },
});
export type TicketCapacitiesQuery = z.infer<typeof TicketCapacitiesQuery>;

/** Query of GET /tickets/content: the tickets whose content to load. */
export const TicketContentQuery = LocaleQuery.extend({
  "ticket_ids[]": queryArray(QueryId, { min: 1 }),
}).meta({
  id: "TicketContentQuery",
  description: "Tickets to load the content of",
  example: { locale: "en", "ticket_ids[]": "12" },
});
export type TicketContentQuery = z.infer<typeof TicketContentQuery>;

/** Path of GET /tickets/{id}, /tickets/{id}/capacity and /tickets/{id}/start_times. */
export const TicketPath = IdPath;
export type TicketPath = z.infer<typeof TicketPath>;

/** Query of GET /tickets/{id}/start_times: the day. */
export const TicketDayQuery = DateQuery;
export type TicketDayQuery = z.infer<typeof TicketDayQuery>;

/**
 * Query of GET /tickets/{id}/capacity: spec selling-core §7 calls it with no query, so the day is
 * optional and defaults to today in Berlin, the day GET /tickets/{id} counts its places on; the
 * answer names the day it counted.
 */
export const TicketCapacityQuery = LocaleQuery.extend({ date: IsoDate.optional() }).meta({
  id: "TicketCapacityQuery",
  description: "Day to look at; today (Berlin) when absent",
  example: { locale: "de", date: "2025-06-14" },
});
export type TicketCapacityQuery = z.infer<typeof TicketCapacityQuery>;
