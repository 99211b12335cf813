// spec selling-core §7: ticket, event, tour and coupon PDFs, with the order token; the order
// and its item come from the orders module.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { documentRoutes } from "./routes";

async function documents(app: FastifyInstance) {
  const routes = documentRoutes({
    findOrderDocument: app.orders.findOrderDocument,
    ticketCodeSecret: app.ticketCodeSecret,
  });
  await app.register(routes, { prefix: "/api/v1" });
}

export default fp(documents, { name: "documents", dependencies: ["infrastructure", "orders"] });
