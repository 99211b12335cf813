import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CapacityCalendar,
  capacityColour,
  dayAvailability,
  isBookedOut,
  isPastLastEntry,
  isSelectable,
  isSlotPast,
  MIN_SELECTABLE_CAPACITY,
  nearestSlotsWithPlaces,
  SLOT_STATE,
  slotAvailable,
  slotState,
  soldOutLookAhead,
  type TimeSlot,
} from "./capacity";

const at = "10:00";

describe("slotState", () => {
  describe("given a sold-out slot", () => {
    it.each([
      [{ start_time: at, capacity: 0 }],
      [{ start_time: at, capacity: 0, seats: { available: 5, max: 10 } }],
      [{ start_time: at, capacity: 20, seats: { available: 0, max: 10 } }],
      [{ start_time: at, seats: { available: 0, max: 10 } }],
      [{ start_time: at, capacity: -2 }],
    ])("shows %j as sold out", (slot) => {
      expect(slotState(slot)).toEqual({ kind: "soldOut" });
      expect(isSelectable(slot)).toBe(false);
    });
  });

  describe("given a slot below the places needed", () => {
    it("disables it and names the places left", () => {
      const slot = { start_time: at, capacity: 3 };
      expect(slotState(slot, { minCapacity: 4 })).toEqual({ kind: "disabled", available: 3 });
      expect(isSelectable(slot, 4)).toBe(false);
    });

    it("lets it be chosen when exactly the needed places are left", () => {
      const slot = { start_time: at, capacity: 4 };
      expect(slotState(slot, { minCapacity: 4 })).toEqual({ kind: "warning", available: 4 });
      expect(isSelectable(slot, 4)).toBe(true);
    });

    it("counts seats as places too", () => {
      const slot = { start_time: at, capacity: 50, seats: { available: 2, max: 100 } };
      expect(slotState(slot, { minCapacity: 3 })).toEqual({ kind: "disabled", available: 2 });
    });
  });

  describe("given a slot without any capacity value", () => {
    it.each([[{ start_time: at }], [{ start_time: at, capacity: null, seats: null }]])(
      "shows %j as available without a count, for any needed places",
      (slot) => {
        expect(slotState(slot, { minCapacity: 1000 })).toEqual({
          kind: "available",
          available: null,
        });
        expect(isSelectable(slot, 1000)).toBe(true);
      },
    );
  });

  describe("given seats near the few-seats percentage", () => {
    // 70 % of 10 is exactly 7: at or below is few.
    it.each([
      [6, "few"],
      [7, "few"],
      [8, "available"],
      [10, "available"],
    ])("with %j of 10 seats left the slot is %j", (available, kind) => {
      const slot = { start_time: at, capacity: 50, seats: { available, max: 10 } };
      expect(slotState(slot).kind).toBe(kind);
    });

    it("keeps the boundary exact where 70 % is not a whole number (70 % of 33 = 23.1)", () => {
      const seats = (available: number) => ({ available, max: 33 });
      expect(slotState({ start_time: at, seats: seats(23) }).kind).toBe("few");
      expect(slotState({ start_time: at, seats: seats(24) }).kind).toBe("available");
    });

    it("follows the shop's fewSeatsPercent setting", () => {
      const slot = { start_time: at, seats: { available: 30, max: 100 } };
      expect(slotState(slot, { fewSeatsPercent: 30 }).kind).toBe("few");
      expect(slotState(slot, { fewSeatsPercent: 29 }).kind).toBe("available");
    });

    it("is never few when the maximum is unknown or zero", () => {
      const slot = { start_time: at, capacity: 50, seats: { available: 5, max: 0 } };
      expect(slotState(slot)).toEqual({ kind: "available", available: 5 });
    });

    it("wins over the low-capacity warning", () => {
      const slot = { start_time: at, capacity: 5, seats: { available: 5, max: 100 } };
      expect(slotState(slot)).toEqual({ kind: "few", available: 5 });
    });
  });

  describe("given a capacity near the warning limit of 10", () => {
    it.each([
      [1, "warning"],
      [9, "warning"],
      [10, "available"],
      [11, "available"],
    ])("with capacity %j the slot is %j", (capacity, kind) => {
      expect(slotState({ start_time: at, capacity })).toEqual({ kind, available: capacity });
    });

    it("warns by capacity, not by seats", () => {
      const slot = { start_time: at, seats: { available: 9, max: 10 } };
      expect(slotState(slot)).toEqual({ kind: "available", available: 9 });
    });
  });

  const slots: fc.Arbitrary<TimeSlot> = fc.record(
    {
      start_time: fc.constant(at),
      capacity: fc.option(fc.integer({ min: -5, max: 200 })),
      seats: fc.option(
        fc.record({ available: fc.integer({ min: -5, max: 200 }), max: fc.nat(200) }),
      ),
    },
    { requiredKeys: ["start_time"] },
  );

  it("agrees with isSelectable: a slot is choosable exactly when not sold out or disabled", () => {
    fc.assert(
      fc.property(slots, fc.integer({ min: 1, max: 20 }), (slot, minCapacity) => {
        const { kind } = slotState(slot, { minCapacity });
        const blocked = kind === SLOT_STATE.soldOut || kind === SLOT_STATE.disabled;
        expect(isSelectable(slot, minCapacity)).toBe(!blocked);
      }),
    );
  });

  it("reports the places left, never more than capacity or seats and never negative", () => {
    fc.assert(
      fc.property(slots, (slot) => {
        const state = slotState(slot);
        if (state.kind === SLOT_STATE.soldOut) {
          expect(slotAvailable(slot)).toBe(0);
          return;
        }
        const left = state.available;
        expect(left).toBe(slotAvailable(slot));
        if (left === null) return;
        expect(left).toBeGreaterThan(0);
        if (slot.capacity != null) expect(left).toBeLessThanOrEqual(slot.capacity);
        if (slot.seats != null) expect(left).toBeLessThanOrEqual(slot.seats.available);
      }),
    );
  });

  it("never disables a slot with places left at the default minimum of 1", () => {
    expect(MIN_SELECTABLE_CAPACITY).toBe(1);
    fc.assert(
      fc.property(slots, (slot) => {
        expect(slotState(slot).kind).not.toBe(SLOT_STATE.disabled);
      }),
    );
  });
});

