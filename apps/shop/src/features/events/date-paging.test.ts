// spec surrounding-areas §9 "Event dates list", the rules as ./date-paging.ts reads them.
import { addDays } from "@shop/core";
import type { EventDate } from "@shop/core/contract";
import { describe, expect, it } from "vitest";
import { LECTURE_DATE } from "../../test/event-fixtures";
import {
  type DatePaging,
  hasMore,
  nextRead,
  settleRead,
  showMore,
  shownDates,
  startPaging,
} from "./date-paging";

const date = (id: number, day: string): EventDate => ({
  ...LECTURE_DATE,
  id,
  start_time: `${day}T18:30:00+02:00`,
});

/** `count` dates from `day` on, one a day, ids from `first`. */
const dates = (first: number, day: string, count: number) =>
  Array.from({ length: count }, (_, n) => date(first + n, addDays(day, n % 28)));

/** Answers every read the state asks for with `answer(read)` until it asks for none. */
function settleAll(
  state: DatePaging,
  answer: (read: { start: string; end: string; page: number }) => {
    data: EventDate[];
    total: number;
  },
) {
  const reads: string[] = [];
  let current = state;
  for (let read = nextRead(current); read; read = nextRead(current)) {
    reads.push(`${read.start}..${read.end}#${read.page}`);
    current = settleRead(current, read, answer(read));
    if (reads.length > 20) throw new Error("reads without end");
  }
  return { state: current, reads };
}

const RANGE = { start: "2030-06-01", end: "2030-07-01" };

describe("the date list's paging", () => {
  it("reads the searched window's first page (100) and shows 20 of a full window", () => {
    const window = dates(1, "2030-06-01", 50);
    const { state, reads } = settleAll(startPaging(RANGE), () => ({ data: window, total: 50 }));
    expect(reads).toEqual(["2030-06-01..2030-07-01#1"]);
    expect(shownDates(state)).toHaveLength(20);
    expect(hasMore(state)).toBe(true);
  });

  it("shows 20 more per 'more', reading the next window of 30 days once the loaded ones run out", () => {
    const first = dates(1, "2030-06-01", 30);
    let { state } = settleAll(startPaging(RANGE), () => ({ data: first, total: 30 }));
    expect(nextRead(state)).toBeNull();
    state = showMore(state);
    // 30 loaded, 40 wanted: the next window, 30 days as the last read found plenty
    expect(nextRead(state)).toEqual({ start: "2030-07-02", end: "2030-08-01", page: 1 });
    const settled = settleAll(state, () => ({ data: dates(100, "2030-07-02", 25), total: 25 }));
    expect(shownDates(settled.state)).toHaveLength(40);
    expect(shownDates(showMore(settled.state))).toHaveLength(55);
  });

  it("reads a second page of a window with more than 100 dates, and no third", () => {
    const page = (n: number) => dates(n * 1000, "2030-06-01", 100);
    let state = startPaging(RANGE);
    state = settleRead(state, { ...RANGE, page: 1 }, { data: page(1), total: 250 });
    state = { ...state, wanted: 150, asked: true };
    expect(nextRead(state)).toEqual({ ...RANGE, page: 2 });
    state = settleRead(state, { ...RANGE, page: 2 }, { data: page(2), total: 250 });
    state = { ...state, wanted: 250, asked: true };
    // past 2 pages the window goes on from the day of its last date read, so none is skipped
    expect(nextRead(state)).toMatchObject({ start: "2030-06-28", page: 1 });
  });

  it("reads on by itself while a read finds fewer than 10, widening by 60 days", () => {
    const answers: Record<string, EventDate[]> = {
      "2030-06-01": dates(1, "2030-06-05", 3),
      "2030-07-02": dates(10, "2030-07-05", 4),
      "2030-09-01": dates(20, "2030-09-01", 12),
    };
    const { state, reads } = settleAll(startPaging(RANGE), (read) => {
      const data = answers[read.start] ?? [];
      return { data, total: data.length };
    });
    expect(reads).toEqual([
      "2030-06-01..2030-07-01#1",
      "2030-07-02..2030-08-31#1",
      "2030-09-01..2030-10-31#1",
    ]);
    expect(shownDates(state)).toHaveLength(19);
  });

  it("stops a year after its start, empty when nothing was found", () => {
    const { state, reads } = settleAll(startPaging(RANGE), () => ({ data: [], total: 0 }));
    expect(reads.length).toBeGreaterThan(1);
    expect(reads.at(-1)).toMatch(/2031-06-01#1$/);
    expect(state.dates).toEqual([]);
    expect(hasMore(state)).toBe(false);
  });

  it("shows a date read twice once", () => {
    let state = startPaging(RANGE);
    state = settleRead(
      state,
      { ...RANGE, page: 1 },
      { data: dates(1, "2030-06-01", 12), total: 12 },
    );
    state = settleRead(
      state,
      { start: "2030-07-02", end: "2030-08-01", page: 1 },
      { data: dates(1, "2030-06-01", 12), total: 12 },
    );
    expect(state.dates).toHaveLength(12);
  });
});
