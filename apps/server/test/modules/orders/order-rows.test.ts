// spec selling-core §4 (donations, shipping, value coupons), §7 GET /orders/{id}: the order
// answers every row of its total — its lines, its donations, the postage charged (titles in
// the asked locale, price with VAT) and what each value coupon paid — so that
// items + donations + shipping − coupons = total_price_cents.
import type { Order } from "@shop/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import {
  insertCouponSale,
  insertDayTicket,
  insertShippingItem,
  setSettings,
} from "../cart/cart-fixtures";
import {
  DAY,
  hold,
  newBuyer,
  type OrderApp,
  placeOrder,
  startOrderApp,
  ticketLine,
} from "./order-app";

function rowsSum(order: Order): number {
  const sum = (values: number[]) => values.reduce((total, cents) => total + cents, 0);
  return (
    sum(order.items.map((item) => item.total_cents)) +
    sum(order.donations.map((donation) => donation.donation_cents)) +
    sum(order.shipping_items.map((item) => item.price_cents)) -
    sum(order.coupons.map((coupon) => coupon.debit_cents))
  );
}

describe.each(engineNames())("the rows of GET /api/v1/orders/{id} on %s", (engine) => {
  let t: OrderApp;
  let ticket: number;
  beforeAll(async () => {
    t = await startOrderApp(engine);
    await setSettings(t.db, {
      donationsEnabled: true,
      couponsEnabled: true,
      shipping: "optional",
      maxOrderTotalCents: 50_000,
    });
    // 300 net plus 19 % VAT: the order is charged 357.
    await insertShippingItem(t.db, { price_cents: 300, vat_pct: 19, tax_included: false });
    ticket = (await insertDayTicket(t.db, { price_cents: 1400 })).ticket;
  });
  afterAll(async () => {
    await t?.close();
  });

  const place = async (body: object) => {
    const buyer = await newBuyer(t);
    const held = await hold(t, { ticket_id: ticket, quantity: 2, date: DAY });
    const response = await placeOrder(t, buyer, {
      items: [ticketLine(ticket, 2, [held])],
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().order as { id: number; token: string };
  };
  const read = async (placed: { id: number; token: string }, locale?: string) => {
    const query = locale === undefined ? "" : `&locale=${locale}`;
    const response = await t.app.inject({
      method: "GET",
      url: `/api/v1/orders/${placed.id}?token=${placed.token}${query}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Order;
  };

  it("answers the donation, the shipping and the coupon, and they add up to the total", async () => {
    await insertCouponSale(t.db, { code: "GIFT-10", value_cents: 1000 });
    // 2 × 1400 + 100 donation + 357 shipping − 1000 coupon
    const placed = await place({
      donations: [100],
      shipping: true,
      coupons: ["GIFT-10"],
      total: 2257,
    });
    const order = await read(placed, "en");
    expect(order).toMatchObject({
      total_price_cents: 2257,
      donations: [{ donation_cents: 100 }],
      shipping_items: [{ title: "Shipping", price_cents: 357 }],
      coupons: [{ code: "GIFT-10", debit_cents: 1000 }],
    });
    expect(rowsSum(order)).toBe(order.total_price_cents);
    // the shipping title speaks the asked locale, German by default or when it lacks one
    expect((await read(placed)).shipping_items[0]?.title).toBe("Versand");
    expect((await read(placed, "fr")).shipping_items[0]?.title).toBe("Versand");
  });

  it("answers empty lists for an order without donations, shipping or coupons", async () => {
    const order = await read(await place({ shipping: false, total: 2800 }));
    expect(order).toMatchObject({
      total_price_cents: 2800,
      donations: [],
      shipping_items: [],
      coupons: [],
    });
    expect(rowsSum(order)).toBe(order.total_price_cents);
  });

  it("answers only what a coupon paid when it is worth more than the order", async () => {
    await insertCouponSale(t.db, { code: "BIG-50", value_cents: 5000 });
    const order = await read(
      await place({ shipping: false, coupons: ["BIG-50"], payment_mode_id: null, total: 0 }),
    );
    expect(order.coupons).toEqual([{ code: "BIG-50", debit_cents: 2800 }]);
    expect(rowsSum(order)).toBe(0);
  });
});
