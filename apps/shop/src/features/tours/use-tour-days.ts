// spec surrounding-areas §4 "Tour booking" (date search), §9: a tour's start times from today to
// the end of the 90-day look-ahead, asked range by range (../tours/tour-days.ts tourRanges): the
// first range always, the next one when the first holds no bookable day from the day sought
// on, when the day sought lies in it, or when the visitor pages the calendar into it.
import type { IsoDate } from "@shop/core";
import type { TourCalendarStartTime } from "@shop/core/contract";
import { useMemo } from "react";
import { firstBookableDay, tourRanges } from "./tour-days";
import { useTourCalendar } from "./use-tours";

export interface TourDays {
  /** The start times of the ranges read so far, by day and time. */
  starts: TourCalendarStartTime[];
  /** The first day on or after `from` with a bookable start time, once found. */
  found: IsoDate | undefined;
  /** The search ended without a bookable day in the look-ahead. */
  none: boolean;
  loading: boolean;
  error: unknown;
  /** The last day of the look-ahead. */
  lastDay: IsoDate;
}

export function useTourDays(
  locale: string,
  tourId: number,
  today: IsoDate,
  /** The day sought: the URL's, else today. */
  from: IsoDate,
  /** The last day the calendar shows (its months), so a paged month is read. */
  shownUntil: IsoDate,
): TourDays {
  // two ranges: 90 days of look-ahead in calls of at most 60 (tourRanges)
  const [first, second] = tourRanges(today) as [
    { start: IsoDate; end: IsoDate },
    { start: IsoDate; end: IsoDate },
  ];
  const one = useTourCalendar(locale, tourId, first);
  const foundInFirst = one.data ? firstBookableDay(one.data.data, from) : undefined;
  const wantSecond =
    (one.data !== undefined && foundInFirst === undefined) ||
    from >= second.start ||
    shownUntil >= second.start;
  const two = useTourCalendar(locale, tourId, wantSecond ? second : null);
  const starts = useMemo(
    () => [...(one.data?.data ?? []), ...(two.data?.data ?? [])],
    [one.data, two.data],
  );
  const found = foundInFirst ?? (two.data ? firstBookableDay(starts, from) : undefined);
  const settled = one.data !== undefined && (!wantSecond || two.data !== undefined);
  return {
    starts,
    found,
    none: settled && found === undefined,
    loading: one.isLoading || two.isLoading,
    error: one.error ?? two.error,
    lastDay: second.end,
  };
}