describe("nearestSlotsWithPlaces", () => {
  const slot = (start_time: string, capacity: number | null) => ({ start_time, capacity });
  const day = [
    slot("09:00", 4),
    slot("09:30", 0),
    slot("10:00", 0),
    slot("10:30", 1),
    slot("11:00", 2),
    slot("12:00", null),
  ];

  it("suggests the times with places nearest to a sold-out one, earlier first on a tie", () => {
    expect(nearestSlotsWithPlaces(day, "10:00")).toEqual(["10:30", "09:00", "11:00"]);
    expect(nearestSlotsWithPlaces(day, "09:30", 2)).toEqual(["09:00", "10:30"]);
  });

  it("leaves out times with fewer places than needed, and the time itself", () => {
    expect(nearestSlotsWithPlaces(day, "10:00", 3, 2)).toEqual(["09:00", "11:00", "12:00"]);
    expect(nearestSlotsWithPlaces([slot("10:00", 5)], "10:00")).toEqual([]);
  });

  it("never suggests more than asked, nor a time without places", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ h: fc.integer({ min: 0, max: 23 }), c: fc.integer({ min: 0, max: 3 }) }),
        ),
        fc.integer({ min: 0, max: 5 }),
        (rows, count) => {
          const slots = rows.map(({ h, c }) => slot(`${String(h).padStart(2, "0")}:00`, c));
          const found = nearestSlotsWithPlaces(slots, "12:00", count);
          expect(found.length).toBeLessThanOrEqual(count);
          for (const time of found) {
            expect(slots.some((s) => s.start_time === time && (s.capacity ?? 0) > 0)).toBe(true);
          }
        },
      ),
    );
  });
});

