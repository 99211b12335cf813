// The reference module's routes (reads of the catalogue).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { referenceRoutes } from "./routes";

async function reference(app: FastifyInstance) {
  await app.register(referenceRoutes({ db: app.db }), { prefix: "/api/v1" });
}

export default fp(reference, { name: "reference", dependencies: ["infrastructure"] });
