// The endpoint table (../endpoints.ts), its part: orders, their documents, the demo payment's
// webhook and the affiliates' referrals.

import { z } from "zod";
import {
  CancelLineRequest,
  ConfirmationResent,
  LineCancellation,
  OrderRating,
  OrderTokenQuery,
  RateOrderRequest,
  StaffRatingList,
  StaffRatingsQuery,
  TicketCodeKey,
} from "../after-sale";
import { AffiliateReferralPath, AffiliateReferralQuery } from "../customer";
import {
  DocumentQuery,
  GoogleWalletSave,
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
  CALENDAR,
  CalendarFile,
  document,
  type EndpointSpec,
  InvoiceDocumentPath,
  ItemDocumentPath,
  NoContent,
  PdfFile,
  STAFF,
  TicketDocumentPath,
} from "./spec";

/** An Apple Wallet pass answer (the OpenAPI document names its media type). */
const ApplePassFile = z.string().meta({
  description: "The signed pass (a zip), or a bundle of passes",
  mediaType: "application/vnd.apple.pkpass",
  example: "PK…",
});

/** The issue 33, Deliver 4: what a line's wallet passes hold and need. */
const WALLET =
  "One pass per person the line admits (its people as on the PDF: each sub ticket, participant or seat), each carrying that person's signed admission code (T2, GET /ticket_codes/public_key) as its QR code, the day and time (Europe/Berlin), the museum with its address, the seat when there is one, the line's title and the person as \"n of m\". Only for a ticket, event or tour line with a day, of a valid order: needs the order token (404 token_not_found for an unknown order, a wrong token, a line of another order or without a day; 403 forbidden for an unpaid or canceled order, as the PDFs). 404 not_found when the venue has not configured this wallet (GET /shop says which it has in `wallet_passes`).";

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
  resendConfirmation: {
    summary: "Send the order's confirmation again",
    description:
      "The issue 33, the order page: the confirmation mail with its documents goes again to the order's own address (never another), which the answer names partly hidden. `token` is the order token, the only proof (another order's token answers 404, like an unknown id). Only for an order that is valid and not canceled (409 order_not_valid). At most CONFIRMATION_RESENDS_PER_HOUR (3 by default) per order an hour: past it, 429 rate_limit with Retry-After. A mail server that fails answers 503 unavailable (the limit counted the try).",
    tags: ["orders"],
    params: IdPath,
    query: OrderTokenQuery,
    answers: { 202: ConfirmationResent },
    errors: ["not_found", "order_not_valid", "rate_limit", "unavailable"],
  },
  cancelOrderLine: {
    summary: "Cancel a line of a paid order",
    description:
      "The issue 33, Deliver 6: the visitor cancels the cart line holding `item_id` (all its items: a ticket line's people, an event line's seats), as the venue's policy allows (settings.cancellationRules: per kind of line, until so many hours before the visit, or within so many days of the order for undated lines, keeping a fee in percent; Order `cancellation_offers` lists what may be cancelled now). `token` is the order token, the only proof (another order's token answers 404 not_found, like an unknown id). The line's places go back to the capacity at once, its documents and codes are void, its value goes back first onto the value coupons that paid for the order, the rest through the payment provider (`refund_status` refunded, or failed: staff then refund by hand; none when nothing is to refund or the order was on invoice); a cancellation invoice is issued when the order has an invoice, and a mail confirms it. Once the last line is cancelled, the order is canceled. A line is cancelled once: two requests at once give one cancellation, the other 409 already_canceled. 409 cancellation_not_allowed (no rule for its kind, an order not valid, a value coupon already used), cancellation_too_late (the policy's limit has passed), already_checked_in (its people were let in at the door).",
    tags: ["orders"],
    params: IdPath,
    query: OrderTokenQuery,
    body: CancelLineRequest,
    answers: { 201: LineCancellation },
    errors: [
      "not_found",
      "cancellation_not_allowed",
      "cancellation_too_late",
      "already_canceled",
      "already_checked_in",
    ],
  },
  rateOrder: {
    summary: "Rate the visit of an order",
    description:
      "spec surrounding-areas §7, the issue 33: 1 to 5 stars and a comment, once per order (409 already_rated). `token` is the order token, the only proof (another order's token answers 404). A rating is for after the visit: from the first day of the order's dated lines (Europe/Berlin), or from the day it was placed when none is dated, and only for an order valid and not canceled (409 rating_not_open). The venue reads the ratings through GET /staff/ratings.",
    tags: ["orders"],
    params: IdPath,
    query: OrderTokenQuery,
    body: RateOrderRequest,
    answers: { 201: OrderRating },
    errors: ["not_found", "already_rated", "rating_not_open"],
  },
  listStaffRatings: {
    summary: "The visitors' ratings",
    description: `The issue 33: every rating given on an order page, newest first, a page of \`per_page\` (50 by default) from \`page\` 1; \`meta\` counts them all and gives their average. ${STAFF}`,
    tags: ["staff"],
    query: StaffRatingsQuery,
    answers: { 200: StaffRatingList },
    errors: ["unauthorized"],
  },
  getTicketPdf: document("ticket", TicketDocumentPath),
  getEventPdf: document("event", ItemDocumentPath),
  getTourPdf: document("tour", ItemDocumentPath),
  getCouponPdf: document("coupon", ItemDocumentPath),
  getInvoicePdf: {
    summary: "An invoice of an order as PDF",
    description:
      "The issue 33: the invoice an order gets once it is valid with something sold for a price (`RE-` numbers), or a cancellation invoice of what a cancellation took back (`ST-` numbers, naming the invoice it corrects); each range is numbered without gaps. It states the venue's name, address and VAT number (settings.invoiceIssuer; none is issued without), the buyer's billing address and VAT number, the date of issue, per line the date of service, quantity, VAT rate, net, VAT and gross, the totals per rate and the amount due. The order page lists them (Order `invoices`). Needs the order token; an invoice of another order answers 404 token_not_found, as a wrong token. A canceled order's invoices stay available. 200 is application/pdf (attachment).",
    tags: ["documents"],
    params: InvoiceDocumentPath,
    query: DocumentQuery,
    answers: { 200: PdfFile },
    errors: ["token_not_found"],
  },
  getTicketCodeKey: {
    summary: "The public key of the admission codes",
    description:
      "The issue 33: every person a ticket, event or tour line admits has a code of their own on its own PDF page, `T2.<kind>.<order>.<item>.<product>.<person>.<persons>.<yyyymmdd|->.<hhmm|->.<seat|->.<signature>` (kind t ticket, e event, r tour; seat the seat's title as base64url of its UTF-8; signature base64url of the Ed25519 signature of everything before it). A door scanner verifies codes offline with this key alone, which cannot make one. Codes of the first layout (T1, printed before, an HMAC of the whole line) verify only with the shop's own secret, never with this key.",
    tags: ["documents"],
    answers: { 200: TicketCodeKey },
    errors: [],
  },
  getOrderCalendar: {
    summary: "The order's visits as a calendar file",
    description: `Every dated line of the order in one file (\`order-{id}.ics\`); 404 token_not_found for an order without one, as for an unknown order or a wrong token. ${CALENDAR}`,
    tags: ["documents"],
    params: IdPath,
    query: DocumentQuery,
    answers: { 200: CalendarFile },
    errors: ["forbidden", "token_not_found"],
  },
  getItemCalendar: {
    summary: "One line's visit as a calendar file",
    description: `One dated line (\`order-{id}-{itemId}.ics\`); 404 token_not_found for a line without a day, or of another order, as for an unknown order or a wrong token. ${CALENDAR}`,
    tags: ["documents"],
    params: ItemDocumentPath,
    query: DocumentQuery,
    answers: { 200: CalendarFile },
    errors: ["forbidden", "token_not_found"],
  },
  getItemApplePasses: {
    summary: "One line's admissions as Apple Wallet passes",
    description: `A line of one admission answers one pass, application/vnd.apple.pkpass (\`order-{id}-{itemId}.pkpass\`); a line of several answers them all in one bundle, application/vnd.apple.pkpasses (\`order-{id}-{itemId}.pkpasses\`, iOS 15 and later), so one tap adds the whole group. Each pass is an eventTicket signed with the venue's pass type certificate (APPLE_WALLET_*), its serial number \`{order}-{item}-{person}\` stable per person. ${WALLET}`,
    tags: ["documents"],
    params: ItemDocumentPath,
    query: DocumentQuery,
    answers: { 200: ApplePassFile },
    errors: ["forbidden", "token_not_found", "not_found"],
  },
  getItemGoogleWallet: {
    summary: "One line's admissions for Google Wallet",
    description: `Answers 302 to Google's save page, \`pay.google.com/gp/v/save/{jwt}\` (200 with the JWT as JSON when the request accepts application/json and not text/html): a JWT signed RS256 with the venue's service account key (GOOGLE_WALLET_*), \`typ\` savetowallet, \`origins\` the shop's, holding the line's event ticket class (title, museum, day and time) and one event ticket object per person, id \`{issuer}.{suffix}-o{order}-i{item}-p{person}\` stable per person. ${WALLET}`,
    tags: ["documents"],
    params: ItemDocumentPath,
    query: DocumentQuery,
    answers: { 200: GoogleWalletSave },
    errors: ["forbidden", "token_not_found", "not_found"],
  },
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
