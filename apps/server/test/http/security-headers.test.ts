// DESIGN §7: security headers on every answer (CSP without inline script, frame-ancestors,
// nosniff, referrer policy) and `Cache-Control: no-store` on private answers, over a table of
// the whole app's routes: the built shop, the API reference, public reads, private answers
// and errors. The demo payment page keeps its own policy, which lets the shop frame it.
// The table can fail both ways: public rows expect their own caching and private rows
// no-store, the demo page a different policy from every other row.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { registerSecurityHeaders } from "../../src/http/security-headers";
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from "../../src/plugins/shop-static";
import { engineNames } from "../helpers/engines";
import { insertDayTicket } from "../modules/cart/cart-fixtures";
import {
  type Buyer,
  DAY,
  hold,
  newBuyer,
  type OrderApp,
  startOrderApp,
  ticketLine,
} from "../modules/orders/order-app";
import { insertMuseumFor, postPaymentEvent } from "../modules/orders/order-documents";

const DEMO_CARD = 2;
const HTML = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };
const INDEX =
  '<!doctype html><title>Shop</title><script type="module" src="/assets/index-AbC123.js"></script><div id=root></div>';

// Written out here, not imported from the plugin: a change of policy is made twice, on purpose.
const STRICT_POLICY = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "script-src-attr": ["'none'"],
  "style-src": ["'self'"],
  "style-src-elem": ["'self'", "'unsafe-inline'"],
  "style-src-attr": ["'none'"],
  "img-src": ["'self'", "data:", "blob:", "https:"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};

/** The demo page's own policy (modules/payments/demo/html.ts) for a shop at `shop`. */
const demoPolicy = (shop: string) => ({
  "default-src": ["'none'"],
  "style-src": ["'self'"],
  "script-src": ["'self'"],
  "img-src": ["'self'"],
  "base-uri": ["'none'"],
  "form-action": ["'self'", shop],
  "frame-ancestors": ["'self'", shop],
});

