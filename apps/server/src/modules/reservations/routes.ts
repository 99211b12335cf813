// spec selling-core §7: POST and PUT /tickets/reservations, PUT and DELETE
// /tickets/reservations/{token}. Handlers parse (through the contract's schemas), call one
// service function and answer. POST accepts an Idempotency-Key (src/http/idempotency.ts).
import {
  LocaleQuery,
  ReservationExtendRequest,
  ReservationPath,
  ReservationRequest,
} from "@shop/core/contract";
import type { FastifyInstance } from "fastify";
import { idempotent } from "../../http/idempotency";
import type { ZodTypeProvider } from "../../http/validation";
import {
  createReservation,
  extendReservations,
  type ReservationDeps,
  releaseReservation,
  replaceReservation,
} from "./service";

export function reservationRoutes(deps: ReservationDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    // DESIGN §5: creating a hold is a call a user may repeat (a retried click or request).
    // Holds commit without waiting for the WAL flush (take_hold); so do their keys.
    const { preHandler, onSend } = idempotent({ ...deps, asynchronousCommit: true });

    app.post(
      "/tickets/reservations",
      { schema: { querystring: LocaleQuery, body: ReservationRequest }, preHandler, onSend },
      async (request, reply) => reply.status(201).send(await createReservation(deps, request.body)),
    );

    app.put(
      "/tickets/reservations",
      { schema: { querystring: LocaleQuery, body: ReservationExtendRequest } },
      async (request) => ({ data: await extendReservations(deps, request.body.tokens) }),
    );

    app.put(
      "/tickets/reservations/:token",
      { schema: { querystring: LocaleQuery, params: ReservationPath, body: ReservationRequest } },
      async (request) => replaceReservation(deps, request.params.token, request.body),
    );

    app.delete(
      "/tickets/reservations/:token",
      { schema: { querystring: LocaleQuery, params: ReservationPath } },
      async (request, reply) => {
        await releaseReservation(deps, request.params.token);
        return reply.status(204).send();
      },
    );
  };
}
