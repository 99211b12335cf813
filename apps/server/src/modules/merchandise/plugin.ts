// The museum shop's goods (issue 31; spec surrounding-areas §2 "Merchandise", §7). Their holds
// are the reservations module's (POST /merchandises/{id}/reservations).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { merchandiseRoutes } from "./routes";

async function merchandise(app: FastifyInstance) {
  const { db, clock, ledger } = app;
  await app.register(merchandiseRoutes({ db, clock, ledger }), { prefix: "/api/v1" });
}

export default fp(merchandise, {
  name: "merchandise",
  dependencies: ["infrastructure", "capacity"],
});
