import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DATE_LIST_DAYS, dateListRange } from "./date-list";
import {
  addDays,
  berlinDate,
  berlinInstant,
  berlinMinutesOfDay,
  berlinTime,
  berlinWallSecondsSince,
  defaultAnnualStart,
  diffDays,
  isIsoDate,
  isIsoTime,
  isValidCartDate,
  minutesOfTime,
  monthGrid,
  startOfBerlinDay,
  startOfWeek,
  weekdayIndex,
} from "./dates";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

// The package's test script runs this file under Europe/Berlin, America/New_York and
// Pacific/Auckland; the zone is in the describe title so a failure names it.
const MACHINE_ZONE = new Intl.DateTimeFormat().resolvedOptions().timeZone;

function pad2(value: number): string {
  return String(value).padStart(2, "0");
}

// An oracle that owes nothing to Intl: the EU rule (since 1996) puts Berlin on +02:00 from
// 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October, else +01:00.
function lastSundayAt0100Utc(year: number, monthIndex: number): number {
  const lastDay = Date.UTC(year, monthIndex + 1, 0);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS + HOUR_MS;
}

function euBerlinWallClock(epochMs: number): { date: string; time: string } {
  const year = new Date(epochMs).getUTCFullYear();
  const summer = epochMs >= lastSundayAt0100Utc(year, 2) && epochMs < lastSundayAt0100Utc(year, 9);
  const shifted = new Date(epochMs + (summer ? 2 : 1) * HOUR_MS);
  return {
    date: `${shifted.getUTCFullYear()}-${pad2(shifted.getUTCMonth() + 1)}-${pad2(shifted.getUTCDate())}`,
    time: `${pad2(shifted.getUTCHours())}:${pad2(shifted.getUTCMinutes())}`,
  };
}

const YEARS_2000_TO_2037 = { min: Date.UTC(2000, 0, 1), max: Date.UTC(2037, 11, 31) };

describe(`given the machine runs in ${MACHINE_ZONE}`, () => {
  it("reads the Berlin wall clock, not the machine's", () => {
    const instant = new Date("2026-01-01T23:30:00Z");
    expect(berlinDate(instant)).toBe("2026-01-02");
    expect(berlinTime(instant)).toBe("00:30");
    // Deliberately the machine's clock: it agrees with Berlin only on a machine with Berlin's
    // winter offset, which proves the run under another zone really tests something.
    const machineTime = `${pad2(instant.getHours())}:${pad2(instant.getMinutes())}`;
    expect(machineTime === berlinTime(instant)).toBe(instant.getTimezoneOffset() === -60);
  });

  it("agrees with the EU daylight-saving rule for any instant 2000–2037", () => {
    fc.assert(
      fc.property(fc.integer(YEARS_2000_TO_2037), (epochMs) => {
        const expected = euBerlinWallClock(epochMs);
        expect(berlinDate(new Date(epochMs))).toBe(expected.date);
        expect(berlinTime(new Date(epochMs))).toBe(expected.time);
      }),
      { numRuns: 500 },
    );
  });

  it("finds the same instants as the EU rule, whatever the zone", () => {
    expect(berlinInstant("2026-01-15", "12:00").toISOString()).toBe("2026-01-15T11:00:00.000Z");
    expect(berlinInstant("2026-07-15", "12:00").toISOString()).toBe("2026-07-15T10:00:00.000Z");
  });
});