describe("isBookedOut", () => {
  it.each([
    [{ booked_out: true }, true],
    [{ booked_out: false }, false],
    [{ booked_out: null }, false],
    [{}, false],
  ])("given %j answers %j", (ticket, expected) => {
    expect(isBookedOut(ticket)).toBe(expected);
  });
});

describe("capacityColour", () => {
  it.each([
    [null, "enough"],
    [undefined, "enough"],
    [-1, "none"],
    [0, "none"],
    [1, "few"],
    [29, "few"],
    [30, "enough"],
    [500, "enough"],
  ])("colours capacity %j %j", (capacity, colour) => {
    expect(capacityColour(capacity)).toBe(colour);
  });

  it("takes another threshold", () => {
    expect(capacityColour(30, 31)).toBe("few");
    expect(capacityColour(31, 31)).toBe("enough");
  });

  it("never gets worse as places grow", () => {
    const rank = { none: 0, few: 1, enough: 2 } as const;
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 100 }), fc.nat(50), (a, step) => {
        expect(rank[capacityColour(a + step)]).toBeGreaterThanOrEqual(rank[capacityColour(a)]);
      }),
    );
  });
});

describe("dayAvailability", () => {
  it.each([
    [undefined, "closed"],
    [null, "closed"],
    [{ available: 100, closed: true }, "closed"],
    [0, "soldOut"],
    [{ available: 0 }, "soldOut"],
    [29, "few"],
    [{ available: 1, closed: false }, "few"],
    [30, "enough"],
    [{ available: null }, "enough"],
  ])("given %j the day is %j", (day, expected) => {
    expect(dayAvailability(day)).toBe(expected);
  });

  it("takes another threshold", () => {
    expect(dayAvailability(30, { threshold: 50 })).toBe("few");
  });
});

describe("soldOutLookAhead", () => {
  it("shows the banner when no day of the 30 has places", () => {
    const calendar: CapacityCalendar = {
      "2026-03-01": 0,
      "2026-03-02": { available: 0 },
      "2026-03-03": null,
      "2026-03-04": { available: 50, closed: true },
      "2026-03-31": 100, // day 31: outside the window
      "2026-02-28": 100, // yesterday: outside the window
    };
    expect(soldOutLookAhead(calendar, "2026-03-01")).toBe(true);
  });

  it("shows no banner when the last day of the window has places", () => {
    expect(soldOutLookAhead({ "2026-03-30": 1 }, "2026-03-01")).toBe(false);
  });

  it("shows no banner when today has places", () => {
    expect(soldOutLookAhead({ "2026-03-01": { available: null } }, "2026-03-01")).toBe(false);
  });

  it("crosses month and year ends", () => {
    expect(soldOutLookAhead({ "2027-01-10": 5 }, "2026-12-20")).toBe(false);
    expect(soldOutLookAhead({ "2024-02-29": 5 }, "2024-02-01")).toBe(false);
  });

  it("treats an empty calendar as sold out", () => {
    expect(soldOutLookAhead({}, "2026-03-01")).toBe(true);
  });

  it("takes another window length", () => {
    expect(soldOutLookAhead({ "2026-03-05": 5 }, "2026-03-01", 4)).toBe(true);
    expect(soldOutLookAhead({ "2026-03-05": 5 }, "2026-03-01", 5)).toBe(false);
  });

  it.each([[0], [-1], [1.5]])("refuses a window of %j days", (days) => {
    expect(() => soldOutLookAhead({}, "2026-03-01", days)).toThrow(RangeError);
  });

  it.each([["2026-3-1"], ["2026-02-30"], ["01.03.2026"]])("refuses today %j", (today) => {
    expect(() => soldOutLookAhead({}, today)).toThrow(RangeError);
  });
});

