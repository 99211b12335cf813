// The calendar's and the list's places cell by cell (src/modules/tickets/availability-cells.ts):
// a hold recounts only the cells it changed, a count that a write overtook is not kept, and
// no cell is answered past READ_CACHE_MS, or past a second while it is being recounted. The
// counts here answer as the availability statement does (one cell per ticket and day asked);
// the endpoints' answers over a real database are in read-cache.test.ts and
// read-cache-scope.test.ts.
import { describe, expect, it } from "vitest";
import { MAX_READ_AGE_MS } from "../../../src/http/read-cache";
import { createTakeGate } from "../../../src/http/take-gate";
import {
  type CountedCell,
  cellKey,
  createAvailabilityCells,
  daysFrom,
  HOT_MS,
  STORE_SLICE,
} from "../../../src/modules/tickets/availability-cells";
import { holdBack } from "../../helpers/deferred";

const LIFETIME_MS = 500;
const D1 = "2030-06-02";
const D2 = "2030-06-03";
const D3 = "2030-06-04";

/** Tickets 1 and 2 on quota 10, ticket 3 on quota 30; `free` places of each on every day. */
function counter() {
  const quotas: Record<number, number[]> = { 1: [10], 2: [10], 3: [30] };
  const calls: { ticketIds: number[]; from: string; to: string }[] = [];
  let free = 20;
  const gate = holdBack();
  const count = async (ticketIds: readonly number[], from: string, to: string) => {
    calls.push({ ticketIds: [...ticketIds].sort(), from, to });
    const counted: CountedCell[] = [];
    // What the database holds when the count reads it.
    const places = free;
    for (const ticketId of ticketIds) {
      for (const day of daysFrom(from, to)) {
        counted.push({
          ticketId,
          day,
          onSale: true,
          available: places,
          quotaIds: quotas[ticketId] ?? [],
        });
      }
    }
    const held = gate.held();
    if (held) await held;
    return counted;
  };
  return {
    count,
    calls,
    setFree(places: number) {
      free = places;
    },
    /** The counts answer only once `open` is called. */
    hold: gate.hold,
  };
}

function start(lifetimeMs = LIFETIME_MS, maxCells?: number) {
  let now = Date.parse("2030-06-01T08:00:00Z");
  const counts = counter();
  const cells = createAvailabilityCells({
    lifetimeMs,
    clock: () => new Date(now),
    count: counts.count,
    maxCells,
  });
  return {
    cells,
    counts,
    advance(ms: number) {
      now += ms;
    },
  };
}

const placesOf = (answer: Map<string, { available: number | null }>, ticket: number, day: string) =>
  answer.get(cellKey(ticket, day))?.available;

