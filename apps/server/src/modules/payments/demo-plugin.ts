// DESIGN §6: the demo provider's hosted pages and signed webhook; its events go to orders.
// DESIGN §9: it takes no real money, so in production it is there only with PAYMENT_DEMO=on.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { registerDemoPayments } from "./demo/index";

async function paymentDemo(app: FastifyInstance) {
  const { config, clock, payments, orders } = app;
  if (!config.paymentDemo) return;
  await registerDemoPayments(app, {
    config,
    clock,
    registry: payments,
    onPaymentEvent: orders.recordPaymentEvent,
    checkPayable: orders.payability,
  });
}

export default fp(paymentDemo, {
  name: "payment-demo",
  dependencies: ["infrastructure", "payments", "orders"],
});
