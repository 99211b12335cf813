// What every module plugin reads from the instance: the database, the clock, the
// configuration, the read cache, the take gate, the rate-limit store, the ticket-code secret
// and the shop's public origin. Registered first by app.ts; modules name it in `dependencies`.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Clock } from "../clock";
import type { Config } from "../config";
import type { Database } from "../db/database";
import { createLimitStore, type LimitStore } from "../http/limits";
import { createReadCache, type ReadCache } from "../http/read-cache";
import { createTakeGate, type TakeGate } from "../http/take-gate";
import {
  resolveTicketCodeSecret,
  resolveTicketSigningKeys,
  type TicketSigningKeys,
} from "../modules/documents/service";

export interface InfrastructureOptions {
  db: Database;
  config: Config;
  clock: Clock;
  /** Where rate limits count (src/http/limits.ts); by default config.redisUrl's or this process. */
  limitStore?: LimitStore;
}

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
    clock: Clock;
    config: Config;
    /** src/http/read-cache.ts: answers of the heavy reads, dropped by the hold writes. */
    readCache: ReadCache;
    /** src/http/take-gate.ts: new holds are ordered against the counts of hot cells. */
    takeGate: TakeGate;
    /** DESIGN §7: holds, guests and coupon codes are rate-limited per client address. */
    limitStore: LimitStore;
    /** DESIGN §6: signs the codes of PDF tickets; the visitor cookies' key is derived from it. */
    ticketCodeSecret: string;
    /** The issue 33: signs each person's admission code (Ed25519); scanners hold the public key. */
    ticketSigningKeys: TicketSigningKeys;
    /** DESIGN §9: where visitors reach the shop, for the links of mails and payments. */
    publicOrigin(): string;
  }
}

/**
 * DESIGN §9: where visitors reach the shop, for payment return URLs: PUBLIC_URL, else the
 * address the server listens on (before it listens, as in tests: HOST and PORT). Never a
 * request's Host header, which whoever sends the request chooses.
 */
function publicOrigin(app: FastifyInstance, config: Config): string {
  if (config.publicUrl) return config.publicUrl;
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const host = config.host.includes(":") ? `[${config.host}]` : config.host;
  return `http://${host}:${port}`;
}

async function infrastructure(app: FastifyInstance, options: InfrastructureOptions) {
  const { db, config, clock } = options;
  app.decorate("db", db);
  app.decorate("clock", clock);
  app.decorate("config", config);
  app.decorate("readCache", createReadCache({ lifetimeMs: config.readCacheMs, clock }));
  app.decorate("takeGate", createTakeGate());
  const limitStore = options.limitStore ?? createLimitStore(config.redisUrl, config.redisPrefix);
  if (!options.limitStore) app.addHook("onClose", () => limitStore.close());
  if (!(await limitStore.ready())) {
    app.log.warn("Redis (REDIS_URL) does not answer: rate limits count in this process meanwhile");
  }
  app.decorate("limitStore", limitStore);
  app.decorate("ticketCodeSecret", await resolveTicketCodeSecret(config));
  app.decorate("ticketSigningKeys", await resolveTicketSigningKeys(config));
  app.decorate("publicOrigin", () => publicOrigin(app, config));
}

export default fp(infrastructure, { name: "infrastructure" });
