// DESIGN §7: security headers on every answer (CSP without inline script, frame-ancestors,
// nosniff, referrer policy) and `Cache-Control: no-store` on private answers, over a table of
// the whole app's routes: the built shop, the API reference, public reads, private answers
// and errors, also a rate limit (429), a lost database (503) and the answers written by hand
// to the socket when Node's parser refuses a request (400, 408, 414, 431). The demo payment
// page keeps its own policy, which lets the shop frame it.
// The table can fail both ways: public rows expect their own caching and private rows
// no-store, the demo page a different policy from every other row.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance, type InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../src/app";
import type { Database } from "../../src/db/database";
import { createPostgresDatabase } from "../../src/db/postgres";
import { registerSecurityHeaders } from "../../src/http/security-headers";
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from "../../src/plugins/shop-static";
import { engineNames } from "../helpers/engines";
import { type Relay, startRelay } from "../helpers/relay";
import { GENEROUS_LIMITS, TEST_NOW, testClock, testConfig } from "../helpers/test-app";
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
  // WebAssembly may compile (the scanner page's ZXing); no eval of script.
  "script-src": ["'self'", "'wasm-unsafe-eval'"],
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

/** Bytes written to a socket of the listening app: what Node's parser refuses before Fastify. */
interface RawRequest {
  raw: string;
}

interface Row {
  name: string;
  request: (f: Fixtures) => InjectOptions | RawRequest;
  /** Sent first from the same client: the request that uses up its limit. */
  before?: (f: Fixtures) => InjectOptions;
  /** Answered by an app whose database refuses connections (PostgreSQL only, see below). */
  outage?: true;
  status: number;
  policy: "strict" | "demo";
  referrer: string;
  /** Cache-Control expected; undefined where the answer has none. */
  cache: string | undefined;
}

const SHOP_PAGE = "strict-origin-when-cross-origin";
// The client address whose coupon attempts the 429 row uses up.
const LIMITED = "198.51.100.7";

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
    name: "a cart whose body is not JSON",
    request: () => ({
      method: "POST",
      url: "/api/v1/cart",
      headers: { "content-type": "application/json" },
      payload: "{items:",
    }),
    status: 400,
    policy: "strict",
    referrer: SHOP_PAGE,
    cache: "no-store",
  },
  {
    // The app allows one coupon attempt a minute per client; this client used it up.
    name: "a coupon lookup past the client's limit",
    before: () => ({ url: "/api/v1/coupon_sales/barcode/NO-SUCH-CODE", remoteAddress: LIMITED }),
    request: () => ({ url: "/api/v1/coupon_sales/barcode/NO-SUCH-CODE", remoteAddress: LIMITED }),
    status: 429,
    policy: "strict",
    referrer: SHOP_PAGE,
    cache: "no-store",
  },
  {
    name: "a hold while the database refuses connections",
    outage: true,
    request: () => ({
      method: "POST",
      url: "/api/v1/tickets/reservations",
      payload: { ticket_id: 1, quantity: 1, date: DAY },
    }),
    status: 503,
    policy: "strict",
    referrer: SHOP_PAGE,
    cache: "no-store",
  },
  // Refused by Node's parser and answered by hand on the socket (http/unreadable-request.ts).
  {
    name: "bytes that are not HTTP",
    request: () => ({ raw: "HELLO\r\n\r\n" }),
    status: 400,
    policy: "strict",
    referrer: SHOP_PAGE,
    cache: "no-store",
  },
  {
    // The app's request timeout is 1 s; the headers never end.
    name: "a request that does not arrive in time",
    request: () => ({ raw: "GET /api/v1/shop HTTP/1.1\r\nHost: x\r\n" }),
    status: 408,
    policy: "strict",
    referrer: SHOP_PAGE,
    cache: "no-store",
  },
  {
    name: "a URL longer than Node reads",
    request: () => ({
      raw: `GET /api/v1/tickets?q=${"a".repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    }),
    status: 414,
    policy: "strict",
    referrer: SHOP_PAGE,
    cache: "no-store",
  },
  {
    name: "headers larger than Node reads",
    request: () => ({
      raw: `GET /api/v1/shop HTTP/1.1\r\nHost: x\r\nX-Padding: ${"a".repeat(20_000)}\r\n\r\n`,
    }),
    status: 431,
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

/** Sends `raw` on a socket and answers the status and headers written before it closed. */
function exchange(port: number, raw: string): Promise<{ statusCode: number; headers: Headers }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.setEncoding("latin1").on("data", (chunk: string) => {
      answer += chunk;
    });
    socket.on("error", reject);
    socket.on("close", () => {
      const [statusLine = "", ...lines] = (answer.split("\r\n\r\n")[0] ?? "").split("\r\n");
      const headers: Headers = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ statusCode: Number(statusLine.split(" ")[1]), headers });
    });
    socket.write(raw);
  });
}

type Headers = Record<string, string | string[] | number | undefined>;

describe.each(engineNames())("security headers of the app on %s", (engine) => {
  let t: OrderApp;
  let port: number;
  let dist: string;
  let f: Fixtures;
  // PostgreSQL only: PGlite runs in the process and cannot go away (test/db/outage.test.ts).
  let relay: Relay | undefined;
  let downDb: Database | undefined;
  let down: FastifyInstance | undefined;

  beforeAll(async () => {
    // A built shop for plugins/shop-static.ts to serve (the real one may not be built).
    dist = await mkdtemp(join(tmpdir(), "shop-dist-"));
    await mkdir(join(dist, "assets"));
    await writeFile(join(dist, "index.html"), INDEX);
    await writeFile(join(dist, "assets", "index-AbC123.js"), "console.log('shop')");
    vi.stubEnv("SHOP_DIST_DIR", dist);
    t = await startOrderApp(engine, {
      requestTimeoutMs: 1000,
      limits: { ...GENEROUS_LIMITS.limits, couponAttemptsPerMinute: 1 },
    });
    vi.unstubAllEnvs();
    port = Number(new URL(await t.app.listen({ host: "127.0.0.1", port: 0 })).port);
    if (engine === "postgres") {
      relay = await startRelay(process.env.DATABASE_URL ?? "");
      downDb = await createPostgresDatabase({ url: relay.url, max: 2, connectTimeoutMs: 1000 });
      await relay.setMode("refuse");
      down = await buildApp({ db: downDb, config: testConfig(), clock: testClock(TEST_NOW) });
      await down.ready();
    }

    const buyer = await newBuyer(t);
    const { ticket } = await insertDayTicket(t.db, { price_cents: 1400 });
    await insertMuseumFor(t.db, ticket);
    const place = async () => {
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
      return placed.json();
    };
    // A paid order for its documents; the payment page of one still outstanding, as a paid
    // order's page sends its visitor back to the shop.
    const { order } = await place();
    const { meta } = await place();
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
    await down?.close();
    await downDb?.close();
    await relay?.close();
    await rm(dist, { recursive: true, force: true });
  });

  const rows = ROWS.filter((row) => !row.outage || engine === "postgres");

  it.each(rows)("$name ($status) carries the headers", async (row) => {
    const app = row.outage ? (down as FastifyInstance) : t.app;
    if (row.before) await app.inject(row.before(f));
    const request = row.request(f);
    const response =
      "raw" in request
        ? { ...(await exchange(port, request.raw)), body: "" }
        : await app.inject(request);

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
