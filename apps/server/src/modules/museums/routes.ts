// spec surrounding-areas §7: GET /museums, /museums/{id}, /museums/{id}/opening_hours.
import {
  CatalogueQuery,
  ErrorBody,
  IdPath,
  LocaleQuery,
  Museum,
  MuseumList,
  OpeningHours,
} from "@shop/core/contract";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database";
import { guardLocale } from "../../http/locale-guard";
import type { ZodTypeProvider } from "../../http/validation";
import { getMuseum, getOpeningHours, listMuseums } from "./service";

export function museumRoutes(deps: { db: Database }) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    guardLocale(app);

    app.get(
      "/museums",
      {
        schema: {
          summary: "Museums, optionally matching a search text",
          tags: ["museums"],
          querystring: CatalogueQuery,
          response: { 200: MuseumList, 422: ErrorBody },
        },
      },
      async (request) => {
        const { locale, per_page, page, q } = request.query;
        return listMuseums(deps.db, { locale, perPage: per_page, page, q });
      },
    );

    app.get(
      "/museums/:id",
      {
        schema: {
          summary: "One museum",
          tags: ["museums"],
          params: IdPath,
          querystring: LocaleQuery,
          response: { 200: Museum, 404: ErrorBody, 422: ErrorBody },
        },
      },
      async (request) => getMuseum(deps.db, request.params.id, request.query.locale),
    );

    app.get(
      "/museums/:id/opening_hours",
      {
        schema: {
          summary: "Opening hours of a museum",
          description: "Intervals per weekday (none: closed) and dated exceptions.",
          tags: ["museums"],
          params: IdPath,
          querystring: LocaleQuery,
          response: { 200: OpeningHours, 404: ErrorBody, 422: ErrorBody },
        },
      },
      async (request) => getOpeningHours(deps.db, request.params.id, request.query.locale),
    );
  };
}
