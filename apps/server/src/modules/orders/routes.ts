// POST /orders and GET /orders/{id} (spec selling-core §7). POST accepts an Idempotency-Key
// (src/http/idempotency.ts): a replay answers the first answer, so a double click never
// places two orders. A key cannot leak another buyer's order: the request hash covers the
// body, whose billing_address_id belongs to one customer only.
import { ENDPOINTS } from "@shop/core/contract";
import type { FastifyInstance } from "fastify";
import { endpoint } from "../../http/endpoint";
import { idempotent } from "../../http/idempotency";
import { type Limiter, refuseWhenLimited } from "../../http/limits";
import { acceptPhotoBodies, photoBody, sendJpeg } from "../../http/photo-body";
import { requireStaffKey } from "../../http/staff-key";
import type { ZodTypeProvider } from "../../http/validation";
import { currentCustomerId, requireCustomerId } from "../auth/service";
import { type CouponAttempts, refundUnlessRefused } from "../coupons/service";
import { type AttendeePhotoDeps, readAttendeePhoto, uploadAttendeePhoto } from "./attendee-photos";
import {
  type OrderPageDeps,
  rateOrder,
  resendableOrder,
  resendConfirmation,
  staffRatings,
} from "./order-page";
import { cancelOwnOrder, payOwnOrder } from "./outstanding";
import {
  type CancellationDeps,
  cancelLine,
  createOrder,
  getOrder,
  listOrders,
  type OrderDeps,
} from "./service";

/**
 * `couponAttempts`: DESIGN §7, an order names coupon codes too, so a refused code spends the
 * budget the lookup and the cart share (a guest session must not be a way around it).
 */
export function orderRoutes(deps: OrderDeps, couponAttempts?: CouponAttempts) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const keys = idempotent(deps);

    app.route({
      ...endpoint(ENDPOINTS.createOrder),
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
      handler: async (request, reply) => {
        // The attempt taken above is given back unless a code is refused.
        const answer = await refundUnlessRefused(couponAttempts, request, async () =>
          createOrder(deps, request.body, {
            customerId: await requireCustomerId(deps, request),
            locale: request.query.locale,
          }),
        );
        return reply.status(201).send(answer);
      },
    });

    app.route({
      ...endpoint(ENDPOINTS.listOrders),
      handler: async (request) =>
        listOrders(deps, await requireCustomerId(deps, request), request.query),
    });

    // The issue 27: the account's way on with an order waiting for its payment (./outstanding.ts).
    app.route({
      ...endpoint(ENDPOINTS.payOrder),
      handler: async (request) =>
        payOwnOrder(deps, request.params.id, {
          customerId: await requireCustomerId(deps, request),
          locale: request.query.locale,
        }),
    });
    app.route({
      ...endpoint(ENDPOINTS.cancelOrder),
      handler: async (request) =>
        cancelOwnOrder(deps, request.params.id, {
          customerId: await requireCustomerId(deps, request),
          locale: request.query.locale,
        }),
    });

    app.route({
      ...endpoint(ENDPOINTS.getOrder),
      handler: async (request) => {
        const { token } = request.query;
        const customerId = token === undefined ? await currentCustomerId(deps, request) : undefined;
        return getOrder(deps, request.params.id, { token, customerId }, request.query.locale);
      },
    });
  };
}

/** The attendee photos of an order's ticket lines (./attendee-photos.ts). */
export function attendeePhotoRoutes(deps: AttendeePhotoDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    acceptPhotoBodies(app);
    app.route({
      ...endpoint(ENDPOINTS.uploadAttendeePhoto),
      handler: async (request) =>
        uploadAttendeePhoto(deps, request.params, request.query.token, photoBody(request.body)),
    });
    app.route({
      ...endpoint(ENDPOINTS.getAttendeePhoto),
      handler: async (request, reply) =>
        sendJpeg(
          reply,
          await readAttendeePhoto(deps, request.params, request.query.token, request.query.size),
        ),
    });
  };
}

/**
 * The order page's writes (./order-page.ts): the confirmation again, at most `resendLimiter`'s
 * points an hour per order (counted once the token proved the order), and the rating.
 */
export function orderPageRoutes(
  deps: OrderPageDeps & { resendLimiter: Limiter; cancellations: CancellationDeps },
) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.route({
      ...endpoint(ENDPOINTS.resendConfirmation),
      handler: async (request, reply) => {
        const order = await resendableOrder(deps, request.params.id, request.query);
        const key = `order:${order.id}`;
        await refuseWhenLimited(deps.resendLimiter, request, reply, "confirmations", key);
        return reply.status(202).send(await resendConfirmation(deps, order));
      },
    });
    app.route({
      ...endpoint(ENDPOINTS.rateOrder),
      handler: async (request, reply) =>
        reply
          .status(201)
          .send(await rateOrder(deps, request.params.id, request.query, request.body)),
    });
    // The issue 33, Deliver 6: a line cancelled as the venue's policy allows.
    app.route({
      ...endpoint(ENDPOINTS.cancelOrderLine),
      handler: async (request, reply) =>
        reply.status(201).send(
          await cancelLine(deps.cancellations, {
            orderId: request.params.id,
            token: request.query.token,
            itemId: request.body.item_id,
          }),
        ),
    });
  };
}

/** The visitors' ratings for the venue (DESIGN §7 staff API), only with STAFF_API_KEY. */
export function staffRatingRoutes(deps: Pick<OrderPageDeps, "db">, key: string) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    requireStaffKey(app, key);
    app.route({
      ...endpoint(ENDPOINTS.listStaffRatings),
      handler: async (request) => staffRatings(deps, request.query),
    });
  };
}
