// DESIGN §7: log lines never carry tokens: not in the request line (document links,
// payment pages, hold tokens in paths), not in logged objects.
import { Writable } from "node:stream";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { logOptions, redactUrl } from "../../src/http/log-options";
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
  ])("%s → %s", (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
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
});
