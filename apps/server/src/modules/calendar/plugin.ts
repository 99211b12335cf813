// The calendar of days with places (spec selling-core §2), read through the tickets'
// availability reads.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { calendarRoutes } from "./routes";

async function calendar(app: FastifyInstance) {
  const { db, clock, readCache, availability } = app;
  await app.register(calendarRoutes({ db, clock, readCache, availability }), {
    prefix: "/api/v1",
  });
}

export default fp(calendar, { name: "calendar", dependencies: ["infrastructure", "tickets"] });
