import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type BookableTicket,
  checkQuantity,
  checkVisit,
  isDated,
  isSlotted,
  placesPerUnit,
  quantityBounds,
} from "./line";
import { fillQuantity, isOverMaximum } from "./line-fill";

// 10:00 in Berlin on 2030-06-01.
const NOW = new Date("2030-06-01T08:00:00Z");

const ticket = (over: Partial<BookableTicket> = {}): BookableTicket => ({
  ticket_type: "normal",
  free_timing: false,
  min_persons: 1,
  max_persons: 10,
  is_mantle: false,
  sub_tickets: [],
  ...over,
});
const DAY = ticket();
const SLOT = ticket({ ticket_type: "time_slot" });
const FLEX = ticket({ free_timing: true });
const FLEX_SLOT = ticket({ ticket_type: "time_slot", free_timing: true });
const ANNUAL = ticket({ ticket_type: "annual" });
const MANTLE = ticket({
  is_mantle: true,
  sub_tickets: [
    { id: 7, min_persons: 1, max_persons: 2 },
    { id: 8, min_persons: 0, max_persons: 3 },
  ],
});

describe("isDated and isSlotted (spec selling-core §1)", () => {
  it.each([
    ["a day ticket", DAY, true, false],
    ["a time-slot ticket", SLOT, true, true],
    ["a flex ticket", FLEX, false, false],
    ["a flex time-slot ticket", FLEX_SLOT, false, false],
    ["an annual ticket", ANNUAL, false, false],
  ])("%s: dated %s, slotted %s", (_name, t, dated, slotted) => {
    expect(isDated(t)).toBe(dated);
    expect(isSlotted(t)).toBe(slotted);
  });
});

describe("checkVisit (spec selling-core §5)", () => {
  it.each([
    ["a day ticket on a later day", DAY, { date: "2030-06-02" }, { ok: true }],
    ["a day ticket today", DAY, { date: "2030-06-01" }, { ok: true }],
    [
      "a day ticket yesterday",
      DAY,
      { date: "2030-05-31" },
      { field: "date", message: "Must be today or later" },
    ],
    ["a day ticket without a day", DAY, {}, { field: "date", message: "Required for this ticket" }],
    [
      "a day ticket with a time",
      DAY,
      { date: "2030-06-02", time: "10:00" },
      { field: "time", message: "This ticket has no start times" },
    ],
    ["a slot ticket with day and time", SLOT, { date: "2030-06-02", time: "10:00" }, { ok: true }],
    [
      "a slot ticket without a time",
      SLOT,
      { date: "2030-06-02" },
      { field: "time", message: "Required for a time-slot ticket" },
    ],
    ["a flex ticket without a day", FLEX, {}, { ok: true }],
    [
      "a flex ticket with a day",
      FLEX,
      { date: "2030-06-02" },
      { field: "date", message: "This ticket is not bought for a date" },
    ],
    [
      "a flex slot ticket with a time",
      FLEX_SLOT,
      { time: "10:00" },
      { field: "time", message: "This ticket has no start times" },
    ],
    [
      "an annual ticket with a day",
      ANNUAL,
      { date: "2030-06-02" },
      { field: "date", message: "This ticket is not bought for a date" },
    ],
    ["an annual ticket without a day", ANNUAL, {}, { ok: true }],
  ] as const)("%s", (_name, t, visit, expected) => {
    const result = checkVisit(t, visit, NOW);
    if ("ok" in expected) {
      expect(result).toEqual({
        ok: true,
        value: {
          date: "date" in visit ? visit.date : null,
          time: "time" in visit ? visit.time : null,
        },
      });
    } else {
      expect(result).toEqual({ ok: false, code: "validation", ...expected });
    }
  });
});

