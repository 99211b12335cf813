// The endpoint table of the API (DESIGN §5): for every endpoint its method and path
// (./routes.ts), its path parameters, query, body, answers by status, the error codes it
// answers on purpose, and its documentation. The server registers its routes and builds its
// OpenAPI document from it (apps/server/src/http/endpoint.ts); the shop's API client is typed
// from it (apps/shop/src/lib/api.ts) and its test stubs may answer only what it allows.
//
// `errors` names the codes an endpoint answers on purpose; their statuses follow from the
// errors table (./errors.ts). What every endpoint of its kind answers need not be repeated
// here (the OpenAPI document lists it): 400, 413 and 415 for a body that is not JSON, too large
// or of another media type, 403 forbidden for a POST, PUT or DELETE from another site, 414 for
// a path parameter past the router's limit, 422 validation for a parameter or body that fails
// its schema (and invalid_locale where the locale is guarded), 503 unavailable when the
// database is away.
import { z } from "zod";
import {
  AnnualAddress,
  AnnualAddressRequest,
  AnnualCustomerRequest,
  AnnualHolder,
  AnnualOrder,
  AnnualTicketSale,
  AnnualTokenQuery,
  AnnualUploadQuery,
  AttendeePhotoPath,
  AttendeePhotoQuery,
  JpegFile,
  Personalization,
  PersonalizationUpdateRequest,
  PHOTO_FORM,
  PHOTO_UPLOAD,
  PhotoQuery,
  PhotoUploadAnswer,
  StaffPersonalizationList,
  StaffPersonalizationsQuery,
  TicketSaleSent,
  TicketSaleUpdateRequest,
} from "./annual";
import { AuthAnswer, ConfirmationRequest, MailSentAnswer } from "./auth";
import { StartTimes, TicketCalendar, TicketCapacities, TicketCapacity } from "./capacity";
import { CartAnswer, CartRequest } from "./cart";
import { CouponCodePath, CouponList, CouponSale, CouponValuesQuery } from "./coupon";
import {
  AffiliateReferralPath,
  AffiliateReferralQuery,
  AffiliateStatsList,
  AffiliateStatsQuery,
  CollectiveInvoiceRequest,
  CustomerAddress,
  CustomerAddressInput,
  CustomerAddressList,
} from "./customer";
import {
  GuestRequest,
  LoginRequest,
  PasswordChangeRequest,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  ProfileUpdateRequest,
  RegistrationRequest,
  VipCodePath,
  VipCodeRequest,
} from "./customer-forms";
import { type ErrorCode, httpStatusOf } from "./errors";
import {
  BlockingReleaseQuery,
  CategoryList,
  DatesQuery,
  Event,
  EventCalendar,
  EventCalendarQuery,
  EventDate,
  EventDateList,
  EventDatePath,
  EventDateQuery,
  EventList,
  EventsQuery,
  ExtendedHolds,
  LanguageList,
  SeatBlocking,
  SeatBlockingList,
  SeatBlockingPath,
  SeatBlockingRequest,
} from "./event";
import {
  CatalogueQuery,
  Exhibition,
  ExhibitionList,
  ExhibitionsQuery,
  Museum,
  MuseumList,
  OpeningHours,
} from "./museum";
import {
  NewsletterChoiceList,
  NewsletterGroupList,
  NewsletterSubscriptionRequest,
} from "./newsletter";
import {
  DocumentQuery,
  Order,
  OrderCreateRequest,
  OrderList,
  OrderQuery,
  OrderResponse,
  OrdersQuery,
} from "./order";
import { Page, PageList, PagePath } from "./page";
import {
  ACCOUNT_ROUTES,
  ANNUAL_ROUTES,
  API_ONLY_ROUTES,
  ATTENDEE_PHOTO_ROUTES,
  EVENT_ROUTES,
  VENUE_ROUTES,
} from "./page-routes";
import { DemoWebhookAnswer, DemoWebhookBody } from "./payment-webhook";
import {
  TicketCalendarQuery,
  TicketCapacitiesQuery,
  TicketCapacityQuery,
  TicketContentQuery,
  TicketDayQuery,
  TicketPath,
  TicketsQuery,
} from "./queries";
import { IdPath, LocaleQuery, QueryId, ReferenceListQuery } from "./query-params";
import {
  Reservation,
  ReservationExtendRequest,
  ReservationPath,
  ReservationRequest,
} from "./reservation";
import { type EndpointName, ROUTES, type Route, STAFF_ROUTES } from "./routes";
import { CountryList, LocaleList, SalutationList, ShopAnswer } from "./shop";
import { Ticket, TicketContentList, TicketGroupList, TicketList } from "./ticket";

