import { describe, expect, it } from "vitest";
import {
  type HouseHours,
  houseIntervals,
  houseLastEntry,
  isHouseEntryOpen,
  lastEntryOfDay,
} from "./house-hours";
import { isEntryOpen } from "./start-times";

const open = (from: string, to: string) => [{ open: from, close: to }];

// The demo's Kunsthalle: 10–18, Thursdays to 21, Sundays 11–17; closed on one dated day.
const kunsthalle: HouseHours = {
  regular: {
    monday: open("10:00", "18:00"),
    tuesday: open("10:00", "18:00"),
    wednesday: open("10:00", "18:00"),
    thursday: open("10:00", "21:00"),
    friday: open("10:00", "18:00"),
    saturday: open("10:00", "18:00"),
    sunday: open("11:00", "17:00"),
  },
  exceptions: [{ date: "2030-06-05", intervals: [] }],
};
// A house with a lunch break on Saturdays and closed on Mondays (no entry for the weekday).
const naturkunde: HouseHours = {
  regular: {
    tuesday: open("09:00", "17:00"),
    saturday: [
      { open: "09:00", close: "12:00" },
      { open: "13:00", close: "16:30" },
    ],
  },
  exceptions: [{ date: "2030-06-03", intervals: open("10:00", "14:00") }],
};

describe("houseLastEntry", () => {
  it.each([
    ["a Saturday of one house closes at 18:00", [kunsthalle], "2030-06-01", 1080],
    ["its Thursday at 21:00", [kunsthalle], "2030-06-06", 1260],
    ["its dated closing day is closed", [kunsthalle], "2030-06-05", "closed"],
    ["a lunch break: the last interval's close", [naturkunde], "2030-06-01", 990],
    ["a weekday the catalogue leaves out is closed", [naturkunde], "2030-06-10", "closed"],
    ["an exception opens a closed weekday", [naturkunde], "2030-06-03", 840],
    ["two houses: the later close", [naturkunde, kunsthalle], "2030-06-01", 1080],
    ["two houses both closed that day", [kunsthalle, naturkunde], "2030-06-05", "closed"],
    ["two houses, one closed on Monday: the other's", [naturkunde, kunsthalle], "2030-06-10", 1080],
    ["no house: nothing limits the day", [], "2030-06-01", null],
  ] as const)("given %s", (_name, houses, date, expected) => {
    expect(houseLastEntry(houses, date)).toBe(expected);
  });

  it("reads the exception before the weekday", () => {
    expect(houseIntervals(naturkunde, "2030-06-03")).toEqual(open("10:00", "14:00"));
  });
});

describe("lastEntryOfDay", () => {
  it("takes the ticket's own last entry where the catalogue gives one", () => {
    expect(lastEntryOfDay({ last_entry: 960 }, [kunsthalle], "2030-06-01")).toBe(960);
  });
  it("takes the house's close where the ticket has none", () => {
    expect(lastEntryOfDay({ last_entry: null }, [kunsthalle], "2030-06-01")).toBe(1080);
  });
  it("says closed on a closed day, whatever the ticket's last entry", () => {
    expect(lastEntryOfDay({ last_entry: 960 }, [kunsthalle], "2030-06-05")).toBe("closed");
  });
});

describe("isHouseEntryOpen", () => {
  const dayTicket = { last_entry: null };
  // Saturday 2030-06-01, Berlin summer time (UTC+2).
  it.each([
    ["17:59", "2030-06-01T15:59:00Z", true],
    ["18:00 exactly (the last entry still counts)", "2030-06-01T16:00:00Z", true],
    ["18:01", "2030-06-01T16:01:00Z", false],
    ["23:40", "2030-06-01T21:40:00Z", false],
  ])("a day ticket of the Kunsthalle at %s", (_name, instant, expected) => {
    expect(isHouseEntryOpen(dayTicket, [kunsthalle], "2030-06-01", new Date(instant))).toBe(
      expected,
    );
  });

  it("sells the next day at 23:40", () => {
    expect(
      isHouseEntryOpen(dayTicket, [kunsthalle], "2030-06-02", new Date("2030-06-01T21:40:00Z")),
    ).toBe(true);
  });

  it("sells nothing on the house's closing day, even in the morning", () => {
    expect(
      isHouseEntryOpen(dayTicket, [kunsthalle], "2030-06-05", new Date("2030-06-04T22:00:00Z")),
    ).toBe(false);
  });

  it("without houses, a ticket without last entry takes visitors all day", () => {
    expect(isHouseEntryOpen(dayTicket, [], "2030-06-01", new Date("2030-06-01T21:40:00Z"))).toBe(
      true,
    );
    // as start-times' isEntryOpen, which knows no houses
    expect(isEntryOpen(dayTicket, "2030-06-01", new Date("2030-06-01T21:40:00Z"))).toBe(true);
  });

  it("takes no visitors on a day gone by", () => {
    expect(
      isHouseEntryOpen(dayTicket, [kunsthalle], "2030-05-31", new Date("2030-06-01T08:00:00Z")),
    ).toBe(false);
  });
});
