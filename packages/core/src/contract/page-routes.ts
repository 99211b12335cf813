// The method and path of the calls only some pages of the shop make (the annual-ticket
// personalization, spec selling-core §7; the account pages, surrounding-areas §2), the first
// columns of their rows of the endpoint table (./endpoints.ts); see ./routes.ts. A module of
// their own: a bundler keeps a module in one chunk, so beside ROUTES they would ship with the
// shop's first route.
import { EVENT_MENU_ROUTES, type Route, TOUR_MENU_ROUTES } from "./routes";

/**
 * The calls of the annual-ticket personalization (spec selling-core §7). The shop makes them
 * only on those pages, so they stay out of ROUTES (which ships with its first route): the
 * pages' own chunk builds its client from this table (apps/shop lib/api.ts clientOf).
 */
export const ANNUAL_ROUTES = {
  getAnnualOrder: { method: "GET", path: "/annual/order" },
  updateTicketSale: { method: "PUT", path: "/annual/ticket_sales/:id" },
  createAnnualCustomer: { method: "POST", path: "/annual/customers" },
  updateAnnualCustomer: { method: "PUT", path: "/annual/customers/:id" },
  createAnnualAddress: { method: "POST", path: "/annual/addresses" },
  updateAnnualAddress: { method: "PUT", path: "/annual/addresses/:id" },
  updatePersonalization: { method: "PUT", path: "/annual/personalizations/:id" },
  uploadPersonalizationPhoto: { method: "POST", path: "/annual/personalizations/:id/upload" },
  getPersonalizationPhoto: { method: "GET", path: "/annual/personalizations/:id/photo" },
} as const satisfies Record<string, Route>;

// The attendee photos' calls, which the checkout and the one-pager make after an order, live
// beside ROUTES (./routes.ts): here they shipped every other page's table with those pages.
export { ATTENDEE_PHOTO_ROUTES } from "./routes";

/**
 * The account calls (surrounding-areas §2 "Accounts and user area", §7: "sign in, sign out,
 * registration, account update, password update and reset request are made through the
 * authentication service (paths not shown)"; devise-style paths beside GET
 * /auth/validate_token). Only the account pages make them.
 */
export const ACCOUNT_ROUTES = {
  register: { method: "POST", path: "/auth/registration" },
  confirmRegistration: { method: "POST", path: "/auth/confirmation" },
  signIn: { method: "POST", path: "/auth/sign_in" },
  requestPasswordReset: { method: "POST", path: "/auth/password" },
  resetPassword: { method: "PUT", path: "/auth/password" },
  changePassword: { method: "PUT", path: "/auth/password_change" },
  updateProfile: { method: "PUT", path: "/auth" },
  listNewsletterGroups: { method: "GET", path: "/newsletter_subscriber_groups" },
  getNewsletterChoices: { method: "GET", path: "/customer/newsletter_groups" },
  setNewsletterChoices: { method: "POST", path: "/customer/newsletter_groups" },
  redeemVipCode: { method: "POST", path: "/customer/token/:token" },
  listOrders: { method: "GET", path: "/orders" },
  payOrder: { method: "POST", path: "/orders/:id/payment" },
  cancelOrder: { method: "POST", path: "/orders/:id/cancel" },
  // The issue 33: the order page (an account page a guest opens by the order's token).
  resendConfirmation: { method: "POST", path: "/orders/:id/confirmation" },
  rateOrder: { method: "PUT", path: "/orders/:id/rate" },
  cancelOrderLine: { method: "POST", path: "/orders/:id/cancellations" },
} as const satisfies Record<string, Route>;

/**
 * The calls of the venue's pages (surrounding-areas §2 "Museums and exhibitions", "Static
 * pages", "Value coupons"): only those pages make them.
 */
export const VENUE_ROUTES = {
  getMuseum: { method: "GET", path: "/museums/:id" },
  getOpeningHours: { method: "GET", path: "/museums/:id/opening_hours" },
  getExhibition: { method: "GET", path: "/exhibitions/:id" },
  getPage: { method: "GET", path: "/pages/:id" },
  listCoupons: { method: "GET", path: "/coupons" },
  getCouponValues: { method: "GET", path: "/customer/coupon_values" },
} as const satisfies Record<string, Route>;

/**
 * The calls of the events area (surrounding-areas §2 "Events", §7): the event list and detail,
 * a date with its seats, the date list, and the filters' categories and languages.
 */
export const EVENT_ROUTES = {
  ...EVENT_MENU_ROUTES,
  listEventLanguages: { method: "GET", path: "/events/languages" },
  listEventLanguagesAlias: { method: "GET", path: "/event_languages" },
  getEvent: { method: "GET", path: "/events/:id" },
  getEventDate: { method: "GET", path: "/events/:id/dates/:date_id" },
  listDates: { method: "GET", path: "/dates" },
  getEventCalendar: { method: "GET", path: "/calendar" },
  getOneEventCalendar: { method: "GET", path: "/calendar/:id" },
  listBlockings: { method: "GET", path: "/events/:id/dates/:date_id/blockings" },
  createBlocking: { method: "POST", path: "/events/:id/dates/:date_id/blockings" },
  releaseBlocking: { method: "DELETE", path: "/events/:id/dates/:date_id/blockings/:seat_id" },
} as const satisfies Record<string, Route>;

/**
 * The calls of the tours area (surrounding-areas §2 "Tours", §7): the tour list and detail, a
 * tour's start times by day or range, its equipment and prices, the filters' categories and
 * languages, the audiences, and the hold of a booking.
 */