export interface EndpointSpec {
  summary: string;
  description?: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * A body that is a file, not JSON: its media types (the photo upload). The route reads it
   * as bytes; its checks are the handler's.
   */
  upload?: {
    mediaTypes: readonly string[];
    /** Also taken as multipart/form-data: the file's field name and the other fields. */
    form?: { file: string; fields: readonly string[] };
  };
  /** The answers by success status; 204 answers no body. */
  answers: Readonly<Record<number, z.ZodType>>;
  /** The error codes the endpoint answers on purpose (see the head of this file). */
  errors: readonly ErrorCode[];
  /**
   * A read whose answer is the same for every visitor (no session, no token): caches may
   * keep it. Every other answer is sent `Cache-Control: no-store` (DESIGN §7).
   */
  public?: true;
}

export type Endpoint = Route & EndpointSpec;

/** An answer without a body (204). */
export const NoContent = z.null().meta({ description: "No content", example: null });

/** A PDF file answer (the OpenAPI document names its media type). */
export const PdfFile = z
  .string()
  .meta({ description: "The PDF document", mediaType: "application/pdf", example: "%PDF-1.7" });

/** The path of an order's document: the order and the document's line. */
export const TicketDocumentPath = z
  .object({ id: QueryId, ticketId: QueryId })
  .meta({ description: "Order and ticket line", example: { id: "42", ticketId: "7" } });
export const ItemDocumentPath = z
  .object({ id: QueryId, itemId: QueryId })
  .meta({ description: "Order and line", example: { id: "42", itemId: "7" } });

// The issue: no cache may show a sold-out slot as free for more than a second
// (apps/server/src/http/read-cache.ts).
const CACHED =
  " Answers may come from the server's read cache (`READ_CACHE_MS`, default 500 ms, at most 1 s): a hold, change, extension or release made through this server shows in the very next answer; a hold expiring, or a change made through another server process, shows within that lifetime.";

const OWN_ONLY =
  "Only the signed-in customer's own addresses: 401 without a session, 404 for an unknown id and for another customer's.";

const DOCUMENT =
  "Needs the order token; only for valid orders. 200 is application/pdf (attachment).";

const document = (kind: string, params: z.ZodType): EndpointSpec => ({
  summary: `PDF of a ${kind} of an order`,
  description: DOCUMENT,
  tags: ["documents"],
  params,
  query: DocumentQuery,
  answers: { 200: PdfFile },
  errors: ["forbidden", "token_not_found"],
});

// spec selling-core §2, §4, §7: the holder of a personalization link acts through its token.
const ANNUAL_TOKEN =
  "`token` is the order's personalization token of the confirmation mail's link (not the order token); an unknown token answers 404 token_not_found, and so does an id of another order.";
const ANNUAL_SENT = "Once the ticket sale is sent, nothing of it can be edited (409 already_sent).";
const STAFF =
  "Staff only: `Authorization: Bearer <STAFF_API_KEY>` (401 unauthorized without it or with another key). Without STAFF_API_KEY set the staff API is off (404).";

const annual = <S extends Omit<EndpointSpec, "tags">>(spec: S) => ({
  ...spec,
  description: `${spec.description ?? ""} ${ANNUAL_TOKEN}`.trim(),
  tags: ["annual"] as const,
});

