// The holds' routes. spec selling-core §7: POST and PUT /tickets/reservations, PUT and DELETE
// /tickets/reservations/{token} (the ticket holds of service.ts). spec surrounding-areas §7:
// GET and POST /events/{id}/dates/{date_id}/blockings, DELETE …/blockings/{seat_id} (the seat
// and place holds of seat-blockings.ts). Handlers parse (through the contract's schemas), call
// one service function and answer; taking places is rate-limited per visitor and address and
// accepts an Idempotency-Key (src/http/idempotency.ts).
import { ENDPOINTS } from "@shop/core/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { endpoint } from "../../http/endpoint";
import { idempotent } from "../../http/idempotency";
import { type Limiter, refuseWhenLimited } from "../../http/limits";
import type { ZodTypeProvider } from "../../http/validation";
import type { VisitorIdentities } from "../auth/service";
import { clientOf } from "./client";
import { extendReservations } from "./extend-holds";
import { changeMerchandiseHold, holdMerchandise } from "./merchandise-holds";
import { type BlockingDeps, blockSeat, listBlockings, releaseBlocking } from "./seat-blockings";
import {
  createReservation,
  type ReservationDeps,
  releaseReservation,
  replaceReservation,
} from "./service";
import { holdTour } from "./tour-holds";

export interface ReservationRouteDeps extends ReservationDeps {
  /** DESIGN §7: taking, changing and extending holds is rate-limited per visitor or address. */
  limiter: Limiter;
  /** The same requests per address when they come from visitors (ADDRESS_CEILING times). */
  addressLimiter: Limiter;
  /** The visitor cookies: who owns a hold without a session (migration 0517). */
  visitors: VisitorIdentities;
}

/** The seat holds' deps: the ticket holds' and the shop settings (seat-blockings.ts). */
export type BlockingRouteDeps = ReservationRouteDeps & BlockingDeps;

/**
 * Counts a hold request against `limiter`: a visitor's on their own, so the visitors behind one
 * address do not spend each other's budget; a request without a genuine visitor cookie on its
 * address's.
 */
export function limitHoldRequests(deps: ReservationRouteDeps) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (deps.visitors.read(request) !== undefined) {
      await refuseWhenLimited(deps.addressLimiter, request, reply, "reservation requests");
    }
    const key = deps.visitors.limitKey(request);
    await refuseWhenLimited(deps.limiter, request, reply, "reservation requests", key);
  };
}

/** Gives a request that takes places its visitor (a new one when it has none). */
export function ensureVisitor(deps: ReservationRouteDeps) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await deps.visitors.ensure(request, reply);
  };
}

/**
 * What every group of hold routes shares: the typed app; the hold limit, which runs after the
 * schemas, so a malformed request spends nothing; and for a call that takes places (DESIGN §5: a
 * call a user may repeat, a retried click or request) the Idempotency-Key's replay, answered
 * before the limit counts, then the limit and the visitor cookie. Holds commit without waiting
 * for the WAL flush (take_hold); so do their keys.
 */
function holdRouting(fastify: FastifyInstance, deps: ReservationRouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limited = limitHoldRequests(deps);
  const { preHandler, onSend } = idempotent({ ...deps, asynchronousCommit: true });
  return {
    app,
    limited,
    taking: { preHandler: [preHandler, limited, ensureVisitor(deps)], onSend },
  };
}

export function reservationRoutes(deps: ReservationRouteDeps) {
  return async (fastify: FastifyInstance) => {
    const { app, limited, taking } = holdRouting(fastify, deps);

    app.route({
      ...endpoint(ENDPOINTS.createHold),
      ...taking,
      handler: async (request, reply) =>
        reply
          .status(201)
          .send(await createReservation(deps, request.body, clientOf(request, deps.visitors))),
    });

    app.route({
      ...endpoint(ENDPOINTS.extendHolds),
      preHandler: limited,
      handler: async (request) => extendReservations(deps, request.body.tokens),
    });

    app.route({
      ...endpoint(ENDPOINTS.changeHold),
      preHandler: limited,
      handler: async (request) => replaceReservation(deps, request.params.token, request.body),
    });

    app.route({
      ...endpoint(ENDPOINTS.releaseHold),
      handler: async (request, reply) => {
        await releaseReservation(deps, request.params.token);
        return reply.status(204).send(null);
      },
    });
  };
}

// Issue 30, Deliver 4: the holds of a tour's participants and equipment, rate-limited like the
// ticket holds and repeatable with an Idempotency-Key.
export function tourHoldRoutes(deps: ReservationRouteDeps) {
  return async (fastify: FastifyInstance) => {
    const { app, taking } = holdRouting(fastify, deps);

    app.route({
      ...endpoint(ENDPOINTS.createTourReservation),
      ...taking,
      handler: async (request, reply) =>
        reply
          .status(201)
          .send(
            await holdTour(deps, request.params.id, request.body, clientOf(request, deps.visitors)),
          ),
    });
  };
}

// Issue 31, Deliver 4: the holds of an article's pieces, rate-limited like the ticket holds; a
// new one repeatable with an Idempotency-Key.
export function merchandiseHoldRoutes(deps: ReservationRouteDeps) {
  return async (fastify: FastifyInstance) => {
    const { app, limited, taking } = holdRouting(fastify, deps);

    app.route({
      ...endpoint(ENDPOINTS.createMerchandiseReservation),
      ...taking,
      handler: async (request, reply) =>
        reply
          .status(201)
          .send(
            await holdMerchandise(
              deps,
              request.params.id,
              request.body,
              clientOf(request, deps.visitors),
            ),
          ),
    });

    app.route({
      ...endpoint(ENDPOINTS.changeMerchandiseReservation),
      preHandler: limited,
      handler: async (request) =>
        changeMerchandiseHold(deps, request.params.id, request.params.token, request.body),
    });
  };
}

// spec surrounding-areas §7: the seat holds, rate-limited like the ticket holds.
export function blockingRoutes(deps: BlockingRouteDeps) {
  return async (fastify: FastifyInstance) => {
    // DESIGN §5: a retried request after a timeout would hold a general-admission date's
    // places twice without its Idempotency-Key.
    const { app, taking } = holdRouting(fastify, deps);

    app.route({
      ...endpoint(ENDPOINTS.listBlockings),
      handler: async (request) => {
        const data = await listBlockings(
          deps,
          { eventId: request.params.id, dateId: request.params.date_id },
          clientOf(request, deps.visitors),
        );
        return { data, meta: { total_count: data.length } };
      },
    });

    app.route({
      ...endpoint(ENDPOINTS.createBlocking),
      ...taking,
      handler: async (request, reply) => {
        const { blocking, created } = await blockSeat(
          deps,
          {
            eventId: request.params.id,
            dateId: request.params.date_id,
            seatId: request.body.seat_id,
            quantity: request.body.quantity,
          },
          clientOf(request, deps.visitors),
        );
        return reply.status(created ? 201 : 200).send(blocking);
      },
    });

    app.route({
      ...endpoint(ENDPOINTS.releaseBlocking),
      handler: async (request, reply) => {
        await releaseBlocking(
          deps,
          {
            eventId: request.params.id,
            dateId: request.params.date_id,
            seatId: request.params.seat_id,
            token: request.query.token,
          },
          clientOf(request, deps.visitors),
        );
        return reply.status(204).send(null);
      },
    });
  };
}
