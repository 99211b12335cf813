// spec surrounding-areas §7: GET /shop and GET /locales.
import { ErrorBody, LocaleList, LocaleQuery, ShopAnswer } from "@shop/core/contract";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database";
import { guardLocale } from "../../http/locale-guard";
import type { ZodTypeProvider } from "../../http/validation";
import { getShop, listLocales } from "./service";

export function shopRoutes(deps: { db: Database }) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    guardLocale(app);

    app.get(
      "/shop",
      {
        schema: {
          summary: "Shop settings, texts and payment modes",
          description:
            "Loaded first at start-up. A locale the shop does not offer answers 422 `invalid_locale`; the shop then falls back to de.",
          tags: ["shop"],
          querystring: LocaleQuery,
          response: { 200: ShopAnswer, 422: ErrorBody },
        },
      },
      async (request) => getShop(deps.db, request.query.locale),
    );

    app.get(
      "/locales",
      {
        schema: {
          summary: "Languages of the shop",
          tags: ["shop"],
          querystring: LocaleQuery,
          response: { 200: LocaleList, 422: ErrorBody },
        },
      },
      async () => listLocales(deps.db),
    );
  };
}
