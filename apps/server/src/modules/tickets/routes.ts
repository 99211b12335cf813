// spec selling-core §7: the ticket reads. GET /tickets/{id}/start_times?date=YYYY-MM-DD
// answers the start times of a ticket on a day (the contract's TicketDayQuery).
import { berlinDate } from "@shop/core";
import { ENDPOINTS } from "@shop/core/contract";
import type { FastifyInstance } from "fastify";
import { endpoint } from "../../http/endpoint";
import { guardLocale } from "../../http/locale-guard";
import { type ReadCache, sendCached } from "../../http/read-cache";
import type { ZodTypeProvider } from "../../http/validation";
import type { AvailabilityReads } from "./availability-reads";
import {
  type CapacityDeps,
  getCapacities,
  getStartTimes,
  getTicketCapacity,
} from "./capacity-service";
import { findQuotaIdsOfTickets } from "./repository";
import {
  getTicket,
  getTicketContents,
  listTicketGroups,
  listTickets,
  type TicketDeps,
} from "./service";

/** The first and the last of two days, in order. */
function daysBetween(a: string, b: string): { from: string; to: string } {
  return a <= b ? { from: a, to: b } : { from: b, to: a };
}

export function ticketRoutes(
  deps: TicketDeps & CapacityDeps & { readCache: ReadCache; availability: AvailabilityReads },
) {
  // The scope of a capacity answer (src/http/read-cache.ts): the tickets' quotas on the day.
  const capacityScope = async (ticketIds: readonly number[], date: string) => ({
    quotaIds: await findQuotaIdsOfTickets(deps.db, ticketIds),
    from: date,
    to: date,
  });

  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    guardLocale(app);

    app.route({
      ...endpoint(ENDPOINTS.listTickets),
      handler: async (request, reply) => {
        // `available` is counted on valid_at, else today: read before and after the count,
        // in case it runs over midnight.
        const today = berlinDate(deps.clock());
        return sendCached(
          reply,
          deps.readCache,
          ["tickets", request.query],
          () => listTickets(deps, request.query),
          (list) => ({
            quotaIds: list.data.flatMap((ticket) => ticket.quota_ids),
            ...daysBetween(
              request.query.valid_at ?? today,
              request.query.valid_at ?? berlinDate(deps.clock()),
            ),
          }),
        );
      },
    });

    app.route({
      ...endpoint(ENDPOINTS.listTicketGroups),
      handler: async () => listTicketGroups(deps.db),
    });

    app.route({
      ...endpoint(ENDPOINTS.getTicketContents),
      handler: async (request) =>
        getTicketContents(deps.db, request.query["ticket_ids[]"], request.query.locale),
    });

    app.route({
      ...endpoint(ENDPOINTS.getCapacities),
      handler: async (request, reply) =>
        sendCached(
          reply,
          deps.readCache,
          ["capacities", request.query],
          () => getCapacities(deps, request.query["ticket_ids[]"], request.query.date),
          () => capacityScope(request.query["ticket_ids[]"], request.query.date),
        ),
    });

    app.route({
      ...endpoint(ENDPOINTS.getTicket),
      handler: async (request) => getTicket(deps, request.params.id, request.query.locale),
    });

    app.route({
      ...endpoint(ENDPOINTS.getTicketCapacity),
      handler: async (request, reply) => {
        // spec selling-core §7 asks with no query: then today in Berlin, the day GET
        // /tickets/{id} counts on; the day is part of the cache key, so midnight starts anew.
        const date = request.query.date ?? berlinDate(deps.clock());
        return sendCached(
          reply,
          deps.readCache,
          ["capacity", request.params, { ...request.query, date }],
          () => getTicketCapacity(deps, request.params.id, date),
          () => capacityScope([request.params.id], date),
        );
      },
    });

    app.route({
      ...endpoint(ENDPOINTS.getStartTimes),
      handler: async (request, reply) =>
        sendCached(
          reply,
          deps.readCache,
          ["start_times", request.params, request.query],
          () => getStartTimes(deps, request.params.id, request.query.date),
          () => capacityScope([request.params.id], request.query.date),
        ),
    });
  };
}
