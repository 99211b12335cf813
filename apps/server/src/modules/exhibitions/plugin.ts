// The exhibitions module's routes (reads of the catalogue).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { exhibitionRoutes } from "./routes";

async function exhibitions(app: FastifyInstance) {
  await app.register(exhibitionRoutes({ db: app.db }), { prefix: "/api/v1" });
}

export default fp(exhibitions, { name: "exhibitions", dependencies: ["infrastructure"] });