describe("isPastLastEntry", () => {
  const lastEntry = 17 * 60; // 17:00

  it("keeps the entry up to and including the last entry time", () => {
    // 2026-06-15 is summer time: Berlin = UTC+2
    const now = new Date("2026-06-15T15:00:00Z");
    expect(isPastLastEntry({ lastEntryMinutes: lastEntry, date: "2026-06-15", now })).toBe(false);
  });

  it("hides the entry one second after the last entry time", () => {
    const now = new Date("2026-06-15T15:00:01Z");
    expect(isPastLastEntry({ lastEntryMinutes: lastEntry, date: "2026-06-15", now })).toBe(true);
  });

  it("reads winter time as UTC+1", () => {
    const date = "2026-01-15";
    const before = new Date("2026-01-15T15:59:59Z");
    const after = new Date("2026-01-15T16:00:01Z");
    expect(isPastLastEntry({ lastEntryMinutes: lastEntry, date, now: before })).toBe(false);
    expect(isPastLastEntry({ lastEntryMinutes: lastEntry, date, now: after })).toBe(true);
  });

  describe("on the spring DST change (2026-03-29, clocks jump 02:00 → 03:00)", () => {
    const date = "2026-03-29";

    it("reads the afternoon as summer time (16:30 CEST is before 17:00)", () => {
      // A fixed CET offset would read 15:00Z as 16:00 and 14:30Z as 15:30; CEST gives 16:30.
      const now = new Date("2026-03-29T14:30:00Z");
      expect(isPastLastEntry({ lastEntryMinutes: lastEntry, date, now })).toBe(false);
    });

    it("hides the entry at 17:30 CEST (15:30Z), which fixed CET would call 16:30", () => {
      const now = new Date("2026-03-29T15:30:00Z");
      expect(isPastLastEntry({ lastEntryMinutes: lastEntry, date, now })).toBe(true);
    });

    it("counts wall-clock minutes: 03:00 is 180 minutes after start of day", () => {
      // 01:00Z is 03:00 CEST, only 120 elapsed minutes after midnight.
      const now = new Date("2026-03-29T01:00:00Z");
      expect(isPastLastEntry({ lastEntryMinutes: 179, date, now })).toBe(true);
      expect(isPastLastEntry({ lastEntryMinutes: 180, date, now })).toBe(false);
    });
  });

  describe("on the autumn DST change (2026-10-25, clocks fall 03:00 → 02:00)", () => {
    const date = "2026-10-25";

    it("keeps the entry at 16:30 CET (15:30Z), which fixed CEST would call 17:30", () => {
      const now = new Date("2026-10-25T15:30:00Z");
      expect(isPastLastEntry({ lastEntryMinutes: lastEntry, date, now })).toBe(false);
    });

    it("hides the entry at 17:00:01 CET (16:00:01Z)", () => {
      const now = new Date("2026-10-25T16:00:01Z");
      expect(isPastLastEntry({ lastEntryMinutes: lastEntry, date, now })).toBe(true);
    });
  });

  it("uses the Berlin day, not the UTC day, just after Berlin midnight", () => {
    // 23:30Z on the 14th is 01:30 on the 15th in Berlin (summer).
    const now = new Date("2026-06-14T23:30:00Z");
    expect(isPastLastEntry({ lastEntryMinutes: 60, date: "2026-06-15", now })).toBe(true);
    expect(isPastLastEntry({ lastEntryMinutes: 120, date: "2026-06-15", now })).toBe(false);
    expect(isPastLastEntry({ lastEntryMinutes: lastEntry, date: "2026-06-14", now })).toBe(true);
  });

  it("keeps entries of a later day and hides those of an earlier day", () => {
    const now = new Date("2026-06-15T20:00:00Z");
    expect(isPastLastEntry({ lastEntryMinutes: 0, date: "2026-06-16", now })).toBe(false);
    expect(isPastLastEntry({ lastEntryMinutes: 1439, date: "2026-06-14", now })).toBe(true);
  });

  it.each([[null], [undefined]])("never hides a ticket whose last entry is %j", (minutes) => {
    const now = new Date("2026-06-15T22:00:00Z");
    expect(isPastLastEntry({ lastEntryMinutes: minutes, date: "2026-06-01", now })).toBe(false);
  });

  it("refuses a malformed date", () => {
    const now = new Date("2026-06-15T12:00:00Z");
    expect(() => isPastLastEntry({ lastEntryMinutes: 60, date: "15.06.2026", now })).toThrow(
      RangeError,
    );
  });
});

