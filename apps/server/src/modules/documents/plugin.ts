// spec selling-core §7: ticket, event, tour and coupon PDFs, and (the issue 33) calendar files
// and wallet passes, with the order token; the order and its item come from the orders module.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { documentRoutes, ticketCodeKeyRoutes } from "./routes";
import { walletRoutes } from "./wallet-routes";

async function documents(app: FastifyInstance) {
  const routes = documentRoutes({
    findOrderDocument: app.orders.findOrderDocument,
    findOrderDocuments: app.orders.findOrderDocuments,
    findOrderInvoice: app.orders.findOrderInvoice,
    ticketSigningKeys: app.ticketSigningKeys,
    publicOrigin: app.publicOrigin,
    clock: app.clock,
  });
  await app.register(routes, { prefix: "/api/v1" });
  await app.register(ticketCodeKeyRoutes({ ticketSigningKeys: app.ticketSigningKeys }), {
    prefix: "/api/v1",
  });
  const wallets = walletRoutes({
    findOrderDocument: app.orders.findOrderDocument,
    ticketSigningKeys: app.ticketSigningKeys,
    publicOrigin: app.publicOrigin,
    clock: app.clock,
    appleWallet: app.config.appleWallet,
    googleWallet: app.config.googleWallet,
  });
  await app.register(wallets, { prefix: "/api/v1" });
}

export default fp(documents, { name: "documents", dependencies: ["infrastructure", "orders"] });
