// The endpoint table (../endpoints.ts), its part: orders, their documents, the demo payment's
// webhook and the affiliates' referrals.
import { AffiliateReferralPath, AffiliateReferralQuery } from "../customer";
import {
  Order,
  OrderCreateRequest,
  OrderList,
  OrderQuery,
  OrderResponse,
  OrdersQuery,
} from "../order";
import { DemoWebhookAnswer, DemoWebhookBody } from "../payment-webhook";
import { IdPath, LocaleQuery } from "../query-params";
import type { EndpointName } from "../routes";
import {
  document,
  type EndpointSpec,
  ItemDocumentPath,
  NoContent,
  TicketDocumentPath,
} from "./spec";

export const ORDERS_SPECS = {
  createOrder: {
    summary: "Place an order",
    description:
      "Needs a session (a guest or a customer). Every ticket and event line names its holds in `reservations`: the tokens prove the holds are the buyer's, must be live, match the line (ticket, date, time, sub tickets; an event line's date, one blocking per seat, or places adding up to its quantities) and add up to its quantity; a hold pays for one order only. An event line becomes an order item per seat or admission, each with its PDF. Prices are computed again: `total` must equal the server's total (else 409 conflict on `total`), and may not pass the shop's `maxOrderTotalCents` (422 max_total_exceeded). Total 0 answers status success and sells at once; otherwise the order is outstanding (payment status 10) and `meta` says where to pay. Collective invoice (6) only for addresses flagged for it. Accepts an `Idempotency-Key`.",
    tags: ["orders"],
    query: LocaleQuery,
    body: OrderCreateRequest,
    answers: { 201: OrderResponse },
    errors: [
      "unauthorized",
      "payment_failed",
      "not_found",
      "conflict",
      "sold_out",
      "hold_expired",
      "max_total_exceeded",
      "max_per_registration",
      "coupon_not_valid",
      "rate_limit",
      "queue_required",
    ],
    queued: true,
  },
  listOrders: {
    summary: "The signed-in customer's orders",
    description:
      "Newest first (by id), `per_page` a page (5 by default, the account's order list), `page` from 1; `meta.total_count` counts them all. Only the session's own orders; 401 without a session.",
    tags: ["orders"],
    query: OrdersQuery,
    answers: { 200: OrderList },
    errors: ["unauthorized"],
  },
  getOrder: {
    summary: "An order",
    description:
      "With `token` (the order token of POST /orders) or as the signed-in buyer. A wrong token answers 404, like an unknown id.",
    tags: ["orders"],
    params: IdPath,
    query: OrderQuery,
    answers: { 200: Order },
    errors: ["not_found"],
  },
  payOrder: {
    summary: "Pay an outstanding order of one's own",
    description:
      "The issue 27: the account's order list takes the buyer back to the payment of an order still waiting for it (payment status 10, not valid, not canceled), by the payment mode it was placed with; the answer is POST /orders' (`meta` says where to pay). Only the signed-in buyer's own orders (401 without a session; 404 for another's, like an unknown id). An order canceled or expired answers 409 order_canceled (one whose time is up is expired now); one paid, its payment under way or failed, or sold on invoice, 409 conflict. A provider that cannot start fails the order as at POST /orders (402 payment_failed).",
    tags: ["orders"],
    params: IdPath,
    query: LocaleQuery,
    answers: { 200: OrderResponse },
    errors: ["unauthorized", "not_found", "order_canceled", "conflict", "payment_failed"],
  },
  cancelOrder: {
    summary: "Cancel an outstanding order of one's own",
    description:
      "The issue 27: the buyer cancels an order still waiting for its payment: its places are given back and any voucher value it took is credited again; the answer is the order, canceled. A canceled order answers as it is. Only the signed-in buyer's own orders (401 without a session; 404 for another's, like an unknown id). An order paid, its payment under way or failed, or sold on invoice answers 409 order_not_cancelable, the message saying which. Money the provider reports later for a canceled order is refunded, as for an expired one.",
    tags: ["orders"],
    params: IdPath,
    query: LocaleQuery,
    answers: { 200: Order },
    errors: ["unauthorized", "not_found", "order_not_cancelable"],
  },
  getTicketPdf: document("ticket", TicketDocumentPath),
  getEventPdf: document("event", ItemDocumentPath),
  getTourPdf: document("tour", ItemDocumentPath),
  getCouponPdf: document("coupon", ItemDocumentPath),
  receiveDemoPayment: {
    summary: "Payment news of the demo provider",
    description:
      "Signed with HMAC-SHA256: header Demo-Pay-Signature `t=<unix seconds>,v1=<hex of HMAC(secret, t + '.' + raw body)>`; older than 5 minutes is refused. Only where the demo provider runs (PAYMENT_DEMO).",
    tags: ["payments"],
    body: DemoWebhookBody,
    answers: { 200: DemoWebhookAnswer },
    errors: ["bad_request", "unauthorized"],
  },
  recordReferral: {
    summary: "Record an affiliate referral",
    description:
      "spec surrounding-areas §1, §7: `check` when a visitor arrives with `?at` (the affiliate's id) and `?ac` (its campaign), `track` for a conversion the shop reports; each call is stored with its time and counted in the staff API's affiliate figures (GET /staff/affiliates), whose orders and revenue come from the orders placed with `affiliate`. Limited per client address (REFERRALS_PER_HOUR, 30 an hour by default), so a script cannot inflate the counts: past it, 429 rate_limit with Retry-After.",
    tags: ["affiliates"],
    params: AffiliateReferralPath,
    query: AffiliateReferralQuery,
    answers: { 204: NoContent },
    errors: ["rate_limit"],
  },
} satisfies Partial<Record<EndpointName, EndpointSpec>>;
