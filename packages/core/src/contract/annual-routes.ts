// The method and path of the annual-ticket personalization's calls (spec selling-core §7), the
// first columns of their rows of the endpoint table (./endpoints.ts); see ./routes.ts.
import type { Route } from "./routes";

/**
 * The calls of the annual-ticket personalization (spec selling-core §7). The shop makes them
 * only on those pages, so they stay out of ROUTES (which ships with its first route): the
 * pages' own chunk builds its client from this table (apps/shop lib/api.ts clientOf). A module
 * of its own: a bundler keeps a module in one chunk, so beside ROUTES it would ship with them.
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
