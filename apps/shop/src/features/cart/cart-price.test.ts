// spec selling-core §3 "Cart totals", §7 POST /cart: matching the server's lines to the lines on
// screen while an older answer is still shown, and the VAT per rate.
import type { CartItem } from "@shop/core/contract";
import { describe, expect, it } from "vitest";
import { priceAnswer, pricedLine } from "../../test/cart-fixtures";
import { type PricedCart, pricedLinesOf, quantityOf, vatPerRate } from "./cart-price";

const ticket = (id: number, quantity: number, time?: string): CartItem => ({
  type: "Ticket",
  attributes: { id, date: "2030-06-14", quantity, attendees: [], ...(time ? { time } : {}) },
  reservations: [],
});
const mug = (quantity: number): CartItem => ({
  type: "Merchandise",
  attributes: { id: 4, quantity },
  reservations: [],
});
const tour: CartItem = {
  type: "Tour",
  attributes: {
    id: 8,
    date: "2030-06-14",
    start_time: "14:00",
    quantities: { "41": 12, "42": 3 },
    surcharges: {},
    equipment: [],
  },
  reservations: [],
};

function pricedFor(items: CartItem[]): PricedCart {
  return {
    items,
    answer: priceAnswer(items.map((item, index) => pricedLine(index, item.type, `#${index}`, 100))),
  };
}

describe("pricedLinesOf", () => {
  it("matches every line of a fresh answer to its line", () => {
    const items = [ticket(12, 2), mug(1), tour];
    const names = pricedLinesOf(pricedFor(items), items).map((line) => line?.info.name);
    expect(names).toEqual(["#0", "#1", "#2"]);
  });

  it("keeps each line's price when an earlier line was removed after the answer", () => {
    const before = [ticket(12, 2), mug(1), tour];
    const names = pricedLinesOf(pricedFor(before), [mug(1), tour]).map((l) => l?.info.name);
    expect(names).toEqual(["#1", "#2"]);
  });

  it("keeps the last price of a line whose quantity changed, until the new one is in", () => {
    const before = [ticket(12, 2), mug(1)];
    const names = pricedLinesOf(pricedFor(before), [ticket(12, 3), mug(2)]).map(
      (line) => line?.info.name,
    );
    expect(names).toEqual(["#0", "#1"]);
  });

  it("tells lines of the same ticket at other times apart, and knows no new line", () => {
    const before = [ticket(12, 2, "10:00"), ticket(12, 1, "11:00")];
    const now = [ticket(12, 1, "11:00"), ticket(14, 1)];
    expect(pricedLinesOf(pricedFor(before), now).map((line) => line?.info.name)).toEqual([
      "#1",
      undefined,
    ]);
  });

  it("knows nothing before the first answer", () => {
    expect(pricedLinesOf(undefined, [mug(1)])).toEqual([undefined]);
  });
});

describe("quantityOf", () => {
  it("is the quantity, or the sum of the quantities per price", () => {
    expect(quantityOf(ticket(12, 2))).toBe(2);
    expect(quantityOf(mug(5))).toBe(5);
    expect(quantityOf(tour)).toBe(15);
  });
});

describe("vatPerRate", () => {
  it("adds the lines' and the shipping's VAT of one rate into one row, by rate", () => {
    const totals = {
      ...priceAnswer([]).totals,
      vats: [
        { vat_pct: 19, price_cents: 190 },
        { vat_pct: 7, price_cents: 157 },
      ],
      shippingVats: [{ vat_pct: 19, price_cents: 62 }],
    };
    expect(vatPerRate(totals)).toEqual([
      { vat_pct: 7, price_cents: 157 },
      { vat_pct: 19, price_cents: 252 },
    ]);
  });
});
