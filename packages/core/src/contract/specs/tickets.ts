// The endpoint table (../endpoints.ts), its part: coupons, tickets, their capacities and start
// times, the ticket holds and the cart.
import { StartTimes, TicketCalendar, TicketCapacities, TicketCapacity } from "../capacity";
import { CartAnswer, CartRequest } from "../cart";
import { CouponCodePath, CouponList, CouponSale, CouponValuesQuery } from "../coupon";
import { ExtendedHolds } from "../event-seat";
import {
  TicketCalendarQuery,
  TicketCapacitiesQuery,
  TicketCapacityQuery,
  TicketContentQuery,
  TicketDayQuery,
  TicketPath,
  TicketsQuery,
} from "../queries";
import { LocaleQuery } from "../query-params";
import {
  Reservation,
  ReservationExtendRequest,
  ReservationPath,
  ReservationRequest,
} from "../reservation";
import type { EndpointName } from "../routes";
import { Ticket, TicketContentList, TicketGroupList, TicketList } from "../ticket";
import { CACHED, type EndpointSpec, NoContent } from "./spec";

export const TICKETS_SPECS = {
  listCoupons: {
    summary: "Value coupons and ticket coupons on sale",
    description:
      "spec surrounding-areas §2 \"Value coupons\": the coupons of the catalogue in its order, texts in the asked language: value coupons in `data`, coupons for a ticket in `ticket_coupons` (`available` vouchers left, null without a limit; `booked_out` when none are left or the ticket cannot be booked; the ticket's `content` with its reduction reason). A ticket coupon's code pays only for that ticket's lines. While the shop takes no coupons (setting couponsEnabled off) both lists are empty.",
    tags: ["coupons"],
    query: LocaleQuery,
    answers: { 200: CouponList },
    errors: [],
    public: true,
  },
  getCouponValues: {
    summary: "What a coupon code is worth",
    description:
      "surrounding-areas §7 GET /customer/coupon_values: the sold coupon of `code` as GET /coupon_sales/barcode/{code} answers it, spending the same coupon attempts (at most 10 a minute per client address, then 429 rate_limit with Retry-After).",
    tags: ["coupons"],
    query: CouponValuesQuery,
    answers: { 200: CouponSale },
    errors: ["coupon_not_valid", "rate_limit"],
    public: true,
  },
  listTickets: {
    summary: "Tickets matching the filters, with places left",
    description: `\`available\` counts the places left on \`valid_at\` (default today). Without \`by_price_target_audience_id\` only tickets open to every audience are listed. \`billing_address_id\` answers 404 until accounts exist.${CACHED}`,
    tags: ["tickets"],
    query: TicketsQuery,
    answers: { 200: TicketList },
    errors: ["not_found"],
    public: true,
  },
  listTicketGroups: {
    summary: "Ticket groups, by order",
    tags: ["tickets"],
    query: LocaleQuery,
    answers: { 200: TicketGroupList },
    errors: [],
    public: true,
  },
  getTicketContents: {
    summary: "Content attributes of tickets",
    tags: ["tickets"],
    query: TicketContentQuery,
    answers: { 200: TicketContentList },
    errors: ["not_found"],
    public: true,
  },
  getCapacities: {
    summary: "Capacity records of several tickets on one day",
    description: `Places left and in all per start time, per ticket.${CACHED}`,
    tags: ["capacity"],
    query: TicketCapacitiesQuery,
    answers: { 200: TicketCapacities },
    errors: ["not_found"],
    public: true,
  },
  getCalendar: {
    summary: "Availability per day over a range",
    description: `Counted from the capacity counters: capacity − sold − holds still valid. \`available\` is the most places left for one ticket (null: unlimited); a day without a ticket on sale is closed. At most 93 days per call.${CACHED}`,
    tags: ["capacity"],
    query: TicketCalendarQuery,
    answers: { 200: TicketCalendar },
    errors: [],
    public: true,
  },
  getTicket: {
    summary: "One ticket, with places left today",
    tags: ["tickets"],
    params: TicketPath,
    query: LocaleQuery,
    answers: { 200: Ticket },
    errors: ["not_found"],
    public: true,
  },
  getTicketCapacity: {
    summary: "Capacity record of a ticket on one day",
    description: `Places left and in all per start time, per quota, and the time slots, on \`date\`: without it (spec selling-core §7 sends no query) on today in Berlin; the answer names the day.${CACHED}`,
    tags: ["capacity"],
    params: TicketPath,
    query: TicketCapacityQuery,
    answers: { 200: TicketCapacity },
    errors: ["not_found"],
    public: true,
  },
  getStartTimes: {
    summary: "Start times of a ticket on one day",
    description: `The slots still open at the time of the call (a slot stays open until its entry window ends; none after the last entry), each with its places left.${CACHED}`,
    tags: ["capacity"],
    params: TicketPath,
    query: TicketDayQuery,
    answers: { 200: StartTimes },
    errors: ["not_found"],
    public: true,
  },
  createHold: {
    summary: "Hold places for a ticket",
    description:
      "Holds and places per client are limited (DESIGN §7): past it, 429 rate_limit. A first hold sets the visitor cookie `shop_visitor` (httpOnly, 24 hours), whose visitor owns the holds without a session; new visitors are limited per client address (429 rate_limit), and one client, and all clients of one address together, hold a capped number of places at once (409 hold_limit). A sold-out refusal names in `error.available` how many places are left. Accepts an `Idempotency-Key`.",
    tags: ["reservations"],
    query: LocaleQuery,
    body: ReservationRequest,
    answers: { 201: Reservation },
    errors: ["not_found", "sold_out", "hold_limit", "conflict", "rate_limit", "queue_required"],
    queued: true,
  },
  extendHolds: {
    summary: "Extend holds",
    description:
      "Answers the live holds, extended; unknown and expired tokens are left out. Ticket holds are listed in `data`, holds of event places (POST /events/{id}/dates/{date_id}/blockings) in `blockings`.",
    tags: ["reservations"],
    query: LocaleQuery,
    body: ReservationExtendRequest,
    answers: { 200: ExtendedHolds },
    errors: ["hold_not_extendable", "rate_limit", "queue_required"],
    queued: true,
  },
  changeHold: {
    summary: "Change a hold",
    description: "Replaces the hold under the same token; on 409 the old hold stays as it was.",
    tags: ["reservations"],
    params: ReservationPath,
    query: LocaleQuery,
    body: ReservationRequest,
    answers: { 200: Reservation },
    errors: ["not_found", "sold_out", "hold_limit", "hold_expired", "rate_limit", "queue_required"],
    queued: true,
  },
  releaseHold: {
    summary: "Release a hold",
    tags: ["reservations"],
    params: ReservationPath,
    query: LocaleQuery,
    answers: { 204: NoContent },
    errors: ["not_found", "hold_expired"],
  },
  priceCart: {
    summary: "Price the cart",
    description:
      "Prices every line with the rules of @shop/core (dynamic price by date or start time, discount, VAT per rate included or added), donations (100 cents each), shipping items per the shipping setting and value coupons. A line that cannot be bought as it stands keeps its price and carries `error` (sold_out, hold_expired). An event line is priced per place: a seat at its scale price for the seat's category, an admission at the price's own (a price of another price target audience is 404, as if it did not exist); its places over all the cart's lines of the date may not pass the date's max per registration (422 max_per_registration on `items.N.attributes.quantities`). Tours and merchandise answer 422 on `items.N.type` until their catalogue exists. A coupon code refused (422 coupon_not_valid) spends one of the client's coupon attempts, shared with GET /coupon_sales/barcode/{code}; with none left, a cart with coupons answers 429 rate_limit with Retry-After.",
    tags: ["cart"],
    query: LocaleQuery,
    body: CartRequest,
    answers: { 200: CartAnswer },
    errors: [
      "not_found",
      "coupon_not_valid",
      "max_per_registration",
      "rate_limit",
      "queue_required",
    ],
    queued: true,
  },
  lookUpCoupon: {
    summary: "Look up a coupon code",
    description:
      "Answers the sold coupon with `debit_cents` 0 (the cart decides what an order takes off it). An unknown, used-up, expired or invalidated code answers 422 coupon_not_valid on `code`. Each lookup spends one of the client's coupon attempts, shared with codes POST /cart refuses: at most 10 a minute per client address, then 429 rate_limit with Retry-After.",
    tags: ["coupons"],
    params: CouponCodePath,
    query: LocaleQuery,
    answers: { 200: CouponSale },
    errors: ["coupon_not_valid", "rate_limit"],
  },
} satisfies Partial<Record<EndpointName, EndpointSpec>>;
