// Holds (DESIGN §4): the ticket holds (POST /tickets/reservations …), the seat and place
// holds of event dates (…/blockings), the tours' (POST /tours/{id}/reservations) and the
// articles' (POST /merchandises/{id}/reservations), rate-limited per visitor and address,
// taken through the capacity ledger.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createLifetimeCache } from "../../http/lifetime-cache";
import { ADDRESS_CEILING } from "../../http/limits";
import {
  type BlockingRouteDeps,
  blockingRoutes,
  merchandiseHoldRoutes,
  reservationRoutes,
  tourHoldRoutes,
} from "./routes";

const TICKET_CACHE_ENTRIES = 2000;

async function reservations(app: FastifyInstance) {
  const { db, clock, config, limitStore } = app;
  const { limits } = config;
  const deps: BlockingRouteDeps = {
    db,
    clock,
    readCache: app.readCache,
    holdMinutes: config.holdMinutes,
    holdLifetimeMinutes: config.holdLifetimeMinutes,
    holdPlacesPerClient: config.holdPlacesPerClient,
    holdPlacesPerAddress: config.holdPlacesPerAddress,
    holdRegistrationsPerAddress: config.holdRegistrationsPerAddress,
    limiter: limitStore.limiter("holds", { points: limits.holdsPerMinute, seconds: 60 }),
    addressLimiter: limitStore.limiter("holds of an address", {
      points: limits.holdsPerMinute * ADDRESS_CEILING,
      seconds: 60,
    }),
    visitors: app.visitors,
    // `lifetimeMs` 0: no cache. A venue has hundreds of tickets, not thousands; past
    // TICKET_CACHE_ENTRIES the cache starts afresh.
    ticketCache: createLifetimeCache({
      lifetimeMs: config.readCacheMs,
      clock,
      maxEntries: TICKET_CACHE_ENTRIES,
    }),
    takeGate: app.takeGate,
    ledger: app.ledger,
    shopSettings: app.shopSettings,
  };
  await app.register(reservationRoutes(deps), { prefix: "/api/v1" });
  await app.register(blockingRoutes(deps), { prefix: "/api/v1" });
  await app.register(tourHoldRoutes(deps), { prefix: "/api/v1" });
  await app.register(merchandiseHoldRoutes(deps), { prefix: "/api/v1" });
}

export default fp(reservations, {
  name: "reservations",
  dependencies: ["infrastructure", "capacity", "settings", "auth"],
});
