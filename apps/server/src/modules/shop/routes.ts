// spec surrounding-areas §7: GET /shop and GET /locales.
import { ENDPOINTS, type WalletPasses } from "@shop/core/contract";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database";
import { endpoint } from "../../http/endpoint";
import { guardLocale } from "../../http/locale-guard";
import type { ZodTypeProvider } from "../../http/validation";
import { getShop, listLocales } from "./service";

export function shopRoutes(deps: { db: Database; walletPasses: WalletPasses }) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    guardLocale(app);

    app.route({
      ...endpoint(ENDPOINTS.getShop),
      handler: async (request) => getShop(deps.db, request.query.locale, deps.walletPasses),
    });

    app.route({
      ...endpoint(ENDPOINTS.listLocales),
      handler: async () => listLocales(deps.db),
    });
  };
}