const SPECS = {
  getShop: {
    summary: "Shop settings, texts and payment modes",
    description:
      "Loaded first at start-up. A locale the shop does not offer answers 422 `invalid_locale`; the shop then falls back to de.",
    tags: ["shop"],
    query: LocaleQuery,
    answers: { 200: ShopAnswer },
    errors: [],
    public: true,
  },
  listLocales: {
    summary: "Languages of the shop",
    tags: ["shop"],
    query: LocaleQuery,
    answers: { 200: LocaleList },
    errors: [],
    public: true,
  },
  listCountries: {
    summary: "Countries for address forms",
    tags: ["reference"],
    query: ReferenceListQuery,
    answers: { 200: CountryList },
    errors: [],
    public: true,
  },
  listSalutations: {
    summary: "Salutations for customer forms",
    tags: ["reference"],
    query: ReferenceListQuery,
    answers: { 200: SalutationList },
    errors: [],
    public: true,
  },
  listMuseums: {
    summary: "Museums, optionally matching a search text",
    tags: ["museums"],
    query: CatalogueQuery,
    answers: { 200: MuseumList },
    errors: [],
    public: true,
  },
  getMuseum: {
    summary: "One museum",
    tags: ["museums"],
    params: IdPath,
    query: LocaleQuery,
    answers: { 200: Museum },
    errors: ["not_found"],
    public: true,
  },
  getOpeningHours: {
    summary: "Opening hours of a museum",
    description: "Intervals per weekday (none: closed) and dated exceptions.",
    tags: ["museums"],
    params: IdPath,
    query: LocaleQuery,
    answers: { 200: OpeningHours },
    errors: ["not_found"],
    public: true,
  },
  listExhibitions: {
    summary: "Exhibitions, optionally of some museums or matching a search text",
    tags: ["exhibitions"],
    query: ExhibitionsQuery,
    answers: { 200: ExhibitionList },
    errors: [],
    public: true,
  },
  getExhibition: {
    summary: "One exhibition",
    tags: ["exhibitions"],
    params: IdPath,
    query: LocaleQuery,
    answers: { 200: Exhibition },
    errors: ["not_found"],
    public: true,
  },
  listPages: {
    summary: "Static pages of the venue",
    description:
      'spec surrounding-areas §2 "Static pages": every page of the catalogue\'s `pages` section with its title in the asked language (German when that language has none).',
    tags: ["pages"],
    query: LocaleQuery,
    answers: { 200: PageList },
    errors: [],
    public: true,
  },
  getPage: {
    summary: "One static page",
    description:
      "The page's title and text in the asked language, German when that language has none; the text is HTML sanitised when the catalogue was loaded. An unknown page answers 404 not_found on `id`.",
    tags: ["pages"],
    params: PagePath,
    query: LocaleQuery,
    answers: { 200: Page },
    errors: ["not_found"],
    public: true,
  },
  listEvents: {
    summary: "Events, filtered",
    description:
      "spec surrounding-areas §2 \"Events\", §7: the catalogue's events in its order, texts in the asked language; filters by museum, exhibition, language (of any of its dates) and category; `with_bookings_in_future` keeps events with a date still to come, `by_bookable` and `by_featured` their flags; `q` searches title, subtitle, description and the category's name. `upcoming_bookings_start_times` lists the next five dates' starts, `dates.last` the last one's.",
    tags: ["events"],
    query: EventsQuery,
    answers: { 200: EventList },
    errors: [],
    public: true,
  },
  listEventCategories: {
    summary: "The event categories",
    description:
      "The categories of the catalogue's events, in its order (the event list's filter).",
    tags: ["events"],
    query: LocaleQuery,
    answers: { 200: CategoryList },
    errors: [],
    public: true,
  },
  listEventLanguages: {
    summary: "The languages events are held in",
    description: "The catalogue's event languages, named in the asked language.",
    tags: ["events"],
    query: LocaleQuery,
    answers: { 200: LanguageList },
    errors: [],
    public: true,
  },
  listEventLanguagesAlias: {
    summary: "The languages events are held in (GET /events/languages)",
    description: "spec surrounding-areas §7 names both paths; they answer the same.",
    tags: ["events"],
    query: LocaleQuery,
    answers: { 200: LanguageList },
    errors: [],
    public: true,
  },
  getEvent: {
    summary: "One event",
    tags: ["events"],
    params: IdPath,
    query: LocaleQuery,
    answers: { 200: Event },
    errors: ["not_found"],
    public: true,
  },
  getEventDate: {
    summary: "One date of an event, with its seats and prices",
    description:
      "spec surrounding-areas §3 \"Event date\": `seats` counts the date's places (`available` free now, `booked` sold or held); a seated date lists every seat of its plan in `seat_list` (`blocked` when the venue blocked it or someone holds it, `booked` when sold) and its categories in `seatings` with the price range of each; `prices` are the scale prices open to the asker (everyone's, plus those of the price target audience of the session's customer or of `billing_address_id`, which must be theirs: else 404). `soldOut` when no place is left. An unknown date, or one of another event, answers 404; a date the venue announced without prices (nothing to book it to yet) answers 422 product_without_accounting_article on `date_id`.",
    tags: ["events"],
    params: EventDatePath,
    query: EventDateQuery,
    answers: { 200: EventDate },
    errors: ["not_found", "product_without_accounting_article"],
  },
  listDates: {
    summary: "Event dates in a range",
    description:
      "spec surrounding-areas §2 /events/dates, §5, §9: the dates from `start_at` (default today; before today 422 date_too_early on `start_at`) to `end_at` (inclusive; missing or before the start: start + 30 days; beyond start + 60 days 422 date_too_late on `end_at`), by start time, optionally of some events and only bookable ones; paged (`per_page` default 100). Without `seat_list` (empty): the date's own call lists seats.",
    tags: ["events"],
    query: DatesQuery,
    answers: { 200: EventDateList },
    errors: ["date_too_early", "date_too_late"],
  },
  listBlockings: {
    summary: "The seats the asker holds on a date",
    description:
      'spec surrounding-areas §4 "Event seats", §7: the live holds of the session\'s customer (a guest or a signed-in customer) on this date — its seats, or places of a general-admission date (`seat_id` null) — with their tokens and expiry. Without a session the list is empty: a client address is shared by everyone behind it, and tokens are proofs. An unknown date, or one of another event, answers 404.',
    tags: ["events"],
    params: EventDatePath,
    query: LocaleQuery,
    answers: { 200: SeatBlockingList },
    errors: ["not_found"],
  },
  createBlocking: {
    summary: "Hold a seat (blocking)",
    description:
      "spec surrounding-areas §4, §6: selecting a seat (`seat_id`) reserves it at once for the hold time (the seat's pool and one place of the date, all or none, DESIGN §4); a seat the asker holds already (the session's customer, else the visitor of the `shop_visitor` cookie) answers its blocking again (200; a client that keeps no cookies is only its address, which may be many visitors', and is answered that the seat is taken: a double click sends an Idempotency-Key). On a general-admission date `quantity` holds that many places of the date (a new hold each call; given back with DELETE /tickets/reservations/{token}). 409 sold_out (with `available`) when the seat is held by someone else, sold or blocked, or the places are gone; 422 max_per_registration past the date's places per registration (with `available`: what the asker may still take); 422 validation on `quantity` for a seated date; 409 hold_limit past the places one client, or all clients of one address, may hold at once; 401 unauthorized without a signed-in customer when the setting `reservationRequiresLogin` is on or the date asks for it (`requires_sign_in` in the catalogue); 404 for an unknown date, a date of another event or a seat not on it; 409 sold_out when the date cannot be booked (not bookable, started). Rate-limited like the ticket holds. Accepts an `Idempotency-Key` (409 conflict when reused with another request).",
    tags: ["events"],
    params: EventDatePath,
    query: LocaleQuery,
    body: SeatBlockingRequest,
    answers: { 201: SeatBlocking, 200: SeatBlocking },
    errors: [
      "not_found",
      "sold_out",
      "max_per_registration",
      "hold_limit",
      "unauthorized",
      "rate_limit",
      "conflict",
    ],
  },
  releaseBlocking: {
    summary: "Give a held seat back",
    description:
      "spec surrounding-areas §4: deselecting a seat releases it at once: the live hold of the seat whose `token` is given, or without it the session's customer's own (a visitor without a session gives the token). Otherwise 404 on `seat_id`.",
    tags: ["events"],
    params: SeatBlockingPath,
    query: BlockingReleaseQuery,
    answers: { 204: NoContent },
    errors: ["not_found"],
  },
  getEventCalendar: {
    summary: "The event calendar",
    description:
      "spec surrounding-areas §7, §9 (the start page's product calendar): the days from `start_at` to `end_at` (both included, at most 93; without them, as GET /dates: from today in Berlin to 30 days later) that have dates of the asked events (by id, exhibition, museum; `by_bookable` only bookable ones), each with its dates and their places left now. `depth` any (default): a day's `available` is the places of all its dates; all: a day counts only when every asked event (`by_event_ids[]`) has places that day, else its `available` is 0. Days without dates are left out.",
    tags: ["events"],
    query: EventCalendarQuery,
    answers: { 200: EventCalendar },
    errors: [],
  },
  getOneEventCalendar: {
    summary: "One event's calendar",
    description:
      "The calendar of GET /calendar for one event (its date picker): 404 for an unknown event.",
    tags: ["events"],
    params: IdPath,
    query: EventCalendarQuery,
    answers: { 200: EventCalendar },
    errors: ["not_found"],
  },
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
    errors: ["not_found", "sold_out", "hold_limit", "conflict", "rate_limit"],
  },
  extendHolds: {
    summary: "Extend holds",
    description:
      "Answers the live holds, extended; unknown and expired tokens are left out. Ticket holds are listed in `data`, holds of event places (POST /events/{id}/dates/{date_id}/blockings) in `blockings`.",
    tags: ["reservations"],
    query: LocaleQuery,
    body: ReservationExtendRequest,
    answers: { 200: ExtendedHolds },
    errors: ["hold_not_extendable", "rate_limit"],
  },
  changeHold: {
    summary: "Change a hold",
    description: "Replaces the hold under the same token; on 409 the old hold stays as it was.",
    tags: ["reservations"],
    params: ReservationPath,
    query: LocaleQuery,
    body: ReservationRequest,
    answers: { 200: Reservation },
    errors: ["not_found", "sold_out", "hold_limit", "hold_expired", "rate_limit"],
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
    errors: ["not_found", "coupon_not_valid", "max_per_registration", "rate_limit"],
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
  createGuest: {
    summary: "Continue as a guest",
    description:
      "Creates a guest (level 10) with its billing address and signs it in: the answer sets the httpOnly session cookie `shop_session` (SameSite=Lax). A session the request carried ends. Limited per visitor (the `shop_visitor` cookie), else per client address, like a login (GUESTS_PER_HOUR, 20 an hour by default): past it, 429 rate_limit with Retry-After.",
    tags: ["auth"],
    query: LocaleQuery,
    body: GuestRequest,
    answers: { 201: AuthAnswer },
    errors: ["forbidden", "rate_limit"],
  },
  register: {
    summary: "Register a customer account",
    description:
      "Only when the shop allows registration (`registrationAllowed`; otherwise 403). `price_target_audience_id` takes the form's customer types only (1 private, 3 company; another, such as a VIP audience, answers 422 naming it). Answers 202 mail_sent whether the address is new or already has an account, so no answer tells which (DESIGN §7); a new account gets a mail with its confirmation link (`/confirmation?token=`, single use, valid 24 hours), an address with an account a mail that says so and how to reset the password. An address whose account is not confirmed yet takes this registration's data instead (profile, password, addresses, newsletters), its earlier links end, and a new link is mailed. Every answer sets the httpOnly cookie `shop_confirmation` (SameSite=Lax, path /api/v1/auth, 24 hours): the link confirms in the browser that carries it, elsewhere only with the account's password. The account signs in only once confirmed. The password is stored as an argon2id hash; a common password (a list of about 49,000) or the venue's name or one of its words answers 422 password_too_common naming `password`. Limited per client address (REGISTRATIONS_PER_HOUR): past it, 429 rate_limit with Retry-After.",
    tags: ["auth"],
    query: LocaleQuery,
    body: RegistrationRequest,
    answers: { 202: MailSentAnswer },
    errors: ["forbidden", "rate_limit", "password_too_common"],
  },
  confirmRegistration: {
    summary: "Confirm the e-mail address of a new account, or a changed one",
    description:
      "With the token of the mailed link: the account is confirmed and signed in (the session cookie is set, any session the request carried ends); the link of a profile change makes the new address the account's. Only with proof of the person who chose the account's password (DESIGN §7): the `shop_confirmation` cookie of the registration or profile change that asked for the link, or else the account's `password`. Without either the link stays unused and the answer is 401 password_required; a wrong password answers 422 naming `password`, and counts like a failed sign-in of the account (past the sign-in budget, 429 rate_limit with Retry-After). An unknown, used or expired token answers 404 token_not_found, and so does the link of an address another account has taken since.",
    tags: ["auth"],
    query: LocaleQuery,
    body: ConfirmationRequest,
    answers: { 200: AuthAnswer },
    errors: ["forbidden", "token_not_found", "password_required", "rate_limit"],
  },
  signIn: {
    summary: "Sign in with e-mail and password",
    description:
      "A confirmed account with its password: signed in with a new session (any session the request carried ends). A wrong password, an unknown address and an account not yet confirmed answer alike, 401 unauthorized (the latter also gets a fresh confirmation link by mail). Only failed password checks count, per client address and per account (LOGINS_PER_HOUR): past the address's budget 429 rate_limit with Retry-After; past the account's the account slows down to one try a minute (429 with Retry-After of at most 60 seconds) instead of closing on its owner. A device that signed in to the account before (the httpOnly cookie `shop_device` a sign-in sets, path /api/v1/auth, one year) has a budget of its own for it, and a completed password reset clears the account's failures.",
    tags: ["auth"],
    query: LocaleQuery,
    body: LoginRequest,
    answers: { 200: AuthAnswer },
    errors: ["forbidden", "unauthorized", "rate_limit"],
  },
  requestPasswordReset: {
    summary: "Ask for a password reset link",
    description:
      "Answers 202 mail_sent whether or not the address has an account (DESIGN §7); an account gets a mail with a reset link (`/password-reset?token=`, single use, valid 1 hour). Limited per client address and per address asked for (LOGINS_PER_HOUR): past it, 429 rate_limit with Retry-After.",
    tags: ["auth"],
    query: LocaleQuery,
    body: PasswordResetRequest,
    answers: { 202: MailSentAnswer },
    errors: ["forbidden", "rate_limit"],
  },
  resetPassword: {
    summary: "Set a new password with the mailed link",
    description:
      "The token of the reset link with the account's e-mail address and the new password (twice): the password is replaced, the address counts as confirmed, and every session of the account ends (sign in anew). An unknown, used or expired token, or one of another address, answers 404 token_not_found and changes nothing. A common password (as at registration) answers 422 password_too_common naming `password`, and the link stays usable.",
    tags: ["auth"],
    query: LocaleQuery,
    body: PasswordResetConfirmRequest,
    answers: { 204: NoContent },
    errors: ["forbidden", "token_not_found", "password_too_common"],
  },
  updateProfile: {
    summary: "Change the signed-in customer's profile",
    description:
      "For a signed-in account (401 without a session, 403 for a guest): salutation, name, surname and language change at once. A new e-mail address (given twice) becomes the account's only when the link mailed to it is opened (POST /auth/confirmation, valid 24 hours; the answer sets the `shop_confirmation` cookie the link is confirmed with in this browser), so the answer still carries the old one; an address another account has gets a mail saying so instead, and the answer is the same. Limited per account like a registration (REGISTRATIONS_PER_HOUR): past it, 429 rate_limit with Retry-After.",
    tags: ["auth"],
    query: LocaleQuery,
    body: ProfileUpdateRequest,
    answers: { 200: AuthAnswer },
    errors: ["forbidden", "unauthorized", "rate_limit"],
  },
  listNewsletterGroups: {
    summary: "The newsletter groups the shop offers",
    description:
      "Names and checkbox texts in the asked locale (German where it lacks one), in the catalogue's order; for the registration form.",
    tags: ["customer"],
    query: LocaleQuery,
    answers: { 200: NewsletterGroupList },
    errors: [],
    public: true,
  },
  getNewsletterChoices: {
    summary: "The signed-in customer's newsletter choice",
    description:
      "Every group, `checked` when the customer subscribed to it. For a signed-in account (401 without a session, 403 for a guest).",
    tags: ["customer"],
    query: LocaleQuery,
    answers: { 200: NewsletterChoiceList },
    errors: ["unauthorized", "forbidden"],
  },
  setNewsletterChoices: {
    summary: "Subscribe to the chosen newsletter groups, leave the others",
    description:
      "For a signed-in account (401 without a session, 403 for a guest). A group newly chosen records the consent: when, and the checkbox text in the asked locale as the customer read it; a group left records when. An unknown group answers 422 naming `newsletter_ids`. Answers the choice as GET does.",
    tags: ["customer"],
    query: LocaleQuery,
    body: NewsletterSubscriptionRequest,
    answers: { 200: NewsletterChoiceList },
    errors: ["unauthorized", "forbidden"],
  },
  redeemVipCode: {
    summary: "Redeem a VIP access code",
    description:
      "For a signed-in visitor (a guest or a customer; 401 without a session) while the shop offers VIP access (`settings.vip.enabled`, else 403). A code of the catalogue with a use left moves the customer into its price target audience, whose tickets and prices then open; each redemption spends one use, never more than the venue allowed, also when many arrive at once. A customer already in the audience spends none. An unknown and a used-up code answer alike, 404 not_found naming `token`. `id` and `email`, when given, must be the session's customer's (else 403). Limited per client address and, apart, per session's customer (LOGINS_PER_HOUR each): past either, 429 rate_limit with Retry-After.",
    tags: ["customer"],
    params: VipCodePath,
    query: LocaleQuery,
    body: VipCodeRequest,
    answers: { 200: AuthAnswer },
    errors: ["unauthorized", "forbidden", "not_found", "rate_limit"],
  },
  changePassword: {
    summary: "Change the signed-in customer's password",
    description:
      "For a signed-in account (401 without a session, 403 for a guest): the current password and the new one twice. A wrong current password answers 422 naming `current_password` and changes nothing; a common new password (as at registration) 422 password_too_common naming `password`. Every other session of the account ends; this one stays. A wrong current password counts like a failed sign-in of the account (see POST /auth/sign_in): past the budget, 429 rate_limit with Retry-After.",
    tags: ["auth"],
    query: LocaleQuery,
    body: PasswordChangeRequest,
    answers: { 204: NoContent },
    errors: ["forbidden", "unauthorized", "rate_limit", "password_too_common"],
  },
  getSession: {
    summary: "The signed-in customer",
    description: "Answers 401 without a live session.",
    tags: ["auth"],
    query: LocaleQuery,
    answers: { 200: AuthAnswer },
    errors: ["unauthorized"],
  },
  signOut: {
    summary: "Sign out",
    description:
      "Ends the session on the server and clears the cookie; answers 204 even without a session.",
    tags: ["auth"],
    query: LocaleQuery,
    answers: { 204: NoContent },
    errors: ["forbidden"],
  },
  listAddresses: {
    summary: "The signed-in customer's addresses",
    description: "Answers 401 without a session.",
    tags: ["customer"],
    query: LocaleQuery,
    answers: { 200: CustomerAddressList },
    errors: ["unauthorized"],
  },
  createAddress: {
    summary: "Add an address",
    description: `Street, zip, city and a country of GET /countries are required (422 naming the field). adress_type_id 2 makes a delivery address for the order's shipping_address_id. A customer keeps at most 50 addresses (422 on \`base\`). ${OWN_ONLY}`,
    tags: ["customer"],
    query: LocaleQuery,
    body: CustomerAddressInput,
    answers: { 201: CustomerAddress },
    errors: ["unauthorized", "forbidden"],
  },
  getAddress: {
    summary: "One of the customer's addresses",
    description: `With its price target audience. ${OWN_ONLY}`,
    tags: ["customer"],
    params: IdPath,
    query: LocaleQuery,
    answers: { 200: CustomerAddress },
    errors: ["unauthorized", "not_found"],
  },
  updateAddress: {
    summary: "Change an address",
    description: `Replaces the customer's fields of the address (absent optional fields become empty); the collective-invoice flag and price target audience stay as staff set them. An address an order names stays as the order was placed (409 conflict on \`id\`). ${OWN_ONLY}`,
    tags: ["customer"],
    params: IdPath,
    query: LocaleQuery,
    body: CustomerAddressInput,
    answers: { 200: CustomerAddress },
    errors: ["unauthorized", "forbidden", "not_found", "conflict"],
  },
  deleteAddress: {
    summary: "Delete an address",
    description: `An address an order names stays (409 conflict on \`id\`). ${OWN_ONLY}`,
    tags: ["customer"],
    params: IdPath,
    query: LocaleQuery,
    answers: { 204: NoContent },
    errors: ["unauthorized", "forbidden", "not_found", "conflict"],
  },
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
    ],
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
  getAnnualOrder: annual({
    summary: "The annual tickets of an order, for personalization",
    description:
      "Each annual ticket sold (one per card) with its person slots, the order's holders (the buyer first) and addresses (the billing address first), and the dispatch mode (3 post when the order is shipped, 4 pickup).",
    query: AnnualTokenQuery,
    answers: { 200: AnnualOrder },
    errors: ["token_not_found"],
  }),
  updateTicketSale: annual({
    summary: "Choose when an annual ticket starts",
    description: `The start is a day from today to a year ahead, at the start of that day in the shop's time zone (422 on \`ticket_sale.start_at\`). ${ANNUAL_SENT}`,
    params: IdPath,
    query: AnnualTokenQuery,
    body: TicketSaleUpdateRequest,
    answers: { 200: AnnualTicketSale },
    errors: ["token_not_found", "already_sent"],
  }),
  createAnnualCustomer: annual({
    summary: "Add a person who holds an annual ticket",
    description:
      "Name and surname required; e-mail optional (one address). An order has at most 20 holders (422 on `base`).",
    query: AnnualTokenQuery,
    body: AnnualCustomerRequest,
    answers: { 201: AnnualHolder },
    errors: ["token_not_found"],
  }),
  updateAnnualCustomer: annual({
    summary: "Correct a holder's name",
    description: `The buyer is changed in the account, not here (409 conflict). A holder of a sent ticket sale stays as sent (409 already_sent).`,
    params: IdPath,
    query: AnnualTokenQuery,
    body: AnnualCustomerRequest,
    answers: { 200: AnnualHolder },
    errors: ["token_not_found", "conflict", "already_sent"],
  }),
  createAnnualAddress: annual({
    summary: "Add an address a card can be sent to",
    description:
      "Street, zip, city and a country of GET /countries are required. An order has at most 20 addresses (422 on `base`).",
    query: AnnualTokenQuery,
    body: AnnualAddressRequest,
    answers: { 201: AnnualAddress },
    errors: ["token_not_found"],
  }),
  updateAnnualAddress: annual({
    summary: "Correct an address of the order's cards",
    description:
      "Only addresses added through POST /annual/addresses; the billing address is the order's (409 conflict). An address of a sent ticket sale stays as sent (409 already_sent).",
    params: IdPath,
    query: AnnualTokenQuery,
    body: AnnualAddressRequest,
    answers: { 200: AnnualAddress },
    errors: ["token_not_found", "conflict", "already_sent"],
  }),
  updatePersonalization: annual({
    summary: "Personalise an annual ticket: its holder and address",
    description: `The holder by its customer_personalization_token and an address, both of this order (422 naming the field). A slot is personalised once: another holder afterwards answers 409 already_personalized (the same holder may change the address). A ticket that names nobody answers 409 not_personalizable; a mandatory photo must be uploaded first (422 on \`photo\`). ${ANNUAL_SENT}`,
    params: IdPath,
    query: AnnualTokenQuery,
    body: PersonalizationUpdateRequest,
    answers: { 200: Personalization },
    errors: ["token_not_found", "not_personalizable", "already_personalized", "already_sent"],
  }),
  uploadPersonalizationPhoto: annual({
    summary: "Upload the photo of a person slot",
    description: `The body is the image itself (Content-Type image/jpeg, image/png or image/webp; other types 415), at most 2 MB (413), with \`token\` in the query; or, as spec selling-core §7 sends it, a multipart/form-data form with the image in \`file\` (at most 2 MB, 413 on \`file\`; none: 422 on \`file\`) and \`token\` as a field or in the query (neither, or two different ones: 422 on \`token\`). The content decides, not the type: what is not such an image answers 422 on \`photo\` (on \`file\` for a form). It is stored re-encoded without metadata, with a 200×200 preview, and replaces an earlier photo. ${ANNUAL_SENT}`,
    params: IdPath,
    query: AnnualUploadQuery,
    upload: { mediaTypes: PHOTO_UPLOAD.mimeTypes, form: PHOTO_FORM },
    answers: { 200: PhotoUploadAnswer },
    errors: ["token_not_found", "not_personalizable", "already_sent"],
  }),
  getPersonalizationPhoto: annual({
    summary: "The photo of a person slot",
    description: "JPEG, never cached; `size=preview` for the 200×200 preview. 404 when none.",
    params: IdPath,
    query: PhotoQuery,
    answers: { 200: JpegFile },
    errors: ["token_not_found", "not_found"],
  }),
  uploadAttendeePhoto: {
    summary: "Upload the photo of an attendee of an order's ticket line",
    description:
      "The photo picked at /tickets/personalization, uploaded by the checkout once the order is placed: the image itself as the body (image/jpeg, image/png or image/webp, at most 2 MB; what is not such an image by its content answers 422 on `photo`). Only for a ticket line whose ticket asks for attendees with a photo, and an attendee within its quantity (422 naming the path parameter). Stored re-encoded without metadata, with a 200×200 preview, replacing an earlier one. `token` is the order token; a wrong one answers 404 like an unknown order; a canceled order 409 order_canceled.",
    tags: ["orders"],
    params: AttendeePhotoPath,
    query: AttendeePhotoQuery,
    upload: { mediaTypes: PHOTO_UPLOAD.mimeTypes },
    answers: { 200: PhotoUploadAnswer },
    errors: ["not_found", "order_canceled"],
  },
  getAttendeePhoto: {
    summary: "The photo of an attendee of an order's ticket line",
    description:
      "JPEG, never cached; `size=preview` for the 200×200 preview. With the order token; 404 for a wrong one, and when there is no photo.",
    tags: ["orders"],
    params: AttendeePhotoPath,
    query: AttendeePhotoQuery,
    answers: { 200: JpegFile },
    errors: ["not_found"],
  },
  listStaffPersonalizations: {
    summary: "Person slots of annual tickets, for card printing",
    description: `Of valid orders, oldest first, with holder, address and a photo link; \`sent=false\` for what is still to print. ${STAFF}`,
    tags: ["staff"],
    query: StaffPersonalizationsQuery,
    answers: { 200: StaffPersonalizationList },
    errors: ["unauthorized"],
  },
  getStaffPhoto: {
    summary: "The photo of a person slot, for card printing",
    description: `JPEG, never cached. ${STAFF}`,
    tags: ["staff"],
    params: IdPath,
    answers: { 200: JpegFile },
    errors: ["unauthorized", "not_found"],
  },
  markTicketSaleSent: {
    summary: "Mark an annual ticket as sent (or handed over at the museum)",
    description: `From then on its holder can no longer edit it. A personal ticket must be personalised first (409 conflict). Marking it again keeps the first time. ${STAFF}`,
    tags: ["staff"],
    params: IdPath,
    answers: { 200: TicketSaleSent },
    errors: ["unauthorized", "not_found", "conflict"],
  },
  setCollectiveInvoice: {
    summary: "Let an address pay by collective invoice (a reseller's)",
    description: `spec selling-core §6: an address flagged so may pay by collective invoice (payment mode 6); the venue sets it for its resellers, never the customer. Answers the address. ${STAFF}`,
    tags: ["staff"],
    params: IdPath,
    body: CollectiveInvoiceRequest,
    answers: { 200: CustomerAddress },
    errors: ["unauthorized", "not_found"],
  },
  listAffiliateStats: {
    summary: "Referrals, orders and revenue per affiliate",
    description: `Per affiliate id, in all and per campaign (\`campaign\` null: without one): \`referrals\` counts the \`check\` calls of POST /affiliates/referrals, \`tracks\` its \`track\` calls, \`orders\` the orders placed with that affiliate, \`paid_orders\` those paid (payment completed, valid, not canceled) and \`revenue_cents\` the sum of their totals. \`from\` and \`to\` bound the period by the days in Europe/Berlin, both included (422 on \`to\` when it is before \`from\`); left out, it is open. Highest revenue first, then by id. ${STAFF}`,
    tags: ["staff"],
    query: AffiliateStatsQuery,
    answers: { 200: AffiliateStatsList },
    errors: ["unauthorized"],
  },
} satisfies Record<EndpointName, EndpointSpec>;

type Specs = typeof SPECS;

/** The endpoint table: every endpoint of the API by name. */
/** Every route the shop calls: its first route's, the annual personalization's, the photos'. */
export const SHOP_ROUTES = {
  ...ROUTES,
  ...ANNUAL_ROUTES,
  ...ATTENDEE_PHOTO_ROUTES,
  ...ACCOUNT_ROUTES,
  ...VENUE_ROUTES,
  ...EVENT_ROUTES,
  ...API_ONLY_ROUTES,
};

const ALL_ROUTES = { ...SHOP_ROUTES, ...STAFF_ROUTES };

export type Endpoints = { [N in EndpointName]: (typeof ALL_ROUTES)[N] & Specs[N] };

export const ENDPOINTS = Object.fromEntries(
  Object.entries(ALL_ROUTES).map(([name, route]) => [
    name,
    { ...route, ...SPECS[name as EndpointName] },
  ]),
) as Endpoints;

/** The statuses an endpoint answers with an error body on purpose, from its codes. */
export function errorStatusesOfEndpoint(endpoint: Pick<EndpointSpec, "errors">): number[] {
  return [...new Set(endpoint.errors.map(httpStatusOf))].sort((a, b) => a - b);
}