function directivesOf(header: string | string[] | number | undefined): Record<string, string[]> {
  expect(typeof header, "Content-Security-Policy").toBe("string");
  return Object.fromEntries(
    String(header)
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

interface Fixtures {
  buyer: Buyer;
  ticket: number;
  order: { id: number; token: string };
  itemId: number;
  /** Path and query of the order's demo payment page. */
  paymentPage: string;
  /** The shop's origin, as the demo page's policy names it. */
  shopOrigin: string;
}

interface Row {
  name: string;
  request: (f: Fixtures) => InjectOptions;
  status: number;
  policy: "strict" | "demo";
  referrer: string;
  /** Cache-Control expected; undefined where the answer has none. */
  cache: string | undefined;
}

const SHOP_PAGE = "strict-origin-when-cross-origin";

const ROWS: Row[] = [
  // The built shop (plugins/shop-static.ts) keeps its caching.
  {
    name: "the shop's index page",
    request: () => ({ url: "/", headers: HTML }),
    status: 200,
    policy: "strict",
    referrer: SHOP_PAGE,
    cache: REVALIDATE_CACHE,
  },
  {
    name: "a deep link of the shop",
    request: () => ({ url: "/checkout/cart", headers: HTML }),
    status: 200,
    policy: "strict",
    referrer: SHOP_PAGE,
    cache: REVALIDATE_CACHE,
  },
  {
    name: "a hashed asset of the shop",
    request: () => ({ url: "/assets/index-AbC123.js" }),
    status: 200,
    policy: "strict",
    referrer: SHOP_PAGE,
    cache: IMMUTABLE_CACHE,
  },
  // Public reads: the same for everyone, no Cache-Control now and none added.
  {
    name: "the API reference page",
    request: () => ({ url: "/api/docs" }),
    status: 200,
    policy: "strict",
    referrer: SHOP_PAGE,
    cache: undefined,
  },
  {
    name: "the ticket list",
    request: () => ({ url: "/api/v1/tickets" }),
    status: 200,
    policy: "strict",
    referrer: SHOP_PAGE,
    cache: undefined,
  },
  {
    name: "a ticket",
    request: (f) => ({ url: `/api/v1/tickets/${f.ticket}` }),
    status: 200,
    policy: "strict",
    referrer: SHOP_PAGE,
    cache: undefined,
  },
  {
    name: "the ticket list refusing a bad filter",
    request: () => ({ url: "/api/v1/tickets?valid_at=tomorrow" }),
    status: 422,
    policy: "strict",
    referrer: SHOP_PAGE,
    cache: undefined,
  },
  // Private answers: tokens, sessions, personal data.
  {
    name: "a new hold (its token)",
    request: (f) => ({
      method: "POST",
      url: "/api/v1/tickets/reservations",
      payload: { ticket_id: f.ticket, quantity: 1, date: DAY },
    }),
    status: 201,
    policy: "strict",
    referrer: SHOP_PAGE,
    cache: "no-store",
  },
  {
    name: "a hold refused for bad input",
    request: () => ({
      method: "POST",
      url: "/api/v1/tickets/reservations",
      payload: { ticket_id: "x", quantity: 1 },
    }),
    status: 422,
    policy: "strict",
    referrer: SHOP_PAGE,
    cache: "no-store",
  },
  {
    name: "the session check without a session",
    request: () => ({ url: "/api/v1/auth/validate_token" }),
    status: 401,
    policy: "strict",
    referrer: SHOP_PAGE,
    cache: "no-store",
  },
  {
    name: "the session check of a signed-in guest",
    request: (f) => ({ url: "/api/v1/auth/validate_token", headers: { cookie: f.buyer.cookie } }),
    status: 200,
    policy: "strict",
    referrer: SHOP_PAGE,
    cache: "no-store",
  },
  {
    name: "a guest's addresses",
    request: (f) => ({
      url: "/api/v1/customer/customer_addresses",
      headers: { cookie: f.buyer.cookie },
    }),
    status: 200,
    policy: "strict",
    referrer: SHOP_PAGE,
    cache: "no-store",
  },
  {
    name: "a coupon lookup refusing an unknown code",
    request: () => ({ url: "/api/v1/coupon_sales/barcode/NO-SUCH-CODE" }),
    status: 422,
    policy: "strict",
    referrer: SHOP_PAGE,
    cache: "no-store",
  },
  {
    name: "an order read with its token",
    request: (f) => ({ url: `/api/v1/orders/${f.order.id}?token=${f.order.token}` }),
    status: 200,
    policy: "strict",
    referrer: SHOP_PAGE,
    cache: "no-store",
  },
  {
    name: "an order read with a wrong token",
    request: (f) => ({ url: `/api/v1/orders/${f.order.id}?token=${"x".repeat(22)}` }),
    status: 404,
    policy: "strict",
    referrer: SHOP_PAGE,
    cache: "no-store",
  },
  {
    // The route's own, stricter value stays.
    name: "a ticket PDF fetched with the order token",
    request: (f) => ({
      url: `/api/v1/orders/${f.order.id}/tickets/${f.itemId}.pdf?token=${f.order.token}`,
    }),
    status: 200,
    policy: "strict",
    referrer: SHOP_PAGE,
    cache: "private, no-store",
  },
  {
    // Its own policy; no-referrer, as the sealed session is in its URL.
    name: "the demo payment page",
    request: (f) => ({ url: f.paymentPage }),
    status: 200,
    policy: "demo",
    referrer: "no-referrer",
    cache: "no-store",
  },
  // Errors: an unknown API path, and a write refused before any route ran.
  {
    name: "an unknown API path",
    request: () => ({ url: "/api/v1/no-such-thing", headers: HTML }),
    status: 404,
    policy: "strict",
    referrer: SHOP_PAGE,
    cache: "no-store",
  },
  {
    name: "a write from another site",
    request: () => ({
      method: "POST",
      url: "/api/v1/auth/guest",
      headers: { "sec-fetch-site": "cross-site" },
      payload: {},
    }),
    status: 403,
    policy: "strict",
    referrer: SHOP_PAGE,
    cache: "no-store",
  },
];

describe.each(engineNames())("security headers of the app on %s", (engine) => {
  let t: OrderApp;
  let dist: string;
  let f: Fixtures;

  beforeAll(async () => {
    // A built shop for plugins/shop-static.ts to serve (the real one may not be built).
    dist = await mkdtemp(join(tmpdir(), "shop-dist-"));
    await mkdir(join(dist, "assets"));
    await writeFile(join(dist, "index.html"), INDEX);
    await writeFile(join(dist, "assets", "index-AbC123.js"), "console.log('shop')");
    vi.stubEnv("SHOP_DIST_DIR", dist);
    t = await startOrderApp(engine);
    vi.unstubAllEnvs();

    const buyer = await newBuyer(t);
    const { ticket } = await insertDayTicket(t.db, { price_cents: 1400 });
    await insertMuseumFor(t.db, ticket);
    const held = await hold(t, { ticket_id: ticket, quantity: 1, date: DAY });
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/v1/orders",
      payload: {
        billing_address_id: buyer.addressId,
        payment_mode_id: DEMO_CARD,
        items: [ticketLine(ticket, 1, [held])],
        total: 1400,
      },
      headers: { cookie: buyer.cookie },
    });
    if (placed.statusCode !== 201) throw new Error(placed.body);
    const { order, meta } = placed.json();
    const paid = await postPaymentEvent(t, {
      event_id: "security-headers-1",
      order_id: order.id,
      status: 30,
      amount_cents: 1400,
    });
    if (paid.statusCode !== 200) throw new Error(paid.body);
    const items = await t.db.query<{ id: number }>(
      "SELECT id FROM order_items WHERE order_id = $1",
      [order.id],
    );
    const paymentUrl = new URL(meta.payment_url);
    f = {
      buyer,
      ticket,
      order: { id: order.id, token: order.token },
      itemId: items.rows[0]?.id ?? 0,
      paymentPage: `${paymentUrl.pathname}${paymentUrl.search}`,
      shopOrigin: paymentUrl.origin,
    };
  });

  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it.each(ROWS)("$name ($status) carries the headers", async (row) => {
    const response = await t.app.inject(row.request(f));

    expect(response.statusCode, response.body.slice(0, 300)).toBe(row.status);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe(row.referrer);
    expect(directivesOf(response.headers["content-security-policy"])).toEqual(
      row.policy === "demo" ? demoPolicy(f.shopOrigin) : STRICT_POLICY,
    );
    // frame-ancestors decides; a DENY here would contradict the demo page's policy.
    expect(response.headers["x-frame-options"]).toBeUndefined();
    expect(response.headers["cache-control"]).toBe(row.cache);
  });

  it("lets the shop's origin frame the demo payment page and nothing frame the shop", async () => {
    const shop = await t.app.inject({ url: "/", headers: HTML });
    const page = await t.app.inject({ url: f.paymentPage });

    expect(directivesOf(shop.headers["content-security-policy"])["frame-ancestors"]).toEqual([
      "'none'",
    ]);
    expect(directivesOf(page.headers["content-security-policy"])["frame-ancestors"]).toEqual([
      "'self'",
      f.shopOrigin,
    ]);
    // The page itself needs no inline script or style under its policy.
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)/);
    expect(page.body).not.toMatch(/<style|\sstyle=/);
  });

  it("keeps the reference page working: one inline style block, no script, nothing fetched", async () => {
    const response = await t.app.inject({ url: "/api/docs" });
    const policy = directivesOf(response.headers["content-security-policy"]);

    expect(response.body).toMatch(/<style>[^<]+<\/style>/);
    expect(policy["style-src-elem"]).toContain("'unsafe-inline'");
    expect(response.body).not.toMatch(/<script|\ssrc=|<link[^>]+stylesheet|\sstyle=/);
  });
});

