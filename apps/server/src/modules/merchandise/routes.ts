// spec surrounding-areas §7: the merchandise calls — the articles on sale and one article.
import { ENDPOINTS } from "@shop/core/contract";
import type { FastifyInstance } from "fastify";
import { endpoint } from "../../http/endpoint";
import { guardLocale } from "../../http/locale-guard";
import type { ZodTypeProvider } from "../../http/validation";
import { getMerchandise, listMerchandises, type MerchandiseDeps } from "./service";

export function merchandiseRoutes(deps: MerchandiseDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    guardLocale(app);

    app.route({
      ...endpoint(ENDPOINTS.listMerchandises),
      handler: async (request) => {
        const { query } = request;
        return listMerchandises(deps, {
          locale: query.locale,
          perPage: query.per_page,
          page: query.page,
          q: query.q,
          featured: query.by_featured,
        });
      },
    });

    app.route({
      ...endpoint(ENDPOINTS.getMerchandise),
      handler: async (request) => getMerchandise(deps, request.params.id, request.query.locale),
    });
  };
}
