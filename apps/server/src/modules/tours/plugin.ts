// Guided tours and their start times (spec surrounding-areas §7).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { tourRoutes } from "./routes";

async function tours(app: FastifyInstance) {
  const { db, clock, ledger } = app;
  await app.register(tourRoutes({ db, clock, ledger }), { prefix: "/api/v1" });
}

export default fp(tours, { name: "tours", dependencies: ["infrastructure", "capacity"] });
