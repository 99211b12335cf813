// DESIGN §9: what a load balancer in front of several instances asks. Live: the process
// answers (a load balancer restarts one that does not). Ready: the database answers too; while
// it opens or is away the query answers 503 unavailable (db/database-gate.ts), and Fastify
// answers 503 to requests that arrive while the instance shuts down, so the balancer sends
// visitors elsewhere meanwhile.
import { ENDPOINTS } from "@shop/core/contract";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { endpoint } from "../http/endpoint";
import type { ZodTypeProvider } from "../http/validation";

const OK = { status: "ok" } as const;

async function health(fastify: FastifyInstance) {
  await fastify.register(
    async (scope) => {
      const app = scope.withTypeProvider<ZodTypeProvider>();
      app.route({ ...endpoint(ENDPOINTS.getLiveness), handler: async () => OK });
      app.route({
        ...endpoint(ENDPOINTS.getReadiness),
        handler: async () => {
          await fastify.db.query("select 1");
          return OK;
        },
      });
    },
    { prefix: "/api/v1" },
  );
}

export default fp(health, { name: "health", dependencies: ["infrastructure"] });
