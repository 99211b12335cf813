// spec surrounding-areas §7: GET /countries and GET /customer_salutations (page size 1000).
import { ENDPOINTS, type ReferenceListQuery } from "@shop/core/contract";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database";
import { endpoint } from "../../http/endpoint";
import { guardLocale } from "../../http/locale-guard";
import type { ZodTypeProvider } from "../../http/validation";
import { listCountries, listSalutations } from "./service";

const pageOf = (query: ReferenceListQuery) => ({ perPage: query.per_page, page: query.page });

export function referenceRoutes(deps: { db: Database }) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    guardLocale(app);

    app.route({
      ...endpoint(ENDPOINTS.listCountries),
      handler: async (request) =>
        listCountries(deps.db, request.query.locale, pageOf(request.query)),
    });

    app.route({
      ...endpoint(ENDPOINTS.listSalutations),
      handler: async (request) =>
        listSalutations(deps.db, request.query.locale, pageOf(request.query)),
    });
  };
}
