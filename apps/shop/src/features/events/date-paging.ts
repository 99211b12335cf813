// spec surrounding-areas §9 "Event dates list": pages of 100, at most 2 pages per window, 20
// shown first and 20 more per "more", windows widened by 60 or 30 days, and fewer than 10
// found triggers another load. As one pure state machine, so the rules are table-tested:
//
// - The first window is the searched range (dateListRange: 30 days by default, 60 at most).
// - A window is read a page (100) at a time, at most 2 pages; a window with more than 200
//   dates goes on with a window from the day of its last date read (duplicates dropped by id),
//   so no date is skipped.
// - The next window starts the day after the last one: 60 days long when the last read found
//   fewer than 10 dates (sparse: look further), else 30.
// - A read that found fewer than 10 dates triggers the next read by itself; otherwise a read
//   follows the visitor's "more" when the loaded dates run short of what is to be shown.
// - The list stops a year after its start (HORIZON_DAYS): an event calendar with nothing
//   in a year has nothing to offer, and the automatic reads must end somewhere.
//
// The spec's "loads of 19 or 20" is the original's off-by-one; every "more" here asks for 20.
import { addDays, type IsoDate } from "@shop/core";
import type { EventDate } from "@shop/core/contract";

export const DATE_PAGE_SIZE = 100;
export const PAGES_PER_WINDOW = 2;
export const FIRST_SHOWN = 20;
export const MORE_SHOWN = 20;
export const FEW_FOUND = 10;
export const WIDE_WINDOW_DAYS = 60;
export const NARROW_WINDOW_DAYS = 30;
export const HORIZON_DAYS = 365;

export interface DateRead {
  start: IsoDate;
  end: IsoDate;
  page: number;
}

export interface DatePaging {
  /** The list's first day and its last possible one. */
  horizon: IsoDate;
  /** The window being read, and how far into it. */
  window: { start: IsoDate; end: IsoDate };
  pagesRead: number;
  /** total_count of the window's first page; undefined before it. */
  windowTotal: number | undefined;
  /** Dates the last read added (new ones only). */
  lastFound: number | undefined;
  /** Every date read, by start time, each once. */
  dates: EventDate[];
  /** How many the visitor asked to see. */
  wanted: number;
  /** The visitor's "more" wants more than is loaded: one read follows it. */
  asked: boolean;
}

export function startPaging(range: { start: IsoDate; end: IsoDate }): DatePaging {
  return {
    horizon: addDays(range.start, HORIZON_DAYS),
    window: range,
    pagesRead: 0,
    windowTotal: undefined,
    lastFound: undefined,
    dates: [],
    wanted: FIRST_SHOWN,
    asked: false,
  };
}

/** The dates on screen. */
export function shownDates(state: DatePaging): EventDate[] {
  return state.dates.slice(0, state.wanted);
}

/** The read after the window's last: the same window's next page, or the next window. */
function following(state: DatePaging): DateRead | null {
  const { window, pagesRead, windowTotal } = state;
  if (pagesRead === 0) return { ...window, page: 1 };
  const moreInWindow = windowTotal !== undefined && pagesRead * DATE_PAGE_SIZE < windowTotal;
  if (moreInWindow && pagesRead < PAGES_PER_WINDOW) return { ...window, page: pagesRead + 1 };
  // Past 2 pages the window goes on from the day of its last date read (none skipped).
  const last = state.dates.at(-1);
  const start = moreInWindow && last ? last.start_time.slice(0, 10) : addDays(window.end, 1);
  if (start > state.horizon) return null;
  const days = (state.lastFound ?? 0) < FEW_FOUND ? WIDE_WINDOW_DAYS : NARROW_WINDOW_DAYS;
  const end = addDays(start, days);
  // ISO days order as text; the earlier of the two ends the window
  return { start, end: [end, state.horizon].sort()[0] as IsoDate, page: 1 };
}

/** Whether there is anything left to read at all. */
export function canReadMore(state: DatePaging): boolean {
  return following(state) !== null;
}

/**
 * The read to make now, or null: the first page; another when the last found fewer than 10;
 * another when the visitor asked for more than is loaded.
 */
export function nextRead(state: DatePaging): DateRead | null {
  const next = following(state);
  if (next === null) return null;
  if (state.pagesRead === 0) return next;
  if ((state.lastFound ?? 0) < FEW_FOUND) return next;
  return state.asked ? next : null;
}

/** The state once `read` answered `dates` of `total` in its window. */
export function settleRead(
  state: DatePaging,
  read: DateRead,
  answer: { data: readonly EventDate[]; total: number },
): DatePaging {
  const known = new Set(state.dates.map((date) => date.id));
  const added = answer.data.filter((date) => !known.has(date.id));
  const sameWindow = read.start === state.window.start && read.end === state.window.end;
  return {
    ...state,
    window: { start: read.start, end: read.end },
    pagesRead: sameWindow ? read.page : 1,
    windowTotal: answer.total,
    lastFound: added.length,
    asked: false,
    dates: [...state.dates, ...added].sort((a, b) => a.start_time.localeCompare(b.start_time)),
  };
}

/** The visitor's "more": 20 more shown (read first when fewer are loaded). */
export function showMore(state: DatePaging): DatePaging {
  const wanted = Math.min(state.dates.length, state.wanted) + MORE_SHOWN;
  return { ...state, wanted, asked: state.dates.length < wanted };
}

/** Whether a "more" button has anything to show: loaded dates hidden, or reads left. */
export function hasMore(state: DatePaging): boolean {
  return state.dates.length > state.wanted || canReadMore(state);
}
