// The museums module's routes (reads of the catalogue).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { museumRoutes } from "./routes";

async function museums(app: FastifyInstance) {
  await app.register(museumRoutes({ db: app.db }), { prefix: "/api/v1" });
}

export default fp(museums, { name: "museums", dependencies: ["infrastructure"] });
