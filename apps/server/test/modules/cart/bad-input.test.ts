// DESIGN §5: bad input to POST /cart answers 4xx naming the field, never a 5xx.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import { startTestApp, type TestApp } from "../../helpers/test-app";
import {
  insertCouponSale,
  insertDayTicket,
  insertPricedTicket,
  setSettings,
} from "./cart-fixtures";

const DAY = "2030-06-02";

describe.each(engineNames())("POST /api/v1/cart with bad input on %s", (engine) => {
  let t: TestApp;
  let ticket: number;
  let slot: number;
  let annual: number;
  beforeAll(async () => {
    t = await startTestApp(engine);
    await setSettings(t.db, { donationsEnabled: true, couponsEnabled: true, shipping: "none" });
    ticket = (await insertDayTicket(t.db, { min_persons: 1, max_persons: 5 })).ticket;
    slot = await insertPricedTicket(t.db, { ticket_type: "time_slot" });
    annual = await insertPricedTicket(t.db, { ticket_type: "annual" });
    await insertCouponSale(t.db, { code: "USED-UP", value_cents: 1000, remaining_cents: 0 });
  });
  afterAll(async () => {
    await t?.close();
  });

  const line = (attributes: object, type = "Ticket") => ({ type, attributes });
  const cases: [string, () => unknown, number, string, string][] = [
    ["no items key", () => ({}), 422, "validation", "items"],
    ["an unknown key", () => ({ items: [], total: 1 }), 422, "validation", "total"],
    [
      "an unknown item type",
      () => ({ items: [line({ id: 1, quantity: 1 }, "Seat")] }),
      422,
      "validation",
      "items.0.type",
    ],
    [
      "a quantity of 0",
      () => ({ items: [line({ id: ticket, date: DAY, quantity: 0 })] }),
      422,
      "validation",
      "items.0.attributes.quantity",
    ],
    [
      "a quantity above max persons",
      () => ({ items: [line({ id: ticket, date: DAY, quantity: 6 })] }),
      422,
      "validation",
      "items.0.attributes.quantity",
    ],
    [
      "an unknown ticket",
      () => ({ items: [line({ id: 999_999, date: DAY, quantity: 1 })] }),
      404,
      "not_found",
      "items.0.attributes.id",
    ],
    [
      "a past date",
      () => ({ items: [line({ id: ticket, date: "2030-05-31", quantity: 1 })] }),
      422,
      "validation",
      "items.0.attributes.date",
    ],
    [
      "a malformed date",
      () => ({ items: [line({ id: ticket, date: "02.06.2030", quantity: 1 })] }),
      422,
      "validation",
      "items.0.attributes.date",
    ],
    [
      "a day ticket without a date",
      () => ({ items: [line({ id: ticket, quantity: 1 })] }),
      422,
      "validation",
      "items.0.attributes.date",
    ],
    [
      "a slot ticket without a time",
      () => ({ items: [line({ id: slot, date: DAY, quantity: 1 })] }),
      422,
      "validation",
      "items.0.attributes.time",
    ],
    [
      "a day ticket with a time",
      () => ({ items: [line({ id: ticket, date: DAY, time: "10:00", quantity: 1 })] }),
      422,
      "validation",
      "items.0.attributes.time",
    ],
    [
      "sub tickets on a plain ticket",
      () => ({
        items: [line({ id: ticket, date: DAY, quantity: 1, sub_ticket_quantities: { "1": 1 } })],
      }),
      422,
      "validation",
      "items.0.attributes.sub_ticket_quantities",
    ],
    [
      "an annual ticket as a Ticket line",
      () => ({ items: [line({ id: annual, quantity: 1 })] }),
      422,
      "validation",
      "items.0.type",
    ],
    [
      "a day ticket as an Annual line",
      () => ({ items: [line({ id: ticket, quantity: 1 }, "Annual")] }),
      422,
      "validation",
      "items.0.attributes.id",
    ],
    [
      "an unknown article",
      () => ({ items: [line({ id: 999_999, quantity: 1 }, "Merchandise")] }),
      404,
      "not_found",
      "items.0.attributes.id",
    ],
    [
      "an unknown coupon product",
      () => ({ items: [line({ id: 999_999, quantity: 1 }, "Coupon")] }),
      404,
      "not_found",
      "items.0.attributes.id",
    ],
    [
      "a donation of 5 €",
      () => ({ items: [], donations: [500] }),
      422,
      "validation",
      "donations.0",
    ],
    [
      "a negative donation",
      () => ({ items: [], donations: [-100] }),
      422,
      "validation",
      "donations.0",
    ],
    [
      "shipping where the shop does not ship",
      () => ({ items: [], shipping: true }),
      422,
      "validation",
      "shipping",
    ],
    [
      "an unknown coupon code",
      () => ({ items: [], coupons: ["NOPE"] }),
      422,
      "coupon_not_valid",
      "coupons.0",
    ],
    [
      "a used-up coupon code",
      () => ({ items: [], coupons: ["USED-UP"] }),
      422,
      "coupon_not_valid",
      "coupons.0",
    ],
    [
      // spec selling-core §5: the contract's one e-mail rule, exactly one address.
      "an attendee e-mail of two addresses",
      () => ({
        items: [
          line({
            id: ticket,
            date: DAY,
            quantity: 1,
            attendees: [{ name: "Ada", surname: "Lovelace", email: "a@b.de, c@d.de" }],
          }),
        ],
      }),
      422,
      "validation",
      "items.0.attributes.attendees.0.email",
    ],
    ["an empty coupon code", () => ({ items: [], coupons: [" "] }), 422, "validation", "coupons.0"],
    [
      "a short reservation token",
      () => ({
        items: [
          {
            ...line({ id: ticket, date: DAY, quantity: 1 }),
            reservations: [{ token: "x", valid_until: "2030-06-01T08:30:00Z" }],
          },
        ],
      }),
      422,
      "validation",
      "items.0.reservations.0.token",
    ],
  ];

  it.each(cases)("answers %s with the field named", async (_name, body, status, code, field) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/cart",
      payload: body() as object,
    });
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().error.code).toBe(code);
    expect(Object.keys(response.json().error.fields)).toContain(field);
  });

  it("answers a body that is not JSON with 400", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/cart",
      headers: { "content-type": "application/json" },
      payload: "{items:",
    });
    expect(response.statusCode).toBe(400);
  });

  it("refuses donations where the shop takes none", async () => {
    await setSettings(t.db, { donationsEnabled: false });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/cart",
      payload: { items: [], donations: [100] },
    });
    await setSettings(t.db, { donationsEnabled: true, couponsEnabled: true, shipping: "none" });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toHaveProperty(["donations.0"]);
  });
});