export const TOUR_ROUTES = {
  ...TOUR_MENU_ROUTES,
  listTourLanguages: { method: "GET", path: "/tours/languages" },
  listTourLanguagesAlias: { method: "GET", path: "/tour_languages" },
  listTourAudiences: { method: "GET", path: "/tours/audiences" },
  getTour: { method: "GET", path: "/tours/:id" },
  getTourStartTimes: { method: "GET", path: "/tours/:id/start_times/:date" },
  getTourCalendar: { method: "GET", path: "/tours/:id/start_times" },
  getTourEquipment: {
    method: "GET",
    path: "/tours/:id/equipments/:equipment_id/:start_time",
  },
  listTourPrices: { method: "GET", path: "/tours/:id/prices" },
  createTourReservation: { method: "POST", path: "/tours/:id/reservations" },
} as const satisfies Record<string, Route>;

/**
 * The merchandise calls (surrounding-areas §2 "Merchandise", §7; issue 31): the articles, one
 * article, and the hold of an article's pieces (changed in place when the cart's quantity
 * changes). Only the merchandise pages and the cart make them.
 */
export const MERCHANDISE_ROUTES = {
  listMerchandises: { method: "GET", path: "/merchandises" },
  getMerchandise: { method: "GET", path: "/merchandises/:id" },
  createMerchandiseReservation: { method: "POST", path: "/merchandises/:id/reservations" },
  changeMerchandiseReservation: {
    method: "PUT",
    path: "/merchandises/:id/reservations/:token",
  },
} as const satisfies Record<string, Route>;

/**
 * The waiting room's calls (surrounding-areas §4, §7; DESIGN §9): enter the line, check one's
 * place (the token as a bearer token), leave it. Only the waiting-room page makes them.
 */
export const QUEUE_ROUTES = {
  enterQueue: { method: "POST", path: "/queue" },
  checkQueue: { method: "GET", path: "/queue" },
  leaveQueue: { method: "DELETE", path: "/queue" },
} as const satisfies Record<string, Route>;

/**
 * The issue 34: a door scanner's calls (the staff page /staff/check-in makes them with the
 * device's key as a bearer token): who the key is, scan a code, the day's offline list, upload
 * offline scans, the live counts.
 */
export const CHECK_IN_ROUTES = {
  getCheckInDevice: { method: "GET", path: "/check_in/device" },
  scanCode: { method: "POST", path: "/check_in/scans" },
  uploadOfflineScans: { method: "POST", path: "/check_in/offline_scans" },
  getCheckInList: { method: "GET", path: "/check_in/list" },
  getCheckInCounts: { method: "GET", path: "/check_in/counts" },
} as const satisfies Record<string, Route>;

/**
 * The issue 34, Deliver 3: the waiting list of a sold-out time slot. The ticket pages sign up;
 * the page of an offer's link reads it, takes its hold into the cart, or declines it.
 */
export const WAITING_LIST_ROUTES = {
  joinWaitingList: { method: "POST", path: "/waiting_list" },
  getWaitingListOffer: { method: "GET", path: "/waiting_list/offers/:token" },
  claimWaitingListOffer: { method: "POST", path: "/waiting_list/offers/:token/claim" },
  declineWaitingListOffer: { method: "DELETE", path: "/waiting_list/offers/:token" },
} as const satisfies Record<string, Route>;

/**
 * Endpoints of the API the shop never calls through its client: the order documents are links
 * (apps/shop features/checkout/documents.ts), the payment provider posts its webhook, an
 * affiliate's referral is the shop's own small request (features/affiliate/api.ts), and the
 * locales and a single address serve other clients (the shop reads them with GET /shop and the
 * address list). Out of ROUTES, which ships with the shop's first route. (A path that only
 * differs from a parameter route by a word, as /tickets/content from /tickets/:id, stays before
 * it in ROUTES: routeOf finds the first that matches.)
 */
export const API_ONLY_ROUTES = {
  listLocales: { method: "GET", path: "/locales" },
  getAddress: { method: "GET", path: "/customer/customer_addresses/:id" },
  getTicketPdf: { method: "GET", path: "/orders/:id/tickets/:ticketId.pdf" },
  getEventPdf: { method: "GET", path: "/orders/:id/events/:itemId.pdf" },
  getTourPdf: { method: "GET", path: "/orders/:id/tours/:itemId.pdf" },
  getCouponPdf: { method: "GET", path: "/orders/:id/coupons/:itemId.pdf" },
  // The issue 33: an order's invoice or cancellation invoice (a link on the order page).
  getInvoicePdf: { method: "GET", path: "/orders/:id/invoices/:invoiceId.pdf" },
  // The issue 33: "add to calendar", the whole order and one line (links, not calls).
  getOrderCalendar: { method: "GET", path: "/orders/:id/calendar.ics" },
  getItemCalendar: { method: "GET", path: "/orders/:id/calendar/:itemId.ics" },
  // The issue 33, Deliver 4: a dated line's wallet passes (links, not calls).
  getItemApplePasses: { method: "GET", path: "/orders/:id/apple_wallet/:itemId" },
  getItemGoogleWallet: { method: "GET", path: "/orders/:id/google_wallet/:itemId" },
  // The issue 33: the key a door scanner verifies admission codes with (no shop page calls it).
  getTicketCodeKey: { method: "GET", path: "/ticket_codes/public_key" },
  receiveDemoPayment: { method: "POST", path: "/demo-pay/webhook" },
  recordReferral: { method: "POST", path: "/affiliates/referrals/:at/:action" },
  getLiveness: { method: "GET", path: "/health/live" },
  getReadiness: { method: "GET", path: "/health/ready" },
} as const satisfies Record<string, Route>;
