// DESIGN §7, spec selling-core §8 rateLimit: an order names coupon codes too, so a code that
// POST /orders refuses spends the client's coupon budget (modules/coupons/rate-limit.ts, 10 a
// minute, shared with GET /coupon_sales/barcode/{code} and POST /cart); with none left, an
// order with codes answers 429 before any code is read, and an order without codes is untouched.
// An order whose codes are accepted gives its attempt back; a replayed Idempotency-Key answers
// its stored answer before the budget is asked.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import { GENEROUS_LIMITS } from "../../helpers/test-app";
import { insertCouponSale, insertDayTicket } from "../cart/cart-fixtures";
import {
  type Buyer,
  DAY,
  hold,
  newBuyer,
  type OrderApp,
  startOrderApp,
  TEST_MODE,
  ticketLine,
} from "./order-app";

describe.each(engineNames())("coupon codes sent with an order on %s", (engine) => {
  let t: OrderApp;
  let buyer: Buyer;
  let ticket: number;
  beforeAll(async () => {
    // The shop's coupon budget (10 a minute); the tests' generous one would never run out.
    t = await startOrderApp(engine, {
      limits: { ...GENEROUS_LIMITS.limits, couponAttemptsPerMinute: 10 },
    });
    buyer = await newBuyer(t);
    ticket = (await insertDayTicket(t.db, { price_cents: 1400, capacity: 100 })).ticket;
    await insertCouponSale(t.db, { code: "GIFT-25", value_cents: 2500 });
    await insertCouponSale(t.db, { code: "PAYS-MANY", value_cents: 100_000 });
  });
  afterAll(async () => {
    await t?.close();
  });

  const order = async (from: string, coupons: string[]) => {
    const held = await hold(t, { ticket_id: ticket, quantity: 1, date: DAY });
    return t.app.inject({
      method: "POST",
      url: "/api/v1/orders",
      remoteAddress: from,
      headers: { cookie: buyer.cookie },
      payload: {
        items: [ticketLine(ticket, 1, [held])],
        billing_address_id: buyer.addressId,
        payment_mode_id: TEST_MODE,
        coupons,
        total: 1400,
      },
    });
  };
  const lookUp = (from: string) =>
    t.app.inject({
      method: "GET",
      url: "/api/v1/coupon_sales/barcode/GIFT-25",
      remoteAddress: from,
    });

  it("spends one attempt per refused code, then answers 429 to orders with codes only", async () => {
    const from = "198.51.100.7";
    for (let i = 0; i < 10; i += 1) {
      const refused = await order(from, [`GUESS-${i}`]);
      expect(refused.statusCode, `guess ${i + 1}`).toBe(422);
      expect(refused.json().error.code).toBe("coupon_not_valid");
    }
    const eleventh = await order(from, ["GIFT-25"]);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error.code).toBe("rate_limit");
    expect(eleventh.headers["retry-after"]).toBeDefined();
    // the budget is the lookup's too
    expect((await lookUp(from)).statusCode).toBe(429);
    // an order without codes is not a guess: it is placed
    const plain = await order(from, []);
    expect(plain.statusCode).toBe(201);
  });

  it("gives back the attempt of an order whose code is accepted: 12 in a row are placed", async () => {
    const from = "198.51.100.9";
    for (let i = 0; i < 12; i += 1) {
      const held = await hold(t, { ticket_id: ticket, quantity: 1, date: DAY });
      const placed = await t.app.inject({
        method: "POST",
        url: "/api/v1/orders",
        remoteAddress: from,
        headers: { cookie: buyer.cookie },
        payload: {
          items: [ticketLine(ticket, 1, [held])],
          billing_address_id: buyer.addressId,
          payment_mode_id: null,
          coupons: ["PAYS-MANY"],
          total: 0,
        },
      });
      expect(placed.statusCode, `order ${i + 1}: ${placed.body}`).toBe(201);
    }
    expect((await lookUp(from)).statusCode).toBe(200);
  });

  it("answers a replayed Idempotency-Key its stored 201 even when the budget is spent", async () => {
    const from = "198.51.100.10";
    const held = await hold(t, { ticket_id: ticket, quantity: 1, date: DAY });
    const withKey = () =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/orders",
        remoteAddress: from,
        headers: { cookie: buyer.cookie, "idempotency-key": "coupon-budget-replay" },
        payload: {
          items: [ticketLine(ticket, 1, [held])],
          billing_address_id: buyer.addressId,
          payment_mode_id: null,
          coupons: ["PAYS-MANY"],
          total: 0,
        },
      });
    const first = await withKey();
    expect(first.statusCode, first.body).toBe(201);
    for (let i = 0; i < 10; i += 1)
      expect((await order(from, [`GUESS-${i}`])).statusCode).toBe(422);
    expect((await order(from, ["PAYS-MANY"])).statusCode).toBe(429);
    const replay = await withKey();
    expect(replay.statusCode, replay.body).toBe(201);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(replay.json().order.id).toBe(first.json().order.id);
  });

  it("leaves the budget of another client alone", async () => {
    expect((await lookUp("198.51.100.8")).statusCode).toBe(200);
  });
});
