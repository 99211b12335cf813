// DESIGN §9: payments are real or clearly not. In production the demo provider takes no
// money unless PAYMENT_DEMO=on, and the server says so at start; payment and return URLs
// come from PUBLIC_URL (default: the listen address), never from the request's Host header;
// the cross-origin guard compares scheme, host and port.
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../../../../src/app";
import { type Config, describePayments, loadConfig } from "../../../../src/config";
import { engineNames, type OpenedDatabase, openDatabase } from "../../../helpers/engines";
import { TEST_NOW, testClock, testConfig } from "../../../helpers/test-app";
import { signInGuest } from "../../auth/guest-session";
import { insertDayTicket, insertReference, setSettings } from "../../cart/cart-fixtures";

const DAY = "2030-06-02";
// spec selling-core §9: credit_card is payment mode 2 (the demo opens it by redirect).
const CARD = 2;

describe.each(engineNames())("the demo provider and the shop's address on %s", (engine) => {
  let opened: OpenedDatabase | undefined;
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    await opened?.close();
    app = undefined;
    opened = undefined;
  });

  async function start(config: Partial<Config>): Promise<FastifyInstance> {
    opened = await openDatabase(engine);
    await insertReference(opened.db);
    await setSettings(opened.db, { shipping: "none", maxOrderTotalCents: 50_000 });
    app = await buildApp({
      db: opened.db,
      config: testConfig(config),
      clock: testClock(TEST_NOW),
    });
    await app.ready();
    return app;
  }

  async function order(server: FastifyInstance, headers: Record<string, string> = {}) {
    if (!opened) throw new Error("start first");
    const { cookie } = await signInGuest(server);
    const addresses = await server.inject({
      method: "GET",
      url: "/api/v1/customer/customer_addresses",
      headers: { cookie },
    });
    const { ticket } = await insertDayTicket(opened.db, { price_cents: 1400 });
    const held = (
      await server.inject({
        method: "POST",
        url: "/api/v1/tickets/reservations",
        payload: { ticket_id: ticket, quantity: 1, date: DAY },
      })
    ).json();
    return server.inject({
      method: "POST",
      url: "/api/v1/orders",
      headers: { cookie, ...headers },
      payload: {
        billing_address_id: addresses.json().customer_addresses[0].id,
        payment_mode_id: CARD,
        items: [
          {
            type: "Ticket",
            attributes: { id: ticket, date: DAY, quantity: 1 },
            reservations: [{ token: held.token, valid_until: held.valid_until }],
          },
        ],
        total: 1400,
      },
    });
  }

  it("takes no money with the demo provider in production without PAYMENT_DEMO=on", async () => {
    const config = loadConfig({ NODE_ENV: "production" });
    const server = await start({ nodeEnv: "production", paymentDemo: config.paymentDemo });

    const refused = await order(server);

    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toEqual({
      payment_mode_id: ["This payment mode is not available"],
    });
    const page = await server.inject({ method: "GET", url: "/api/demo-pay/pay?session=x" });
    expect(page.statusCode).toBe(404);
  });

  it("takes demo payments in production with PAYMENT_DEMO=on", async () => {
    const config = loadConfig({ NODE_ENV: "production", PAYMENT_DEMO: "on" });
    const server = await start({ nodeEnv: "production", paymentDemo: config.paymentDemo });

    const placed = await order(server);

    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().meta.payment_url).toMatch(/\/api\/demo-pay\/pay\?session=/);
  });

  it("sends the visitor to PUBLIC_URL, whatever Host the request names", async () => {
    const server = await start({ publicUrl: "https://tickets.museum.example" });

    const placed = await order(server, {
      host: "evil.example",
      "x-forwarded-host": "evil.example",
    });

    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().meta.payment_url).toMatch(
      /^https:\/\/tickets\.museum\.example\/api\/demo-pay\/pay\?session=/,
    );
  });

  it("uses the listen address without PUBLIC_URL, never the Host header", async () => {
    const server = await start({ host: "127.0.0.1", port: 3456 });

    const placed = await order(server, { host: "evil.example" });

    expect(placed.json().meta.payment_url).toMatch(
      /^http:\/\/127\.0\.0\.1:3456\/api\/demo-pay\/pay\?session=/,
    );
  });

  describe("the cross-origin guard", () => {
    const signUp = (server: FastifyInstance, headers: Record<string, string>) =>
      server.inject({
        method: "DELETE",
        url: "/api/v1/auth/sign_out",
        headers,
      });

    it.each([
      ["the same scheme, host and port", "https://tickets.museum.example", 204],
      ["another scheme", "http://tickets.museum.example", 403],
      ["another port", "https://tickets.museum.example:8443", 403],
      ["another host", "https://museum.example", 403],
      ["a null origin", "null", 403],
    ])("with PUBLIC_URL set, answers an Origin of %s with %i", async (_what, origin, status) => {
      const server = await start({ publicUrl: "https://tickets.museum.example" });

      const answer = await signUp(server, { origin, host: "tickets.museum.example" });

      expect(answer.statusCode).toBe(status);
    });

    it.each([
      ["the same scheme, host and port", "http://127.0.0.1:3000", 204],
      ["another scheme", "https://127.0.0.1:3000", 403],
      ["another port", "http://127.0.0.1:3001", 403],
    ])(
      "without PUBLIC_URL, compares an Origin of %s with the request's own",
      async (_what, origin, status) => {
        const server = await start({});

        const answer = await signUp(server, { origin, host: "127.0.0.1:3000" });

        expect(answer.statusCode).toBe(status);
      },
    );
  });
});

describe("the settings", () => {
  it("switch the demo provider off in production unless PAYMENT_DEMO=on", () => {
    expect(loadConfig({}).paymentDemo).toBe(true);
    expect(loadConfig({ PAYMENT_DEMO: "off" }).paymentDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: "production" }).paymentDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", PAYMENT_DEMO: "on" }).paymentDemo).toBe(true);
  });

  it("say at start whether money can be taken", () => {
    expect(describePayments(loadConfig({ NODE_ENV: "production" }))).toMatch(
      /demo provider is off \(NODE_ENV=production without PAYMENT_DEMO=on\)/,
    );
    expect(describePayments(loadConfig({ NODE_ENV: "production", PAYMENT_DEMO: "on" }))).toMatch(
      /DEMO provider on in production \(PAYMENT_DEMO=on\): it takes no real money/,
    );
  });

  it("keep PUBLIC_URL's origin and refuse anything but http(s)", () => {
    expect(loadConfig({ PUBLIC_URL: "https://shop.example/tickets/" }).publicUrl).toBe(
      "https://shop.example",
    );
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(() => loadConfig({ PUBLIC_URL: "ftp://shop.example" })).toThrow(/PUBLIC_URL/);
  });
});
