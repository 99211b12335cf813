// spec surrounding-areas §7: GET /museums, /museums/{id}, /museums/{id}/opening_hours.
import { ENDPOINTS } from "@shop/core/contract";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database";
import { endpoint } from "../../http/endpoint";
import { guardLocale } from "../../http/locale-guard";
import type { ZodTypeProvider } from "../../http/validation";
import { getMuseum, getOpeningHours, listMuseums } from "./service";

export function museumRoutes(deps: { db: Database }) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    guardLocale(app);

    app.route({
      ...endpoint(ENDPOINTS.listMuseums),
      handler: async (request) => {
        const { locale, per_page, page, q } = request.query;
        return listMuseums(deps.db, { locale, perPage: per_page, page, q });
      },
    });

    app.route({
      ...endpoint(ENDPOINTS.getMuseum),
      handler: async (request) => getMuseum(deps.db, request.params.id, request.query.locale),
    });

    app.route({
      ...endpoint(ENDPOINTS.getOpeningHours),
      handler: async (request) => getOpeningHours(deps.db, request.params.id, request.query.locale),
    });
  };
}
