// spec selling-core §7: the ticket reads. GET /tickets/{id}/start_times?date=YYYY-MM-DD
// answers the start times of a ticket on a day (the contract's TicketDayQuery).
import { berlinDate } from "@shop/core";
import {
  ErrorBody,
  LocaleQuery,
  StartTimes,
  Ticket,
  TicketCapacities,
  TicketCapacitiesQuery,
  TicketCapacity,
  TicketContentList,
  TicketContentQuery,
  TicketDayQuery,
  TicketGroupList,
  TicketList,
  TicketPath,
  TicketsQuery,
} from "@shop/core/contract";
import type { FastifyInstance } from "fastify";
import { guardLocale } from "../../http/locale-guard";
import { type ReadCache, sendCached } from "../../http/read-cache";
import type { ZodTypeProvider } from "../../http/validation";
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

const errors = { 404: ErrorBody, 422: ErrorBody };

// The issue: no cache may show a sold-out slot as free for more than a second
// (src/http/read-cache.ts).
const CACHED =
  " Answers may come from the server's read cache (`READ_CACHE_MS`, default 500 ms, at most 1 s): a hold, change, extension or release made through this server shows in the very next answer; a hold expiring, or a change made through another server process, shows within that lifetime.";

/** The first and the last of two days, in order. */
function daysBetween(a: string, b: string): { from: string; to: string } {
  return a <= b ? { from: a, to: b } : { from: b, to: a };
}

export function ticketRoutes(deps: TicketDeps & CapacityDeps & { readCache: ReadCache }) {
  // The scope of a capacity answer (src/http/read-cache.ts): the tickets' quotas on the day.
  const capacityScope = async (ticketIds: readonly number[], date: string) => ({
    quotaIds: await findQuotaIdsOfTickets(deps.db, ticketIds),
    from: date,
    to: date,
  });

  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    guardLocale(app);

    app.get(
      "/tickets",
      {
        schema: {
          summary: "Tickets matching the filters, with places left",
          description: `\`available\` counts the places left on \`valid_at\` (default today). Without \`by_price_target_audience_id\` only tickets open to every audience are listed. \`billing_address_id\` answers 404 until accounts exist.${CACHED}`,
          tags: ["tickets"],
          querystring: TicketsQuery,
          response: { 200: TicketList, ...errors },
        },
      },
      async (request, reply) => {
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
    );

    app.get(
      "/tickets/groups",
      {
        schema: {
          summary: "Ticket groups, by order",
          tags: ["tickets"],
          querystring: LocaleQuery,
          response: { 200: TicketGroupList, 422: ErrorBody },
        },
      },
      async () => listTicketGroups(deps.db),
    );

    app.get(
      "/tickets/content",
      {
        schema: {
          summary: "Content attributes of tickets",
          tags: ["tickets"],
          querystring: TicketContentQuery,
          response: { 200: TicketContentList, ...errors },
        },
      },
      async (request) =>
        getTicketContents(deps.db, request.query["ticket_ids[]"], request.query.locale),
    );

    app.get(
      "/tickets/capacities",
      {
        schema: {
          summary: "Capacity records of several tickets on one day",
          description: `Places left and in all per start time, per ticket.${CACHED}`,
          tags: ["capacity"],
          querystring: TicketCapacitiesQuery,
          response: { 200: TicketCapacities, ...errors },
        },
      },
      async (request, reply) =>
        sendCached(
          reply,
          deps.readCache,
          ["capacities", request.query],
          () => getCapacities(deps, request.query["ticket_ids[]"], request.query.date),
          () => capacityScope(request.query["ticket_ids[]"], request.query.date),
        ),
    );

    app.get(
      "/tickets/:id",
      {
        schema: {
          summary: "One ticket, with places left today",
          tags: ["tickets"],
          params: TicketPath,
          querystring: LocaleQuery,
          response: { 200: Ticket, ...errors },
        },
      },
      async (request) => getTicket(deps, request.params.id, request.query.locale),
    );

    app.get(
      "/tickets/:id/capacity",
      {
        schema: {
          summary: "Capacity record of a ticket on one day",
          description: `Places left and in all per start time, per quota, and the time slots.${CACHED}`,
          tags: ["capacity"],
          params: TicketPath,
          querystring: TicketDayQuery,
          response: { 200: TicketCapacity, ...errors },
        },
      },
      async (request, reply) =>
        sendCached(
          reply,
          deps.readCache,
          ["capacity", request.params, request.query],
          () => getTicketCapacity(deps, request.params.id, request.query.date),
          () => capacityScope([request.params.id], request.query.date),
        ),
    );

    app.get(
      "/tickets/:id/start_times",
      {
        schema: {
          summary: "Start times of a ticket on one day",
          description: `The slots still open at the time of the call (a slot stays open until its entry window ends; none after the last entry), each with its places left.${CACHED}`,
          tags: ["capacity"],
          params: TicketPath,
          querystring: TicketDayQuery,
          response: { 200: StartTimes, ...errors },
        },
      },
      async (request, reply) =>
        sendCached(
          reply,
          deps.readCache,
          ["start_times", request.params, request.query],
          () => getStartTimes(deps, request.params.id, request.query.date),
          () => capacityScope([request.params.id], request.query.date),
        ),
    );
  };
}
