// The issue "venue's pages", Deliver 3: GET /pages, /pages/{id}.
import { ENDPOINTS } from "@shop/core/contract";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database";
import { endpoint } from "../../http/endpoint";
import { guardLocale } from "../../http/locale-guard";
import type { ZodTypeProvider } from "../../http/validation";
import { getPage, listPages } from "./service";

export function pageRoutes(deps: { db: Database }) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    guardLocale(app);

    app.route({
      ...endpoint(ENDPOINTS.listPages),
      handler: async (request) => listPages(deps.db, request.query.locale),
    });

    app.route({
      ...endpoint(ENDPOINTS.getPage),
      handler: async (request) => getPage(deps.db, request.params.id, request.query.locale),
    });
  };
}
