// Newsletter groups and subscriptions (surrounding-areas §2).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { newsletterRoutes } from "./routes";

async function newsletters(app: FastifyInstance) {
  await app.register(newsletterRoutes({ db: app.db, clock: app.clock }), { prefix: "/api/v1" });
}

export default fp(newsletters, { name: "newsletters", dependencies: ["infrastructure"] });
