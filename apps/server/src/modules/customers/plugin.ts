// Customers' profiles and addresses; the venue's staff API only when STAFF_API_KEY is set.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { customerRoutes, staffCustomerRoutes } from "./routes";

async function customers(app: FastifyInstance) {
  const { db, config, sessions } = app;
  await app.register(customerRoutes({ db, requireCustomerId: sessions.requireCustomerId }), {
    prefix: "/api/v1",
  });
  if (config.staffApiKey) {
    await app.register(staffCustomerRoutes({ db }, config.staffApiKey), { prefix: "/api/v1" });
  }
}

export default fp(customers, { name: "customers", dependencies: ["infrastructure", "auth"] });
