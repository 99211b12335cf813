import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { groupSlotsByHour, slotsInWindow, TIME_WINDOW, timeWindow } from "./time-window";

describe("given the time picker's window (spec selling-core §9)", () => {
  it.each([
    // start  extensions  from   to     canExtend
    [600, 0, 540, 720, true], // 10:00 → 09:00–12:00
    [600, 1, 540, 840, true],
    [600, 4, 540, 1200, true],
    [600, 5, 540, 1320, false], // fifth extension is the last
    [30, 0, 0, 150, true], // 00:30: clamped at midnight
    [0, 0, 0, 120, true],
    [1200, 0, 1140, 1320, true], // 20:00
    [1200, 1, 1140, 1440, false], // reaches the end of the day
    [1200, 2, 1140, 1440, false],
    [1439, 0, 1379, 1440, false],
  ])(
    "from start %i with %i extensions shows %i–%i (can extend: %j)",
    (start, ext, from, to, can) => {
      expect(timeWindow({ startMinutes: start, extensions: ext })).toEqual({
        fromMinutes: from,
        toMinutes: to,
        canExtend: can,
      });
    },
  );

  it("spans 3 hours and grows by 2 hours per extension, never leaving the day", () => {
    expect(TIME_WINDOW).toEqual({
      beforeStartMinutes: 60,
      afterStartMinutes: 120,
      extensionMinutes: 120,
      maxExtensions: 5,
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 0, max: 5 }),
        (start, ext) => {
          const window = timeWindow({ startMinutes: start, extensions: ext });
          expect(window.fromMinutes).toBeGreaterThanOrEqual(0);
          expect(window.toMinutes).toBeLessThanOrEqual(1440);
          expect(window.fromMinutes).toBeLessThanOrEqual(start);
          expect(window.toMinutes).toBeGreaterThan(start);
          expect(window.toMinutes - window.fromMinutes).toBeLessThanOrEqual(180 + ext * 120);
          if (start >= 60 && start + 120 + ext * 120 <= 1440) {
            expect(window.toMinutes - window.fromMinutes).toBe(180 + ext * 120);
          }
          if (window.canExtend) {
            const next = timeWindow({ startMinutes: start, extensions: ext + 1 });
            expect(next.fromMinutes).toBe(window.fromMinutes);
            expect(next.toMinutes).toBeGreaterThan(window.toMinutes);
          }
        },
      ),
    );
  });

  it.each([
    [-1, 0],
    [1440, 0],
    [600.5, 0],
    [600, -1],
    [600, 6],
    [600, 1.5],
  ])("rejects start %d with %d extensions", (start, ext) => {
    expect(() => timeWindow({ startMinutes: start, extensions: ext })).toThrow(RangeError);
  });
});

describe("given slots and a window", () => {
  const slots = [
    { id: 1, start_time: "08:59" },
    { id: 2, start_time: "09:00" },
    { id: 3, start_time: "11:59" },
    { id: 4, start_time: "12:00" },
    { id: 5, start_time: "10:30:00" },
  ];

  it("keeps slots starting from the window's start up to, not at, its end", () => {
    const picked = slotsInWindow(slots, { fromMinutes: 540, toMinutes: 720 });
    expect(picked.map((slot) => slot.id)).toEqual([2, 3, 5]);
  });

  it("keeps the last minute of the day in a window clamped at 1440", () => {
    const late = [{ start_time: "23:59" }];
    expect(slotsInWindow(late, timeWindow({ startMinutes: 1380, extensions: 0 }))).toEqual(late);
  });

  it("rejects a malformed start time", () => {
    expect(() =>
      slotsInWindow([{ start_time: "9:00" }], { fromMinutes: 0, toMinutes: 1440 }),
    ).toThrow(RangeError);
  });
});

describe("given slots to group by hour", () => {
  it("groups start times under their hour in time order", () => {
    const groups = groupSlotsByHour([
      { id: "c", start_time: "10:45" },
      { id: "a", start_time: "09:00" },
      { id: "b", start_time: "10:15" },
      { id: "d", start_time: "10:15" },
      { id: "e", start_time: "00:05" },
    ]);
    expect(groups).toEqual([
      { hour: 0, slots: [{ id: "e", start_time: "00:05" }] },
      { hour: 9, slots: [{ id: "a", start_time: "09:00" }] },
      {
        hour: 10,
        slots: [
          { id: "b", start_time: "10:15" },
          { id: "d", start_time: "10:15" },
          { id: "c", start_time: "10:45" },
        ],
      },
    ]);
  });

  it("returns no groups for no slots", () => {
    expect(groupSlotsByHour([])).toEqual([]);
  });

  it("keeps every slot exactly once, each under its own hour", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1439 }), { maxLength: 40 }), (minutes) => {
        const slots = minutes.map((m) => ({
          start_time: `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`,
        }));
        const groups = groupSlotsByHour(slots);
        expect(groups.flatMap((group) => group.slots)).toHaveLength(slots.length);
        const hours = groups.map((group) => group.hour);
        expect(hours).toEqual([...new Set(hours)].sort((a, b) => a - b));
        for (const group of groups) {
          for (const slot of group.slots)
            expect(slot.start_time.slice(0, 2)).toBe(String(group.hour).padStart(2, "0"));
        }
      }),
    );
  });
});
