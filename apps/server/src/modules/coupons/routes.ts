// GET /coupon_sales/barcode/{code} (spec selling-core §7; surrounding-areas §7): the coupon
// form checks a code before it goes into the cart. Lookups spend the client's coupon attempts
// (rate-limit.ts), after the path is valid, so only real guesses count.
import { CouponCodePath, CouponSale, ErrorBody, LocaleQuery } from "@shop/core/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "../../http/validation";
import type { CouponAttempts } from "./rate-limit";
import { type CouponDeps, lookUpCouponSale } from "./service";

export interface CouponRouteDeps extends CouponDeps {
  attempts: CouponAttempts;
}

export function couponRoutes(deps: CouponRouteDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      "/coupon_sales/barcode/:code",
      {
        schema: {
          summary: "Look up a coupon code",
          description:
            "Answers the sold coupon with `debit_cents` 0 (the cart decides what an order takes off it). An unknown, used-up, expired or invalidated code answers 422 coupon_not_valid on `code`. Each lookup spends one of the client's coupon attempts, shared with codes POST /cart refuses: at most 10 a minute per client address, then 429 rate_limit with Retry-After.",
          tags: ["coupons"],
          params: CouponCodePath,
          querystring: LocaleQuery,
          response: { 200: CouponSale, 422: ErrorBody, 429: ErrorBody },
        },
        preHandler: async (request, reply) => deps.attempts.spend(request, reply),
      },
      async (request) => lookUpCouponSale(deps, request.params.code),
    );
  };
}
