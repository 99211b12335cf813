// DESIGN §7: coupon lookups are rate-limited; spec selling-core §8: rateLimit on HTTP 429.
// Lookups and codes POST /cart refuses share one budget per client address: 10 a minute.
import type { FastifyReply, FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/config";
import { createMemoryLimitStore } from "../../../src/http/limits";
import { createCouponAttempts } from "../../../src/modules/coupons/rate-limit";
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
    // The shop's own budget, not the tests' generous one.
    t = await startTestApp(engine, {
      config: { limits: { ...loadConfig({}).limits, holdsPerMinute: 1000, guestsPerHour: 1000 } },
    });
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

describe.each(engineNames())("a venue's own coupon budget on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startCouponApp(engine, 2);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("allows COUPON_ATTEMPTS_PER_MINUTE attempts a minute", async () => {
    const lookUp = () => t.app.inject({ method: "GET", url: "/api/v1/coupon_sales/barcode/GUESS" });
    expect((await lookUp()).statusCode).toBe(422);
    expect((await lookUp()).statusCode).toBe(422);
    const third = await lookUp();
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers["retry-after"])).toBeGreaterThan(55);
    expect(third.json().error.fields).toEqual({ base: ["At most 2 coupon codes per 60 seconds"] });
  });
});

describe("createCouponAttempts", () => {
  it("defaults to 10 attempts a minute", () => {
    expect(loadConfig({}).limits.couponAttemptsPerMinute).toBe(10);
  });

  it("takes an attempt before the work and gives it back once", async () => {
    const limiter = createMemoryLimitStore().limiter("coupons", { points: 2, seconds: 60 });
    const attempts = createCouponAttempts(limiter);
    const reply = { header: () => reply } as unknown as FastifyReply;
    const request = () => ({ ip: "192.0.2.1" }) as FastifyRequest;
    const [first, second, third] = [request(), request(), request()];
    await attempts.take(first, reply);
    await attempts.take(second, reply);
    await expect(attempts.take(third, reply)).rejects.toThrow("Too many coupon codes");
    await attempts.refund(first);
    await attempts.refund(first);
    await attempts.take(third, reply);
    await expect(attempts.take(request(), reply)).rejects.toThrow("Too many coupon codes");
  });
});
