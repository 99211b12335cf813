// The shop module's routes (reads of the catalogue).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { shopRoutes } from "./routes";

async function shop(app: FastifyInstance) {
  await app.register(shopRoutes({ db: app.db }), { prefix: "/api/v1" });
}

export default fp(shop, { name: "shop", dependencies: ["infrastructure"] });
