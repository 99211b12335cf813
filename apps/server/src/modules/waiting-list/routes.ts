// The issue 34, Deliver 3: the waiting list's routes. A sign-up is rate-limited per address
// (each sets places aside); the offer's calls are proven by the link's token.
import { ENDPOINTS } from "@shop/core/contract";
import type { FastifyInstance } from "fastify";
import { endpoint } from "../../http/endpoint";
import { type Limiter, refuseWhenLimited } from "../../http/limits";
import type { ZodTypeProvider } from "../../http/validation";
import type { VisitorIdentities } from "../auth/service";
import { clientOf } from "../reservations/service";
import { claimOffer, declineOffer, readOffer, signUp, type WaitingListDeps } from "./service";

export interface WaitingListRouteDeps extends WaitingListDeps {
  signUps: Limiter;
  visitors: VisitorIdentities;
}

export function waitingListRoutes(deps: WaitingListRouteDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.route({
      ...endpoint(ENDPOINTS.joinWaitingList),
      preHandler: async (request, reply) => {
        await refuseWhenLimited(deps.signUps, request, reply, "waiting list sign-ups");
      },
      handler: async (request, reply) =>
        reply.status(201).send(await signUp(deps, request.body, request.query.locale)),
    });
    app.route({
      ...endpoint(ENDPOINTS.getWaitingListOffer),
      handler: async (request) => readOffer(deps, request.params.token, request.query.locale),
    });
    app.route({
      ...endpoint(ENDPOINTS.claimWaitingListOffer),
      handler: async (request) =>
        claimOffer(deps, request.params.token, clientOf(request, deps.visitors)),
    });
    app.route({
      ...endpoint(ENDPOINTS.declineWaitingListOffer),
      handler: async (request, reply) => {
        await declineOffer(deps, request.params.token);
        return reply.status(204).send(null);
      },
    });
  };
}
