// The pages module's routes (reads of the catalogue).
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { pageRoutes } from "./routes";

async function pages(app: FastifyInstance) {
  await app.register(pageRoutes({ db: app.db }), { prefix: "/api/v1" });
}

export default fp(pages, { name: "pages", dependencies: ["infrastructure"] });
