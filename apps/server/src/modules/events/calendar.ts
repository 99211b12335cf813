// GET /calendar, /calendar/{id} of the events (spec surrounding-areas §9): the days with
// dates and their places now, read from the capacity ledger.
import { addDays, berlinDate, berlinDateTime, DATE_LIST_DAYS } from "@shop/core";
import type { EventCalendar, EventCalendarDay, EventCalendarQuery } from "@shop/core/contract";
import { calendarRangeProblem } from "@shop/core/contract";
import { fieldError } from "../../http/errors";
import { eventDatePool, poolKey } from "../capacity/pool";
import { eventExists, findCalendarDates } from "./repository";
import { type EventDeps, onSale } from "./service";

/**
 * The calendar's range as GET /dates completes it (spec surrounding-areas §9: 30-day windows):
 * from today in Berlin, to start + 30 days; a completed range is checked as a given one is.
 */
function calendarRange(query: EventCalendarQuery, now: Date): { start: string; end: string } {
  const start = query.start_at ?? berlinDate(now);
  const end = query.end_at ?? addDays(start, DATE_LIST_DAYS.default);
  const problem = calendarRangeProblem(start, end);
  if (problem !== undefined) throw fieldError("validation", "end_at", problem);
  return { start, end };
}

/**
 * GET /calendar, /calendar/{id}: the days with dates, their places now, and the depth rule
 * (any: every date's places count; all: a day counts only when each asked event has places).
 */
export async function eventCalendar(
  deps: EventDeps,
  query: EventCalendarQuery,
  now: Date,
  eventId?: number,
): Promise<EventCalendar> {
  if (eventId !== undefined && !(await eventExists(deps.db, eventId))) {
    throw fieldError("not_found", "id", "No such event");
  }
  const { start, end } = calendarRange(query, now);
  const rows = await findCalendarDates(deps.db, {
    start,
    end,
    eventIds: eventId !== undefined ? [eventId] : query["by_event_ids[]"],
    exhibitionIds: query["by_exhibition_ids[]"],
    museumIds: query["by_museum_ids[]"],
    bookable: query.by_bookable,
  });
  const states = await deps.ledger.read(
    deps.db,
    rows.map((row) => eventDatePool(row.id)),
    now,
  );
  const byKey = new Map(states.map((state) => [state.key, state]));
  const asked = new Set(
    eventId !== undefined
      ? [eventId]
      : (query["by_event_ids[]"] ?? rows.map((row) => row.event_id)),
  );
  const data: Record<string, EventCalendarDay> = {};
  for (const row of rows) {
    const bookable = onSale(row, now);
    const free = bookable ? (byKey.get(poolKey(eventDatePool(row.id)))?.available ?? 0) : 0;
    const day = data[row.day] ?? { available: 0, events: {}, dates: [] };
    data[row.day] = day;
    day.dates.push({
      id: row.id,
      event_id: row.event_id,
      start_time: berlinDateTime(row.day, row.time),
      available: free,
      bookable,
    });
    day.events[String(row.event_id)] = (day.events[String(row.event_id)] ?? 0) + free;
    day.available += free;
  }
  if (query.depth === "all") {
    for (const day of Object.values(data)) {
      const every = [...asked].every((id) => (day.events[String(id)] ?? 0) > 0);
      if (!every) day.available = 0;
    }
  }
  return { data };
}