describe("quantity bounds (spec selling-core §5)", () => {
  it.each([
    [{ min_persons: 0, max_persons: 5 }, 0, false],
    [{ min_persons: 0, max_persons: 5 }, 1, true],
    [{ min_persons: 2, max_persons: 5 }, 1, false],
    [{ min_persons: 2, max_persons: 5 }, 2, true],
    [{ min_persons: 2, max_persons: 5 }, 5, true],
    [{ min_persons: 2, max_persons: 5 }, 6, false],
  ])("%o with %i: accepted %s", (bounds, quantity, ok) => {
    const { min, max } = quantityBounds(bounds);
    expect(checkQuantity(bounds, quantity)).toEqual(
      ok
        ? { ok: true, value: quantity }
        : {
            ok: false,
            code: "validation",
            field: "quantity",
            message: `Must be between ${min} and ${max}`,
          },
    );
  });
});

// The issue 27, item 4: annual passes added twice (3 + 2, maximum 4) made an unbuyable line.
describe("fillQuantity (spec selling-core §5: above the maximum is reduced to it)", () => {
  const annual = { min_persons: 1, max_persons: 4 };
  it.each([
    ["a new line within the maximum", 0, 3, { quantity: 3, capped: false, max: 4 }],
    ["a line grown to the maximum", 3, 1, { quantity: 4, capped: false, max: 4 }],
    ["3 + 2 of a maximum of 4", 3, 2, { quantity: 4, capped: true, max: 4 }],
    ["a full line added to again", 4, 1, { quantity: 4, capped: true, max: 4 }],
    ["a new line asked past the maximum", 0, 6, { quantity: 4, capped: true, max: 4 }],
    ["a stored line over the maximum", 5, 1, { quantity: 4, capped: true, max: 4 }],
  ])("%s", (_name, held, added, expected) => {
    expect(fillQuantity(annual, held, added)).toEqual(expected);
  });

  it("never fills a line past the maximum, and keeps what fits", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1, max: 30 }),
        (max, held, added) => {
          const filled = fillQuantity({ min_persons: 1, max_persons: max }, held, added);
          expect(filled.quantity).toBe(Math.min(held + added, max));
          expect(filled.capped).toBe(held + added > max);
          expect(isOverMaximum({ min_persons: 1, max_persons: max }, filled.quantity)).toBe(false);
        },
      ),
    );
  });
});

describe("isOverMaximum (spec selling-core §5)", () => {
  it.each([
    [4, false],
    [5, true],
  ])("a line of %i of a maximum of 4: %s", (quantity, over) => {
    expect(isOverMaximum({ min_persons: 1, max_persons: 4 }, quantity)).toBe(over);
  });
});

describe("placesPerUnit (spec selling-core §5: mantle tickets)", () => {
  it.each([
    ["a plain ticket", DAY, {}, { ok: true, value: 1 }],
    [
      "a plain ticket naming sub tickets",
      DAY,
      { "7": 1 },
      { field: "sub_ticket_quantities", message: "This ticket has no sub tickets" },
    ],
    ["a mantle unit of 2 and 3", MANTLE, { "7": 2, "8": 3 }, { ok: true, value: 5 }],
    ["a mantle unit of the least", MANTLE, { "7": 1 }, { ok: true, value: 1 }],
    [
      "a sub ticket below its least",
      MANTLE,
      { "8": 1 },
      { field: "sub_ticket_quantities.7", message: "Must be between 1 and 2" },
    ],
    [
      "a sub ticket above its most",
      MANTLE,
      { "7": 1, "8": 4 },
      { field: "sub_ticket_quantities.8", message: "Must be between 0 and 3" },
    ],
    [
      "an unknown sub ticket",
      MANTLE,
      { "7": 1, "9": 1 },
      { field: "sub_ticket_quantities.9", message: "Not a sub ticket of this ticket" },
    ],
    [
      "no sub ticket at all",
      ticket({ is_mantle: true, sub_tickets: [{ id: 8, min_persons: 0, max_persons: 3 }] }),
      {},
      { field: "sub_ticket_quantities", message: "Choose at least one sub ticket" },
    ],
  ] as const)("%s", (_name, t, given, expected) => {
    const result = placesPerUnit(t, given);
    expect(result).toEqual(
      "ok" in expected ? expected : { ok: false, code: "validation", ...expected },
    );
  });
});
