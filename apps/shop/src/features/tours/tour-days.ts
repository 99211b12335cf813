// spec surrounding-areas §4 "Tour booking", §5, §9: a tour's days as the calendar shows them and
// the date search. The calendar call answers at most TOUR_CALENDAR_DAYS (60) days; the search
// looks no further than TOUR_LOOK_AHEAD_DAYS (90) from today, so it asks for at most two ranges.
import {
  addDays,
  DAY_AVAILABILITY,
  type DayAvailability,
  dayAvailability,
  type IsoDate,
} from "@shop/core";
import { tourParticipantsOffered } from "@shop/core/booking";
import { TOUR_CALENDAR_DAYS, type TourCalendarStartTime } from "@shop/core/contract";

/** spec §9: the tour day look-ahead stops at 90 days (today included). */
export const TOUR_LOOK_AHEAD_DAYS = 90;

export interface DayRange {
  start: IsoDate;
  end: IsoDate;
}

/** The calendar's ranges from today to the last day of the look-ahead, each at most 60 days. */
export function tourRanges(today: IsoDate): DayRange[] {
  const ranges: DayRange[] = [];
  for (let offset = 0; offset < TOUR_LOOK_AHEAD_DAYS; offset += TOUR_CALENDAR_DAYS) {
    const length = Math.min(TOUR_CALENDAR_DAYS, TOUR_LOOK_AHEAD_DAYS - offset);
    ranges.push({ start: addDays(today, offset), end: addDays(today, offset + length - 1) });
  }
  return ranges;
}

/**
 * Whether a start time can still be booked: someone may join (the participants offered,
 * @shop/core tourParticipantsOffered) and at least the tour's minimum, which checkTourBooking
 * asks for.
 */
export function isBookableStart(start: Pick<TourCalendarStartTime, "participants">): boolean {
  const offered = tourParticipantsOffered(start);
  return offered > 0 && offered >= start.participants.min;
}

/** The start times by day, in the order the server gave them (by day and time). */
export function startsByDay(
  starts: readonly TourCalendarStartTime[],
): Map<IsoDate, TourCalendarStartTime[]> {
  const days = new Map<IsoDate, TourCalendarStartTime[]>();
  for (const start of starts) {
    const day = start.date;
    days.set(day, [...(days.get(day) ?? []), start]);
  }
  return days;
}

/**
 * A day's availability in the calendar: sold out when none of its start times can be booked,
 * else by the participants its start times still offer (the shop's capacity threshold).
 */
export function tourDayAvailability(
  starts: readonly TourCalendarStartTime[],
  threshold?: number,
): DayAvailability {
  const offered = starts
    .filter(isBookableStart)
    .reduce((sum, start) => sum + tourParticipantsOffered(start), 0);
  if (offered === 0) return DAY_AVAILABILITY.soldOut;
  return threshold === undefined
    ? dayAvailability(offered)
    : dayAvailability(offered, { threshold });
}

/** The first day on or after `from` with a start time that can be booked. */
export function firstBookableDay(
  starts: readonly TourCalendarStartTime[],
  from: IsoDate,
): IsoDate | undefined {
  const found = starts.find((start) => start.date >= from && isBookableStart(start));
  return found?.date;
}
