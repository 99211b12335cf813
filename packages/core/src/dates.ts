// Date rules of the shop, always in Europe/Berlin whatever the machine's zone (DESIGN: dates).
// No date library: the Berlin wall clock of an instant is read with Intl, the instant of a
// Berlin wall-clock time is found by trying the zone's offsets. Calendar dates are plain
// "YYYY-MM-DD" strings; day arithmetic on them runs in UTC, which has no daylight saving.
import { TIME_ZONE } from "./locale";

/** A calendar date "YYYY-MM-DD" (year 0000–9999), without time or zone. */
export type IsoDate = string;

/** A wall-clock time of day "HH:MM", 24-hour, 00:00–23:59. */
export type IsoTime = string;

// Plain literals, not products: a bundler keeps `60 * SECOND_MS` even where nothing uses it.
const SECOND_MS = 1000;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

// hourCycle h23: with hour12 false some engines print midnight as "24". Marked pure so that a
// bundle that only checks a date's shape (a cart line) leaves the formatter out.
const berlinClock = /* @__PURE__ */ new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// One rule often reads the same instant several times (a hold checks its day, entry and
// start times against one `now`); formatToParts is the costly part, so the last reading is
// kept. The object is frozen: callers only read it.
let lastReading: { epochMs: number; clock: Readonly<WallClock> } | undefined;

function readBerlinClock(epochMs: number): Readonly<WallClock> {
  if (lastReading?.epochMs === epochMs) return lastReading.clock;
  const clock = formatBerlinClock(epochMs);
  lastReading = { epochMs, clock: Object.freeze(clock) };
  return lastReading.clock;
}

function formatBerlinClock(epochMs: number): WallClock {
  if (!Number.isFinite(epochMs)) throw new RangeError("Invalid Date");
  const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of berlinClock.formatToParts(epochMs)) {
    switch (part.type) {
      case "year":
      case "month":
      case "day":
      case "hour":
      case "minute":
      case "second":
        clock[part.type] = Number(part.value);
        break;
      default:
        break;
    }
  }
  return clock;
}

/** UTC epoch ms of a proleptic Gregorian day; days beyond the month roll over (setUTCFullYear keeps years 0–99 as written). */
function utcDayMs(year: number, month: number, day: number): number {
  const date = new Date(0);
  return date.setUTCFullYear(year, month - 1, day);
}

/** Berlin's UTC offset in ms at an instant (wall clock minus UTC, to the second). */
function berlinOffsetMs(epochMs: number): number {
  const c = readBerlinClock(epochMs);
  const wallMs =
    utcDayMs(c.year, c.month, c.day) + (c.hour * 60 + c.minute) * MINUTE_MS + c.second * SECOND_MS;
  const flooredMs = Math.floor(epochMs / SECOND_MS) * SECOND_MS;
  return wallMs - flooredMs;
}

function pad2(value: number): string {
  return String(value).padStart(2, "0");
}

function parseIsoDate(date: IsoDate): [number, number, number] {
  if (!isIsoDate(date)) throw new RangeError(`Not a YYYY-MM-DD calendar date: ${String(date)}`);
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))];
}

function formatUtcDay(epochMs: number): IsoDate {
  const day = new Date(epochMs);
  const year = day.getUTCFullYear();
  if (year < 0 || year > 9999) throw new RangeError(`Date out of range: year ${year}`);
  return `${String(year).padStart(4, "0")}-${pad2(day.getUTCMonth() + 1)}-${pad2(day.getUTCDate())}`;
}

function assertInteger(value: number, name: string): void {
  if (!Number.isInteger(value)) throw new RangeError(`${name} must be an integer: ${value}`);
}

/** Tells whether a value is a strict "YYYY-MM-DD" string naming a real calendar date. */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== "string") return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  // 2026-02-30 rolls over to March; a real date survives the round trip.
  return new Date(utcDayMs(year, month, day)).getUTCMonth() === month - 1;
}

/** Tells whether a value is a strict "HH:MM" time of day (00:00–23:59). */
export function isIsoTime(value: unknown): value is IsoTime {
  return typeof value === "string" && ISO_TIME.test(value);
}

