// Events, their dates and seat plans (spec surrounding-areas §7).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { eventRoutes } from "./routes";

async function events(app: FastifyInstance) {
  const { db, clock, ledger } = app;
  await app.register(eventRoutes({ db, clock, ledger }), { prefix: "/api/v1" });
}

export default fp(events, { name: "events", dependencies: ["infrastructure", "capacity"] });