describe("the private-answer rule", () => {
  it("overrides a handler's looser caching on a private route, not on a public one", async () => {
    const app = Fastify({ logger: false });
    await registerSecurityHeaders(app);
    app.get("/api/v1/orders/:id", async (_request, reply) =>
      reply.header("cache-control", "public, max-age=60").send({}),
    );
    app.get("/api/v1/museums", async (_request, reply) =>
      reply.header("cache-control", "public, max-age=60").send({}),
    );
    await app.ready();

    const order = await app.inject({ url: "/api/v1/orders/1" });
    const museums = await app.inject({ url: "/api/v1/museums" });
    await app.close();

    expect(order.headers["cache-control"]).toBe("no-store");
    expect(museums.headers["cache-control"]).toBe("public, max-age=60");
  });

  it("goes by the route that answered, not by how the path is spelled", async () => {
    const app = Fastify({ logger: false });
    await registerSecurityHeaders(app);
    app.get("/api/v1/tickets/reservations/:token", async () => ({}));
    app.get("/api/v1/tickets/:id", async () => ({}));
    await app.ready();

    const hold = await app.inject({ url: "/api/v1/tickets/%72eservations/abc" });
    const ticket = await app.inject({ url: "/api/v1/tickets/7" });
    await app.close();

    expect(hold.statusCode).toBe(200);
    expect(hold.headers["cache-control"]).toBe("no-store");
    expect(ticket.headers["cache-control"]).toBeUndefined();
  });
});
