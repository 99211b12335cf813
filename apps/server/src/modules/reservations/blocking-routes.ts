// spec surrounding-areas §7: GET and POST /events/{id}/dates/{date_id}/blockings, DELETE
// …/blockings/{seat_id} — the seat holds of seat-blockings.ts. Taking one is rate-limited like
// the ticket holds.
import { ENDPOINTS } from "@shop/core/contract";
import type { FastifyInstance } from "fastify";
import { endpoint } from "../../http/endpoint";
import { idempotent } from "../../http/idempotency";
import type { ZodTypeProvider } from "../../http/validation";
import { currentCustomerId } from "../auth/service";
import { clientOf, ensureVisitor, limitHoldRequests, type ReservationRouteDeps } from "./routes";
import { blockSeat, listBlockings, releaseBlocking } from "./seat-blockings";

export function blockingRoutes(deps: ReservationRouteDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const limited = limitHoldRequests(deps);
    // DESIGN §5: taking places is a call a user may repeat (a retried request after a timeout
    // would hold a general-admission date's places twice).
    const { preHandler, onSend } = idempotent({ ...deps, asynchronousCommit: true });

    app.route({
      ...endpoint(ENDPOINTS.listBlockings),
      handler: async (request) => {
        const signedIn = (await currentCustomerId(deps, request)) !== undefined;
        const data = await listBlockings(
          deps,
          { eventId: request.params.id, dateId: request.params.date_id },
          clientOf(request, deps.visitors),
          signedIn,
        );
        return { data, meta: { total_count: data.length } };
      },
    });

    app.route({
      ...endpoint(ENDPOINTS.createBlocking),
      // A replay answers its stored answer before the limit counts.
      preHandler: [preHandler, limited, ensureVisitor(deps)],
      onSend,
      handler: async (request, reply) => {
        const signedIn = (await currentCustomerId(deps, request)) !== undefined;
        const { blocking, created } = await blockSeat(
          deps,
          {
            eventId: request.params.id,
            dateId: request.params.date_id,
            seatId: request.body.seat_id,
            quantity: request.body.quantity,
          },
          clientOf(request, deps.visitors),
          signedIn,
        );
        return reply.status(created ? 201 : 200).send(blocking);
      },
    });

    app.route({
      ...endpoint(ENDPOINTS.releaseBlocking),
      handler: async (request, reply) => {
        const signedIn = (await currentCustomerId(deps, request)) !== undefined;
        await releaseBlocking(
          deps,
          {
            eventId: request.params.id,
            dateId: request.params.date_id,
            seatId: request.params.seat_id,
            token: request.query.token,
          },
          clientOf(request, deps.visitors),
          signedIn,
        );
        return reply.status(204).send(null);
      },
    });
  };
}
