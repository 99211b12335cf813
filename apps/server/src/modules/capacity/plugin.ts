// The capacity ledger as a plugin (DESIGN §4): the only code that touches pools, on the
// instance as `ledger` for the modules that take, release and sell places.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type CapacityLedger, createLedger } from "./ledger";

export type { CapacityLedger };

declare module "fastify" {
  interface FastifyInstance {
    ledger: CapacityLedger;
  }
}

export interface CapacityOptions {
  /** By default the guarded ledger; only tests pass another (test/helpers/unguarded-ledger.ts). */
  ledger?: CapacityLedger;
}

async function capacity(app: FastifyInstance, options: CapacityOptions) {
  app.decorate("ledger", options.ledger ?? createLedger());
}

export default fp(capacity, { name: "capacity" });
