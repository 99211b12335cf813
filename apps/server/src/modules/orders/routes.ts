// POST /orders and GET /orders/{id} (spec selling-core §7). POST accepts an Idempotency-Key
// (src/http/idempotency.ts): a replay answers the first answer, so a double click never
// places two orders. A key cannot leak another buyer's order: the request hash covers the
// body, whose billing_address_id belongs to one customer only.
import {
  ErrorBody,
  IdPath,
  LocaleQuery,
  Order,
  OrderCreateRequest,
  OrderQuery,
  OrderResponse,
} from "@shop/core/contract";
import type { FastifyInstance } from "fastify";
import { idempotent } from "../../http/idempotency";
import type { ZodTypeProvider } from "../../http/validation";
import { currentCustomerId, requireCustomerId } from "../auth/service";
import { type CouponAttempts, refundUnlessRefused } from "../coupons/rate-limit";
import { createOrder, getOrder, type OrderDeps } from "./service";

/**
 * `couponAttempts`: DESIGN §7, an order names coupon codes too, so a refused code spends the
 * budget the lookup and the cart share (a guest session must not be a way around it).
 */
export function orderRoutes(deps: OrderDeps, couponAttempts?: CouponAttempts) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const keys = idempotent(deps);

    app.post(
      "/orders",
      {
        schema: {
          summary: "Place an order",
          description:
            "Needs a session (a guest or a customer). Every ticket line names its holds in `reservations`: the tokens prove the holds are the buyer's, must be live, match the line (ticket, date, time, sub tickets) and add up to its quantity; a hold pays for one order only. Prices are computed again: `total` must equal the server's total (else 409 conflict on `total`), and may not pass the shop's `maxOrderTotalCents` (422 max_total_exceeded). Total 0 answers status success and sells at once; otherwise the order is outstanding (payment status 10) and `meta` says where to pay. Collective invoice (6) only for addresses flagged for it. Accepts an `Idempotency-Key`.",
          tags: ["orders"],
          querystring: LocaleQuery,
          body: OrderCreateRequest,
          response: {
            201: OrderResponse,
            401: ErrorBody,
            402: ErrorBody,
            404: ErrorBody,
            409: ErrorBody,
            410: ErrorBody,
            422: ErrorBody,
            429: ErrorBody,
          },
          // The codes behind those statuses, for the OpenAPI examples (plugins/openapi-errors).
          errors: [
            "conflict",
            "sold_out",
            "hold_expired",
            "max_total_exceeded",
            "coupon_not_valid",
            "payment_failed",
          ],
        },
        // Sign-in first (401 before any body error), so a request without a session never
        // takes an Idempotency-Key. The key next: a replay answers its stored answer without
        // reading a code, so it spends no coupon attempt, even when none is left.
        preValidation: async (request) => void (await requireCustomerId(deps, request)),
        preHandler: [
          keys.preHandler,
          async (request, reply) => {
            if (request.body.coupons.length > 0) await couponAttempts?.take(request, reply);
          },
        ],
        onSend: keys.onSend,
      },
      async (request, reply) => {
        // The attempt taken above is given back unless a code is refused.
        const answer = await refundUnlessRefused(couponAttempts, request, async () =>
          createOrder(deps, request.body, {
            customerId: await requireCustomerId(deps, request),
            locale: request.query.locale,
          }),
        );
        return reply.status(201).send(answer);
      },
    );

    app.get(
      "/orders/:id",
      {
        schema: {
          summary: "An order",
          description:
            "With `token` (the order token of POST /orders) or as the signed-in buyer. A wrong token answers 404, like an unknown id.",
          tags: ["orders"],
          params: IdPath,
          querystring: OrderQuery,
          response: { 200: Order, 404: ErrorBody, 422: ErrorBody },
        },
      },
      async (request) => {
        const { token } = request.query;
        const customerId = token === undefined ? await currentCustomerId(deps, request) : undefined;
        return getOrder(deps, request.params.id, { token, customerId }, request.query.locale);
      },
    );
  };
}
