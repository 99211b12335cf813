// spec selling-core §3 cart info and totals, §9 VAT and discounts: POST /cart prices with the
// rules of @shop/core, so the shop and the server agree to the cent. Each expected figure is
// computed by @shop/core from the same inputs, and the obvious ones are also written out.
import { cartTotals, lineVat, unitPriceCents } from "@shop/core";
import type { CartAnswer } from "@shop/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import { startTestApp, type TestApp } from "../../helpers/test-app";
import {
  insertCoupon,
  insertCouponSale,
  insertDayTicket,
  insertPricedTicket,
  insertShippingItem,
  setSettings,
} from "./cart-fixtures";

const DAY = "2030-06-02";
const OTHER_DAY = "2030-06-03";

describe.each(engineNames())("POST /api/v1/cart on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
    await setSettings(t.db, { donationsEnabled: true, couponsEnabled: true, shipping: "optional" });
  });
  afterAll(async () => {
    await t?.close();
  });

  const price = async (body: object) => {
    const response = await t.app.inject({ method: "POST", url: "/api/v1/cart", payload: body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as CartAnswer;
  };

  it("takes the dynamic price of the day, and the base price on other days", async () => {
    const prices = { [DAY]: 2000 };
    const { ticket } = await insertDayTicket(t.db, { price_cents: 1400, dynamic_prices: prices });
    const cart = await price({
      items: [
        { type: "Ticket", attributes: { id: ticket, date: DAY, quantity: 2 } },
        { type: "Ticket", attributes: { id: ticket, date: OTHER_DAY, quantity: 1 } },
      ],
    });
    expect(cart.items.map((line) => line.info.price_cents)).toEqual([2000, 1400]);
    expect(cart.items.map((line) => line.info.totalCents)).toEqual([4000, 1400]);
    expect(cart.totals.subTotalCents).toBe(5400);
    // 7 % included: 4000 × 7 / 107 = 261.68 → 262; 1400 × 7 / 107 = 91.59 → 92
    expect(cart.items[0]?.info.vats).toEqual([{ vat_pct: 7, price_cents: 262 }]);
    expect(cart.totals.vats).toEqual([{ vat_pct: 7, price_cents: 354 }]);
    expect(cart.items[0]?.info.meta).toEqual({ startDate: DAY, startTime: null, validFrom: null });
  });

  it("takes the time-slot price of the start time, then the discount", async () => {
    const quota = (await insertDayTicket(t.db)).quota;
    const ticket = await insertPricedTicket(t.db, {
      ticket_type: "time_slot",
      price_cents: 1800,
      discount: 25,
      dynamic_prices: { "11:00": 1000 },
      quotaIds: [quota],
    });
    const cart = await price({
      items: [
        { type: "Ticket", attributes: { id: ticket, date: DAY, time: "11:00", quantity: 3 } },
        { type: "Ticket", attributes: { id: ticket, date: DAY, time: "12:00", quantity: 1 } },
      ],
    });
    const ticketFields = {
      ticket_type: "time_slot" as const,
      price_cents: 1800,
      discount: 25,
      dynamic_prices: { "11:00": 1000 },
    };
    expect(cart.items.map((line) => line.info.price_cents)).toEqual([
      unitPriceCents(ticketFields, { date: DAY, time: "11:00" }),
      unitPriceCents(ticketFields, { date: DAY, time: "12:00" }),
    ]);
    expect(cart.items.map((line) => line.info.price_cents)).toEqual([750, 1350]);
    expect(cart.items[0]?.info.meta.startTime).toBe("11:00");
    expect(cart.totals.subTotalCents).toBe(3 * 750 + 1350);
  });

  it("adds VAT to a net price and reports each rate apart", async () => {
    const net = await insertDayTicket(t.db, {
      price_cents: 1250,
      vat_pct: 19,
      tax_included: false,
    });
    const gross = await insertDayTicket(t.db, { price_cents: 1000, vat_pct: 7 });
    const cart = await price({
      items: [
        { type: "Ticket", attributes: { id: net.ticket, date: DAY, quantity: 3 } },
        { type: "Ticket", attributes: { id: gross.ticket, date: DAY, quantity: 1 } },
      ],
    });
    const lines = [
      { price_cents: 1250, quantity: 3, vat_pct: 19, tax_included: false },
      { price_cents: 1000, quantity: 1, vat_pct: 7, tax_included: true },
    ];
    // 3 × 12,50 € net + 19 % = 37,50 € + 7,13 € (7.125 rounded half-up)
    expect(cart.items[0]?.info).toMatchObject({
      price_cents: 1250,
      totalCents: 4463,
      tax_included: false,
    });
    expect(cart.items[0]?.info.totalCents).toBe(lineVat(lines[0] as never).gross_cents);
    expect(cart.totals).toMatchObject(cartTotals({ lines, shippingLines: [], donations: [] }));
    expect(cart.totals.vats).toEqual([
      { vat_pct: 7, price_cents: 65 },
      { vat_pct: 19, price_cents: 713 },
    ]);
  });

  it("adds donations of 100 cents outside VAT, in both totals", async () => {
    const { ticket } = await insertDayTicket(t.db, { price_cents: 1400 });
    const cart = await price({
      items: [{ type: "Ticket", attributes: { id: ticket, date: DAY, quantity: 1 } }],
      donations: [100],
    });
    expect(cart.totals).toMatchObject({
      subTotalCents: 1500,
      subTotalCentsWithoutShipping: 1500,
      donations: [100],
      vats: [{ vat_pct: 7, price_cents: 92 }],
    });
  });

  it("takes a value coupon off the total and says what it debits", async () => {
    const { ticket } = await insertDayTicket(t.db, { price_cents: 1400 });
    await insertCouponSale(t.db, { code: "VALUE-10", value_cents: 1000 });
    await insertCouponSale(t.db, { code: "VALUE-50", value_cents: 5000, remaining_cents: 3000 });
    const cart = await price({
      items: [{ type: "Ticket", attributes: { id: ticket, date: DAY, quantity: 2 } }],
      coupons: ["VALUE-10", "VALUE-50"],
    });
    expect(cart.totals.subTotalCents).toBe(0);
    expect(cart.coupons).toEqual([
      expect.objectContaining({
        code: "VALUE-10",
        is_valid: true,
        value_cents: 1000,
        debit_cents: 1000,
      }),
      expect.objectContaining({
        code: "VALUE-50",
        is_valid: true,
        value_cents: 3000,
        debit_cents: 1800,
      }),
    ]);
    // A value voucher is a means of payment: the VAT of the tickets stays.
    expect(cart.totals.vats).toEqual([{ vat_pct: 7, price_cents: 183 }]);
  });

  it("prices a bought value coupon without VAT", async () => {
    const coupon = await insertCoupon(t.db, { price_cents: 2500, value_cents: 2500 });
    const cart = await price({
      items: [{ type: "Coupon", attributes: { id: coupon, quantity: 2 } }],
    });
    expect(cart.items[0]).toMatchObject({
      type: "Coupon",
      error: null,
      info: { price_cents: 2500, totalCents: 5000 },
    });
    expect(cart.totals.vats).toEqual([{ vat_pct: 0, price_cents: 0 }]);
  });

  it("prices an annual ticket without a date", async () => {
    const annual = await insertPricedTicket(t.db, {
      ticket_type: "annual",
      price_cents: 4500,
      discount: 10,
    });
    const cart = await price({
      items: [{ type: "Annual", attributes: { id: annual, quantity: 1 } }],
    });
    expect(cart.items[0]?.info).toMatchObject({ price_cents: 4050, totalCents: 4050 });
  });

  it("lists the sub tickets a mantle ticket was chosen with", async () => {
    const { ticket } = await insertDayTicket(t.db, {
      price_cents: 3200,
      is_mantle: true,
      sub_tickets: [
        { id: 1, min_persons: 0, max_persons: 2 },
        { id: 2, min_persons: 0, max_persons: 3 },
      ],
    });
    const cart = await price({
      items: [
        {
          type: "Ticket",
          attributes: {
            id: ticket,
            date: DAY,
            quantity: 1,
            sub_ticket_quantities: { "1": 2, "2": 1 },
          },
        },
      ],
    });
    expect(cart.items[0]?.info.subTickets).toEqual([
      { selectedQuantity: 2, title: "Teil 1" },
      { selectedQuantity: 1, title: "Teil 2" },
    ]);
    expect(cart.items[0]?.info.totalCents).toBe(3200);
  });

  it("adds shipping items when shipping is chosen, with their own VAT list", async () => {
    const { ticket } = await insertDayTicket(t.db, { price_cents: 1400 });
    await insertShippingItem(t.db, { price_cents: 390, vat_pct: 19 });
    const body = {
      items: [{ type: "Ticket", attributes: { id: ticket, date: DAY, quantity: 1 } }],
    };
    const printAtHome = await price({ ...body, shipping: false });
    const shipped = await price({ ...body, shipping: true });
    expect(printAtHome.totals).toMatchObject({
      subTotalCents: 1400,
      shippingItems: [],
      shippingVats: [],
    });
    // what shipping would cost is answered either way, so the choice can name its price
    for (const answer of [printAtHome, shipped]) {
      expect(answer.shipping_options).toEqual([
        expect.objectContaining({ title: "Versand", price_cents: 390 }),
      ]);
    }
    expect(shipped.totals).toMatchObject({
      subTotalCents: 1790,
      subTotalCentsWithoutShipping: 1400,
      shippingItems: [expect.objectContaining({ title: "Versand", price_cents: 390 })],
      // 390 × 19 / 119 = 62.27 → 62
      shippingVats: [{ vat_pct: 19, price_cents: 62 }],
    });
  });

  it("always adds shipping where the shop ships every order", async () => {
    const { ticket } = await insertDayTicket(t.db, { price_cents: 1400 });
    await insertShippingItem(t.db, { price_cents: 250, vat_pct: 19 });
    await setSettings(t.db, {
      donationsEnabled: true,
      couponsEnabled: true,
      shipping: "mandatory",
    });
    try {
      const cart = await price({
        items: [{ type: "Ticket", attributes: { id: ticket, date: DAY, quantity: 1 } }],
        shipping: false,
      });
      expect(cart.totals.shippingItems).toContainEqual(
        expect.objectContaining({ price_cents: 250 }),
      );
      expect(cart.totals.subTotalCents).toBeGreaterThan(cart.totals.subTotalCentsWithoutShipping);
    } finally {
      await setSettings(t.db, {
        donationsEnabled: true,
        couponsEnabled: true,
        shipping: "optional",
      });
    }
  });

  it("offers no shipping where the shop does not ship, though shipping items exist", async () => {
    const { ticket } = await insertDayTicket(t.db, { price_cents: 1400 });
    await insertShippingItem(t.db, { price_cents: 390, vat_pct: 19 });
    await setSettings(t.db, { donationsEnabled: true, couponsEnabled: true, shipping: "none" });
    try {
      const cart = await price({
        items: [{ type: "Ticket", attributes: { id: ticket, date: DAY, quantity: 1 } }],
      });
      expect(cart.shipping_options).toEqual([]);
      expect(cart.totals.shippingItems).toEqual([]);
    } finally {
      await setSettings(t.db, {
        donationsEnabled: true,
        couponsEnabled: true,
        shipping: "optional",
      });
    }
  });

  it("answers the cart info of a line in the asked locale", async () => {
    const { ticket } = await insertDayTicket(t.db, { min_persons: 2, max_persons: 6 });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/cart?locale=en",
      payload: { items: [{ type: "Ticket", attributes: { id: ticket, date: DAY, quantity: 2 } }] },
    });
    expect(response.json().items[0].info).toMatchObject({
      name: `Ticket ${ticket}`,
      min_persons: 2,
      max_persons: 6,
      available: null,
      coupon_code: null,
      free_timing: false,
      flex_description: null,
      subTickets: [],
      seats: [],
    });
  });

  it("flags a booked-out ticket and an expired hold on their lines", async () => {
    const out = await insertDayTicket(t.db, { booked_out: true });
    const { ticket } = await insertDayTicket(t.db);
    const cart = await price({
      items: [
        { type: "Ticket", attributes: { id: out.ticket, date: DAY, quantity: 1 } },
        {
          type: "Ticket",
          attributes: { id: ticket, date: DAY, quantity: 1 },
          reservations: [{ token: "AAAAAAAAAAAAAAAAAAAAAA", valid_until: "2030-06-01T08:30:00Z" }],
        },
      ],
    });
    expect(cart.items.map((line) => line.error)).toEqual(["sold_out", "hold_expired"]);
  });
});
