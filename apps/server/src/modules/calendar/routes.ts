// spec selling-core §7: GET /tickets/calendar.
import { ENDPOINTS } from "@shop/core/contract";
import type { FastifyInstance } from "fastify";
import { endpoint } from "../../http/endpoint";
import { guardLocale } from "../../http/locale-guard";
import { type ReadCache, sendCached } from "../../http/read-cache";
import type { ZodTypeProvider } from "../../http/validation";
import { findQuotaIdsOfTickets } from "../tickets/service";
import { type CalendarDeps, getCalendar } from "./service";

export function calendarRoutes(deps: CalendarDeps & { readCache: ReadCache }) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    guardLocale(app);

    app.route({
      ...endpoint(ENDPOINTS.getCalendar),
      handler: async (request, reply) =>
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
    });
  };
}
