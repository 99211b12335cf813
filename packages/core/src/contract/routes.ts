// The method and path of every endpoint of the API under /api/v1 (DESIGN §5), by the name the
// shop calls it (`api.createHold`). The first columns of the endpoint table (./endpoints.ts,
// which adds parameters, body, answers and error codes); kept apart and free of zod so that
// the shop's API client can build its calls from it without putting the contract into the
// first route's JavaScript (`@shop/core/routes`). Each path is spelled here once.

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

export interface Route {
  readonly method: HttpMethod;
  /** Fastify's form: `:name` for a path parameter. */
  readonly path: string;
}

import type {
  ACCOUNT_ROUTES,
  ANNUAL_ROUTES,
  API_ONLY_ROUTES,
  CHECK_IN_ROUTES,
  EVENT_ROUTES,
  MERCHANDISE_ROUTES,
  QUEUE_ROUTES,
  TOUR_ROUTES,
  VENUE_ROUTES,
  WAITING_LIST_ROUTES,
} from "./page-routes";

const HOLDS = "/tickets/reservations";
const HOLD = `${HOLDS}/:token`;
const ADDRESSES = "/customer/customer_addresses";
const ADDRESS = `${ADDRESSES}/:id`;

export const ROUTES = {
  getShop: { method: "GET", path: "/shop" },
  listCountries: { method: "GET", path: "/countries" },
  listSalutations: { method: "GET", path: "/customer_salutations" },
  listMuseums: { method: "GET", path: "/museums" },
  listExhibitions: { method: "GET", path: "/exhibitions" },
  listTickets: { method: "GET", path: "/tickets" },
  listTicketGroups: { method: "GET", path: "/tickets/groups" },
  getTicketContents: { method: "GET", path: "/tickets/content" },
  getCapacities: { method: "GET", path: "/tickets/capacities" },
  getCalendar: { method: "GET", path: "/tickets/calendar" },
  getTicket: { method: "GET", path: "/tickets/:id" },
  getTicketCapacity: { method: "GET", path: "/tickets/:id/capacity" },
  getStartTimes: { method: "GET", path: "/tickets/:id/start_times" },
  createHold: { method: "POST", path: HOLDS },
  extendHolds: { method: "PUT", path: HOLDS },
  changeHold: { method: "PUT", path: HOLD },
  releaseHold: { method: "DELETE", path: HOLD },
  priceCart: { method: "POST", path: "/cart" },
  lookUpCoupon: { method: "GET", path: "/coupon_sales/barcode/:code" },
  createGuest: { method: "POST", path: "/auth/guest" },
  getSession: { method: "GET", path: "/auth/validate_token" },
  signOut: { method: "DELETE", path: "/auth/sign_out" },
  listAddresses: { method: "GET", path: ADDRESSES },
  createAddress: { method: "POST", path: ADDRESSES },
  updateAddress: { method: "PUT", path: ADDRESS },
  deleteAddress: { method: "DELETE", path: ADDRESS },
  createOrder: { method: "POST", path: "/orders" },
  getOrder: { method: "GET", path: "/orders/:id" },
  // The static pages the footer of every page links (spec surrounding-areas §2).
  listPages: { method: "GET", path: "/pages" },
} as const satisfies Record<string, Route>;

/**
 * The two event calls the header's menu makes on every page when the venue shows events
 * (surrounding-areas §2 "Header, navigation, footer": the next events, or the categories): in
 * this module, which ships with the first route anyway. From ./page-routes.ts (which spreads
 * them into EVENT_ROUTES) the menu would ship every page's route table with it: a bundler keeps
 * a module, and a module it is re-exported through, in one chunk.
 */
export const EVENT_MENU_ROUTES = {
  listEvents: { method: "GET", path: "/events" },
  listEventCategories: { method: "GET", path: "/events/categories" },
} as const satisfies Record<string, Route>;

/**
 * The two tour calls the header's menu makes when the venue shows tours (the next tours, or the
 * tour categories): beside EVENT_MENU_ROUTES for the same reason; ./page-routes.ts spreads them
 * into TOUR_ROUTES.
 */
export const TOUR_MENU_ROUTES = {
  listTours: { method: "GET", path: "/tours" },
  listTourCategories: { method: "GET", path: "/tours/categories" },
} as const satisfies Record<string, Route>;

