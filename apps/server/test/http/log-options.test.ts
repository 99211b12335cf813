// DESIGN §7: log lines never carry tokens: not in the request line (document links,
// payment pages, hold tokens in paths), not in logged objects.
import { Writable } from "node:stream";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { logOptions, redactSecrets, redactUrl } from "../../src/http/log-options";
import { openDatabase } from "../helpers/engines";
import { TEST_NOW, testClock, testConfig } from "../helpers/test-app";

const TOKEN = "q3Jx9fLw0VbT2mYcR8nKdAq3Jx9fLw0VbT2mYcR8nK";

describe("redactUrl", () => {
  it.each([
    [
      `/api/v1/orders/1001?token=${TOKEN}&locale=de`,
      "/api/v1/orders/1001?token=[redacted]&locale=de",
    ],
    [`/api/v1/tickets/reservations/${TOKEN}`, "/api/v1/tickets/reservations/[redacted]"],
    ["/api/demo-pay/pay?session=abc.def", "/api/demo-pay/pay?session=[redacted]"],
    ["/api/v1/annual/order?order_token=short", "/api/v1/annual/order?order_token=[redacted]"],
    [`/annual/personalisation/${TOKEN}/3/4`, "/annual/personalisation/[redacted]/3/4"],
    ["/api/v1/tickets?per_page=1000&q=Museum", "/api/v1/tickets?per_page=1000&q=Museum"],
    [`/x?q=${TOKEN}`, "/x?q=[redacted]"],
    ["/api/v1/tickets/42/capacity?date=2030-06-02", "/api/v1/tickets/42/capacity?date=2030-06-02"],
    // A malformed escape after the token (answered 400, and logged) hides nothing.
    [`/api/v1/tickets/reservations/${TOKEN}%`, "/api/v1/tickets/reservations/[redacted]%"],
    [
      `/api/v1/tickets/reservations/${TOKEN}%E0%A4%A`,
      "/api/v1/tickets/reservations/[redacted]%E0%A4%A",
    ],
    [`/api/v1/orders/1001?token=${TOKEN}%`, "/api/v1/orders/1001?token=[redacted]"],
    [`/x?q=${TOKEN}%`, "/x?q=[redacted]%"],
    [`/api/v1/orders/1/tickets/${TOKEN}.pdf`, "/api/v1/orders/1/tickets/[redacted].pdf"],
    ["/api/v1/museums?q=100%", "/api/v1/museums?q=100%"],
  ])("%s → %s", (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe("redactSecrets", () => {
  it.each([
    [{ token: TOKEN }, { token: "[redacted]" }],
    [{ body: { tokens: [TOKEN] } }, { body: { tokens: "[redacted]" } }],
    [
      { body: { items: [{ reservations: [{ token: TOKEN, valid_until: "2030-06-01" }] }] } },
      { body: { items: [{ reservations: [{ token: "[redacted]", valid_until: "2030-06-01" }] }] } },
    ],
    [
      { query: { order_token: TOKEN, locale: "de" } },
      { query: { order_token: "[redacted]", locale: "de" } },
    ],
    [{ headers: { cookie: `shop_session=${TOKEN}` } }, { headers: { cookie: "[redacted]" } }],
    [
      { orderId: 7, via: "smtp" },
      { orderId: 7, via: "smtp" },
    ],
  ])("%j → %j", (object, expected) => {
    expect(redactSecrets(object)).toEqual(expected);
  });

  it("leaves an object without secrets as it is, uncopied", () => {
    const object = { code: "validation", fields: { "items.0.quantity": ["Too small"] } };
    expect(redactSecrets(object)).toBe(object);
  });
});

describe("the server's log", () => {
  it("carries no token of the requests it logs", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = pino(logOptions("info"), sink);
    const opened = await openDatabase("pglite");
    const app = await buildApp({
      db: opened.db,
      config: testConfig(),
      clock: testClock(TEST_NOW),
      logger,
    });
    try {
      await app.inject({ method: "GET", url: `/api/v1/orders/1001?token=${TOKEN}` });
      await app.inject({ method: "DELETE", url: `/api/v1/tickets/reservations/${TOKEN}` });
      await app.inject({ method: "GET", url: `/api/demo-pay/pay?session=${TOKEN}.sealed` });
      logger.info({ body: { token: TOKEN, tokens: [TOKEN] } }, "an object with tokens");

      const log = lines.join("");
      expect(log).toContain("/api/v1/orders/1001?token=[redacted]");
      expect(log).toContain("/api/v1/tickets/reservations/[redacted]");
      expect(log).not.toContain(TOKEN);
    } finally {
      await app.close();
      await opened.close();
    }
  });
  it("carries no token of a body at any depth, nor of a path it refuses, also when a request fails", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = pino(logOptions("debug"), sink);
    const opened = await openDatabase("pglite");
    const app = await buildApp({
      db: opened.db,
      config: testConfig(),
      clock: testClock(TEST_NOW),
      logger,
    });
    // A failure that carries the body it choked on, and a handler that logs its body: what a
    // route may do one day; the log must hide the tokens either way.
    app.post("/api/v1/test/fails", async (request) => {
      throw Object.assign(new Error("the order could not be stored"), { body: request.body });
    });
    app.post("/api/v1/test/logs", async (request) => {
      request.log.info({ body: request.body }, "a body");
      return {};
    });
    // spec selling-core §3: an order's ticket line names its holds by token.
    const order = {
      billing_address_id: 1,
      payment_mode_id: 2,
      total: 1400,
      items: [
        {
          type: "Ticket",
          attributes: { id: 1, date: "2030-06-02", quantity: 1 },
          reservations: [{ token: TOKEN, valid_until: "2030-06-01T08:30:00Z" }],
        },
      ],
    };
    try {
      const failed = await app.inject({
        method: "POST",
        url: "/api/v1/test/fails",
        payload: order,
      });
      const logged = await app.inject({ method: "POST", url: "/api/v1/test/logs", payload: order });
      const placed = await app.inject({ method: "POST", url: "/api/v1/orders", payload: order });
      const released = await app.inject({
        method: "DELETE",
        url: "/api/v1/tickets/reservations",
        payload: { tokens: [TOKEN] },
      });
      const malformed = await app.inject({
        method: "DELETE",
        url: `/api/v1/tickets/reservations/${TOKEN}%`,
      });

      expect(failed.statusCode).toBe(500);
      expect(logged.statusCode).toBe(200);
      expect(placed.statusCode).toBeGreaterThanOrEqual(400);
      expect(released.statusCode).toBeLessThan(500);
      expect(malformed.statusCode).toBe(400);
      const log = lines.join("");
      // The lines are there, with the tokens' places marked.
      expect(log).toContain("the order could not be stored");
      expect(log).toContain('"reservations":[{"token":"[redacted]"');
      expect(log).toContain("Malformed percent-escape in /api/v1/tickets/reservations/[redacted]%");
      expect(log).not.toContain(TOKEN);
    } finally {
      await app.close();
      await opened.close();
    }
  });
});
