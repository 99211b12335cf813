// Sessions, guests and visitors (DESIGN §4, §7): the visitor cookies on the instance as
// `visitors` (every visitor owns their holds), and the session and guest routes.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { ADDRESS_CEILING } from "../../http/limits";
import { authRoutes } from "./routes";
import { createVisitorIdentities, type VisitorIdentities } from "./service";

declare module "fastify" {
  interface FastifyInstance {
    visitors: VisitorIdentities;
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
