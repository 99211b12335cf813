// POST /cart (spec selling-core §7): the shop sends its lines and gets them priced.
import { CartAnswer, CartRequest, ErrorBody, LocaleQuery } from "@shop/core/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "../../http/validation";
import { type CartDeps, priceCart } from "./service";

export function cartRoutes(deps: CartDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      "/cart",
      {
        schema: {
          summary: "Price the cart",
          description:
            "Prices every line with the rules of @shop/core (dynamic price by date or start time, discount, VAT per rate included or added), donations (100 cents each), shipping items per the shipping setting and value coupons. A line that cannot be bought as it stands keeps its price and carries `error` (sold_out, hold_expired). Events, tours and merchandise answer 422 on `items.N.type` until their catalogue exists.",
          tags: ["cart"],
          querystring: LocaleQuery,
          body: CartRequest,
          response: { 200: CartAnswer, 404: ErrorBody, 422: ErrorBody },
        },
      },
      async (request) => (await priceCart(deps, request.body, request.query.locale)).answer,
    );
  };
}
