// Places left per ticket and day, kept cell by cell (the issue "speed", Deliver 6). The
// calendar and the ticket list are built from these cells, so a hold recounts only the cells
// it changed — the tickets on the held quota, on the held day — and not the whole answer.
//
// A cell is counted by the availability CTEs (availability-sql.ts), the one definition the
// capacity answers share; its freshness follows the read cache's rules (src/http/read-cache.ts):
// - a cell lives at most `lifetimeMs` (READ_CACHE_MS) by the server's clock; a read that
//   finds cells past half their life answers with them and recounts them in the background,
//   so steady readers never wait for the lifetime's recount. While that recount runs, its
//   cells are answered past their life too, up to MAX_READ_AGE_MS from their count (the issue
//   allows no answer that shows a sold-out slot as free for more than a second): on a busy
//   machine the recount of a long calendar can outlast the second half of a short lifetime,
//   and a read must not count again what is being counted;
// - every hold write of this process drops the cells of the tickets on a quota it changed,
//   on the day it changed (all cells for a write that cannot say what it changed), so the
//   next read counts them anew — except a new hold's take on a hot cell, below;
// - a count that was running when a write changed one of its cells does not keep that cell
//   (it may predate the write); the read that started it answers with it all the same, as it
//   was counted after the read began.
//
// Hot cells (during a rush on one slot): a cell a new hold dropped is counted next time with
// its pools — the free places of each day pool and of each open start time's pools, from
// the same CTEs. Its places are then min(day pools) and Σ over start times of min(pools),
// the arithmetic of availability-sql.ts's `avail`, and a later hold's take subtracts its
// places from the pools it took from: exact, as a take needs those places free and changes
// nothing else of a pool. So a rush of holds keeps the calendar current without a count.
// A count with pools runs while no take is in flight (src/http/take-gate.ts), so it has seen
// every take told so far and none that is told later. A cell stays hot HOT_MS after the last
// take on it, then it is counted plainly again: pools are counted, and takes held back, only
// for what a rush is busy with, not for every day a hold once touched.
import { addDays } from "@shop/core";
import type { Clock } from "../../clock";
import { type ChangedPool, MAX_READ_AGE_MS, type TakenPlaces } from "../../http/read-cache";
import type { TakeGate } from "../../http/take-gate";
import { Rectangle } from "./cell-rectangle";

/** A ticket on a day: on sale, and the places left (null: no quota limits it). */
export interface Cell {
  onSale: boolean;
  available: number | null;
  /** When the count it comes from began (the server's clock, ms). */
  countedAt?: number;
}

/** A pool's free places, by its key (capacity/pool.ts). */
export interface PoolFree {
  key: string;
  free: number;
}

/** What a hot cell's places are made of. */
export interface CellPools {
  bookedOut: boolean;
  /** The ticket's day quotas' pools that day. */
  day: PoolFree[];
  /** Per open start time, the pools of its slot quotas; null: not counted by start time. */
  slots: PoolFree[][] | null;
}

export interface CountedCell extends Cell {
  ticketId: number;
  /** "YYYY-MM-DD" */
  day: string;
  /** The ticket's quotas: a write on one of them that day drops the cell. */
  quotaIds: readonly number[];
  /** Counted with its pools (hot cells only). */
  pools?: CellPools;
}

/** Counts the cells of these tickets on every day from…to (included), with their pools or not. */
export type CountCells = (
  ticketIds: readonly number[],
  from: string,
  to: string,
  withPools: boolean,
) => Promise<CountedCell[]>;

export interface AvailabilityCells {
  /** The cells of these tickets from…to, keyed by cellKey(ticketId, day). */
  read(ticketIds: readonly number[], from: string, to: string): Promise<Map<string, Cell>>;
  /**
   * The pools changed (null: any may have). `taken`: the write was a new hold that took
   * these places and did nothing else.
   */
  invalidate(changed: readonly ChangedPool[] | null, taken?: readonly TakenPlaces[]): void;
  /**
   * Changes whenever a cell of `day` may have changed (counted, dropped, taken from): what
   * was built from a day's cells is still right while its version stays.
   */
  dayVersion(day: string): string;
  /**
   * Whether what was built from cells of `day` whose oldest count began at `countedAt` may
   * be answered without reading them (while its day's version stays): by the cells' own
   * rules, none of them is past half its life yet, or cells of the day are being recounted
   * and it is less than MAX_READ_AGE_MS old. Else read them: the read recounts what ages.
   */
  reusable(day: string, countedAt: number): boolean;
}

export const cellKey = (ticketId: number, day: string): string => `${ticketId}|${day}`;

/** Every day from `from` to `to`, both included. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

const minFree = (pools: readonly PoolFree[]): number =>
  Math.min(...pools.map((pool) => Math.max(pool.free, 0)));

/** A hot cell's places from its pools: `avail` of availability-sql.ts. */
export function placesOfPools(pools: CellPools): number | null {
  if (pools.bookedOut) return 0;
  const day = pools.day.length > 0 ? minFree(pools.day) : null;
  const slots =
    pools.slots && pools.slots.length > 0
      ? pools.slots.reduce((sum, slot) => sum + minFree(slot), 0)
      : null;
  if (day === null) return slots;
  return slots === null ? day : Math.min(day, slots);
}

