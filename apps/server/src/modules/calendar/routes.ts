// spec selling-core §7: GET /tickets/calendar.
import { ENDPOINTS } from "@shop/core/contract";
import type { FastifyInstance } from "fastify";
import { endpoint } from "../../http/endpoint";
import { guardLocale } from "../../http/locale-guard";
import { type ReadCache, sendCachedJson } from "../../http/read-cache";
import type { ZodTypeProvider } from "../../http/validation";
import { type CalendarDeps, calendarTickets, getCalendarJson } from "./service";

export function calendarRoutes(deps: CalendarDeps & { readCache: ReadCache }) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    guardLocale(app);

    app.route({
      ...endpoint(ENDPOINTS.getCalendar),
      handler: async (request, reply) => {
        const matching = await calendarTickets(deps, request.query);
        return sendCachedJson(
          reply,
          deps.readCache,
          ["calendar", request.query],
          () => getCalendarJson(deps, request.query, matching),
          // src/http/read-cache.ts: the days of the range, counted from the quotas of the
          // tickets it counts.
          () => ({
            quotaIds: matching.quotaIds,
            from: request.query.start_at,
            to: request.query.end_at,
          }),
        );
      },
    });
  };
}
