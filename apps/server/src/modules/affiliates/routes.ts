// surrounding-areas §7: POST /affiliates/referrals/{at}/{action}, a public write of the shop,
// limited per client address; and the venue's figures per affiliate in the staff API
// (DESIGN §7), registered by app.ts only with STAFF_API_KEY.
import { ENDPOINTS } from "@shop/core/contract";
import type { FastifyInstance } from "fastify";
import { endpoint } from "../../http/endpoint";
import { type Limiter, refuseWhenLimited } from "../../http/limits";
import { requireStaffKey } from "../../http/staff-key";
import type { ZodTypeProvider } from "../../http/validation";
import { type AffiliateDeps, listAffiliateStats, recordReferral } from "./service";

export function affiliateRoutes(deps: AffiliateDeps & { limiter: Limiter }) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.route({
      ...endpoint(ENDPOINTS.recordReferral),
      // After the schemas: a malformed call spends nothing (and stores nothing).
      preHandler: (request, reply) =>
        refuseWhenLimited(deps.limiter, request, reply, "affiliate referrals"),
      handler: async (request, reply) => {
        await recordReferral(deps, request.params, request.query);
        return reply.status(204).send(null);
      },
    });
  };
}

export function staffAffiliateRoutes(deps: AffiliateDeps, key: string) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    requireStaffKey(app, key);
    app.route({
      ...endpoint(ENDPOINTS.listAffiliateStats),
      handler: async (request) => listAffiliateStats(deps, request.query),
    });
  };
}