describe("availability cells", () => {
  it("counts the cells asked once and answers them from memory afterwards", async () => {
    const s = start();
    const first = await s.cells.read([1, 2, 3], D1, D3);
    expect(first.size).toBe(9);
    expect(s.counts.calls).toEqual([{ ticketIds: [1, 2, 3], from: D1, to: D3 }]);

    const again = await s.cells.read([2, 3], D2, D3);
    expect(placesOf(again, 3, D3)).toBe(20);
    expect(s.counts.calls).toHaveLength(1);
  });

  it("recounts after a hold only the tickets on the held quota, on the held day", async () => {
    const s = start();
    await s.cells.read([1, 2, 3], D1, D3);
    s.counts.setFree(17);

    s.cells.invalidate([{ quotaId: 10, day: D2 }]);
    const answer = await s.cells.read([1, 2, 3], D1, D3);

    expect(s.counts.calls[1]).toEqual({ ticketIds: [1, 2], from: D2, to: D2 });
    expect(s.counts.calls).toHaveLength(2);
    expect([placesOf(answer, 1, D2), placesOf(answer, 2, D2), placesOf(answer, 3, D2)]).toEqual([
      17, 17, 20,
    ]);
    expect(placesOf(answer, 1, D1)).toBe(20);
  });

  it("drops a day of every ticket for a write on any quota, and everything for an unknown one", async () => {
    const s = start();
    await s.cells.read([1, 3], D1, D2);
    s.cells.invalidate([{ quotaId: "any", day: D1 }]);
    await s.cells.read([1, 3], D1, D2);
    expect(s.counts.calls[1]).toEqual({ ticketIds: [1, 3], from: D1, to: D1 });

    s.cells.invalidate(null);
    await s.cells.read([1, 3], D1, D2);
    expect(s.counts.calls[2]).toEqual({ ticketIds: [1, 3], from: D1, to: D2 });
  });

  it("does not keep a cell that a write changed while it was counted", async () => {
    const s = start();
    const open = s.counts.hold();
    const reading = s.cells.read([1, 3], D1, D1);
    // The count has read 20 places; a hold takes 3 of ticket 1's quota before it answers.
    s.counts.setFree(17);
    s.cells.invalidate([{ quotaId: 10, day: D1 }]);
    open();
    // The read that started before the hold answers with what it counted…
    expect(placesOf(await reading, 1, D1)).toBe(20);

    // …but the cell is not kept: the next read counts it anew; ticket 3's cell stayed.
    const next = await s.cells.read([1, 3], D1, D1);
    expect(placesOf(next, 1, D1)).toBe(17);
    expect(placesOf(next, 3, D1)).toBe(20);
    expect(s.counts.calls[1]).toEqual({ ticketIds: [1], from: D1, to: D1 });
  });

  it("answers aging cells and recounts them behind, and never answers one past its life", async () => {
    const s = start();
    await s.cells.read([3], D1, D1);
    s.counts.setFree(12);

    s.advance(LIFETIME_MS / 2 - 1);
    expect(placesOf(await s.cells.read([3], D1, D1), 3, D1)).toBe(20);
    expect(s.counts.calls).toHaveLength(1);

    // Half its life gone: answered from memory, recounted in the background (once).
    s.advance(1);
    const open = s.counts.hold();
    expect(placesOf(await s.cells.read([3], D1, D1), 3, D1)).toBe(20);
    expect(placesOf(await s.cells.read([3], D1, D1), 3, D1)).toBe(20);
    expect(s.counts.calls).toHaveLength(2);
    open();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(placesOf(await s.cells.read([3], D1, D1), 3, D1)).toBe(12);

    // A cell nobody read for its whole life is counted before the answer.
    s.counts.setFree(9);
    s.advance(LIFETIME_MS);
    expect(placesOf(await s.cells.read([3], D1, D1), 3, D1)).toBe(9);
    expect(s.counts.calls).toHaveLength(3);
  });

  it("answers a cell past its life while its recount runs, up to a second from its count", async () => {
    const s = start();
    await s.cells.read([3], D1, D1);
    s.counts.setFree(12);

    // The background recount started at half the life has not answered at the life's end:
    // reads answer the cell they have instead of counting it again…
    s.advance(LIFETIME_MS / 2);
    const open = s.counts.hold();
    expect(placesOf(await s.cells.read([3], D1, D1), 3, D1)).toBe(20);
    s.advance(LIFETIME_MS / 2);
    expect(placesOf(await s.cells.read([3], D1, D1), 3, D1)).toBe(20);
    s.advance(MAX_READ_AGE_MS - LIFETIME_MS - 1);
    expect(placesOf(await s.cells.read([3], D1, D1), 3, D1)).toBe(20);
    expect(s.counts.calls).toHaveLength(2);

    // …but never one counted a second ago or earlier: that read counts it.
    s.advance(1);
    const late = s.cells.read([3], D1, D1);
    open();
    expect(placesOf(await late, 3, D1)).toBe(12);
    expect(s.counts.calls).toHaveLength(3);
  });

  it("lets what was built from a day's cells be answered unread only while they are fresh by these rules", async () => {
    const s = start();
    const answer = await s.cells.read([3], D1, D1);
    const countedAt = answer.get(cellKey(3, D1))?.countedAt ?? Number.NaN;
    expect(countedAt).toBe(Date.parse("2030-06-01T08:00:00Z"));
    expect(s.cells.reusable(D1, countedAt)).toBe(true);

    // Half its life gone: the cells must be read, which recounts them behind…
    s.advance(LIFETIME_MS / 2 - 1);
    expect(s.cells.reusable(D1, countedAt)).toBe(true);
    s.advance(1);
    expect(s.cells.reusable(D1, countedAt)).toBe(false);
    const open = s.counts.hold();
    await s.cells.read([3], D1, D1);
    expect(s.counts.calls).toHaveLength(2);
    // …and while that recount runs, what was built is answered up to a second from its count,
    // as the cells are; another day's is not.
    expect(s.cells.reusable(D1, countedAt)).toBe(true);
    expect(s.cells.reusable(D2, countedAt)).toBe(false);
    s.advance(MAX_READ_AGE_MS - LIFETIME_MS / 2 - 1);
    expect(s.cells.reusable(D1, countedAt)).toBe(true);
    s.advance(1);
    expect(s.cells.reusable(D1, countedAt)).toBe(false);
    open();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The recount ended: its own cells are counted later; the old build is stale.
    expect(s.cells.reusable(D1, countedAt)).toBe(false);
    // A count of the future (a clock moved back) is never reused.
    expect(s.cells.reusable(D1, countedAt + 10 * MAX_READ_AGE_MS)).toBe(false);
  });

  it("keeps a long count in slices, leaving out a cell a write changed between them", async () => {
    const s = start();
    // 3 tickets × 214 days: more than a slice; ticket 3's last day is kept in the second.
    const days = daysFrom("2030-06-02", "2030-12-31");
    const last = days.at(-1) ?? "";
    expect(3 * days.length).toBeGreaterThan(STORE_SLICE);
    const order: string[] = [];
    const open = s.counts.hold();
    const reading = s.cells.read([1, 2, 3], D1, last).then(() => order.push("answered"));
    setImmediate(() => {
      order.push("written");
      s.cells.invalidate([{ quotaId: 30, day: last }]);
    });
    open();
    await reading;
    // The write was heard while the count was being kept, not after it…
    expect(order).toEqual(["written", "answered"]);
    expect(s.counts.calls).toHaveLength(1);
    // …so the cell it changed was not kept (the next read counts it); the others were.
    await s.cells.read([1, 2], last, last);
    expect(s.counts.calls).toHaveLength(1);
    await s.cells.read([3], last, last);
    expect(s.counts.calls).toHaveLength(2);
  });

  it("reuses nothing when the cache is off (READ_CACHE_MS=0)", async () => {
    const s = start(0);
    await s.cells.read([3], D1, D1);
    expect(s.cells.reusable(D1, Date.parse("2030-06-01T08:00:00Z"))).toBe(false);
  });

  it("counts every read when the cache is off (READ_CACHE_MS=0)", async () => {
    const s = start(0);
    await s.cells.read([1], D1, D1);
    s.counts.setFree(5);
    expect(placesOf(await s.cells.read([1], D1, D1), 1, D1)).toBe(5);
    expect(s.counts.calls).toHaveLength(2);
  });

  it("keeps at most maxCells, the oldest going first", async () => {
    const s = start(LIFETIME_MS, 2);
    await s.cells.read([1], D1, D3);
    // D1 went; D2 and D3 are kept.
    await s.cells.read([1], D2, D3);
    expect(s.counts.calls).toHaveLength(1);
    await s.cells.read([1], D1, D1);
    expect(s.counts.calls[1]).toEqual({ ticketIds: [1], from: D1, to: D1 });
  });
});

