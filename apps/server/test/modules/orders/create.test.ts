// spec selling-core §4 checkout flow, §7 POST /orders; DESIGN §4, §5: placing an order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import { counterRow } from "../../helpers/fixtures";
import { insertCouponSale, insertDayTicket } from "../cart/cart-fixtures";
import {
  DAY,
  hold,
  newBuyer,
  type OrderApp,
  orderRows,
  placeOrder,
  startOrderApp,
  TEST_MODE,
  ticketLine,
} from "./order-app";

describe.each(engineNames())("POST /api/v1/orders on %s", (engine) => {
  let t: OrderApp;
  beforeAll(async () => {
    t = await startOrderApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("places an outstanding order and answers where to pay", async () => {
    const buyer = await newBuyer(t);
    const { ticket, quota } = await insertDayTicket(t.db, { price_cents: 1400 });
    const held = await hold(t, { ticket_id: ticket, quantity: 2, date: DAY });
    const response = await placeOrder(t, buyer, {
      items: [ticketLine(ticket, 2, [held])],
      donations: [100],
      total: 2900,
    });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json();
    expect(answer.meta).toEqual({
      status: "pending",
      payment_url: `https://pay.example.org/${answer.order.id}`,
      shop_behavior: "redirect",
      payment_data: null,
    });
    expect(answer.order.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(t.started.at(-1)).toMatchObject({
      orderId: answer.order.id,
      orderToken: answer.order.token,
      amountCents: 2900,
      paymentModeId: TEST_MODE,
    });
    const order = await t.app.inject({
      method: "GET",
      url: `/api/v1/orders/${answer.order.id}?token=${answer.order.token}`,
    });
    expect(order.json()).toMatchObject({
      id: answer.order.id,
      total_price_cents: 2900,
      payment_status: 10,
      is_valid: false,
      canceled: false,
      donations: [{ donation_cents: 100 }],
      items: [
        {
          type: "ticket",
          // the unit's price, and the line's in all
          price_cents: 1400,
          total_cents: 2800,
          attributes: { id: ticket, quantity: 2, ticket_type: "normal" },
        },
      ],
    });
    // The holds get the full hold time again for paying (30 minutes from now).
    const holdRow = await t.db.query<{ valid_until: Date }>(
      "SELECT valid_until FROM holds WHERE token = $1",
      [held.token],
    );
    expect(holdRow.rows[0]?.valid_until.toISOString()).toBe(
      new Date(t.clock().getTime() + 30 * 60_000).toISOString(),
    );
    // Still held, not sold, until the payment completes.
    expect(await counterRow(t.db, quota, DAY)).toMatchObject({ sold: 0, held: 2 });
  });

  it("sells a free order at once: status success, payment completed, holds become sales", async () => {
    const buyer = await newBuyer(t);
    const { ticket, quota } = await insertDayTicket(t.db, { price_cents: 0, capacity: 5 });
    const held = await hold(t, { ticket_id: ticket, quantity: 3, date: DAY });
    const response = await placeOrder(t, buyer, {
      items: [ticketLine(ticket, 3, [held])],
      payment_mode_id: null,
      total: 0,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().meta).toMatchObject({
      status: "success",
      payment_url: null,
      payment_data: null,
    });
    expect(await counterRow(t.db, quota, DAY)).toMatchObject({ sold: 3, held: 0 });
    const { id, token } = response.json().order;
    const order = await t.app.inject({ method: "GET", url: `/api/v1/orders/${id}?token=${token}` });
    expect(order.json()).toMatchObject({
      payment_status: 30,
      is_valid: true,
      total_price_cents: 0,
    });
    // The hold is spent: it cannot be released or used again.
    const again = await placeOrder(t, buyer, {
      items: [ticketLine(ticket, 3, [held])],
      payment_mode_id: null,
      total: 0,
    });
    expect(again.statusCode).toBe(410);
  });

  it("sells at once when a value coupon pays the whole total, and debits the coupon", async () => {
    const buyer = await newBuyer(t);
    const { ticket, quota } = await insertDayTicket(t.db, { price_cents: 1400 });
    await insertCouponSale(t.db, { code: "PAYS-ALL", value_cents: 5000 });
    const held = await hold(t, { ticket_id: ticket, quantity: 2, date: DAY });
    const response = await placeOrder(t, buyer, {
      items: [ticketLine(ticket, 2, [held])],
      coupons: ["PAYS-ALL"],
      payment_mode_id: null,
      total: 0,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().meta.status).toBe("success");
    expect(await counterRow(t.db, quota, DAY)).toMatchObject({ sold: 2, held: 0 });
    const left = await t.db.query<{ remaining_cents: number }>(
      "SELECT remaining_cents FROM coupon_sales WHERE code = 'PAYS-ALL'",
    );
    expect(left.rows[0]?.remaining_cents).toBe(5000 - 2800);
  });

  it("places one order for a replayed Idempotency-Key and answers the same order", async () => {
    const buyer = await newBuyer(t);
    const { ticket } = await insertDayTicket(t.db);
    const held = await hold(t, { ticket_id: ticket, quantity: 1, date: DAY });
    const before = await orderRows(t);
    const body = { items: [ticketLine(ticket, 1, [held])], total: 1400 };
    const answers = [];
    for (let i = 0; i < 3; i += 1)
      answers.push(await placeOrder(t, buyer, body, { "idempotency-key": "order-click-1" }));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().order.id)).size).toBe(1);
    expect(answers[1]?.headers["idempotent-replayed"]).toBe("true");
    expect(await orderRows(t)).toBe(before + 1);
  });

  it("never places two orders on a double click without a key", async () => {
    const buyer = await newBuyer(t);
    const { ticket } = await insertDayTicket(t.db);
    const held = await hold(t, { ticket_id: ticket, quantity: 1, date: DAY });
    const before = await orderRows(t);
    const body = { items: [ticketLine(ticket, 1, [held])], total: 1400 };
    const answers = await Promise.all([placeOrder(t, buyer, body), placeOrder(t, buyer, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await orderRows(t)).toBe(before + 1);
  });

  it("answers the order to its buyer's session, and 404 to a wrong token or another buyer", async () => {
    const buyer = await newBuyer(t);
    const other = await newBuyer(t);
    const { ticket } = await insertDayTicket(t.db);
    const held = await hold(t, { ticket_id: ticket, quantity: 1, date: DAY });
    const placed = (
      await placeOrder(t, buyer, { items: [ticketLine(ticket, 1, [held])], total: 1400 })
    ).json().order;
    const get = (query: string, cookie?: string) =>
      t.app.inject({
        method: "GET",
        url: `/api/v1/orders/${placed.id}${query}`,
        headers: cookie ? { cookie } : {},
      });
    expect((await get("", buyer.cookie)).statusCode).toBe(200);
    expect((await get("", other.cookie)).statusCode).toBe(404);
    expect((await get("")).statusCode).toBe(404);
    const wrong = `${placed.token.slice(0, -1)}${placed.token.endsWith("A") ? "B" : "A"}`;
    expect((await get(`?token=${wrong}`)).statusCode).toBe(404);
    expect((await get(`?token=${wrong}`, buyer.cookie)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/v1/orders/999999?token=${placed.token}` }))
        .statusCode,
    ).toBe(404);
  });

  it("fails the order when the payment cannot start, and frees its holds for a retry", async () => {
    const buyer = await newBuyer(t);
    const { ticket, quota } = await insertDayTicket(t.db);
    const held = await hold(t, { ticket_id: ticket, quantity: 1, date: DAY });
    const body = { items: [ticketLine(ticket, 1, [held])], total: 1400 };
    t.failNextStart = true;
    const failed = await placeOrder(t, buyer, body);
    expect(failed.statusCode).toBe(402);
    expect(failed.json().error).toMatchObject({
      code: "payment_failed",
      fields: { payment_mode_id: expect.any(Array) },
    });
    const retry = await placeOrder(t, buyer, body);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(await counterRow(t.db, quota, DAY)).toMatchObject({ sold: 0, held: 1 });
  });

  it("sells at once on collective invoice for a flagged address only", async () => {
    const buyer = await newBuyer(t);
    const { ticket, quota } = await insertDayTicket(t.db);
    const held = await hold(t, { ticket_id: ticket, quantity: 1, date: DAY });
    const body = { items: [ticketLine(ticket, 1, [held])], total: 1400, payment_mode_id: 6 };
    const refused = await placeOrder(t, buyer, body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toHaveProperty("payment_mode_id");
    await t.db.query(
      "UPDATE customer_addresses SET has_collective_invoice_payment = true WHERE id = $1",
      [buyer.addressId],
    );
    const placed = await placeOrder(t, buyer, body);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().meta.status).toBe("success");
    expect(await counterRow(t.db, quota, DAY)).toMatchObject({ sold: 1, held: 0 });
  });
});
