// spec selling-core §7: POST and PUT /tickets/reservations, PUT and DELETE
// /tickets/reservations/{token}. Handlers parse (through the contract's schemas), call one
// service function and answer. POST accepts an Idempotency-Key (src/http/idempotency.ts).
import { ENDPOINTS } from "@shop/core/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { endpoint } from "../../http/endpoint";
import { idempotent } from "../../http/idempotency";
import { type Limiter, refuseWhenLimited } from "../../http/limits";
import type { ZodTypeProvider } from "../../http/validation";
import { hashToken, readSessionToken } from "../auth/service";
import {
  createReservation,
  extendReservations,
  type HoldClient,
  type ReservationDeps,
  releaseReservation,
  replaceReservation,
} from "./service";

export interface ReservationRouteDeps extends ReservationDeps {
  /** DESIGN §7: taking, changing and extending holds is rate-limited per client address. */
  limiter: Limiter;
}

/** The client a hold belongs to (DESIGN §4): its session when it has one, else its address. */
export function clientOf(request: FastifyRequest): HoldClient {
  const token = readSessionToken(request);
  return { sessionHash: token === undefined ? undefined : hashToken(token), address: request.ip };
}

export function reservationRoutes(deps: ReservationRouteDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    // After the schemas: a malformed request spends nothing.
    const limited = (request: FastifyRequest, reply: FastifyReply) =>
      refuseWhenLimited(deps.limiter, request, reply, "reservation requests");
    // DESIGN §5: creating a hold is a call a user may repeat (a retried click or request).
    // Holds commit without waiting for the WAL flush (take_hold); so do their keys.
    const { preHandler, onSend } = idempotent({ ...deps, asynchronousCommit: true });

    app.route({
      ...endpoint(ENDPOINTS.createHold),
      // A replay answers its stored answer before the limit counts.
      preHandler: [preHandler, limited],
      onSend,
      handler: async (request, reply) =>
        reply.status(201).send(await createReservation(deps, request.body, clientOf(request))),
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
