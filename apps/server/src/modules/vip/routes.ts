// POST /customer/token/{token} (spec surrounding-areas §7 "VIP code"): the code in the path,
// who redeems it in the body (the session decides; id and email are the spec's and must name
// the session's customer when given). Limited per client address and per session's customer
// (DESIGN §7), as codes could otherwise be guessed: one session tried 40 codes from 40
// addresses without a 429 (the security review's item 4).
import { ENDPOINTS } from "@shop/core/contract";
import type { FastifyInstance } from "fastify";
import { endpoint } from "../../http/endpoint";
import { ApiError } from "../../http/errors";
import { type Limiter, refuseWhenLimited } from "../../http/limits";
import type { ZodTypeProvider } from "../../http/validation";
import { type AuthDeps, currentCustomerId, getSessionCustomer } from "../auth/service";
import { redeemVipCode } from "./service";

export function vipRoutes(deps: AuthDeps & { limiter: Limiter }) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.route({
      ...endpoint(ENDPOINTS.redeemVipCode),
      preHandler: async (request, reply) => {
        await refuseWhenLimited(deps.limiter, request, reply, "VIP codes");
        const customerId = await currentCustomerId(deps, request);
        if (customerId === undefined) return;
        await refuseWhenLimited(
          deps.limiter,
          request,
          reply,
          "VIP codes",
          `customer:${customerId}`,
        );
      },
      handler: async (request) => {
        const customer = await getSessionCustomer(deps, request);
        const { id, email } = request.body;
        if (
          (id !== undefined && id !== customer.id) ||
          (email !== undefined && email.toLowerCase() !== customer.email.toLowerCase())
        ) {
          throw new ApiError("forbidden", "A code is redeemed for the signed-in customer only");
        }
        return { data: await redeemVipCode(deps, request, request.params.token) };
      },
    });
  };
}
