import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyDiscount } from "./discount";
import { listPriceCents, type PricedTicket, unitPriceCents } from "./price";

describe("unitPriceCents", () => {
  describe("given a normal ticket with prices by date", () => {
    const ticket: PricedTicket = {
      ticket_type: "normal",
      price_cents: 1200,
      dynamic_prices: { "2025-12-24": 800, "2025-12-31": 1500 },
    };

    it.each([
      ["2025-12-24", 800],
      ["2025-12-31", 1500],
      ["2025-12-25", 1200],
    ])("on %s charges %i cents", (date, expected) => {
      expect(unitPriceCents(ticket, { date })).toBe(expected);
    });

    it("charges the base price when no date is given", () => {
      expect(unitPriceCents(ticket)).toBe(1200);
      expect(unitPriceCents(ticket, {})).toBe(1200);
    });

    it("ignores a time, which does not key a normal ticket", () => {
      const byTime = { ...ticket, dynamic_prices: { "10:00": 500 } };
      expect(unitPriceCents(byTime, { date: "2025-12-24", time: "10:00" })).toBe(1200);
    });

    it.each(["24.12.2025", "2025-12-24T10:00", ""])("refuses the date %j", (date) => {
      expect(() => unitPriceCents(ticket, { date })).toThrow(RangeError);
    });
  });

  describe("given a time-slot ticket with prices by time", () => {
    const ticket: PricedTicket = {
      ticket_type: "time_slot",
      price_cents: 1000,
      dynamic_prices: { "10:00": 700, "14:30:00": 1300, late: 1 },
    };

    it.each([
      ["10:00", 700],
      ["10:00:00", 700],
      ["14:30", 1300],
      ["14:30:00", 1300],
      ["14:30:30", 1000],
      ["11:00", 1000],
    ])("at %s charges %i cents", (time, expected) => {
      expect(unitPriceCents(ticket, { time })).toBe(expected);
    });

    it("charges the base price when no time is given", () => {
      expect(unitPriceCents(ticket, { date: "2025-12-24" })).toBe(1000);
    });

    it("ignores a date, which does not key a time-slot ticket", () => {
      const byDate = { ...ticket, dynamic_prices: { "2025-12-24": 500 } };
      expect(unitPriceCents(byDate, { date: "2025-12-24", time: "10:00" })).toBe(1000);
    });

    it.each(["24:00", "9:00", "10:60", "10h"])("refuses the time %j", (time) => {
      expect(() => unitPriceCents(ticket, { time })).toThrow(RangeError);
    });
  });

  describe("given an annual ticket", () => {
    it("keeps its base price whatever the dynamic prices say", () => {
      const ticket: PricedTicket = {
        ticket_type: "annual",
        price_cents: 4500,
        dynamic_prices: { "2025-12-24": 100, "10:00": 100 },
      };
      expect(unitPriceCents(ticket, { date: "2025-12-24", time: "10:00" })).toBe(4500);
    });
  });

  describe("given a discount", () => {
    it("applies the percent to the dynamic price, not to the base price", () => {
      const ticket: PricedTicket = {
        ticket_type: "normal",
        price_cents: 1200,
        discount: 25,
        dynamic_prices: { "2025-12-24": 800 },
      };
      expect(unitPriceCents(ticket, { date: "2025-12-24" })).toBe(600);
      expect(unitPriceCents(ticket, { date: "2025-12-25" })).toBe(900);
    });

    it.each([null, undefined, 0])("treats a discount of %j as none", (discount) => {
      expect(unitPriceCents({ ticket_type: "annual", price_cents: 999, discount })).toBe(999);
    });

    it("refuses a discount above 100 %", () => {
      expect(() =>
        unitPriceCents({ ticket_type: "annual", price_cents: 999, discount: 120 }),
      ).toThrow(RangeError);
    });
  });

  it("refuses a ticket type it does not know rather than guess its price", () => {
    const ticket = JSON.parse('{"ticket_type":"season","price_cents":1000}') as PricedTicket;
    expect(() => unitPriceCents(ticket)).toThrow(RangeError);
  });

  it("charges the base price when a ticket has no dynamic prices", () => {
    const ticket: PricedTicket = { ticket_type: "normal", price_cents: 1000, dynamic_prices: null };
    expect(unitPriceCents(ticket, { date: "2025-12-24" })).toBe(1000);
  });

  it.each([
    [{ ticket_type: "normal", price_cents: -100 }, {}],
    [
      { ticket_type: "normal", price_cents: 100, dynamic_prices: { "2025-01-01": 9.99 } },
      { date: "2025-01-01" },
    ],
  ] as const)("refuses a price that is not cents: %j", (ticket, moment) => {
    expect(() => unitPriceCents(ticket, moment)).toThrow(RangeError);
  });

  it("charges the discounted dynamic price whenever the key matches", () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 1_000_000 }),
        fc.nat({ max: 1_000_000 }),
        fc.nat({ max: 100 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (base, dynamic, discount, h, m) => {
          const key = `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
          const ticket: PricedTicket = {
            ticket_type: "time_slot",
            price_cents: base,
            discount,
            dynamic_prices: { [key]: dynamic },
          };
          const price = unitPriceCents(ticket, { time: `${key}:00` });
          expect(price).toBe(applyDiscount(dynamic, discount));
          expect(price).toBeLessThanOrEqual(dynamic);
        },
      ),
    );
  });
});

describe("listPriceCents", () => {
  const ticket: PricedTicket = {
    ticket_type: "normal",
    price_cents: 1200,
    discount: 25,
    dynamic_prices: { "2030-06-01": 1600 },
  };

  it("is the dynamic or base price before the discount, and the discount applies to it", () => {
    expect(listPriceCents(ticket, { date: "2030-06-01" })).toBe(1600);
    expect(listPriceCents(ticket, { date: "2030-06-03" })).toBe(1200);
    expect(unitPriceCents(ticket, { date: "2030-06-01" })).toBe(1200);
    expect(unitPriceCents(ticket, { date: "2030-06-03" })).toBe(900);
  });
});
