// The shop settings as a plugin: the settings on the instance as `shopSettings`, kept for the
// hot paths (service.ts, CachedSettings); the other readers read them per request (readSettings).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type CachedSettings, cachedSettings } from "./service";

export type { CachedSettings };

declare module "fastify" {
  interface FastifyInstance {
    /** The shop settings, at most READ_CACHE_MS old (settings/service.ts). */
    shopSettings: CachedSettings;
  }
}

async function settings(app: FastifyInstance) {
  const { db, clock, config } = app;
  app.decorate("shopSettings", cachedSettings(db, { lifetimeMs: config.readCacheMs, clock }));
}

export default fp(settings, { name: "settings", dependencies: ["infrastructure"] });
