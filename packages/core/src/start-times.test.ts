import { describe, expect, it } from "vitest";
import { isEntryOpen, openStartTimes, slotStartTimes } from "./start-times";

const halfHourly = { entry_duration: 30, first_entry: 600, last_entry: 720 };
// 2030-06-01 10:15 in Berlin (summer time, UTC+2).
const NOW = new Date("2030-06-01T08:15:00Z");

describe("slotStartTimes", () => {
  it.each([
    ["half-hourly 10:00 to 12:00", halfHourly, ["10:00", "10:30", "11:00", "11:30", "12:00"]],
    [
      "every 15 minutes",
      { entry_duration: 15, first_entry: 0, last_entry: 30 },
      ["00:00", "00:15", "00:30"],
    ],
    [
      "a last entry between two starts",
      { entry_duration: 45, first_entry: 600, last_entry: 680 },
      ["10:00", "10:45"],
    ],
    ["no entry duration", { entry_duration: 0, first_entry: 600, last_entry: 720 }, []],
    [
      "open ends run the whole day",
      { entry_duration: 480, first_entry: null, last_entry: null },
      ["00:00", "08:00", "16:00"],
    ],
    [
      "a last entry of 1440 stops at 23:59",
      { entry_duration: 60, first_entry: 1380, last_entry: 1440 },
      ["23:00"],
    ],
  ])("given %s", (_name, ticket, expected) => {
    expect(slotStartTimes(ticket)).toEqual(expected);
  });
});

describe("openStartTimes", () => {
  it("offers every start time of a later day", () => {
    expect(openStartTimes(halfHourly, "2030-06-02", NOW)).toEqual(slotStartTimes(halfHourly));
  });

  it("keeps today's slot whose entry window is still running and hides the ended ones", () => {
    // 10:00–10:30 is still running at 10:15; nothing before it exists.
    expect(openStartTimes(halfHourly, "2030-06-01", NOW)).toEqual([
      "10:00",
      "10:30",
      "11:00",
      "11:30",
      "12:00",
    ]);
    const later = new Date("2030-06-01T08:30:00Z"); // 10:30
    expect(openStartTimes(halfHourly, "2030-06-01", later)[0]).toBe("10:30");
  });

  it("offers nothing once the last entry has passed", () => {
    const afterLast = new Date("2030-06-01T10:00:01Z"); // 12:00:01
    expect(openStartTimes(halfHourly, "2030-06-01", afterLast)).toEqual([]);
    const atLast = new Date("2030-06-01T10:00:00Z"); // 12:00:00
    expect(openStartTimes(halfHourly, "2030-06-01", atLast)).toEqual(["12:00"]);
  });

  it("offers nothing on a past day", () => {
    expect(openStartTimes(halfHourly, "2030-05-31", NOW)).toEqual([]);
  });
});

describe("isEntryOpen", () => {
  it.each([
    ["a later day", { last_entry: 600 }, "2030-06-02", true],
    ["today before the last entry", { last_entry: 700 }, "2030-06-01", true],
    ["today after the last entry", { last_entry: 600 }, "2030-06-01", false],
    ["today without a last entry", { last_entry: null }, "2030-06-01", true],
    ["yesterday", { last_entry: null }, "2030-05-31", false],
  ])("given %s", (_name, ticket, date, expected) => {
    expect(isEntryOpen(ticket, date, NOW)).toBe(expected);
  });
});
