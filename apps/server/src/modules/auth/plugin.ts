// Sessions, guests and visitors (DESIGN §4, §7): the visitor cookies on the instance as
// `visitors` (every visitor owns their holds), and the session and guest routes.
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ADDRESS_CEILING } from "../../http/limits";
import { authRoutes } from "./routes";
import {
  createVisitorIdentities,
  currentCustomerId,
  requireCustomerId,
  type VisitorIdentities,
} from "./service";

/** The customer of a request's live session, for modules that take it from the instance. */
export interface Sessions {
  currentCustomerId(request: FastifyRequest): Promise<number | undefined>;
  /** 401 without a live session. */
  requireCustomerId(request: FastifyRequest): Promise<number>;
}

declare module "fastify" {
  interface FastifyInstance {
    visitors: VisitorIdentities;
    sessions: Sessions;
  }
}

async function auth(app: FastifyInstance) {
  const { db, clock, config, limitStore } = app;
  const { limits } = config;
  const secureCookies = config.nodeEnv === "production";
  // New visitors are counted per address; their cookies' key derives from the ticket secret.
  const visitors = createVisitorIdentities({
    secret: app.ticketCodeSecret,
    secureCookies,
    limiter: limitStore.limiter("visitors", { points: limits.visitorsPerHour, seconds: 3600 }),
    clock,
  });
  app.decorate("visitors", visitors);
  app.decorate("sessions", {
    currentCustomerId: (request: FastifyRequest) => currentCustomerId({ db, clock }, request),
    requireCustomerId: (request: FastifyRequest) => requireCustomerId({ db, clock }, request),
  } satisfies Sessions);
  const routes = authRoutes({
    db,
    clock,
    secureCookies,
    limiter: limitStore.limiter("guests", { points: limits.guestsPerHour, seconds: 3600 }),
    addressLimiter: limitStore.limiter("guests of an address", {
      points: limits.guestsPerHour * ADDRESS_CEILING,
      seconds: 3600,
    }),
    visitors,
  });
  await app.register(routes, { prefix: "/api/v1" });
}

export default fp(auth, { name: "auth", dependencies: ["infrastructure"] });
