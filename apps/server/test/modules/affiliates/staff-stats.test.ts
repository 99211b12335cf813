// DESIGN §7, surrounding-areas §7, selling-core §3: the venue reads per affiliate (and per
// campaign) the referrals its link brought and the orders placed with it (the order payload's
// `affiliate`), the revenue summed over the paid ones only; `from`/`to` bound the period by
// Berlin days. Behind STAFF_API_KEY (401 without it or with another; 404 when unset). On
// PGlite and PostgreSQL.
import type { Affiliate } from "@shop/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLedger } from "../../../src/modules/capacity/ledger";
import { recordPaymentEvent } from "../../../src/modules/orders/service";
import type { PaymentEvent } from "../../../src/modules/payments/provider";
import { engineNames } from "../../helpers/engines";
import { startTestApp, TEST_NOW, type TestApp } from "../../helpers/test-app";
import { insertDayTicket } from "../cart/cart-fixtures";
import {
  DAY,
  hold,
  newBuyer,
  type OrderApp,
  placeOrder,
  startOrderApp,
  ticketLine,
} from "../orders/order-app";

const KEY = "venue-staff-key-0123456789abcdef";

describe.each(engineNames())("the staff's affiliate figures on %s", (engine) => {
  let t: OrderApp;
  let eventNo = 0;
  beforeAll(async () => {
    t = await startOrderApp(engine, { staffApiKey: KEY });
  });
  afterAll(async () => {
    await t?.close();
  });

  const stats = (query = "", key = KEY) =>
    t.app.inject({
      method: "GET",
      url: `/api/v1/staff/affiliates${query}`,
      headers: { authorization: `Bearer ${key}` },
    });
  const refer = (path: string) =>
    t.app.inject({ method: "POST", url: `/api/v1/affiliates/referrals/${path}` });

  /** An order of one ticket at `price` cents, placed with `affiliate`: outstanding. */
  async function order(price: number, affiliate?: Affiliate): Promise<number> {
    const buyer = await newBuyer(t);
    const { ticket } = await insertDayTicket(t.db, { price_cents: price });
    const held = await hold(t, { ticket_id: ticket, quantity: 1, date: DAY });
    const response = await placeOrder(t, buyer, {
      items: [ticketLine(ticket, 1, [held])],
      total: price,
      ...(affiliate ? { affiliate } : {}),
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().order.id;
  }
  /** The provider's news about an order's payment, as the demo provider's webhook sends it. */
  async function pay(orderId: number, status: PaymentEvent["status"], amountCents: number) {
    eventNo += 1;
    const deps = { db: t.db, clock: t.clock, ledger: createLedger(), log: t.app.log };
    const event = { eventId: `evt-${eventNo}`, orderId, provider: "test", status, amountCents };
    const result = await recordPaymentEvent(deps, event);
    expect(result.applied).toBe(true);
  }

  describe("given referrals and orders of three affiliates", () => {
    beforeAll(async () => {
      for (const path of ["partner-17/check?ac=spring", "partner-17/check?ac=spring"]) {
        expect((await refer(path)).statusCode).toBe(204);
      }
      for (const path of ["partner-9/check", "partner-5/check", "partner-5/check?ac=x"]) {
        expect((await refer(path)).statusCode).toBe(204);
      }
      expect((await refer("partner-17/track?ac=spring")).statusCode).toBe(204);
      // partner-17, spring: one paid (1000), one still outstanding (2000).
      await pay(await order(1000, { id: "partner-17", campaign: "spring" }), 30, 1000);
      await order(2000, { id: "partner-17", campaign: "spring" });
      // partner-17 without a campaign: paid in two steps (authorized, then captured).
      const captured = await order(3000, { id: "partner-17" });
      await pay(captured, 20, 3000);
      await pay(captured, 30, 3000);
      // partner-9: a payment that failed, and one only authorized so far.
      await pay(await order(500, { id: "partner-9" }), 40, 500);
      await pay(await order(700, { id: "partner-9" }), 20, 700);
      // An order without an affiliate counts for none.
      await pay(await order(9000), 30, 9000);
    });

    it("answers each affiliate's referrals, orders, paid orders and revenue, per campaign", async () => {
      const response = await stats();

      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      const figures = (referrals: number, tracks: number, orders: number, paid: number) => ({
        referrals,
        tracks,
        orders,
        paid_orders: paid,
      });
      expect(response.json()).toEqual({
        data: [
          {
            id: "partner-17",
            ...figures(2, 1, 3, 2),
            revenue_cents: 4000,
            campaigns: [
              { campaign: null, ...figures(0, 0, 1, 1), revenue_cents: 3000 },
              { campaign: "spring", ...figures(2, 1, 2, 1), revenue_cents: 1000 },
            ],
          },
          // Equal revenue: by id.
          {
            id: "partner-5",
            ...figures(2, 0, 0, 0),
            revenue_cents: 0,
            campaigns: [
              { campaign: null, ...figures(1, 0, 0, 0), revenue_cents: 0 },
              { campaign: "x", ...figures(1, 0, 0, 0), revenue_cents: 0 },
            ],
          },
          {
            id: "partner-9",
            ...figures(1, 0, 2, 0),
            revenue_cents: 0,
            campaigns: [{ campaign: null, ...figures(1, 0, 2, 0), revenue_cents: 0 }],
          },
        ],
        meta: { total_count: 3 },
      });
    });

    it("counts an order's revenue once it is paid, not before", async () => {
      const before = (await stats()).json().data.find((a: { id: string }) => a.id === "partner-9");
      const orderId = await order(1200, { id: "partner-9" });
      const placed = (await stats()).json().data.find((a: { id: string }) => a.id === "partner-9");
      expect(placed).toMatchObject({
        orders: before.orders + 1,
        paid_orders: 0,
        revenue_cents: 0,
      });

      await pay(orderId, 30, 1200);

      const paid = (await stats()).json().data.find((a: { id: string }) => a.id === "partner-9");
      expect(paid).toMatchObject({
        orders: before.orders + 1,
        paid_orders: 1,
        revenue_cents: 1200,
      });
      // partner-9 now earned more than partner-5, less than partner-17.
      expect((await stats()).json().data.map((a: { id: string }) => a.id)).toEqual([
        "partner-17",
        "partner-9",
        "partner-5",
      ]);
    });

    it("bounds the period by Berlin days: a referral at 00:30 in Berlin is the next day's", async () => {
      // TEST_NOW is 10:00 in Berlin on 1 June 2030; 22:30 UTC is 00:30 on 2 June there.
      t.clock.set("2030-06-01T22:30:00Z");
      try {
        expect((await refer("partner-night/check")).statusCode).toBe(204);
      } finally {
        t.clock.set(TEST_NOW);
      }
      const ids = async (query: string) => {
        const response = await stats(query);
        expect(response.statusCode, response.body).toBe(200);
        return response.json().data.map((a: { id: string }) => a.id);
      };

      expect(await ids("?from=2030-06-02&to=2030-06-02")).toEqual(["partner-night"]);
      expect(await ids("?from=2030-06-02")).toEqual(["partner-night"]);
      expect(await ids("?to=2030-06-01")).not.toContain("partner-night");
      expect(await ids("?from=2030-06-01&to=2030-06-01")).toEqual([
        "partner-17",
        "partner-9",
        "partner-5",
      ]);
      expect(await ids("?from=2030-06-03")).toEqual([]);
    });
  });

  it.each([
    ["?from=2030-06-02&to=2030-06-01", "to"],
    ["?from=2030-13-01", "from"],
    ["?to=yesterday", "to"],
  ])("answers the period %s 422 naming %s", async (query, field) => {
    const response = await stats(query);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().error.fields)).toEqual([field]);
  });

  it("answers without the key or with another 401, before anything else", async () => {
    const none = await t.app.inject({ method: "GET", url: "/api/v1/staff/affiliates" });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe("unauthorized");
    expect((await stats("", "not-the-key")).statusCode).toBe(401);
    expect((await stats("?from=nonsense", "not-the-key")).statusCode).toBe(401);
  });
});

describe.each(engineNames())("the affiliate figures without STAFF_API_KEY on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { config: { staffApiKey: undefined } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("has no such route: 404, also with a key", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/v1/staff/affiliates",
      headers: { authorization: `Bearer ${KEY}` },
    });
    expect(response.statusCode).toBe(404);
  });

  it("still takes the shop's referrals", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/affiliates/referrals/partner-17/check?ac=spring",
    });
    expect(response.statusCode).toBe(204);
  });
});
