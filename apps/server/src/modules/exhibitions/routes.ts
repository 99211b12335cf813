// spec surrounding-areas §7: GET /exhibitions and /exhibitions/{id}; §2: the exhibition list
// filters by museum.
import { ENDPOINTS } from "@shop/core/contract";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database";
import { endpoint } from "../../http/endpoint";
import { guardLocale } from "../../http/locale-guard";
import type { ZodTypeProvider } from "../../http/validation";
import { getExhibition, listExhibitions } from "./service";

export function exhibitionRoutes(deps: { db: Database }) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    guardLocale(app);

    app.route({
      ...endpoint(ENDPOINTS.listExhibitions),
      handler: async (request) => {
        const { locale, per_page, page, q } = request.query;
        const museumIds = request.query["by_museum_ids[]"];
        return listExhibitions(deps.db, { locale, perPage: per_page, page, q, museumIds });
      },
    });

    app.route({
      ...endpoint(ENDPOINTS.getExhibition),
      handler: async (request) => getExhibition(deps.db, request.params.id, request.query.locale),
    });
  };
}
