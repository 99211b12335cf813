// What a pool of the capacity ledger counts (DESIGN §4, migration 0500): everything that can
// run out is a pool, keyed by what it counts. A hold takes places from one or more pools;
// several tickets or products can draw on the same pool.

/** The kinds of things that can run out. */
export type PoolKind = "quota" | "event_date" | "seat" | "tour" | "equipment" | "stock";

export interface Pool {
  kind: PoolKind;
  /** The id of what it counts: the quota, event date, seat, tour, equipment or product. */
  ref: number;
  /** "YYYY-MM-DD" for things counted per day (quotas, tours, equipment); else null. */
  day: string | null;
  /** "HH:MM" for things counted per start time; DAY_START for a day quota; else null. */
  startTime: string | null;
}

/** The start time under which a day quota keeps its one pool per day. */
export const DAY_START = "00:00";

/** A ticket quota's pool on a day, at a start time for slot quotas. */
export function quotaPool(quotaId: number, day: string, startTime: string = DAY_START): Pool {
  return { kind: "quota", ref: quotaId, day, startTime };
}

/** An event date's places (migration 0513). */
export function eventDatePool(dateId: number): Pool {
  return { kind: "event_date", ref: dateId, day: null, startTime: null };
}

/** One seat of a seated event date: a pool of one, by its event_date_seats id. */
export function seatPool(dateSeatId: number): Pool {
  return { kind: "seat", ref: dateSeatId, day: null, startTime: null };
}

/** A tour's participants at one of its start times (migration 0530). */
export function tourPool(tourId: number, day: string, startTime: string): Pool {
  return { kind: "tour", ref: tourId, day, startTime };
}

/** One piece of a tour's equipment at one of the tour's start times (migration 0530). */
export function equipmentPool(equipmentId: number, day: string, startTime: string): Pool {
  return { kind: "equipment", ref: equipmentId, day, startTime };
}

/** An article's stock (migration 0532): its pieces, sold and in carts, on no day. */
export function stockPool(merchandiseId: number): Pool {
  return { kind: "stock", ref: merchandiseId, day: null, startTime: null };
}

/** The pool's key: its row in capacity_pools and its place in the lock order. */
export function poolKey(pool: Pool): string {
  let key = `${pool.kind}:${pool.ref}`;
  if (pool.day !== null) key += `:${pool.day}`;
  if (pool.startTime !== null) key += `:${pool.startTime}`;
  return key;
}

const KINDS: readonly PoolKind[] = ["quota", "event_date", "seat", "tour", "equipment", "stock"];
const KEY = /^([a-z_]+):(\d+)(?::(\d{4}-\d{2}-\d{2}))?(?::(\d{2}:\d{2}))?$/;

/** The pool a key names (keys come from poolKey); throws on anything else. */
export function parsePoolKey(key: string): Pool {
  const match = KEY.exec(key);
  const kind = KINDS.find((k) => k === match?.[1]);
  if (!match || !kind) throw new Error(`not a pool key: ${key}`);
  return { kind, ref: Number(match[2]), day: match[3] ?? null, startTime: match[4] ?? null };
}

/**
 * DESIGN §4's one lock order: by key in the C collation (code-unit order, as SQL
 * `ORDER BY key` on capacity_pools, whose key column is COLLATE "C").
 */
export function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Distinct keys in lock order. */
export function sortedKeys(keys: Iterable<string>): string[] {
  return [...new Set(keys)].sort(compareKeys);
}
