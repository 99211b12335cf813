// spec selling-core §7: ticket, event, tour and coupon PDFs, and (the issue 33) calendar files,
// with the order token; the order
// and its item come from the orders module.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { documentRoutes } from "./routes";

async function documents(app: FastifyInstance) {
  const routes = documentRoutes({
    findOrderDocument: app.orders.findOrderDocument,
    findOrderDocuments: app.orders.findOrderDocuments,
    ticketCodeSecret: app.ticketCodeSecret,
    publicOrigin: app.publicOrigin,
    clock: app.clock,
  });
  await app.register(routes, { prefix: "/api/v1" });
}

export default fp(documents, { name: "documents", dependencies: ["infrastructure", "orders"] });
