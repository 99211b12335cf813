// POST /cart (spec selling-core §7): the shop sends its lines and gets them priced.
import { ENDPOINTS } from "@shop/core/contract";
import type { FastifyInstance } from "fastify";
import { endpoint } from "../../http/endpoint";
import type { ZodTypeProvider } from "../../http/validation";
import { type AuthDeps, currentCustomerId } from "../auth/service";
import { type CouponAttempts, refundUnlessRefused } from "../coupons/service";
import { findBuyerAudiences } from "../customers/service";
import { priceCart } from "./service";

export interface CartRouteDeps extends AuthDeps {
  /** DESIGN §7: the cart would answer coupon guesses too, so it shares the lookups' budget. */
  couponAttempts: CouponAttempts;
}

export function cartRoutes(deps: CartRouteDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.route({
      ...endpoint(ENDPOINTS.priceCart),
      // Before any code is read: a 200 or 422 would tell a guesser whether the code exists.
      // The attempt is taken now and given back unless a code is refused.
      preHandler: async (request, reply) => {
        if (request.body.coupons.length > 0) await deps.couponAttempts.take(request, reply);
      },
      handler: async (request) => {
        // spec surrounding-areas §6: the session's customer and billing address give the
        // audiences whose tickets the cart may hold (no session: the tickets for everyone).
        const audiences = await findBuyerAudiences(
          deps.db,
          await currentCustomerId(deps, request),
          request.body.billing_address_id,
        );
        const price = () => priceCart(deps, request.body, request.query.locale, audiences);
        if (request.body.coupons.length === 0) return (await price()).answer;
        return (await refundUnlessRefused(deps.couponAttempts, request, price)).answer;
      },
    });
  };
}
