// Payment providers (DESIGN §6): the registry orders find a provider in by payment mode, on
// the instance as `payments`; providers besides the built-in ones come as options (tests,
// venue integrations).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { PaymentProvider } from "./provider";
import { createPaymentRegistry, type PaymentRegistry } from "./registry";

export type { PaymentProvider };

declare module "fastify" {
  interface FastifyInstance {
    payments: PaymentRegistry;
  }
}

export interface PaymentsOptions {
  providers?: readonly PaymentProvider[];
}

async function payments(app: FastifyInstance, options: PaymentsOptions) {
  app.decorate("payments", createPaymentRegistry(options.providers));
}

export default fp(payments, { name: "payments" });
