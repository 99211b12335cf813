// GET /coupon_sales/barcode/{code} (spec selling-core §7; surrounding-areas §7): the coupon
// form checks a code before it goes into the cart. Lookups spend the client's coupon attempts
// (rate-limit.ts), after the path is valid, so only real guesses count.
import { ENDPOINTS } from "@shop/core/contract";
import type { FastifyInstance } from "fastify";
import { endpoint } from "../../http/endpoint";
import { guardLocale } from "../../http/locale-guard";
import type { ZodTypeProvider } from "../../http/validation";
import type { CouponAttempts } from "./rate-limit";
import { type CouponDeps, listCoupons, lookUpCouponSale } from "./service";

export interface CouponRouteDeps extends CouponDeps {
  attempts: CouponAttempts;
}

export function couponRoutes(deps: CouponRouteDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.route({
      ...endpoint(ENDPOINTS.lookUpCoupon),
      preHandler: async (request, reply) => deps.attempts.spend(request, reply),
      handler: async (request) => lookUpCouponSale(deps, request.params.code),
    });
  };
}

/** GET /coupons and /customer/coupon_values (the issue "venue's pages", Deliver 8). */
export function couponListRoutes(deps: CouponRouteDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    guardLocale(app);

    app.route({
      ...endpoint(ENDPOINTS.listCoupons),
      handler: async (request) => listCoupons(deps, request.query.locale),
    });

    app.route({
      ...endpoint(ENDPOINTS.getCouponValues),
      preHandler: async (request, reply) => deps.attempts.spend(request, reply),
      handler: async (request) => lookUpCouponSale(deps, request.query.code),
    });
  };
}
