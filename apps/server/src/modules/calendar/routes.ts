// spec selling-core §7: GET /tickets/calendar.
import { ErrorBody, TicketCalendar, TicketCalendarQuery } from "@shop/core/contract";
import type { FastifyInstance } from "fastify";
import { guardLocale } from "../../http/locale-guard";
import { type ReadCache, sendCached } from "../../http/read-cache";
import type { ZodTypeProvider } from "../../http/validation";
import { findQuotaIdsOfTickets } from "../tickets/service";
import { type CalendarDeps, getCalendar } from "./service";

export function calendarRoutes(deps: CalendarDeps & { readCache: ReadCache }) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    guardLocale(app);

    app.get(
      "/tickets/calendar",
      {
        schema: {
          summary: "Availability per day over a range",
          description:
            "Counted from the capacity counters: capacity − sold − holds still valid. `available` is the most places left for one ticket (null: unlimited); a day without a ticket on sale is closed. At most 93 days per call. Answers may come from the server's read cache (`READ_CACHE_MS`, default 500 ms, at most 1 s): a hold, change, extension or release made through this server shows in the very next answer; a hold expiring, or a change made through another server process, shows within that lifetime.",
          tags: ["capacity"],
          querystring: TicketCalendarQuery,
          response: { 200: TicketCalendar, 422: ErrorBody },
        },
      },
      async (request, reply) =>
        sendCached(
          reply,
          deps.readCache,
          ["calendar", request.query],
          () => getCalendar(deps, request.query),
          // src/http/read-cache.ts: the days of the range, counted from the quotas of the
          // tickets on sale on one of them (a ticket not on sale counts no places).
          async (calendar) => {
            const ids = new Set<number>();
            for (const day of Object.values(calendar.data)) {
              for (const id of Object.keys(day.tickets)) ids.add(Number(id));
            }
            return {
              quotaIds: await findQuotaIdsOfTickets(deps.db, [...ids]),
              from: request.query.start_at,
              to: request.query.end_at,
            };
          },
        ),
    );
  };
}
