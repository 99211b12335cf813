// spec surrounding-areas §7: GET /exhibitions and /exhibitions/{id}; §2: the exhibition list
// filters by museum.
import {
  CatalogueQuery,
  ErrorBody,
  Exhibition,
  ExhibitionList,
  IdPath,
  LocaleQuery,
  QueryIds,
} from "@shop/core/contract";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database";
import { guardLocale } from "../../http/locale-guard";
import type { ZodTypeProvider } from "../../http/validation";
import { getExhibition, listExhibitions } from "./service";

// The contract's CatalogueQuery plus the museum filter, spelt like the ticket filters.
// TODO(@shop/core): move into the contract as ExhibitionsQuery.
export const ExhibitionsQuery = CatalogueQuery.extend({
  "by_museum_ids[]": QueryIds.optional(),
}).meta({
  id: "ExhibitionsQuery",
  description: "Paging, search text and museum filter of the exhibition list",
  example: { locale: "de", per_page: "1000", q: "light", "by_museum_ids[]": ["1"] },
});

export function exhibitionRoutes(deps: { db: Database }) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    guardLocale(app);

    app.get(
      "/exhibitions",
      {
        schema: {
          summary: "Exhibitions, optionally of some museums or matching a search text",
          tags: ["exhibitions"],
          querystring: ExhibitionsQuery,
          response: { 200: ExhibitionList, 422: ErrorBody },
        },
      },
      async (request) => {
        const { locale, per_page, page, q } = request.query;
        const museumIds = request.query["by_museum_ids[]"];
        return listExhibitions(deps.db, { locale, perPage: per_page, page, q, museumIds });
      },
    );

    app.get(
      "/exhibitions/:id",
      {
        schema: {
          summary: "One exhibition",
          tags: ["exhibitions"],
          params: IdPath,
          querystring: LocaleQuery,
          response: { 200: Exhibition, 404: ErrorBody, 422: ErrorBody },
        },
      },
      async (request) => getExhibition(deps.db, request.params.id, request.query.locale),
    );
  };
}
