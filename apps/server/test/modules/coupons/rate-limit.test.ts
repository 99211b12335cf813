// DESIGN §7: coupon lookups are rate-limited; spec selling-core §8: rateLimit on HTTP 429.
// Lookups and codes POST /cart refuses share one budget per client address: 10 a minute.
import type { FastifyReply, FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AttemptLog,
  COUPON_ATTEMPTS,
  createCouponAttempts,
} from "../../../src/modules/coupons/rate-limit";
import { engineNames } from "../../helpers/engines";
import { startTestApp, type TestApp } from "../../helpers/test-app";
import { insertCouponSale } from "../cart/cart-fixtures";
import { startCouponApp } from "./coupon-app";

// Each test guesses from its own address, so their budgets never meet.
let lastAddress = 0;
const newAddress = () => {
  lastAddress += 1;
  return `203.0.113.${lastAddress}`;
};

describe.each(engineNames())("the coupon attempts of one client on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
    await insertCouponSale(t.db, { code: "GIFT-25", value_cents: 2500 });
  });
  afterAll(async () => {
    await t?.close();
  });

  const lookUp = (from: string, code = "GIFT-25") =>
    t.app.inject({
      method: "GET",
      url: `/api/v1/coupon_sales/barcode/${code}`,
      remoteAddress: from,
    });
  const priceCart = (from: string, coupons: string[]) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/cart",
      payload: { items: [], coupons },
      remoteAddress: from,
    });

  it("lets 10 lookups through and answers the 11th 429 with Retry-After and a message", async () => {
    const from = newAddress();
    for (let i = 0; i < 10; i += 1) {
      const response = await lookUp(from, i % 2 === 0 ? "GIFT-25" : `GUESS-${i}`);
      expect(response.statusCode, `lookup ${i + 1}`).toBe(i % 2 === 0 ? 200 : 422);
    }
    const eleventh = await lookUp(from);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.headers["retry-after"]).toBe("60");
    expect(eleventh.json()).toEqual({
      error: {
        code: "rate_limit",
        message: "Too many coupon codes: try again in 60 seconds",
        fields: { base: ["At most 10 coupon codes per 60 seconds"] },
      },
    });
  });

  it("lets lookups through again once the minute has passed, not a millisecond before", async () => {
    const from = newAddress();
    for (let i = 0; i < 10; i += 1) await lookUp(from);
    t.clock.advance(59_999);
    const early = await lookUp(from);
    expect(early.statusCode).toBe(429);
    expect(early.headers["retry-after"]).toBe("1");
    t.clock.advance(1);
    expect((await lookUp(from)).statusCode).toBe(200);
  });

  it("keeps a sliding window: only the attempts of the last minute count", async () => {
    const from = newAddress();
    for (let i = 0; i < 5; i += 1) await lookUp(from);
    t.clock.advance(30_000);
    for (let i = 0; i < 5; i += 1) await lookUp(from);
    t.clock.advance(30_000);
    // The first five have left the window; the last five are 30 seconds old.
    for (let i = 0; i < 5; i += 1) expect((await lookUp(from)).statusCode).toBe(200);
    const refused = await lookUp(from);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("30");
  });

  it("leaves another client's budget alone", async () => {
    const guesser = newAddress();
    for (let i = 0; i < 11; i += 1) await lookUp(guesser, `GUESS-${i}`);
    expect((await lookUp(guesser)).statusCode).toBe(429);
    expect((await lookUp(newAddress())).statusCode).toBe(200);
  });

  it("spends nothing on malformed codes, which look nothing up", async () => {
    const from = newAddress();
    for (let i = 0; i < 15; i += 1) {
      expect((await lookUp(from, "A".repeat(65))).statusCode).toBe(422);
    }
    for (let i = 0; i < 10; i += 1) expect((await lookUp(from)).statusCode).toBe(200);
    expect((await lookUp(from)).statusCode).toBe(429);
  });

  it("counts codes POST /cart refuses, and then refuses carts with codes, not carts without", async () => {
    const from = newAddress();
    for (let i = 0; i < 10; i += 1) {
      const response = await priceCart(from, [`GUESS-${i}`]);
      expect(response.json().error.code, `cart ${i + 1}`).toBe("coupon_not_valid");
    }
    const withCode = await priceCart(from, ["GIFT-25"]);
    expect(withCode.statusCode).toBe(429);
    expect(withCode.headers["retry-after"]).toBe("60");
    expect(withCode.json().error.code).toBe("rate_limit");
    expect((await lookUp(from)).statusCode).toBe(429);
    expect((await priceCart(from, [])).statusCode).toBe(200);
  });

  it("shares one budget between lookups and refused cart codes", async () => {
    const from = newAddress();
    for (let i = 0; i < 5; i += 1)
      expect((await priceCart(from, [`GUESS-${i}`])).statusCode).toBe(422);
    for (let i = 0; i < 5; i += 1) expect((await lookUp(from)).statusCode).toBe(200);
    expect((await lookUp(from)).statusCode).toBe(429);
  });

  it("counts guesses sent at once before any is refused: 10 answer 422, the rest 429", async () => {
    const from = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => priceCart(from, [`GUESS-${i}`])),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 422)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect((await lookUp(from)).statusCode).toBe(429);
  });

  it("gives back the attempt of a cart whose codes are valid: 20 in a row answer 200", async () => {
    const from = newAddress();
    for (let i = 0; i < 20; i += 1) {
      expect((await priceCart(from, ["GIFT-25"])).statusCode, `cart ${i + 1}`).toBe(200);
    }
    for (let i = 0; i < 10; i += 1) expect((await lookUp(from)).statusCode).toBe(200);
    expect((await lookUp(from)).statusCode).toBe(429);
  });

  it("gives back the attempt of a cart refused for another reason than its code", async () => {
    const from = newAddress();
    const unknownTicket = () =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/cart",
        payload: {
          items: [{ type: "Ticket", attributes: { id: 999_999, date: "2030-01-01", quantity: 1 } }],
          coupons: ["GIFT-25"],
        },
        remoteAddress: from,
      });
    for (let i = 0; i < 12; i += 1) {
      const refused = await unknownTicket();
      expect(refused.statusCode, refused.body).toBe(404);
    }
    expect((await lookUp(from)).statusCode).toBe(200);
  });

  it("spends nothing on carts whose codes are valid", async () => {
    const from = newAddress();
    for (let i = 0; i < 15; i += 1)
      expect((await priceCart(from, ["GIFT-25"])).statusCode).toBe(200);
    expect((await lookUp(from)).statusCode).toBe(200);
  });
});