interface Stored {
  onSale: boolean;
  /** Counted places; a hot cell's come from its pools. */
  available: number | null;
  pools: CellPools | undefined;
  storedAt: number;
}

/** The writes made while a count runs; null: one that could not say what it changed. */
interface Run {
  writes: ChangedPool[] | null;
}

function touches(cell: CountedCell, writes: readonly ChangedPool[] | null): boolean {
  if (writes === null) return true;
  return writes.some(
    (pool) =>
      pool.day === cell.day && (pool.quotaId === "any" || cell.quotaIds.includes(pool.quotaId)),
  );
}

// 500 tickets over a year and a half; past it the oldest cells go first.
export const MAX_CELLS = 250_000;
// Cells counted with their pools: a rush touches a few; past this the oldest marks go.
export const MAX_HOT_CELLS = 2000;
/** How long a cell stays hot after the last take on it. */
export const HOT_MS = 10_000;
/** Cells a count keeps per turn of the event loop. */
export const STORE_SLICE = 500;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createAvailabilityCells(options: {
  lifetimeMs: number;
  clock: Clock;
  count: CountCells;
  /** Counts with pools run alone (src/http/take-gate.ts); none: no cell keeps its pools. */
  gate?: TakeGate;
  maxCells?: number;
}): AvailabilityCells {
  const { lifetimeMs, clock, count, gate, maxCells = MAX_CELLS } = options;
  const maxAgeWhileRecounted = Math.max(lifetimeMs, MAX_READ_AGE_MS);
  // Map order is insertion order: the first key is the oldest cell.
  const cells = new Map<string, Stored>();
  // Which tickets a quota limits (learnt from the counts), and every ticket counted.
  const ticketsOfQuota = new Map<number, Set<number>>();
  const tickets = new Set<number>();
  // Cells a new hold changed, with the time of the last take on them: counted with their
  // pools while that is less than HOT_MS ago.
  const hot = new Map<string, number>();
  const runs = new Set<Run>();
  // Cells being recounted in the background, and how many per day.
  const refreshing = new Set<string>();
  const refreshingOnDay = new Map<string, number>();
  // Per day, the changes of its cells; the epoch counts the times every cell went.
  const versions = new Map<string, number>();
  let epoch = 0;
  const changedOn = (day: string) => versions.set(day, (versions.get(day) ?? 0) + 1);
  const dayOfKey = (key: string) => key.slice(key.indexOf("|") + 1);

  const placesOf = (cell: { available: number | null; pools?: CellPools }) =>
    cell.pools ? placesOfPools(cell.pools) : cell.available;

  const evictOldest = () => {
    while (cells.size > maxCells) {
      const oldest = cells.keys().next().value;
      if (oldest === undefined) break;
      cells.delete(oldest);
      changedOn(dayOfKey(oldest));
    }
  };

  const store = (counted: CountedCell, storedAt: number) => {
    const key = cellKey(counted.ticketId, counted.day);
    const before = cells.get(key);
    // A recount that found what was kept changes nothing built from it.
    if (!before || before.onSale !== counted.onSale || placesOf(before) !== placesOf(counted)) {
      changedOn(counted.day);
    }
    cells.delete(key);
    cells.set(key, {
      onSale: counted.onSale,
      available: counted.available,
      pools: counted.pools,
      storedAt,
    });
    // A ticket's quotas change with the catalogue only, which drops every cell (invalidate):
    // a cell kept before has told them.
    if (before) return evictOldest();
    tickets.add(counted.ticketId);
    for (const quotaId of counted.quotaIds) {
      let limited = ticketsOfQuota.get(quotaId);
      if (!limited) {
        limited = new Set();
        ticketsOfQuota.set(quotaId, limited);
      }
      limited.add(counted.ticketId);
    }
    evictOldest();
  };

  /** Counts a rectangle; keeps the cells no write changed meanwhile. */
  const countAndKeep = async (rectangle: Rectangle, withPools: boolean): Promise<CountedCell[]> => {
    const { from, to } = rectangle;
    if (from === undefined || to === undefined) return [];
    const counting = async () => {
      const startedAt = clock().getTime();
      const run: Run = { writes: [] };
      runs.add(run);
      try {
        const counted = await count([...rectangle.tickets], from, to, withPools);
        for (let index = 0; index < counted.length; index += 1) {
          // A long count is kept in slices, serving requests and hearing writes between them
          // (a two-month calendar's 5,400 cells held the event loop for 12-17 ms at once).
          if (index > 0 && index % STORE_SLICE === 0) await nextTurn();
          const cell = counted[index] as CountedCell;
          cell.countedAt = startedAt;
          if (!touches(cell, run.writes)) store(cell, startedAt);
        }
        return counted;
      } finally {
        runs.delete(run);
      }
    };
    return withPools && gate ? gate.alone(counting) : counting();
  };

  const refresh = (rectangle: Rectangle, withPools: boolean) => {
    for (const key of rectangle.keys) {
      refreshing.add(key);
      const day = dayOfKey(key);
      refreshingOnDay.set(day, (refreshingOnDay.get(day) ?? 0) + 1);
    }
    void countAndKeep(rectangle, withPools)
      // A failed recount keeps nothing: the cells run out and the next read counts them.
      .catch(() => undefined)
      .finally(() => {
        for (const key of rectangle.keys) {
          refreshing.delete(key);
          const day = dayOfKey(key);
          const left = (refreshingOnDay.get(day) ?? 1) - 1;
          if (left > 0) refreshingOnDay.set(day, left);
          else refreshingOnDay.delete(day);
        }
      });
  };

  const markHot = (key: string, now: number) => {
    hot.delete(key);
    hot.set(key, now);
    if (hot.size > MAX_HOT_CELLS) {
      const oldest = hot.keys().next().value;
      if (oldest !== undefined) hot.delete(oldest);
    }
  };

  const isHot = (key: string, now: number) => {
    const takenAt = hot.get(key);
    if (takenAt === undefined) return false;
    if (takenAt <= now && now - takenAt < HOT_MS) return true;
    hot.delete(key);
    return false;
  };

  return {
    async read(ticketIds, from, to) {
      const answer = new Map<string, Cell>();
      if (ticketIds.length === 0) return answer;
      if (lifetimeMs <= 0) {
        for (const cell of await count(ticketIds, from, to, false)) {
          answer.set(cellKey(cell.ticketId, cell.day), cell);
        }
        return answer;
      }
      const days = daysFrom(from, to);
      const now = clock().getTime();
      // Missing and aging cells, the hot ones apart (counted with their pools).
      const missing = [new Rectangle(), new Rectangle()];
      const aging = [new Rectangle(), new Rectangle()];
      for (const ticketId of ticketIds) {
        for (const day of days) {
          const key = cellKey(ticketId, day);
          const stored = cells.get(key);
          const kind = gate && isHot(key, now) ? 1 : 0;
          // A clock moved back (tests) makes a cell of the future stale as well.
          const age = stored ? now - stored.storedAt : -1;
          const answerable =
            age < lifetimeMs || (refreshing.has(key) && age < maxAgeWhileRecounted);
          if (stored && age >= 0 && answerable) {
            answer.set(key, {
              onSale: stored.onSale,
              available: placesOf(stored),
              countedAt: stored.storedAt,
            });
            if (age * 2 >= lifetimeMs && !refreshing.has(key)) aging[kind]?.add(ticketId, day, key);
          } else {
            missing[kind]?.add(ticketId, day, key);
          }
        }
      }
      aging.forEach((rectangle, kind) => {
        if (rectangle.keys.length > 0) refresh(rectangle, kind === 1);
      });
      // One count per kind (a rectangle: it may recount a few cells that were fresh, which
      // only renews them).
      const counted = await Promise.all(
        missing.map((rectangle, kind) => countAndKeep(rectangle, kind === 1)),
      );
      for (const cell of counted.flat()) {
        answer.set(cellKey(cell.ticketId, cell.day), {
          onSale: cell.onSale,
          available: placesOf(cell),
          countedAt: cell.countedAt,
        });
      }
      return answer;
    },

    invalidate(changed, taken) {
      for (const run of runs) {
        if (run.writes !== null) run.writes = changed === null ? null : [...run.writes, ...changed];
      }
      if (changed === null) {
        cells.clear();
        ticketsOfQuota.clear();
        tickets.clear();
        epoch += 1;
        return;
      }
      const placesTaken = new Map(taken?.map((take) => [take.key, take.places]));
      // Each cell once, though a write changes several of its quotas.
      const changedCells = new Set<string>();
      for (const pool of changed) {
        const limited = pool.quotaId === "any" ? tickets : ticketsOfQuota.get(pool.quotaId);
        for (const ticketId of limited ?? []) changedCells.add(cellKey(ticketId, pool.day));
      }
      const now = clock().getTime();
      for (const key of changedCells) {
        changedOn(dayOfKey(key));
        const stored = cells.get(key);
        if (taken) markHot(key, now);
        if (taken && stored?.pools) {
          // A take on a cell kept with its pools: they lose the places taken from them.
          for (const pool of [...stored.pools.day, ...(stored.pools.slots ?? []).flat()]) {
            const places = placesTaken.get(pool.key);
            if (places !== undefined) pool.free -= places;
          }
          continue;
        }
        cells.delete(key);
      }
    },

    dayVersion(day) {
      // Without a cache every read counts anew: nothing built from cells is kept.
      if (lifetimeMs <= 0) epoch += 1;
      return `${epoch}.${versions.get(day) ?? 0}`;
    },

    reusable(day, countedAt) {
      if (lifetimeMs <= 0) return false;
      // A clock moved back (tests) makes a count of the future stale as well.
      const age = clock().getTime() - countedAt;
      if (age < 0) return false;
      return age * 2 < lifetimeMs || (refreshingOnDay.has(day) && age < maxAgeWhileRecounted);
    },
  };
}
