// POST /cart (spec selling-core §7): the shop sends its lines and gets them priced.
import { CartAnswer, CartRequest, ErrorBody, LocaleQuery } from "@shop/core/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "../../http/validation";
import { type CouponAttempts, refundUnlessRefused } from "../coupons/rate-limit";
import { type CartDeps, priceCart } from "./service";

export interface CartRouteDeps extends CartDeps {
  /** DESIGN §7: the cart would answer coupon guesses too, so it shares the lookups' budget. */
  couponAttempts: CouponAttempts;
}

export function cartRoutes(deps: CartRouteDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      "/cart",
      {
        schema: {
          summary: "Price the cart",
          description:
            "Prices every line with the rules of @shop/core (dynamic price by date or start time, discount, VAT per rate included or added), donations (100 cents each), shipping items per the shipping setting and value coupons. A line that cannot be bought as it stands keeps its price and carries `error` (sold_out, hold_expired). Events, tours and merchandise answer 422 on `items.N.type` until their catalogue exists. A coupon code refused (422 coupon_not_valid) spends one of the client's coupon attempts, shared with GET /coupon_sales/barcode/{code}; with none left, a cart with coupons answers 429 rate_limit with Retry-After.",
          tags: ["cart"],
          querystring: LocaleQuery,
          body: CartRequest,
          response: { 200: CartAnswer, 404: ErrorBody, 422: ErrorBody, 429: ErrorBody },
          errors: ["coupon_not_valid"],
        },
        // Before any code is read: a 200 or 422 would tell a guesser whether the code exists.
        // The attempt is taken now and given back unless a code is refused.
        preHandler: async (request, reply) => {
          if (request.body.coupons.length > 0) await deps.couponAttempts.take(request, reply);
        },
      },
      async (request) => {
        const price = () => priceCart(deps, request.body, request.query.locale);
        if (request.body.coupons.length === 0) return (await price()).answer;
        return (await refundUnlessRefused(deps.couponAttempts, request, price)).answer;
      },
    );
  };
}