describe.each(engineNames())("an injected coupon budget on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startCouponApp(engine, { max: 2, windowMs: 1000 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("allows its own number of attempts per its own window", async () => {
    const lookUp = () => t.app.inject({ method: "GET", url: "/api/v1/coupon_sales/barcode/GUESS" });
    expect((await lookUp()).statusCode).toBe(422);
    expect((await lookUp()).statusCode).toBe(422);
    const third = await lookUp();
    expect(third.statusCode).toBe(429);
    expect(third.headers["retry-after"]).toBe("1");
    expect(third.json().error.fields).toEqual({ base: ["At most 2 coupon codes per 1 seconds"] });
    t.clock.advance(1000);
    expect((await lookUp()).statusCode).toBe(422);
  });
});

describe("AttemptLog", () => {
  const options = { max: 3, windowMs: 1000, maxKeys: 3 };

  it("keeps at most max attempts per client, the newest", () => {
    const log = new AttemptLog(options);
    for (let at = 0; at < 100; at += 1) log.record("a", at);
    expect(log.recent("a", 100)).toEqual([97, 98, 99]);
  });

  it("keeps at most maxKeys clients, dropping those whose window passed first, then the least recently active", () => {
    const log = new AttemptLog(options);
    log.record("old", 0);
    log.record("a", 500);
    log.record("b", 600);
    // "old" has left its window by 1200 and goes first.
    log.record("c", 1200);
    expect(log.size).toBe(3);
    expect(log.recent("a", 1200)).toEqual([500]);
    log.record("a", 1300);
    // Nothing has expired at 1350: "b" was active least recently and makes room.
    log.record("d", 1350);
    expect(log.size).toBe(3);
    expect(log.recent("b", 1350)).toEqual([]);
    expect(log.recent("a", 1350)).toEqual([500, 1300]);
  });

  it("gives back one attempt made at an instant, and nothing when none is kept", () => {
    const log = new AttemptLog(options);
    log.record("a", 10);
    log.record("a", 10);
    log.record("a", 20);
    expect(log.remove("a", 10)).toBe(true);
    expect(log.recent("a", 30)).toEqual([10, 20]);
    expect(log.remove("a", 15)).toBe(false);
    expect(log.remove("b", 10)).toBe(false);
    log.remove("a", 10);
    log.remove("a", 20);
    expect(log.size).toBe(0);
  });

  it("forgets a client once its attempts have left the window", () => {
    const log = new AttemptLog(options);
    log.record("a", 0);
    expect(log.recent("a", 1000)).toEqual([]);
    expect(log.size).toBe(0);
  });
});

describe("createCouponAttempts", () => {
  it("defaults to 10 attempts a minute", () => {
    expect(COUPON_ATTEMPTS).toMatchObject({ max: 10, windowMs: 60_000 });
  });

  it("takes an attempt in the same step as the check, and gives it back once", () => {
    const attempts = createCouponAttempts({ max: 2, windowMs: 1000 }, () => new Date(0));
    const reply = { header: () => reply } as unknown as FastifyReply;
    const request = () => ({ ip: "192.0.2.1" }) as FastifyRequest;
    const [first, second, third] = [request(), request(), request()];
    attempts.take(first, reply);
    attempts.take(second, reply);
    expect(() => attempts.take(third, reply)).toThrow("Too many coupon codes");
    attempts.refund(first);
    attempts.refund(first);
    attempts.take(third, reply);
    expect(() => attempts.take(request(), reply)).toThrow("Too many coupon codes");
  });

  it.each([[{ max: 0 }], [{ max: 1.5 }], [{ windowMs: 0 }], [{ maxKeys: 0 }]])(
    "refuses %o",
    (options) => {
      expect(() => createCouponAttempts(options)).toThrow(RangeError);
    },
  );
});