const ATTENDEE_PHOTO = "/orders/:id/items/:position/attendees/:attendee/photo";

/**
 * The photo of an attendee of an order's ticket line (spec selling-core §5, the issue "annual
 * tickets", Deliver 2): the checkout and the one-pager upload the photo picked for an attendee
 * once the order is placed, and it is kept with the order. Beside ROUTES (a few bytes of the
 * first route), not among the tables of ./page-routes.ts, which those pages would then load
 * whole (bench/first-route).
 */
export const ATTENDEE_PHOTO_ROUTES = {
  uploadAttendeePhoto: { method: "POST", path: ATTENDEE_PHOTO },
  getAttendeePhoto: { method: "GET", path: ATTENDEE_PHOTO },
} as const satisfies Record<string, Route>;

/**
 * The venue's staff API (annual-ticket cards, resellers' collective invoice, affiliate
 * figures, the waiting room's rule at run time, the visitors' ratings). The shop never
 * calls it, so it stays out of
 * ROUTES, which the shop's API client is built from (and which ships with its first route).
 */
export const STAFF_ROUTES = {
  listStaffPersonalizations: { method: "GET", path: "/staff/annual/personalizations" },
  getStaffPhoto: { method: "GET", path: "/staff/annual/personalizations/:id/photo" },
  markTicketSaleSent: { method: "PUT", path: "/staff/annual/ticket_sales/:id/sent" },
  setCollectiveInvoice: {
    method: "PUT",
    path: "/staff/customer_addresses/:id/collective_invoice",
  },
  listAffiliateStats: { method: "GET", path: "/staff/affiliates" },
  getStaffQueueRule: { method: "GET", path: "/staff/queue" },
  setStaffQueueRule: { method: "PUT", path: "/staff/queue" },
  clearStaffQueueRule: { method: "DELETE", path: "/staff/queue" },
  listStaffRatings: { method: "GET", path: "/staff/ratings" },
  // The issue 34: the door scanners' devices and their keys.
  listCheckInDevices: { method: "GET", path: "/staff/check_in/devices" },
  createCheckInDevice: { method: "POST", path: "/staff/check_in/devices" },
  revokeCheckInDevice: { method: "DELETE", path: "/staff/check_in/devices/:id" },
} as const satisfies Record<string, Route>;

/** An endpoint the shop calls. */
export type ShopEndpointName =
  | keyof typeof ROUTES
  | keyof typeof ANNUAL_ROUTES
  | keyof typeof ATTENDEE_PHOTO_ROUTES
  | keyof typeof ACCOUNT_ROUTES
  | keyof typeof VENUE_ROUTES
  | keyof typeof EVENT_ROUTES
  | keyof typeof TOUR_ROUTES
  | keyof typeof MERCHANDISE_ROUTES
  | keyof typeof QUEUE_ROUTES
  | keyof typeof CHECK_IN_ROUTES
  | keyof typeof WAITING_LIST_ROUTES
  | keyof typeof API_ONLY_ROUTES;
/** Every endpoint of the API: the shop's and the staff's. */
export type EndpointName = ShopEndpointName | keyof typeof STAFF_ROUTES;

/**
 * The path of a route with its parameters filled in (each encoded), as the API reads it:
 * `pathOf(ROUTES.changeHold, { token })` is `/tickets/reservations/<token>`.
 */
export function pathOf(route: Route, params: Readonly<Record<string, string | number>> = {}) {
  return route.path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`${route.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The row of `routes` (by default ROUTES) that a method and a concrete path
 * (`/tickets/7/capacity`) call, if any.
 */
export function routeOf(
  method: string,
  path: string,
  routes: Partial<Record<ShopEndpointName, Route>> = ROUTES,
): ShopEndpointName | undefined {
  for (const [name, route] of Object.entries(routes) as [ShopEndpointName, Route][]) {
    if (route.method === method && patternOf(route).test(path)) return name;
  }
  return undefined;
}

const patterns = new Map<string, RegExp>();

function patternOf(route: Route): RegExp {
  let pattern = patterns.get(route.path);
  if (!pattern) {
    const source = route.path
      .split(/(:[A-Za-z_]+)/)
      .map((part) =>
        part.startsWith(":") ? "[^/]+?" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
      )
      .join("");
    pattern = new RegExp(`^${source}$`);
    patterns.set(route.path, pattern);
  }
  return pattern;
}
