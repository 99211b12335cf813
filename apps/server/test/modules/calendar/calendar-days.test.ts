// The calendar's answer from kept days (src/modules/calendar/service.ts getCalendarJson): a
// day is built from its cells once and answered again while its version stays and its cells
// are fresh by their own rules (availability-cells.ts reusable), so a read during a rush reads
// the held day's cells only, and nothing is answered older than the cells' rules allow. The
// counts here answer as the availability statement does; the endpoint over a real database
// is in calendar.test.ts and tickets/read-cache.test.ts.
import { describe, expect, it } from "vitest";
import { MAX_READ_AGE_MS } from "../../../src/http/read-cache";
import { type CalendarDeps, getCalendarJson } from "../../../src/modules/calendar/service";
import {
  type CountedCell,
  createAvailabilityCells,
  daysFrom,
} from "../../../src/modules/tickets/availability-cells";
import type { KeptCalendarDay } from "../../../src/modules/tickets/availability-reads";
import { holdBack } from "../../helpers/deferred";

const LIFETIME_MS = 500;
const FROM = "2030-06-02";
const TO = "2030-06-08";
const HELD_DAY = "2030-06-05";
const QUOTA = 10;

function start() {
  let now = Date.parse("2030-06-01T08:00:00Z");
  // Places left per day, as the database would answer them now.
  const free = new Map<string, number>();
  const reads: { from: string; to: string }[] = [];
  const gate = holdBack();
  const count = async (ticketIds: readonly number[], from: string, to: string) => {
    const counted: CountedCell[] = ticketIds.flatMap((ticketId) =>
      daysFrom(from, to).map((day) => ({
        ticketId,
        day,
        onSale: true,
        available: free.get(day) ?? 20,
        quotaIds: [QUOTA],
      })),
    );
    const held = gate.held();
    if (held) await held;
    return counted;
  };
  const clock = () => new Date(now);
  const cells = createAvailabilityCells({ lifetimeMs: LIFETIME_MS, clock, count });
  // The cells' reads, by their ranges.
  const read = cells.read.bind(cells);
  cells.read = (ticketIds, from, to) => {
    reads.push({ from, to });
    return read(ticketIds, from, to);
  };
  const calendarDays = new Map<string, KeptCalendarDay>();
  const deps = { clock, availability: { cells, calendarDays } } as unknown as CalendarDeps;
  const query = { start_at: FROM, end_at: TO } as Parameters<typeof getCalendarJson>[1];
  const matching = { ids: [1, 2], quotaIds: [QUOTA], key: "all" };
  return {
    cells,
    reads,
    free,
    calendar: async () =>
      JSON.parse(await getCalendarJson(deps, query, matching)) as {
        data: Record<string, { available: number | null; tickets: Record<string, number> }>;
      },
    advance(ms: number) {
      now += ms;
    },
    /** The counts answer only once the returned function is called. */
    hold: gate.hold,
  };
}

describe("the calendar's kept days", () => {
  it("builds the days from their cells, then answers them unread while they are fresh", async () => {
    const s = start();
    const first = await s.calendar();
    expect(Object.keys(first.data)).toEqual(daysFrom(FROM, TO));
    expect(first.data[HELD_DAY]).toEqual({
      available: 20,
      closed: false,
      tickets: { 1: 20, 2: 20 },
    });
    // The days were built while their cells were counted (a new version): built again once
    // from the cells as they are kept.
    expect(await s.calendar()).toEqual(first);
    expect(s.reads).toEqual([
      { from: FROM, to: TO },
      { from: FROM, to: TO },
    ]);

    s.advance(LIFETIME_MS / 2 - 1);
    expect(await s.calendar()).toEqual(first);
    expect(s.reads).toHaveLength(2);
  });

  it("reads only the day a hold changed, and answers its new places", async () => {
    const s = start();
    await s.calendar();
    await s.calendar();
    s.free.set(HELD_DAY, 7);
    s.cells.invalidate([{ quotaId: QUOTA, day: HELD_DAY }]);

    const after = await s.calendar();
    expect(s.reads.at(-1)).toEqual({ from: HELD_DAY, to: HELD_DAY });
    expect(after.data[HELD_DAY]).toEqual({ available: 7, closed: false, tickets: { 1: 7, 2: 7 } });
    expect(after.data["2030-06-04"]?.available).toBe(20);
  });

  it("reads every day again at half the cells' life, and never answers a day a second old", async () => {
    const s = start();
    await s.calendar();
    await s.calendar();
    // Another server process sold places: only the cells' lifetime brings them.
    s.free.set("2030-06-03", 4);

    s.advance(LIFETIME_MS / 2);
    const open = s.hold();
    // The read finds the cells aging: they are answered and recounted behind…
    expect((await s.calendar()).data["2030-06-03"]?.available).toBe(20);
    expect(s.reads.at(-1)).toEqual({ from: FROM, to: TO });
    // …and while that recount runs the kept days are answered unread, up to a second.
    const readsWhileRecounted = s.reads.length;
    s.advance(MAX_READ_AGE_MS - LIFETIME_MS / 2 - 1);
    expect((await s.calendar()).data["2030-06-03"]?.available).toBe(20);
    expect(s.reads).toHaveLength(readsWhileRecounted);

    // A second after the count: the days are read and counted before the answer.
    s.advance(1);
    const late = s.calendar();
    open();
    expect((await late).data["2030-06-03"]?.available).toBe(4);
    expect(s.reads.at(-1)).toEqual({ from: FROM, to: TO });
  });
});