describe("berlinDate, berlinTime and berlinMinutesOfDay", () => {
  it.each([
    // instant (UTC)              Berlin date    time     minutes
    ["2026-06-30T21:59:59.999Z", "2026-06-30", "23:59", 1439],
    ["2026-06-30T22:00:00.000Z", "2026-07-01", "00:00", 0],
    ["2026-12-31T22:59:59.999Z", "2026-12-31", "23:59", 1439],
    ["2026-12-31T23:00:00.000Z", "2027-01-01", "00:00", 0],
    ["2026-03-29T00:59:00.000Z", "2026-03-29", "01:59", 119],
    ["2026-03-29T01:00:00.000Z", "2026-03-29", "03:00", 180],
    ["2026-10-25T00:30:00.000Z", "2026-10-25", "02:30", 150],
    ["2026-10-25T01:30:00.000Z", "2026-10-25", "02:30", 150],
    ["2028-02-28T23:30:00.000Z", "2028-02-29", "00:30", 30],
  ])("reads %s as %s %s (%i minutes)", (iso, date, time, minutes) => {
    const now = new Date(iso);
    expect(berlinDate(now)).toBe(date);
    expect(berlinTime(now)).toBe(time);
    expect(berlinMinutesOfDay(now)).toBe(minutes);
  });

  it("rejects an invalid Date", () => {
    expect(() => berlinDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe("berlinInstant", () => {
  it.each([
    ["2026-01-15", "00:00", "2026-01-14T23:00:00.000Z"],
    ["2026-07-15", "00:00", "2026-07-14T22:00:00.000Z"],
    ["2026-07-15", "23:59", "2026-07-15T21:59:00.000Z"],
    // spring forward: 02:00–02:59 do not exist and move forward by the hour gap
    ["2026-03-29", "01:59", "2026-03-29T00:59:00.000Z"],
    ["2026-03-29", "02:00", "2026-03-29T01:00:00.000Z"],
    ["2026-03-29", "02:30", "2026-03-29T01:30:00.000Z"],
    ["2026-03-29", "03:00", "2026-03-29T01:00:00.000Z"],
    ["2026-03-29", "03:30", "2026-03-29T01:30:00.000Z"],
    // fall back: 02:00–02:59 happen twice; the first (summer time, +02:00) wins
    ["2026-10-25", "01:59", "2026-10-24T23:59:00.000Z"],
    ["2026-10-25", "02:00", "2026-10-25T00:00:00.000Z"],
    ["2026-10-25", "02:30", "2026-10-25T00:30:00.000Z"],
    ["2026-10-25", "02:59", "2026-10-25T00:59:00.000Z"],
    ["2026-10-25", "03:00", "2026-10-25T02:00:00.000Z"],
  ])("places %s %s at %s", (date, time, iso) => {
    expect(berlinInstant(date, time).toISOString()).toBe(iso);
  });

  it("round-trips every wall-clock minute outside the spring gap", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 38 * 365 }),
        fc.integer({ min: 0, max: 1439 }),
        (dayOffset, minutes) => {
          const date = addDays("2000-01-01", dayOffset);
          const time = `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
          const instant = berlinInstant(date, time);
          const year = Number(date.slice(0, 4));
          const springGapDay = new Date(lastSundayAt0100Utc(year, 2)).toISOString().slice(0, 10);
          const inGap = date === springGapDay && time.startsWith("02:");
          expect(berlinDate(instant)).toBe(date);
          expect(berlinTime(instant)).toBe(inGap ? `03:${time.slice(3)}` : time);
        },
      ),
      { numRuns: 500 },
    );
  });

  it.each([
    ["2026-02-30", "10:00"],
    ["2026-03-01", "24:00"],
    ["2026-03-01", "9:00"],
    ["2026-03-01", "09:00:00"],
  ])("rejects %s %s", (date, time) => {
    expect(() => berlinInstant(date, time)).toThrow(RangeError);
  });
});

describe("startOfBerlinDay", () => {
  it("starts the day at Berlin midnight while UTC is still on the previous day", () => {
    expect(startOfBerlinDay("2026-07-01").toISOString()).toBe("2026-06-30T22:00:00.000Z");
    expect(startOfBerlinDay("2026-01-01").toISOString()).toBe("2025-12-31T23:00:00.000Z");
  });

  it.each([
    ["2026-03-29", 23],
    ["2026-10-25", 25],
    ["2026-06-15", 24],
  ])("makes %s %i hours long", (date, hours) => {
    const length = startOfBerlinDay(addDays(date, 1)).getTime() - startOfBerlinDay(date).getTime();
    expect(length).toBe(hours * HOUR_MS);
  });
});

describe("isIsoDate and isIsoTime", () => {
  it.each([
    ["2026-02-28", true],
    ["2028-02-29", true],
    ["2000-02-29", true],
    ["0000-02-29", true],
    ["2026-02-29", false],
    ["2100-02-29", false],
    ["2026-02-30", false],
    ["2026-04-31", false],
    ["2026-12-31", true],
    ["2026-13-01", false],
    ["2026-00-10", false],
    ["2026-01-00", false],
    ["2026-1-05", false],
    ["26-01-05", false],
    ["2026-01-05T00:00", false],
    [" 2026-01-05", false],
    ["2026-01-05\n", false],
    ["", false],
    [20260105, false],
    [null, false],
  ])("given %j answers %j", (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it.each([
    ["00:00", true],
    ["23:59", true],
    ["24:00", false],
    ["12:60", false],
    ["9:30", false],
    ["09:30:00", false],
    [930, false],
  ])("time %j answers %j", (value, expected) => {
    expect(isIsoTime(value)).toBe(expected);
  });

  it("reads minutes of HH:MM and ignores seconds of HH:MM:SS", () => {
    expect(minutesOfTime("00:00")).toBe(0);
    expect(minutesOfTime("10:30")).toBe(630);
    expect(minutesOfTime("23:59:59")).toBe(1439);
    expect(() => minutesOfTime("25:00")).toThrow(RangeError);
  });
});

describe("addDays and diffDays", () => {
  it.each([
    ["2026-01-31", 1, "2026-02-01"],
    ["2026-03-01", -1, "2026-02-28"],
    ["2028-03-01", -1, "2028-02-29"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2026-03-28", 1, "2026-03-29"],
    ["2026-03-29", 1, "2026-03-30"],
    ["2026-10-25", 1, "2026-10-26"],
    ["2026-01-01", 365, "2027-01-01"],
    ["0099-12-31", 1, "0100-01-01"],
    ["2026-05-05", 0, "2026-05-05"],
  ])("moves %s by %i days to %s", (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(diffDays(expected, date)).toBe(days);
  });

  it("undoes addDays with diffDays for any date and step", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 * 365 }),
        fc.integer({ min: -1000, max: 1000 }),
        (offset, days) => {
          const date = addDays("3000-01-01", offset - 1000 * 365);
          expect(diffDays(addDays(date, days), date)).toBe(days);
          expect(isIsoDate(addDays(date, days))).toBe(true);
        },
      ),
    );
  });

  it("rejects malformed dates, fractional days and years beyond 9999", () => {
    expect(() => addDays("2026-02-30", 1)).toThrow(RangeError);
    expect(() => addDays("2026-02-01", 1.5)).toThrow(RangeError);
    expect(() => addDays("9999-12-31", 1)).toThrow(RangeError);
    expect(() => addDays("0000-01-01", -1)).toThrow(RangeError);
    expect(() => diffDays("2026-01-01", "2026-1-1")).toThrow(RangeError);
  });
});

describe("weeks start on Monday", () => {
  it.each([
    ["2026-03-23", 0, "2026-03-23"],
    ["2026-03-25", 2, "2026-03-23"],
    ["2026-03-28", 5, "2026-03-23"],
    ["2026-03-29", 6, "2026-03-23"],
    ["2026-03-30", 0, "2026-03-30"],
    ["2027-01-01", 4, "2026-12-28"],
  ])("puts %s at weekday %i of the week starting %s", (date, index, monday) => {
    expect(weekdayIndex(date)).toBe(index);
    expect(startOfWeek(date)).toBe(monday);
  });

  it.each([
    [2026, 2, 5, "2026-01-26", "2026-03-01"],
    [2027, 2, 4, "2027-02-01", "2027-02-28"],
    [2026, 3, 6, "2026-02-23", "2026-04-05"],
    [2026, 6, 5, "2026-06-01", "2026-07-05"],
  ])("lays out %i-%i in %i weeks from %s to %s", (year, month, weeks, first, last) => {
    const grid = monthGrid(year, month);
    expect(grid).toHaveLength(weeks);
    expect(grid[0]?.[0]).toBe(first);
    expect(grid.at(-1)?.[6]).toBe(last);
  });

  it("fills every row with 7 consecutive days starting on Monday and covers the month", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2100 }), fc.integer({ min: 1, max: 12 }), (y, m) => {
        const days = monthGrid(y, m).flat();
        expect(days.length % 7).toBe(0);
        expect(weekdayIndex(days[0] ?? "")).toBe(0);
        days.forEach((day, i) => {
          if (i > 0) expect(diffDays(day, days[i - 1] ?? "")).toBe(1);
        });
        const prefix = `${y}-${pad2(m)}-`;
        const inMonth = days.filter((day) => day.startsWith(prefix));
        expect(inMonth[0]).toBe(`${prefix}01`);
        expect(isIsoDate(addDays(inMonth.at(-1) ?? "", 1))).toBe(true);
        expect(addDays(inMonth.at(-1) ?? "", 1).startsWith(prefix)).toBe(false);
        expect(days.slice(0, 7).some((day) => day.startsWith(prefix))).toBe(true);
        expect(days.slice(-7).some((day) => day.startsWith(prefix))).toBe(true);
      }),
    );
  });

  it("rejects months outside 1–12", () => {
    expect(() => monthGrid(2026, 0)).toThrow(RangeError);
    expect(() => monthGrid(2026, 13)).toThrow(RangeError);
    expect(() => monthGrid(2026.5, 1)).toThrow(RangeError);
  });
});

describe("given a cart date (spec selling-core §5)", () => {
  // 00:30 in Berlin on 2 July while UTC still says 1 July
  const now = new Date("2026-07-01T22:30:00Z");

  it.each([
    ["2026-07-02", true],
    ["2026-07-03", true],
    ["2027-01-01", true],
    ["2026-07-01", false],
    ["2025-12-31", false],
    ["2026-7-02", false],
    ["2026-07-02T10:00", false],
    ["2026-02-30", false],
    ["", false],
    [undefined, false],
    [new Date("2026-07-03"), false],
  ])("judges %j valid: %j", (value, expected) => {
    expect(isValidCartDate(value, now)).toBe(expected);
  });

  it("accepts today until Berlin midnight, then only tomorrow", () => {
    expect(isValidCartDate("2026-07-02", new Date("2026-07-02T21:59:59.999Z"))).toBe(true);
    expect(isValidCartDate("2026-07-02", new Date("2026-07-02T22:00:00.000Z"))).toBe(false);
  });
});

describe("given a date-list search (spec surrounding-areas §4–§5)", () => {
  // 00:15 in Berlin on 1 March 2026 while UTC is still on 28 February
  const now = new Date("2026-02-28T23:15:00Z");

  it("defaults to today (Berlin) and the 30 days after it", () => {
    expect(dateListRange({}, now)).toEqual({ ok: true, start: "2026-03-01", end: "2026-03-31" });
    expect(DATE_LIST_DAYS).toEqual({ default: 30, max: 60 });
  });

  it.each([
    [{ start: "2026-03-10" }, { ok: true, start: "2026-03-10", end: "2026-04-09" }],
    [
      { start: "2026-03-10", end: "2026-03-10" },
      { ok: true, start: "2026-03-10", end: "2026-03-10" },
    ],
    [
      { start: "2026-03-10", end: "2026-05-09" },
      { ok: true, start: "2026-03-10", end: "2026-05-09" },
    ],
    [
      { start: "2026-03-10", end: "2026-05-10" },
      { ok: false, error: "tooLate" },
    ],
    [
      { start: "2026-03-10", end: "2026-03-09" },
      { ok: true, start: "2026-03-10", end: "2026-04-09" },
    ],
    [{ end: "2026-02-01" }, { ok: true, start: "2026-03-01", end: "2026-03-31" }],
    [{ end: "2026-04-30" }, { ok: true, start: "2026-03-01", end: "2026-04-30" }],
    [{ end: "2026-05-01" }, { ok: false, error: "tooLate" }],
    [{ start: "2026-02-28" }, { ok: false, error: "tooEarly" }],
    [
      { start: "2026-02-28", end: "2026-12-31" },
      { ok: false, error: "tooEarly" },
    ],
    [
      { start: "2026-03-01", end: undefined },
      { ok: true, start: "2026-03-01", end: "2026-03-31" },
    ],
  ])("turns %j into %j", (range, expected) => {
    expect(dateListRange(range, now)).toEqual(expected);
  });

  it("never returns a range longer than start + 60 or starting before today", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100, max: 100 }),
        fc.integer({ min: -100, max: 100 }),
        (startOffset, endOffset) => {
          const start = addDays("2026-03-01", startOffset);
          const result = dateListRange({ start, end: addDays(start, endOffset) }, now);
          if (!result.ok) return;
          expect(result.start >= "2026-03-01").toBe(true);
          expect(diffDays(result.end, result.start)).toBeGreaterThanOrEqual(0);
          expect(diffDays(result.end, result.start)).toBeLessThanOrEqual(60);
        },
      ),
    );
  });

  it("rejects malformed dates", () => {
    expect(() => dateListRange({ start: "2026-3-1" }, now)).toThrow(RangeError);
    expect(() => dateListRange({ end: "2026-02-30" }, now)).toThrow(RangeError);
  });
});

describe("given a new annual ticket (spec selling-core §4)", () => {
  it.each([
    // now (UTC)                  tomorrow       its Berlin midnight (UTC)
    ["2026-07-01T21:59:00Z", "2026-07-02", "2026-07-01T22:00:00.000Z"],
    ["2026-07-01T22:01:00Z", "2026-07-03", "2026-07-02T22:00:00.000Z"],
    ["2026-03-28T12:00:00Z", "2026-03-29", "2026-03-28T23:00:00.000Z"],
    ["2026-03-29T12:00:00Z", "2026-03-30", "2026-03-29T22:00:00.000Z"],
    ["2026-12-31T23:30:00Z", "2027-01-02", "2027-01-01T23:00:00.000Z"],
  ])("at %s starts on %s at %s", (iso, date, instant) => {
    const start = defaultAnnualStart(new Date(iso));
    expect(start.date).toBe(date);
    expect(start.instant.toISOString()).toBe(instant);
  });
});

describe("berlinWallSecondsSince", () => {
  it.each([
    // 2026-03-29: clocks jump 02:00 → 03:00; 10:00 CEST is 08:00Z and still 36,000 wall seconds.
    ["2026-03-29", "2026-03-29T08:00:00Z", 36_000],
    // 2026-10-25: 02:00–02:59 repeats; 10:00 CET is 09:00Z.
    ["2026-10-25", "2026-10-25T09:00:00Z", 36_000],
    // 23:30Z on 24 Nov is already 00:30 on the 25th in Berlin.
    ["2026-11-25", "2026-11-24T23:30:00Z", 1_800],
    ["2026-11-25", "2026-11-24T22:59:59Z", -1],
    ["2026-11-24", "2026-11-25T23:00:00Z", 86_400 + 86_400],
  ])("from the start of %s to %s is %i wall seconds", (date, instant, seconds) => {
    expect(berlinWallSecondsSince(date, new Date(instant))).toBe(seconds);
  });

  it("refuses a date that is not YYYY-MM-DD", () => {
    expect(() => berlinWallSecondsSince("2026-02-30", new Date(0))).toThrow(RangeError);
  });
});
