// spec selling-core §4 "Annual tickets": when an annual ticket starts. It starts tomorrow at the
// start of the day unless its holder chooses; the holder may choose a day from today to a year
// ahead, and it starts at the start of that day in Berlin. One rule for the server, which keeps
// it, and the shop, whose date field offers it. An entry of its own (`@shop/core/annual`), not
// in the package's index: the shop's first route imports the index, and what a module of it
// exports for one page would ship with that route.
// The default start is dates.ts defaultAnnualStart.
import { addDays, berlinDate, type IsoDate } from "./dates";

/** How many days ahead the start of an annual ticket may be chosen. */
export const ANNUAL_START_MAX_DAYS = 365;

/** The days a start may be chosen from, today first: `{ first, last }` (YYYY-MM-DD, Berlin). */
export function annualStartDays(now: Date): { first: IsoDate; last: IsoDate } {
  const first = berlinDate(now);
  return { first, last: addDays(first, ANNUAL_START_MAX_DAYS) };
}

/** The Berlin day an instant falls on, when a start may be chosen on it; otherwise undefined. */
export function annualStartDayOf(instant: Date, now: Date): IsoDate | undefined {
  const day = berlinDate(instant);
  const { first, last } = annualStartDays(now);
  return day < first || day > last ? undefined : day;
}
