// spec selling-core §4 payment status; DESIGN §4: a completed payment sells the order's holds
// (sold +=, held −= in one transaction), each event counts once, and a payment whose places
// are gone is marked for refund with an alert — never paid without a place.

import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLedger } from "../../../src/modules/capacity/ledger";
import { recordPaymentEvent } from "../../../src/modules/orders/service";
import type { PaymentEvent } from "../../../src/modules/payments/provider";
import { engineNames } from "../../helpers/engines";
import { counterRow, sumOfLines } from "../../helpers/fixtures";
import { insertCouponSale, insertDayTicket } from "../cart/cart-fixtures";
import {
  DAY,
  hold,
  newBuyer,
  type OrderApp,
  placeOrder,
  startOrderApp,
  ticketLine,
} from "./order-app";

const OTHER_DAY = "2030-06-04";

describe.each(engineNames())("recordPaymentEvent on %s", (engine) => {
  let t: OrderApp;
  const logged: unknown[][] = [];
  let eventNo = 0;
  beforeAll(async () => {
    t = await startOrderApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  const deps = () => {
    const log = Object.assign(Object.create(t.app.log), {
      error: (...args: unknown[]) => logged.push(args),
    }) as FastifyBaseLogger;
    return { db: t.db, clock: t.clock, ledger: createLedger(), log };
  };
  const event = (
    orderId: number,
    status: PaymentEvent["status"],
    amountCents: number,
  ): PaymentEvent => {
    eventNo += 1;
    return { eventId: `evt-${eventNo}`, orderId, provider: "test", status, amountCents };
  };

  /** An outstanding order of `quantity` places on a fresh quota of `capacity`. */
  async function outstandingOrder(quantity: number, capacity: number, extra: object = {}) {
    const buyer = await newBuyer(t);
    const { ticket, quota } = await insertDayTicket(t.db, { price_cents: 1000, capacity });
    const held = await hold(t, { ticket_id: ticket, quantity, date: DAY });
    const response = await placeOrder(t, buyer, {
      items: [ticketLine(ticket, quantity, [held])],
      total: quantity * 1000,
      ...extra,
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    return { ...(response.json().order as { id: number; token: string }), ticket, quota };
  }
  const orderOf = async (o: { id: number; token: string }) =>
    (await t.app.inject({ method: "GET", url: `/api/v1/orders/${o.id}?token=${o.token}` })).json();
  const alertsOf = async (orderId: number) =>
    (
      await t.db.query<{ kind: string }>("SELECT kind FROM alerts WHERE order_id = $1", [orderId])
    ).rows.map((r) => r.kind);

  it("turns the holds into sales when the payment completes", async () => {
    const order = await outstandingOrder(2, 10);
    expect(await counterRow(t.db, order.quota, DAY)).toMatchObject({ sold: 0, held: 2 });
    const result = await recordPaymentEvent(deps(), event(order.id, 30, 2000));
    expect(result).toEqual({
      applied: true,
      payment_status: 30,
      is_valid: true,
      refund_required: false,
    });
    expect(await counterRow(t.db, order.quota, DAY)).toMatchObject({ sold: 2, held: 0 });
    expect(await sumOfLines(t.db, order.quota, DAY)).toBe(0);
    expect(await orderOf(order)).toMatchObject({
      payment_status: 30,
      is_valid: true,
      canceled: false,
    });
  });

  it("changes the state once for five replays of one event", async () => {
    const order = await outstandingOrder(3, 10);
    const paid = event(order.id, 30, 3000);
    const results = [];
    for (let i = 0; i < 5; i += 1) results.push(await recordPaymentEvent(deps(), paid));
    expect(results.map((r) => r.applied)).toEqual([true, false, false, false, false]);
    expect(results.map((r) => r.payment_status)).toEqual([30, 30, 30, 30, 30]);
    expect(await counterRow(t.db, order.quota, DAY)).toMatchObject({ sold: 3, held: 0 });
    const rows = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM payment_events WHERE order_id = $1",
      [order.id],
    );
    expect(rows.rows[0]?.n).toBe(1);
  });

  it("moves outstanding → authorized → completed, and ignores a step back", async () => {
    const order = await outstandingOrder(1, 10);
    expect((await recordPaymentEvent(deps(), event(order.id, 20, 1000))).payment_status).toBe(20);
    expect(await counterRow(t.db, order.quota, DAY)).toMatchObject({ sold: 0, held: 1 });
    expect((await recordPaymentEvent(deps(), event(order.id, 30, 1000))).payment_status).toBe(30);
    const back = await recordPaymentEvent(deps(), event(order.id, 20, 1000));
    expect(back).toMatchObject({ applied: false, payment_status: 30 });
    expect(await counterRow(t.db, order.quota, DAY)).toMatchObject({ sold: 1, held: 0 });
  });

  it("gives the places and the coupon value back when the payment fails", async () => {
    await insertCouponSale(t.db, { code: "FAIL-5", value_cents: 500 });
    const order = await outstandingOrder(2, 10, { coupons: ["FAIL-5"], total: 1500 });
    const coupon = () =>
      t.db.query<{ remaining_cents: number }>(
        "SELECT remaining_cents FROM coupon_sales WHERE code = 'FAIL-5'",
      );
    expect((await coupon()).rows[0]?.remaining_cents).toBe(0);
    const result = await recordPaymentEvent(deps(), event(order.id, 40, 1500));
    expect(result).toMatchObject({ applied: true, payment_status: 40, is_valid: false });
    expect(await counterRow(t.db, order.quota, DAY)).toMatchObject({ sold: 0, held: 0 });
    expect((await coupon()).rows[0]?.remaining_cents).toBe(500);
    // Money reported after the failure is not taken silently: staff are alerted.
    const late = await recordPaymentEvent(deps(), event(order.id, 30, 1500));
    expect(late.applied).toBe(false);
    expect(await alertsOf(order.id)).toEqual(["unexpected_payment"]);
  });

  it("sells a payment that arrives after its hold expired while places are left", async () => {
    const order = await outstandingOrder(2, 5);
    t.clock.advance(45 * 60_000);
    try {
      const result = await recordPaymentEvent(deps(), event(order.id, 30, 2000));
      expect(result).toEqual({
        applied: true,
        payment_status: 30,
        is_valid: true,
        refund_required: false,
      });
      expect(await counterRow(t.db, order.quota, DAY)).toMatchObject({ sold: 2, held: 0 });
      expect(await alertsOf(order.id)).toEqual([]);
    } finally {
      t.clock.advance(-45 * 60_000);
    }
  });

  it("marks a late payment for refund and alerts when its places are gone", async () => {
    const order = await outstandingOrder(2, 2);
    t.clock.advance(45 * 60_000);
    try {
      // Someone else takes the places the expired hold gave back.
      await hold(t, { ticket_id: order.ticket, quantity: 2, date: DAY });
      logged.length = 0;
      const result = await recordPaymentEvent(deps(), event(order.id, 30, 2000));
      expect(result).toEqual({
        applied: true,
        payment_status: 30,
        is_valid: false,
        refund_required: true,
      });
      expect(await counterRow(t.db, order.quota, DAY)).toMatchObject({
        sold: 0,
        held: 2,
        capacity: 2,
      });
      expect(await alertsOf(order.id)).toEqual(["refund_required"]);
      expect(logged).toHaveLength(1);
      expect(String(logged[0]?.[1])).toContain(`Order ${order.id}`);
      expect(await orderOf(order)).toMatchObject({
        payment_status: 30,
        is_valid: false,
        canceled: true,
      });
    } finally {
      t.clock.advance(-45 * 60_000);
    }
  });

  it("sells the places the order was placed with even if its hold was moved meanwhile", async () => {
    const buyer = await newBuyer(t);
    const { ticket, quota } = await insertDayTicket(t.db, { price_cents: 1000, capacity: 5 });
    const held = await hold(t, { ticket_id: ticket, quantity: 2, date: DAY });
    const placed = await placeOrder(t, buyer, {
      items: [ticketLine(ticket, 2, [held])],
      total: 2000,
    });
    const order = placed.json().order;
    const moved = await t.app.inject({
      method: "PUT",
      url: `/api/v1/tickets/reservations/${held.token}`,
      payload: { ticket_id: ticket, quantity: 2, date: OTHER_DAY },
    });
    expect(moved.statusCode).toBe(200);
    const result = await recordPaymentEvent(deps(), event(order.id, 30, 2000));
    expect(result).toMatchObject({ applied: true, is_valid: true });
    expect(await counterRow(t.db, quota, DAY)).toMatchObject({ sold: 2, held: 0 });
    // The moved hold's places go back: held always equals the sum of the lines.
    expect(await counterRow(t.db, quota, OTHER_DAY)).toMatchObject({ sold: 0, held: 0 });
    expect(await sumOfLines(t.db, quota, OTHER_DAY)).toBe(0);
  });

  it("alerts instead of selling when the amount paid differs from the total", async () => {
    const order = await outstandingOrder(1, 10);
    const result = await recordPaymentEvent(deps(), event(order.id, 30, 1));
    expect(result).toMatchObject({ applied: false, payment_status: 10, is_valid: false });
    expect(await alertsOf(order.id)).toEqual(["amount_mismatch"]);
    expect(await counterRow(t.db, order.quota, DAY)).toMatchObject({ sold: 0, held: 1 });
  });

  it("answers not_found for an unknown order and records nothing", async () => {
    await expect(recordPaymentEvent(deps(), event(999_999, 30, 100))).rejects.toMatchObject({
      code: "not_found",
    });
    const rows = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM payment_events WHERE order_id = 999999",
    );
    expect(rows.rows[0]?.n).toBe(0);
  });

  // Any provider's route hands events here; the columns are integer and text (no NUL).
  it.each([
    ["an order id of 2^31", { orderId: 2_147_483_648 }, "orderId"],
    ["an amount of 2^31 cents", { amountCents: 2_147_483_648 }, "amountCents"],
    ["a NUL in the event id", { eventId: "evt\u0000" }, "eventId"],
  ])(
    "answers validation for %s, naming %s, instead of failing in the database",
    async (_name, change, field) => {
      const order = await outstandingOrder(1, 10);
      const bad = { ...event(order.id, 30, 1000), ...change };
      await expect(recordPaymentEvent(deps(), bad)).rejects.toMatchObject({
        code: "validation",
        fields: { [field]: expect.any(Array) },
      });
      const rows = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM payment_events WHERE order_id = $1",
        [order.id],
      );
      expect(rows.rows[0]?.n).toBe(0);
    },
  );
});
