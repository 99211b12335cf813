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
// The entries live in one file per area (./specs/), beside what they share (./specs/spec.ts).
import { httpStatusOf } from "./errors";
import {
  ACCOUNT_ROUTES,
  ANNUAL_ROUTES,
  API_ONLY_ROUTES,
  ATTENDEE_PHOTO_ROUTES,
  CHECK_IN_ROUTES,
  EVENT_ROUTES,
  MERCHANDISE_ROUTES,
  QUEUE_ROUTES,
  TOUR_ROUTES,
  VENUE_ROUTES,
  WAITING_LIST_ROUTES,
} from "./page-routes";
import { type EndpointName, ROUTES, STAFF_ROUTES } from "./routes";
import { ACCOUNTS_SPECS } from "./specs/accounts";
import { ANNUAL_SPECS } from "./specs/annual";
import { CHECK_IN_SPECS } from "./specs/check-in";
import { EVENTS_SPECS } from "./specs/events";
import { MERCHANDISE_SPECS } from "./specs/merchandise";
import { ORDERS_SPECS } from "./specs/orders";
import { QUEUE_SPECS } from "./specs/queue";
import type { EndpointSpec } from "./specs/spec";
import { TICKETS_SPECS } from "./specs/tickets";
import { TOURS_SPECS } from "./specs/tours";
import { VENUE_SPECS } from "./specs/venue";
import { WAITING_LIST_SPECS } from "./specs/waiting-list";

export {
  type Endpoint,
  type EndpointSpec,
  ItemDocumentPath,
  NoContent,
  PdfFile,
  QUEUED,
  TicketDocumentPath,
} from "./specs/spec";

const SPECS = {
  ...VENUE_SPECS,
  ...EVENTS_SPECS,
  ...TOURS_SPECS,
  ...MERCHANDISE_SPECS,
  ...TICKETS_SPECS,
  ...ACCOUNTS_SPECS,
  ...ORDERS_SPECS,
  ...ANNUAL_SPECS,
  ...QUEUE_SPECS,
  ...CHECK_IN_SPECS,
  ...WAITING_LIST_SPECS,
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
  ...TOUR_ROUTES,
  ...MERCHANDISE_ROUTES,
  ...QUEUE_ROUTES,
  ...CHECK_IN_ROUTES,
  ...WAITING_LIST_ROUTES,
  ...API_ONLY_ROUTES,
};

const ALL_ROUTES = { ...SHOP_ROUTES, ...STAFF_ROUTES };

export type Endpoints = { [N in EndpointName]: (typeof ALL_ROUTES)[N] & Specs[N] };

// Through unknown: the entries' union grew past what TypeScript compares with Endpoints (TS2859);
// the table's test checks each entry has its route's method and path.
export const ENDPOINTS = Object.fromEntries(
  Object.entries(ALL_ROUTES).map(([name, route]) => [
    name,
    { ...route, ...SPECS[name as EndpointName] },
  ]),
) as unknown as Endpoints;

/** The statuses an endpoint answers with an error body on purpose, from its codes. */
export function errorStatusesOfEndpoint(endpoint: Pick<EndpointSpec, "errors">): number[] {
  return [...new Set(endpoint.errors.map(httpStatusOf))].sort((a, b) => a - b);
}
