// spec selling-core §7: GET /tickets/calendar.
import { ErrorBody, TicketCalendar, TicketCalendarQuery } from "@shop/core/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "../../http/validation";
import { rejectUnsupportedLocale } from "../shop/locale-guard";
import { type CalendarDeps, getCalendar } from "./service";

export function calendarRoutes(deps: CalendarDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.addHook("preValidation", rejectUnsupportedLocale);

    app.get(
      "/tickets/calendar",
      {
        schema: {
          summary: "Availability per day over a range",
          description:
            "Counted live from the capacity counters: capacity − sold − holds still valid. `available` is the most places left for one ticket (null: unlimited); a day without a ticket on sale is closed. At most 93 days per call.",
          tags: ["capacity"],
          querystring: TicketCalendarQuery,
          response: { 200: TicketCalendar, 422: ErrorBody },
        },
      },
      async (request) => getCalendar(deps, request.query),
    );
  };
}