describe("hot availability cells", () => {
  const POOL = `quota:10:${D1}:00:00`;

  /** Ticket 1 on day quota 10 (20 places); counts with pools answer the pool too. */
  function startHot() {
    let now = Date.parse("2030-06-01T08:00:00Z");
    let free = 20;
    const calls: boolean[] = [];
    const count = async (
      ticketIds: readonly number[],
      from: string,
      to: string,
      withPools: boolean,
    ) => {
      calls.push(withPools);
      return ticketIds.flatMap((ticketId) =>
        daysFrom(from, to).map((day) => ({
          ticketId,
          day,
          onSale: true,
          available: free,
          quotaIds: [10],
          ...(withPools
            ? { pools: { bookedOut: false, day: [{ key: POOL, free }], slots: null } }
            : {}),
        })),
      );
    };
    const cells = createAvailabilityCells({
      lifetimeMs: LIFETIME_MS,
      clock: () => new Date(now),
      count,
      gate: createTakeGate(),
    });
    /** A new hold takes `places` of the pool (the database, then the notice). */
    const take = (places: number) => {
      free -= places;
      cells.invalidate([{ quotaId: 10, day: D1 }], [{ key: POOL, places }]);
    };
    const read = async () => placesOf(await cells.read([1], D1, D1), 1, D1);
    return {
      read,
      take,
      calls,
      advance(ms: number) {
        now += ms;
      },
    };
  }

  it("counts a cell a take changed with its pools once, then follows the takes", async () => {
    const s = startHot();
    expect(await s.read()).toBe(20);
    s.take(3);
    expect(await s.read()).toBe(17);
    expect(s.calls).toEqual([false, true]);

    s.take(2);
    s.take(1);
    expect(await s.read()).toBe(14);
    expect(s.calls).toEqual([false, true]);
  });

  it("counts it plainly again once no take came for HOT_MS", async () => {
    const s = startHot();
    await s.read();
    s.take(3);
    await s.read();
    s.advance(HOT_MS);
    expect(await s.read()).toBe(17);
    expect(s.calls).toEqual([false, true, false]);
  });
});
