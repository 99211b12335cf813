// The cart (spec selling-core §2 cart and checkout): POST /cart prices every line.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { cartRoutes } from "./routes";

async function cart(app: FastifyInstance) {
  const { db, clock, couponAttempts } = app;
  await app.register(cartRoutes({ db, clock, couponAttempts }), { prefix: "/api/v1" });
}

export default fp(cart, { name: "cart", dependencies: ["infrastructure", "coupons"] });
