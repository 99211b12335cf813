import { describe, expect, it } from "vitest";
import { CatalogueQuery, OpeningHours, OpeningInterval, TimeFrame } from "./museum";

const hours = OpeningHours.meta()?.example as OpeningHours;

describe("given opening hours", () => {
  it("accepts a closed day, a day with a lunch break and dated exceptions", () => {
    const parsed = OpeningHours.parse({
      ...hours,
      regular: {
        ...hours.regular,
        monday: [],
        friday: [
          { open: "10:00", close: "13:00" },
          { open: "14:00", close: "18:00" },
        ],
      },
    });
    expect(parsed.regular.monday).toEqual([]);
    expect(parsed.regular.friday).toHaveLength(2);
  });

  it("refuses an interval that closes before it opens", () => {
    expect(
      OpeningInterval.safeParse({ open: "18:00", close: "10:00" }).error?.issues[0]?.path,
    ).toEqual(["close"]);
    expect(OpeningInterval.safeParse({ open: "10:00", close: "10:00" }).success).toBe(false);
  });

  it("refuses a missing weekday and a second exception on the same date", () => {
    const { sunday: _sunday, ...sixDays } = hours.regular;
    expect(OpeningHours.safeParse({ ...hours, regular: sixDays }).error?.issues[0]?.path).toEqual([
      "regular",
      "sunday",
    ]);
    const twice = [
      { date: "2025-12-24", intervals: [], note: null },
      { date: "2025-12-25", intervals: [], note: null },
      { date: "2025-12-24", intervals: [{ open: "10:00", close: "12:00" }], note: null },
    ];
    expect(OpeningHours.safeParse({ ...hours, exceptions: twice }).error?.issues[0]?.path).toEqual([
      "exceptions",
      2,
      "date",
    ]);
  });
});

describe("exhibition time frames and catalogue queries", () => {
  it("accept an open end and refuse an end before the start", () => {
    expect(TimeFrame.safeParse({ start_at: "2025-01-01", end_at: null }).success).toBe(true);
    expect(
      TimeFrame.safeParse({ start_at: "2025-06-01", end_at: "2025-05-31" }).error?.issues[0]?.path,
    ).toEqual(["end_at"]);
  });

  it("read paging and a trimmed search text", () => {
    expect(CatalogueQuery.parse({ per_page: "7", q: "  light " })).toEqual({
      locale: "de",
      per_page: 7,
      page: 1,
      q: "light",
    });
  });
});
