// spec surrounding-areas §5 "Date range maximum 60 days", §9 "Tour day lookahead stops at 90
// days": the calendar's ranges and what counts as a bookable start time.
import { describe, expect, it } from "vitest";
import { firstBookableDay, isBookableStart, tourDayAvailability, tourRanges } from "./tour-days";

const start = (date: string, bookable: number, min = 0, max = 20) => ({
  date,
  start_time: "11:00",
  participants: { min, max, bookable },
});

describe("the calendar's ranges", () => {
  it("cover 90 days from today in ranges of at most 60", () => {
    expect(tourRanges("2030-06-01")).toEqual([
      { start: "2030-06-01", end: "2030-07-30" },
      { start: "2030-07-31", end: "2030-08-29" },
    ]);
  });
});

describe("a bookable start time", () => {
  it.each([
    ["places left", start("2030-06-02", 5), true],
    ["none left", start("2030-06-02", 0), false],
    ["fewer left than the tour's minimum", start("2030-06-02", 8, 10, 30), false],
    ["the minimum left", start("2030-06-02", 10, 10, 30), true],
  ])("%s", (_, one, bookable) => {
    expect(isBookableStart(one)).toBe(bookable);
  });

  it("is looked for from the day sought on", () => {
    const starts = [start("2030-06-02", 3), start("2030-06-03", 0), start("2030-06-04", 1)];
    expect(firstBookableDay(starts, "2030-06-01")).toBe("2030-06-02");
    expect(firstBookableDay(starts, "2030-06-03")).toBe("2030-06-04");
    expect(firstBookableDay(starts, "2030-06-05")).toBeUndefined();
  });

  it("makes a day without one sold out", () => {
    expect(tourDayAvailability([start("2030-06-02", 0), start("2030-06-02", 8, 10, 30)])).toBe(
      "soldOut",
    );
  });
});
