// spec selling-core §4 "Annual tickets": a chosen start is a day from today to a year ahead, at
// the start of that day in Berlin (the default, tomorrow, is tested with dates.ts).
import { describe, expect, it } from "vitest";
import { annualStartDayOf, annualStartDays } from "./annual-start";

// 2030-06-01 10:00 in Berlin (summer time).
const NOW = new Date("2030-06-01T08:00:00Z");

describe("the start of an annual ticket", () => {
  it("may be chosen from today to a year ahead", () => {
    expect(annualStartDays(NOW)).toEqual({ first: "2030-06-01", last: "2031-06-01" });
  });

  it.each([
    ["today", "2030-06-01T15:00:00+02:00", "2030-06-01"],
    ["a year ahead", "2031-06-01T12:00:00Z", "2031-06-01"],
    ["the Berlin day of a late instant", "2030-06-01T23:30:00Z", "2030-06-02"],
    ["yesterday", "2030-05-31T12:00:00Z", undefined],
    ["a year and a day ahead", "2031-06-02T12:00:00Z", undefined],
  ])("takes %s as %s", (_, instant, day) => {
    expect(annualStartDayOf(new Date(instant), NOW)).toBe(day);
  });
});
