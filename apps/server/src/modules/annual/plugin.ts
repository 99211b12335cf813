// Annual tickets personalised by link (spec selling-core §2, §7); the venue's staff API (card
// printing) only when STAFF_API_KEY is set.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { annualRoutes, staffRoutes } from "./routes";

async function annual(app: FastifyInstance) {
  const { db, clock, config } = app;
  const deps = { db, clock, publicOrigin: app.publicOrigin };
  await app.register(annualRoutes(deps), { prefix: "/api/v1" });
  if (config.staffApiKey) {
    await app.register(staffRoutes(deps, config.staffApiKey), { prefix: "/api/v1" });
  }
}

export default fp(annual, { name: "annual", dependencies: ["infrastructure"] });
