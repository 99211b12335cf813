// GET /tickets/calendar (spec selling-core §7): availability per day of the range, counted
// from the pools at the clock's now (capacity − sold − holds still valid), cell by cell
// per ticket and day (tickets/availability-cells.ts). The route keeps an answer at most
// READ_CACHE_MS, dropped by every hold write on the quotas of its tickets within its days
// (src/http/read-cache.ts); a hold recounts only the cells it changed.
//
// A day's `available` is the most places left for one ticket: a sum would count a quota
// that several tickets share once per ticket. It is null when a ticket on sale has no limit.
// A day with no ticket on sale (before today, no validity, museum closed, last entry passed)
// is closed.
import { berlinDate } from "@shop/core";
import type { TicketCalendar, TicketCalendarQuery, TicketType } from "@shop/core/contract";
import type { Clock } from "../../clock";
import type { Queryable } from "../../db/database";
import {
  type AvailabilityReads,
  type Cell,
  cellKey,
  daysFrom,
  findMatchingTickets,
  type MatchingTickets,
  SqlParams,
  ticketConditions,
} from "../tickets/service";

export interface CalendarDeps {
  db: Queryable;
  clock: Clock;
  availability: AvailabilityReads;
}

/** The tickets the calendar counts, and the key of their filter. */
export interface CalendarTickets extends MatchingTickets {
  key: string;
}

// Days of calendars kept as JSON (filters × days); past this they start afresh.
const MAX_CALENDAR_DAYS = 20_000;

/** The tickets the calendar counts: dated, valid from today on, of the query's filters. */
export async function calendarTickets(
  deps: CalendarDeps,
  query: TicketCalendarQuery,
): Promise<CalendarTickets> {
  const now = deps.clock();
  const types: TicketType[][] = [];
  if (query["by_ticket_types[]"]) types.push(query["by_ticket_types[]"]);
  if (query.by_ticket_type) types.push([query.by_ticket_type]);
  const params = new SqlParams();
  const conditions = ticketConditions(params, {
    museumIds: query["by_museum_ids[]"],
    exhibitionIds: query["by_exhibition_ids[]"],
    types,
    bookable: query.by_bookable,
    ticketIds: query["by_ticket_ids[]"],
    audienceId: query.by_price_target_audience_id ?? null,
    datedOnly: true,
    validFromToday: berlinDate(now),
  });
  const key = JSON.stringify([conditions, params.values]);
  const matching = await deps.availability.matching.get(key, () =>
    findMatchingTickets(deps.availability.db, params, conditions),
  );
  return { ...matching, key };
}

/** One day of the calendar from its cells, with when the oldest of them was counted. */
function calendarDay(
  ticketIds: readonly number[],
  cells: ReadonlyMap<string, Cell>,
  day: string,
): { json: string; countedAt: number } {
  const tickets: Record<string, number | null> = {};
  let onSale = 0;
  let unlimited = false;
  let most: number | null = null;
  let countedAt = Number.POSITIVE_INFINITY;
  for (const ticketId of ticketIds) {
    const cell = cells.get(cellKey(ticketId, day));
    // A cell the read did not answer is never reused: it counts as counted long ago.
    countedAt = Math.min(countedAt, cell?.countedAt ?? Number.NEGATIVE_INFINITY);
    if (!cell?.onSale) continue;
    onSale += 1;
    tickets[ticketId] = cell.available;
    if (cell.available === null) unlimited = true;
    else if (most === null || cell.available > most) most = cell.available;
  }
  const answer: TicketCalendar["data"][string] = {
    available: onSale === 0 ? 0 : unlimited ? null : (most ?? 0),
    closed: onSale === 0,
    tickets,
  };
  return { json: JSON.stringify(answer), countedAt };
}

/**
 * The calendar's answer as JSON (the shape of TicketCalendar): each day built from the cells
 * once, and kept while none of its cells changes (a hold rebuilds the day it held on). A kept
 * day whose cells are fresh by their own rules (cells.reusable) is answered without reading
 * them, so during a rush a read touches the held day's cells, not the whole range's.
 */
export async function getCalendarJson(
  deps: CalendarDeps,
  query: TicketCalendarQuery,
  matching: CalendarTickets,
): Promise<string> {
  const { cells: store, calendarDays } = deps.availability;
  const days = daysFrom(query.start_at, query.end_at);
  // Taken before the cells are read: a day a write changed meanwhile is rebuilt next time.
  const versions = days.map((day) => store.dayVersion(day));
  const keptDays = days.map((day, index) => {
    const kept = calendarDays.get(`${matching.key}|${day}`);
    return kept && kept.version === versions[index] && store.reusable(day, kept.countedAt)
      ? kept
      : undefined;
  });
  // The cells of the days to build, from the first to the last of them.
  const first = keptDays.indexOf(undefined);
  const last = keptDays.lastIndexOf(undefined);
  const cells =
    first < 0
      ? new Map<string, Cell>()
      : await store.read(matching.ids, days[first] ?? query.start_at, days[last] ?? query.end_at);
  const parts = days.map((day, index) => {
    // A kept day was right when the read began; a write since changed its version, so the
    // next read rebuilds it.
    const kept = keptDays[index];
    if (kept) return `${JSON.stringify(day)}:${kept.json}`;
    const version = versions[index] ?? "";
    const built = calendarDay(matching.ids, cells, day);
    if (calendarDays.size >= MAX_CALENDAR_DAYS) calendarDays.clear();
    calendarDays.set(`${matching.key}|${day}`, { version, ...built });
    return `${JSON.stringify(day)}:${built.json}`;
  });
  return `{"data":{${parts.join(",")}}}`;
}
