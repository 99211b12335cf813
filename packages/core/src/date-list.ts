// The date-list search's range (surrounding-areas §4, §5, §9): a module of its own beside
// ./dates.ts, which the shop's first routes load (its bundler keeps a module whole in one chunk),
// so only the event and tour date lists carry it.
import { addDays, berlinDate, type IsoDate, isIsoDate } from "./dates";

/** spec surrounding-areas §9: a date-list search covers 30 days by default and 60 at most. */
export const DATE_LIST_DAYS = { default: 30, max: 60 } as const;

export type DateListError = "tooEarly" | "tooLate";

export type DateListRange =
  | { ok: true; start: IsoDate; end: IsoDate }
  | { ok: false; error: DateListError };

/**
 * The date range of an event or tour date-list search; `end` is the last day searched (inclusive).
 * spec surrounding-areas §4–§5: start defaults to today and must not be before it (tooEarly); an end
 * missing or before the start becomes start + 30 days; an end beyond start + 60 days is tooLate.
 * Inclusive end, as the spec words it ("end not beyond start plus 60"): the default range holds
 * 31 dates (start and the 30 days after it). Malformed dates throw: parse them at the boundary.
 */
export function dateListRange(
  range: { start?: IsoDate | undefined; end?: IsoDate | undefined },
  now: Date,
): DateListRange {
  const today = berlinDate(now);
  const start = range.start ?? today;
  if (!isIsoDate(start)) throw new RangeError(`Not a YYYY-MM-DD calendar date: ${start}`);
  if (start < today) return { ok: false, error: "tooEarly" };
  const requestedEnd = range.end ?? addDays(start, DATE_LIST_DAYS.default);
  if (!isIsoDate(requestedEnd)) {
    throw new RangeError(`Not a YYYY-MM-DD calendar date: ${requestedEnd}`);
  }
  const end = requestedEnd < start ? addDays(start, DATE_LIST_DAYS.default) : requestedEnd;
  if (end > addDays(start, DATE_LIST_DAYS.max)) return { ok: false, error: "tooLate" };
  return { ok: true, start, end };
}
