// GET /tickets/calendar (spec selling-core §7): availability per day of the range, counted
// from the counters at the clock's now (capacity − sold − holds still valid). The route
// keeps an answer at most READ_CACHE_MS, dropped by every hold write on the quotas of its
// tickets within its days (src/http/read-cache.ts).
//
// A day's `available` is the most places left for one ticket: a sum would count a quota
// that several tickets share once per ticket. It is null when a ticket on sale has no limit.
// A day with no ticket on sale (before today, no validity, museum closed, last entry passed)
// is closed.
import { berlinDate } from "@shop/core";
import type { TicketCalendar, TicketCalendarQuery, TicketType } from "@shop/core/contract";
import type { Clock } from "../../clock";
import type { Queryable } from "../../db/database";
import { SqlParams, ticketConditions } from "../tickets/service";
import { readCalendar } from "./repository";

export interface CalendarDeps {
  db: Queryable;
  clock: Clock;
}

export async function getCalendar(
  deps: CalendarDeps,
  query: TicketCalendarQuery,
): Promise<TicketCalendar> {
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
  const rows = await readCalendar(
    deps.db,
    params,
    conditions,
    { from: query.start_at, to: query.end_at },
    now,
  );
  const data: TicketCalendar["data"] = {};
  for (const row of rows) {
    data[row.day] = {
      available: row.on_sale === 0 ? 0 : row.unlimited ? null : (row.most ?? 0),
      closed: row.on_sale === 0,
      tickets: row.tickets,
    };
  }
  return { data };
}
