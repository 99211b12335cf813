import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ENDPOINTS, type Endpoint, errorStatusesOfEndpoint, SHOP_ROUTES } from "./endpoints";
import { API_ONLY_ROUTES } from "./page-routes";
import {
  type EndpointName,
  pathOf,
  ROUTES,
  type Route,
  routeOf,
  type ShopEndpointName,
  STAFF_ROUTES,
} from "./routes";

const names = Object.keys(ENDPOINTS) as EndpointName[];
const shopNames = Object.keys(SHOP_ROUTES) as ShopEndpointName[];

describe("the endpoint table", () => {
  it("has one row per method and path", () => {
    const keys = names.map((name) => `${ENDPOINTS[name].method} ${ENDPOINTS[name].path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(names)("%s: documents itself, answers a success and schemas its parameters", (name) => {
    const endpoint = ENDPOINTS[name];
    expect(["GET", "POST", "PUT", "DELETE"]).toContain(endpoint.method);
    expect(endpoint.summary).not.toBe("");
    const statuses = Object.keys(endpoint.answers).map(Number);
    expect(statuses.length).toBeGreaterThan(0);
    for (const status of statuses) expect(status).toBeGreaterThanOrEqual(200);
    for (const status of statuses) expect(status).toBeLessThan(300);
    const parameters = [...endpoint.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]);
    const params = "params" in endpoint ? (endpoint.params as z.ZodObject) : undefined;
    expect(Object.keys(params?.shape ?? {}).sort()).toEqual(parameters.sort());
    for (const status of errorStatusesOfEndpoint(endpoint)) expect(status).toBeGreaterThan(399);
  });

  it.each(shopNames)("%s: a concrete path finds its own row", (name) => {
    const route = SHOP_ROUTES[name];
    const path = pathOf(route, {
      id: 7,
      token: "abc",
      code: "X1",
      ticketId: 3,
      itemId: 4,
      invoiceId: 5,
      position: 0,
      attendee: 1,
      at: "partner-17",
      action: "check",
      date_id: 8,
      seat_id: 9,
      date: "2030-06-02",
      equipment_id: 801,
      start_time: "14:00",
    });
    expect(routeOf(route.method, path, SHOP_ROUTES)).toBe(name);
  });

  it("fills path parameters encoded, and refuses a missing one", () => {
    expect(pathOf(ROUTES.changeHold, { token: "a/b c" })).toBe("/tickets/reservations/a%2Fb%20c");
    expect(pathOf(API_ONLY_ROUTES.getTicketPdf, { id: 1, ticketId: 2 })).toBe(
      "/orders/1/tickets/2.pdf",
    );
    expect(() => pathOf(ROUTES.getTicket)).toThrow(":id");
  });

  it("gives each entry its route's method and path (the table is cast, not checked, by TS)", () => {
    const routes = { ...SHOP_ROUTES, ...STAFF_ROUTES } as Record<string, Route>;
    expect(Object.keys(ENDPOINTS).sort()).toEqual(Object.keys(routes).sort());
    for (const [name, route] of Object.entries(routes)) {
      const entry = (ENDPOINTS as Record<string, Route & { summary?: string }>)[name];
      expect({ method: entry?.method, path: entry?.path }, name).toEqual(route);
      expect(entry?.summary, name).toEqual(expect.any(String));
    }
  });

  it("keeps the staff API out of the shop's routes", () => {
    expect(names.filter((name) => !(name in SHOP_ROUTES))).toEqual([
      "listStaffPersonalizations",
      "getStaffPhoto",
      "markTicketSaleSent",
      "setCollectiveInvoice",
      "listAffiliateStats",
      "getStaffQueueRule",
      "setStaffQueueRule",
      "clearStaffQueueRule",
      "listStaffRatings",
      "listCheckInDevices",
      "createCheckInDevice",
      "revokeCheckInDevice",
    ]);
    expect(routeOf("GET", "/staff/annual/personalizations", SHOP_ROUTES)).toBeUndefined();
    expect(
      routeOf("PUT", "/staff/customer_addresses/5/collective_invoice", SHOP_ROUTES),
    ).toBeUndefined();
    // The first route's table leaves the account calls to the account pages' chunk.
    expect(routeOf("POST", "/auth/sign_in")).toBeUndefined();
    // The first route's table leaves the personalization's calls to their pages' chunk.
    expect(routeOf("GET", "/annual/order")).toBeUndefined();
  });

  it("finds no row for a path the API does not serve", () => {
    expect(routeOf("GET", "/tickets/7/unknown")).toBeUndefined();
    expect(routeOf("PATCH", "/tickets/reservations")).toBeUndefined();
    expect(routeOf("DELETE", "/tickets/reservations")).toBeUndefined();
  });

  it("marks as public only reads that name no one: no session, no token", () => {
    const publicOnes = names.filter((name) => (ENDPOINTS[name] as Endpoint).public);
    expect(publicOnes).toContain("listTickets");
    expect(publicOnes).not.toContain("getOrder");
    for (const name of publicOnes) {
      const endpoint = ENDPOINTS[name];
      expect(endpoint.method, name).toBe("GET");
      expect(endpoint.errors, name).not.toContain("unauthorized");
      const query = "query" in endpoint ? (endpoint.query as z.ZodObject) : undefined;
      expect(Object.keys(query?.shape ?? {}), name).not.toContain("token");
    }
  });

  it("states the statuses of its error codes", () => {
    // 403: the waiting room's queue_required (DESIGN §9).
    expect(errorStatusesOfEndpoint(ENDPOINTS.createHold)).toEqual([403, 404, 409, 429]);
    expect(errorStatusesOfEndpoint(ENDPOINTS.getShop)).toEqual([]);
    expect(ENDPOINTS.createHold.answers[201]).toBeInstanceOf(z.ZodType);
  });
});