describe("isSlotPast", () => {
  describe("given an HH:MM start time on the shown date", () => {
    const date = "2026-03-29"; // spring DST change

    it("keeps the slot until it starts and hides it from its start on", () => {
      // 14:00 CEST = 12:00Z
      const startTime = "14:00";
      const before = new Date("2026-03-29T11:59:59Z");
      const start = new Date("2026-03-29T12:00:00Z");
      expect(isSlotPast({ date, startTime, now: before })).toBe(false);
      expect(isSlotPast({ date, startTime, now: start })).toBe(true);
    });

    it("hides every slot of an earlier day and none of a later day", () => {
      const now = new Date("2026-03-29T12:00:00Z");
      expect(isSlotPast({ date: "2026-03-28", startTime: "23:59", now })).toBe(true);
      expect(isSlotPast({ date: "2026-03-30", startTime: "00:00", now })).toBe(false);
    });

    it("accepts seconds", () => {
      const now = new Date("2026-10-25T09:00:29Z"); // 10:00:29 CET
      expect(isSlotPast({ date: "2026-10-25", startTime: "10:00:30", now })).toBe(false);
      expect(isSlotPast({ date: "2026-10-25", startTime: "10:00:29", now })).toBe(true);
    });
  });

  describe("given an ISO start time without offset", () => {
    it("reads it as Berlin wall clock on its own date, not the shown date", () => {
      const now = new Date("2026-10-25T09:30:00Z"); // 10:30 CET
      const startTime = "2026-10-25T10:45:00";
      expect(isSlotPast({ date: "2026-10-24", startTime, now })).toBe(false);
      expect(isSlotPast({ date: "2026-10-24", startTime: "2026-10-25T10:15", now })).toBe(true);
    });
  });

  describe("given an ISO start time with an offset", () => {
    it("compares instants", () => {
      const now = new Date("2026-10-25T09:30:00Z");
      const date = "2026-10-25";
      expect(isSlotPast({ date, startTime: "2026-10-25T10:30:00+01:00", now })).toBe(true);
      expect(isSlotPast({ date, startTime: "2026-10-25T10:30:01+01:00", now })).toBe(false);
      expect(isSlotPast({ date, startTime: "2026-10-25T09:30:00.000Z", now })).toBe(true);
    });
  });

  it.each([["25:00"], ["10:60"], ["10"], ["10:00+01:00"], ["2026-02-30T10:00"], ["noon"]])(
    "refuses start time %j",
    (startTime) => {
      const now = new Date("2026-06-15T12:00:00Z");
      expect(() => isSlotPast({ date: "2026-06-15", startTime, now })).toThrow(RangeError);
    },
  );

  it("agrees with the offset form for every instant of the DST change days", () => {
    // Berlin wall clock of a naive start equals the offset form with the day's real offset.
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 * 24 * 3600 }),
        fc.constantFrom(
          ["2026-03-29", "10:00", "2026-03-29T10:00:00+02:00"],
          ["2026-10-25", "10:00", "2026-10-25T10:00:00+01:00"],
          ["2026-03-29", "23:00", "2026-03-29T23:00:00+02:00"],
          ["2026-10-25", "01:30", "2026-10-25T01:30:00+02:00"],
        ),
        (offsetSeconds, [date, naive, withOffset]) => {
          // Any instant from UTC midnight of the day before to UTC midnight of the day after.
          const now = new Date(
            Date.parse(`${date}T00:00:00Z`) - 24 * 3600_000 + offsetSeconds * 1000,
          );
          expect(isSlotPast({ date, startTime: naive, now })).toBe(
            isSlotPast({ date, startTime: withOffset, now }),
          );
        },
      ),
    );
  });
});
