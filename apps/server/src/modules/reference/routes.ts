// spec surrounding-areas §7: GET /countries and GET /customer_salutations (page size 1000).
import {
  CountryList,
  ErrorBody,
  LocaleQuery,
  PaginationQuery,
  SalutationList,
} from "@shop/core/contract";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import type { Database } from "../../db/database";
import { guardLocale } from "../../http/locale-guard";
import type { ZodTypeProvider } from "../../http/validation";
import { listCountries, listSalutations } from "./service";

// The contract has no query of its own for these lists: the locale and the paging.
export const ReferenceListQuery = LocaleQuery.extend({ ...PaginationQuery.shape }).meta({
  id: "ReferenceListQuery",
  description: "Language and paging of a reference list",
  example: { locale: "en", per_page: "1000", page: "1" },
});
type ReferenceListQuery = z.infer<typeof ReferenceListQuery>;

const pageOf = (query: ReferenceListQuery) => ({ perPage: query.per_page, page: query.page });

export function referenceRoutes(deps: { db: Database }) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    guardLocale(app);

    app.get(
      "/countries",
      {
        schema: {
          summary: "Countries for address forms",
          tags: ["reference"],
          querystring: ReferenceListQuery,
          response: { 200: CountryList, 422: ErrorBody },
        },
      },
      async (request) => listCountries(deps.db, request.query.locale, pageOf(request.query)),
    );

    app.get(
      "/customer_salutations",
      {
        schema: {
          summary: "Salutations for customer forms",
          tags: ["reference"],
          querystring: ReferenceListQuery,
          response: { 200: SalutationList, 422: ErrorBody },
        },
      },
      async (request) => listSalutations(deps.db, request.query.locale, pageOf(request.query)),
    );
  };
}
