// Tickets and their places: the availability reads (cell by cell, on the instance as
// `availability` for the calendar) and the ticket routes.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { ticketRoutes } from "./routes";
import { type AvailabilityReads, createAvailabilityReads } from "./service";

declare module "fastify" {
  interface FastifyInstance {
    availability: AvailabilityReads;
  }
}

async function tickets(app: FastifyInstance) {
  const { db, clock, config, readCache, takeGate } = app;
  // availability-reads.ts: the calendar's and the list's places, cell by cell; new holds are
  // ordered against the counts of hot cells (src/http/take-gate.ts).
  const availability = createAvailabilityReads({
    db,
    clock,
    lifetimeMs: config.readCacheMs,
    gate: takeGate,
  });
  readCache.onInvalidate((changed, taken) => availability.invalidate(changed, taken));
  app.decorate("availability", availability);
  await app.register(ticketRoutes({ db, clock, readCache, availability }), { prefix: "/api/v1" });
}

export default fp(tickets, { name: "tickets", dependencies: ["infrastructure"] });
