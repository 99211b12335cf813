// Coupons (spec selling-core §2, surrounding-areas §3): lookups and the list. DESIGN §7:
// coupon lookups and the codes the cart and orders refuse share one budget per client, on
// the instance as `couponAttempts`.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type CouponAttempts, createCouponAttempts } from "./rate-limit";
import { couponListRoutes, couponRoutes } from "./routes";

declare module "fastify" {
  interface FastifyInstance {
    couponAttempts: CouponAttempts;
  }
}

async function coupons(app: FastifyInstance) {
  const { db, clock, config, limitStore } = app;
  const attempts = createCouponAttempts(
    limitStore.limiter("coupons", { points: config.limits.couponAttemptsPerMinute, seconds: 60 }),
  );
  app.decorate("couponAttempts", attempts);
  await app.register(couponRoutes({ db, clock, attempts }), { prefix: "/api/v1" });
  await app.register(couponListRoutes({ db, clock, attempts }), { prefix: "/api/v1" });
}

export default fp(coupons, { name: "coupons", dependencies: ["infrastructure"] });