/** Minutes after midnight of an "HH:MM" time (seconds, when given as "HH:MM:SS", are dropped). */
export function minutesOfTime(time: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(time);
  if (!match) throw new RangeError(`Not an HH:MM time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Today's calendar date in Berlin at the instant `now`. */
export function berlinDate(now: Date): IsoDate {
  const c = readBerlinClock(now.getTime());
  return `${String(c.year).padStart(4, "0")}-${pad2(c.month)}-${pad2(c.day)}`;
}

/** The Berlin wall-clock time "HH:MM" at the instant `now`. */
export function berlinTime(now: Date): IsoTime {
  const c = readBerlinClock(now.getTime());
  return `${pad2(c.hour)}:${pad2(c.minute)}`;
}

/** Minutes since Berlin midnight (wall clock) at the instant `now`, 0–1439. */
export function berlinMinutesOfDay(now: Date): number {
  const c = readBerlinClock(now.getTime());
  return c.hour * 60 + c.minute;
}

/**
 * Wall-clock seconds from the start of the Berlin day `date` to the Berlin wall clock of `now`
 * (negative before that day). Wall clock, not elapsed time: 10:00 is 36,000 also on DST days.
 */
export function berlinWallSecondsSince(date: IsoDate, now: Date): number {
  const [year, month, day] = parseIsoDate(date);
  const c = readBerlinClock(now.getTime());
  const days = (utcDayMs(c.year, c.month, c.day) - utcDayMs(year, month, day)) / DAY_MS;
  return days * 86_400 + c.hour * 3600 + c.minute * 60 + c.second;
}

/**
 * The instant a Berlin wall-clock minute starts.
 * Like Temporal's "compatible" disambiguation: in the repeated hour (last Sunday of October,
 * 02:00–02:59 twice) the earlier instant wins, still in summer time; a time in the spring gap
 * (last Sunday of March, 02:00–02:59 do not exist) is read with the offset before the gap and so
 * moves forward by the gap's length (02:30 becomes 03:30 CEST).
 */
export function berlinInstant(date: IsoDate, time: IsoTime): Date {
  const [year, month, day] = parseIsoDate(date);
  if (!isIsoTime(time)) throw new RangeError(`Not an HH:MM time: ${time}`);
  const wallMs = utcDayMs(year, month, day) + minutesOfTime(time) * MINUTE_MS;
  // Berlin changes its offset at most once a day, so the offsets a day either side are the only candidates.
  const before = berlinOffsetMs(wallMs - DAY_MS);
  const after = berlinOffsetMs(wallMs + DAY_MS);
  // The larger offset gives the earlier instant: try it first so the repeated hour takes its first run.
  for (const offset of [Math.max(before, after), Math.min(before, after)]) {
    if (berlinOffsetMs(wallMs - offset) === offset) return new Date(wallMs - offset);
  }
  return new Date(wallMs - before);
}

/**
 * A Berlin wall-clock minute as ISO 8601 with its offset, "2026-12-05T19:30:00+01:00" (the
 * instant of berlinInstant): how the API writes an event's start.
 */
export function berlinDateTime(date: IsoDate, time: IsoTime): string {
  const instant = berlinInstant(date, time);
  const offsetMinutes = Math.round(berlinOffsetMs(instant.getTime()) / MINUTE_MS);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const abs = Math.abs(offsetMinutes);
  const c = readBerlinClock(instant.getTime());
  return `${date}T${pad2(c.hour)}:${pad2(c.minute)}:00${sign}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

/** The instant Berlin's calendar day begins (00:00 always exists: Berlin changes at 02:00/03:00). */
export function startOfBerlinDay(date: IsoDate): Date {
  return berlinInstant(date, "00:00");
}

/** The calendar date `days` days after (negative: before) `date`. */
export function addDays(date: IsoDate, days: number): IsoDate {
  assertInteger(days, "days");
  const [year, month, day] = parseIsoDate(date);
  return formatUtcDay(utcDayMs(year, month, day + days));
}

/** Calendar days from `b` to `a` (a − b), so that addDays(b, diffDays(a, b)) === a. */
export function diffDays(a: IsoDate, b: IsoDate): number {
  const [ay, am, ad] = parseIsoDate(a);
  const [by, bm, bd] = parseIsoDate(b);
  return Math.round((utcDayMs(ay, am, ad) - utcDayMs(by, bm, bd)) / DAY_MS);
}

/** Day of the week with the week starting on Monday: Monday 0 … Sunday 6. */
export function weekdayIndex(date: IsoDate): number {
  const [year, month, day] = parseIsoDate(date);
  // spec selling-core §9: the week starts on Monday (getUTCDay counts from Sunday).
  return (new Date(utcDayMs(year, month, day)).getUTCDay() + 6) % 7;
}

/** The Monday of the week `date` falls in. */
export function startOfWeek(date: IsoDate): IsoDate {
  return addDays(date, -weekdayIndex(date));
}

/**
 * The weeks (Monday to Sunday) covering a month (1–12), for a calendar: 4 to 6 rows of 7 dates;
 * the first and last rows include days of the neighbouring months (check the month to grey them).
 */
export function monthGrid(year: number, month: number): IsoDate[][] {
  assertInteger(year, "year");
  assertInteger(month, "month");
  if (month < 1 || month > 12) throw new RangeError(`month must be 1–12: ${month}`);
  const first = `${String(year).padStart(4, "0")}-${pad2(month)}-01`;
  const last = formatUtcDay(utcDayMs(year, month + 1, 0));
  const weeks: IsoDate[][] = [];
  for (let monday = startOfWeek(first); monday <= last; monday = addDays(monday, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, offset) => addDays(monday, offset)));
  }
  return weeks;
}

/** spec selling-core §5: a cart date is valid only as YYYY-MM-DD and today (Berlin) or later. */
export function isValidCartDate(value: unknown, now: Date): value is IsoDate {
  // Four-digit years make string order the calendar order.
  return isIsoDate(value) && value >= berlinDate(now);
}

/** spec selling-core §4: an annual ticket starts by default tomorrow (Berlin) at the start of day. */
export function defaultAnnualStart(now: Date): { date: IsoDate; instant: Date } {
  const date = addDays(berlinDate(now), 1);
  return { date, instant: startOfBerlinDay(date) };
}
