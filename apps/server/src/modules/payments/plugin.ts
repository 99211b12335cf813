// Payment providers (DESIGN §6): the registry orders find a provider in by payment mode, on
// the instance as `payments`; providers besides the built-in ones come as options (tests,
// venue integrations).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { frameableSites } from "../../http/custom-assets";
import { registerDemoPayments } from "./demo/index";
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

// DESIGN §6: the demo provider's hosted pages and signed webhook; its events go to orders.
// DESIGN §9: it takes no real money, so in production it is there only with PAYMENT_DEMO=on.
async function paymentDemoPlugin(app: FastifyInstance) {
  const { config, clock, payments, orders } = app;
  if (!config.paymentDemo) return;
  await registerDemoPayments(app, {
    config,
    clock,
    registry: payments,
    onPaymentEvent: orders.recordPaymentEvent,
    checkPayable: orders.payability,
    // The issue 34, Deliver 4: a card page opens in the widget's overlay, framed by the venue.
    widgetSites: async () => frameableSites((await app.shopSettings.read()).widget.allowedSites),
  });
}

export const paymentDemo = fp(paymentDemoPlugin, {
  name: "payment-demo",
  dependencies: ["infrastructure", "settings", "payments", "orders"],
});
