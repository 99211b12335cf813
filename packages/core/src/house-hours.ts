// What a museum's opening hours mean for selling (issue 27 item 1; spec selling-core §9 "the
// entry is hidden once past"): a day is sellable until the house's last entry. The catalogue
// gives each weekday its opening intervals (none: closed) and dated exceptions that replace
// a weekday; the house's last entry of a day is the close of its last interval. A ticket's own
// last_entry, where the catalogue gives one, decides instead. A ticket of several houses (a
// combi ticket) sells while one of them is open, so its houses' latest close counts.
import { isPastLastEntry } from "./capacity";
import { WEEKDAYS, type Weekday } from "./constants/weekdays";
import { berlinWallSecondsSince, minutesOfTime, weekdayIndex } from "./dates";

/** One opening interval, "HH:MM" to "HH:MM". */
export interface HouseInterval {
  open: string;
  close: string;
}

/** A house's opening hours as the catalogue keeps them (GET /museums/{id}/opening_hours). */
export interface HouseHours {
  regular: Readonly<Partial<Record<Weekday, readonly HouseInterval[]>>>;
  exceptions: readonly { date: string; intervals: readonly HouseInterval[] }[];
}

/** The intervals a house is open on `date`: its dated exception, else its weekday's. */
export function houseIntervals(hours: HouseHours, date: string): readonly HouseInterval[] {
  const exception = hours.exceptions.find((entry) => entry.date === date);
  if (exception) return exception.intervals;
  return hours.regular[WEEKDAYS[weekdayIndex(date)] as Weekday] ?? [];
}

/**
 * The last entry of `date` over the houses of a ticket, in minutes after the start of the day:
 * the latest close of their intervals; `closed` when none of them opens that day; `null` when
 * the ticket belongs to no house (nothing limits it).
 */
export function houseLastEntry(
  houses: readonly HouseHours[],
  date: string,
): number | "closed" | null {
  if (houses.length === 0) return null;
  let latest: number | undefined;
  for (const hours of houses) {
    for (const interval of houseIntervals(hours, date)) {
      const close = minutesOfTime(interval.close);
      if (latest === undefined || close > latest) latest = close;
    }
  }
  return latest ?? "closed";
}

/**
 * The minute of `date` after which a ticket takes no more visitors: its own last_entry where
 * the catalogue gives one, else its houses' last entry. `closed`: its houses are closed.
 */
export function lastEntryOfDay(
  ticket: { last_entry: number | null },
  houses: readonly HouseHours[],
  date: string,
): number | "closed" | null {
  const house = houseLastEntry(houses, date);
  if (house === "closed") return "closed";
  return ticket.last_entry ?? house;
}

/**
 * Tells whether `date` (Berlin) still takes visitors of a ticket at `now`: not a past day, its
 * houses open that day, and its last entry — its own where given, else its houses' — not
 * passed. The server's holds ask this; its calendar SQL says the same (availability-sql.ts).
 * Kept apart from start-times' isEntryOpen, which the shop's first routes load.
 */
export function isHouseEntryOpen(
  ticket: { last_entry: number | null },
  houses: readonly HouseHours[],
  date: string,
  now: Date,
): boolean {
  if (berlinWallSecondsSince(date, now) >= 24 * 60 * 60) return false;
  const lastEntry = lastEntryOfDay(ticket, houses, date);
  if (lastEntry === "closed") return false;
  return !isPastLastEntry({ lastEntryMinutes: lastEntry, date, now });
}
