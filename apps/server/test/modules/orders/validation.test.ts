// spec selling-core §5, §8; DESIGN §5: POST /orders re-validates everything the cart showed;
// each refusal answers its code and names the field, and places no order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import { insertCouponSale, insertDayTicket, insertPricedTicket } from "../cart/cart-fixtures";
import {
  type Buyer,
  DAY,
  hold,
  newBuyer,
  type OrderApp,
  orderRows,
  placeOrder,
  startOrderApp,
  ticketLine,
} from "./order-app";

const NEXT_DAY = "2030-06-03";

describe.each(engineNames())("POST /api/v1/orders refusals on %s", (engine) => {
  let t: OrderApp;
  let buyer: Buyer;
  let other: Buyer;
  let ticket: number;
  let slotTicket: number;
  let dear: number;
  beforeAll(async () => {
    t = await startOrderApp(engine);
    buyer = await newBuyer(t);
    other = await newBuyer(t);
    ticket = (await insertDayTicket(t.db, { price_cents: 1400 })).ticket;
    dear = (await insertDayTicket(t.db, { price_cents: 30_000 })).ticket;
    slotTicket = (await insertDayTicket(t.db)).ticket;
    await insertCouponSale(t.db, { code: "EMPTY", value_cents: 500, remaining_cents: 0 });
    expect(slotTicket).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await t?.close();
  });

  type Case = [
    string,
    () => Promise<{ body: object; buyer?: Buyer; cookie?: string }>,
    number,
    string,
    string,
  ];
  const cases: Case[] = [
    [
      "no session",
      async () => ({ body: { items: [], total: 0 }, cookie: "" }),
      401,
      "unauthorized",
      "",
    ],
    [
      "another buyer's billing address",
      async () => {
        const held = await hold(t, { ticket_id: ticket, quantity: 1, date: DAY });
        return {
          body: {
            items: [ticketLine(ticket, 1, [held])],
            total: 1400,
            billing_address_id: other.addressId,
          },
        };
      },
      404,
      "not_found",
      "billing_address_id",
    ],
    [
      "another buyer's shipping address",
      async () => {
        const held = await hold(t, { ticket_id: ticket, quantity: 1, date: DAY });
        return {
          body: {
            items: [ticketLine(ticket, 1, [held])],
            total: 1400,
            shipping_address_id: other.addressId,
          },
        };
      },
      404,
      "not_found",
      "shipping_address_id",
    ],
    [
      "a ticket line without reservations",
      async () => ({ body: { items: [ticketLine(ticket, 1, [])], total: 1400 } }),
      422,
      "validation",
      "items.0.reservations",
    ],
    [
      "an expired hold",
      async () => {
        const held = await hold(t, { ticket_id: ticket, quantity: 1, date: DAY });
        t.clock.advance(31 * 60_000);
        return { body: { items: [ticketLine(ticket, 1, [held])], total: 1400 } };
      },
      410,
      "hold_expired",
      "items.0",
    ],
    [
      "an unknown hold token",
      async () => ({
        body: {
          items: [
            ticketLine(ticket, 1, [
              { token: "ZZZZZZZZZZZZZZZZZZZZZZ", valid_until: "2030-06-01T09:00:00Z" },
            ]),
          ],
          total: 1400,
        },
      }),
      410,
      "hold_expired",
      "items.0",
    ],
    [
      "a hold for another day",
      async () => {
        const held = await hold(t, { ticket_id: ticket, quantity: 1, date: NEXT_DAY });
        return { body: { items: [ticketLine(ticket, 1, [held])], total: 1400 } };
      },
      422,
      "validation",
      "items.0.reservations.0.token",
    ],
    [
      "a hold for another ticket",
      async () => {
        const held = await hold(t, { ticket_id: slotTicket, quantity: 1, date: DAY });
        return { body: { items: [ticketLine(ticket, 1, [held])], total: 1400 } };
      },
      422,
      "validation",
      "items.0.reservations.0.token",
    ],
    [
      "more places than held",
      async () => {
        const held = await hold(t, { ticket_id: ticket, quantity: 1, date: DAY });
        return { body: { items: [ticketLine(ticket, 2, [held])], total: 2800 } };
      },
      422,
      "validation",
      "items.0.attributes.quantity",
    ],
    [
      "one hold named on two lines",
      async () => {
        const held = await hold(t, { ticket_id: ticket, quantity: 1, date: DAY });
        return {
          body: {
            items: [ticketLine(ticket, 1, [held]), ticketLine(ticket, 1, [held])],
            total: 2800,
          },
        };
      },
      422,
      "validation",
      "items.1.reservations.0.token",
    ],
    [
      "a quantity above max persons",
      async () => ({ body: { items: [ticketLine(ticket, 11, [])], total: 15_400 } }),
      422,
      "validation",
      "items.0.attributes.quantity",
    ],
    [
      "a total that differs from the server's",
      async () => {
        const held = await hold(t, { ticket_id: ticket, quantity: 1, date: DAY });
        return { body: { items: [ticketLine(ticket, 1, [held])], total: 1300 } };
      },
      409,
      "conflict",
      "total",
    ],
    [
      "a total above the shop's maximum",
      async () => {
        const held = await hold(t, { ticket_id: dear, quantity: 2, date: DAY });
        return { body: { items: [ticketLine(dear, 2, [held])], total: 60_000 } };
      },
      422,
      "max_total_exceeded",
      "total",
    ],
    [
      "a used-up coupon",
      async () => {
        const held = await hold(t, { ticket_id: ticket, quantity: 1, date: DAY });
        return {
          body: { items: [ticketLine(ticket, 1, [held])], coupons: ["EMPTY"], total: 1400 },
        };
      },
      422,
      "coupon_not_valid",
      "coupons.0",
    ],
    [
      "a payment mode without a provider",
      async () => {
        const held = await hold(t, { ticket_id: ticket, quantity: 1, date: DAY });
        return {
          body: { items: [ticketLine(ticket, 1, [held])], total: 1400, payment_mode_id: 999 },
        };
      },
      422,
      "validation",
      "payment_mode_id",
    ],
    [
      "no payment mode for a total above 0",
      async () => {
        const held = await hold(t, { ticket_id: ticket, quantity: 1, date: DAY });
        return {
          body: { items: [ticketLine(ticket, 1, [held])], total: 1400, payment_mode_id: null },
        };
      },
      422,
      "validation",
      "payment_mode_id",
    ],
    [
      "a donation of 2 €",
      async () => {
        const held = await hold(t, { ticket_id: ticket, quantity: 1, date: DAY });
        return { body: { items: [ticketLine(ticket, 1, [held])], donations: [200], total: 1600 } };
      },
      422,
      "validation",
      "donations.0",
    ],
    ["no items", async () => ({ body: { items: [], total: 0 } }), 422, "validation", "items"],
    [
      "a negative total",
      async () => ({ body: { items: [ticketLine(ticket, 1, [])], total: -1 } }),
      422,
      "validation",
      "total",
    ],
    [
      "an unknown field",
      async () => ({ body: { items: [ticketLine(ticket, 1, [])], total: 0, price: 0 } }),
      422,
      "validation",
      "price",
    ],
  ];

  it.each(cases)("refuses %s", async (_name, make, status, code, field) => {
    const before = await orderRows(t);
    const { body, cookie } = await make();
    const response = await placeOrder(t, buyer, body, cookie === undefined ? {} : { cookie });
    t.clock.set("2030-06-01T08:00:00.000Z");
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().error.code).toBe(code);
    if (field !== "") expect(Object.keys(response.json().error.fields ?? {})).toContain(field);
    expect(await orderRows(t)).toBe(before);
  });

  // spec selling-core §8: 'max total exceeded' is shown as a maximum-value message; the issue
  // 27, finding 3: the refusal names the maximum, for the shop's text and in its own message.
  it("names the shop's maximum when a total passes it", async () => {
    const held = await hold(t, { ticket_id: dear, quantity: 2, date: DAY });
    const response = await placeOrder(t, buyer, {
      items: [ticketLine(dear, 2, [held])],
      total: 60_000,
    });
    t.clock.set("2030-06-01T08:00:00.000Z");
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().error).toEqual({
      code: "max_total_exceeded",
      message: "Orders may total at most €500.00",
      fields: { total: ["Orders may total at most €500.00"] },
      max_total_cents: 50_000,
    });
  });

  it("refuses an order from another origin", async () => {
    const held = await hold(t, { ticket_id: ticket, quantity: 1, date: DAY });
    const response = await placeOrder(
      t,
      buyer,
      { items: [ticketLine(ticket, 1, [held])], total: 1400 },
      { "sec-fetch-site": "cross-site" },
    );
    expect(response.statusCode).toBe(403);
  });

  it("answers bad paths and queries of GET /orders/{id} with 4xx", async () => {
    for (const url of [
      "/api/v1/orders/abc",
      "/api/v1/orders/0",
      "/api/v1/orders/1?token=short",
      "/api/v1/orders/1?locale=xx",
    ]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });

  it("refuses an annual line priced as a ticket line", async () => {
    const annual = await insertPricedTicket(t.db, { ticket_type: "annual" });
    const response = await placeOrder(t, buyer, {
      items: [ticketLine(annual, 1, [])],
      total: 1400,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toHaveProperty(["items.0.type"]);
  });
});
