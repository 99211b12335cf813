// SQL of the capacity ledger (DESIGN §4, migration 0500). Every statement that changes `held`
// runs in a transaction that first locked the pools it touches (lockPools), in key order.
// Free places are pool_free() (migration 0500) everywhere: the one definition.
import type { Queryable } from "../../db/database";
import { type Pool, poolKey } from "./pool";

/** Missing pools are created from pool_default_capacity(); existing ones stay as they are. */
export async function ensurePools(db: Queryable, pools: readonly Pool[]): Promise<void> {
  if (pools.length === 0) return;
  // Existing keys are filtered out by a plain read first: a conflicting insert would wait for
  // whoever is changing that row, and this runs before any lock is taken.
  await db.query(
    `INSERT INTO capacity_pools (key, kind, ref, day, start_time, capacity)
     SELECT p.key, p.kind, p.ref, p.day, p.start_time, pool_default_capacity(p.kind, p.ref)
     FROM jsonb_to_recordset($1::jsonb)
       AS p(key text, kind text, ref integer, day date, start_time time)
     WHERE pool_default_capacity(p.kind, p.ref) IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM capacity_pools c WHERE c.key = p.key)
     ORDER BY p.key COLLATE "C"
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(pools.map(poolRow))],
  );
}

function poolRow(pool: Pool) {
  return {
    key: poolKey(pool),
    kind: pool.kind,
    ref: pool.ref,
    day: pool.day,
    start_time: pool.startTime,
  };
}

/**
 * Sets the capacity of pools a module defines (an event date's places, a seat, a product's
 * stock), creating them; a capacity below the places sold and held is refused by the
 * constraint capacity_pools_within_capacity. Places set aside for a waiting list stay aside.
 */
export async function definePools(
  db: Queryable,
  pools: readonly { pool: Pool; capacity: number }[],
): Promise<void> {
  if (pools.length === 0) return;
  await db.query(
    `INSERT INTO capacity_pools (key, kind, ref, day, start_time, capacity)
     SELECT p.key, p.kind, p.ref, p.day, p.start_time, p.capacity
     FROM jsonb_to_recordset($1::jsonb)
       AS p(key text, kind text, ref integer, day date, start_time time, capacity integer)
     ORDER BY p.key COLLATE "C"
     ON CONFLICT (key) DO UPDATE SET capacity = excluded.capacity - capacity_pools.waiting`,
    [JSON.stringify(pools.map(({ pool, capacity }) => ({ ...poolRow(pool), capacity })))],
  );
}

/**
 * Locks the pools until the transaction ends. PostgreSQL locks rows in the order the ORDER BY
 * delivers them (the lock step runs above the sort), so every transaction takes its locks by
 * key and two of them never wait on each other in a cycle.
 */
export async function lockPools(tx: Queryable, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx.query(
    "SELECT 1 FROM capacity_pools WHERE key = ANY($1::text[]) ORDER BY key FOR UPDATE",
    [keys],
  );
}

/**
 * Releases the expired hold lines of these pools: deletes them and lowers `held` by their
 * places. Runs under the pools' locks, so it sees every committed line.
 */
export async function releaseExpiredLines(
  tx: Queryable,
  keys: readonly string[],
  now: Date,
): Promise<void> {
  if (keys.length === 0) return;
  await tx.query(
    `WITH expired AS (
       DELETE FROM hold_lines l WHERE l.pool = ANY($1::text[]) AND l.valid_until <= $2
       RETURNING l.pool, l.quantity
     ), totals AS (
       SELECT pool, sum(quantity)::int AS quantity FROM expired GROUP BY pool
     )
     UPDATE capacity_pools c SET held = c.held - t.quantity FROM totals t WHERE c.key = t.pool`,
    [keys, now],
  );
}

export interface PoolDelta {
  key: string;
  /** Places to add to `held` (negative to give back, 0 to only tidy up). */
  delta: number;
}

/** A pool that could not give the places asked of it, and the places it has left. */
export interface Shortage {
  key: string;
  free: number;
}

/**
 * On pools this transaction has locked: releases their lines expired at `now` and changes
 * `held` by each delta, in one statement. A pool whose free places are below its delta is
 * left out; answers those with their free places, and the caller rolls back: all or nothing.
 */
export async function movePlaces(
  tx: Queryable,
  deltas: readonly PoolDelta[],
  now: Date,
): Promise<Shortage[]> {
  if (deltas.length === 0) return [];
  const result = await tx.query<Shortage>(
    `WITH k AS (
       SELECT * FROM unnest($1::text[], $2::int[]) AS k(pool, delta)
     ), expired AS (
       DELETE FROM hold_lines l USING k WHERE l.pool = k.pool AND l.valid_until <= $3
       RETURNING l.pool, l.quantity
     ), released AS (
       SELECT pool, sum(quantity)::int AS quantity FROM expired GROUP BY pool
     ), changed AS (
       UPDATE capacity_pools c SET held = c.held - coalesce(r.quantity, 0) + k.delta
       FROM k LEFT JOIN released r USING (pool)
       WHERE c.key = k.pool
         -- Giving places back always fits (the free places may be below 0 while a waiting
         -- list has places aside, migration 0539).
         AND (k.delta <= 0
              OR pool_free(c.capacity, c.sold, c.held, coalesce(r.quantity, 0)) >= k.delta)
       RETURNING c.key
     )
     -- Pools left out, with the places they have (the snapshot before the UPDATE). A key
     -- without a row has none; a delta of 0 on it (tidying up) asked for nothing.
     SELECT k.pool AS key,
            coalesce(greatest(pool_free(c.capacity, c.sold, c.held, coalesce(r.quantity, 0)), 0),
                     0) AS free
     FROM k LEFT JOIN capacity_pools c ON c.key = k.pool LEFT JOIN released r USING (pool)
     WHERE k.pool NOT IN (SELECT key FROM changed) AND (c.key IS NOT NULL OR k.delta > 0)`,
    [deltas.map((d) => d.key), deltas.map((d) => d.delta), now],
  );
  return result.rows;
}

/** One pool's state at an instant. */
export interface PoolState {
  key: string;
  capacity: number;
  sold: number;
  /** Places held by holds still valid at `now`. */
  held: number;
  available: number;
}

/**
 * The state of these pools at the instant `now`: holds expired at `now` no longer count,
 * whether or not they were released yet. A pool not created yet reads as its default
 * capacity (0 for kinds that have none).
 */
export async function readPools(
  db: Queryable,
  pools: readonly Pool[],
  now: Date,
): Promise<PoolState[]> {
  if (pools.length === 0) return [];
  const result = await db.query<PoolState>(
    `SELECT p.key, s.capacity, s.sold, s.held - s.expired AS held,
            greatest(pool_free(s.capacity - s.waiting, s.sold, s.held, s.expired), 0)
              AS available
     FROM jsonb_to_recordset($1::jsonb) AS p(key text, kind text, ref integer)
     LEFT JOIN capacity_pools c ON c.key = p.key
     CROSS JOIN LATERAL (
       -- The whole capacity, places set aside for a waiting list included (migration 0539).
       SELECT coalesce(c.capacity + c.waiting, pool_default_capacity(p.kind, p.ref), 0)
                AS capacity,
              coalesce(c.sold, 0) AS sold, coalesce(c.held, 0) AS held,
              coalesce(c.waiting, 0) AS waiting,
              coalesce((SELECT sum(l.quantity)::int FROM hold_lines l
                        WHERE l.pool = p.key AND l.valid_until <= $2), 0) AS expired
     ) s
     ORDER BY p.key COLLATE "C"`,
    [JSON.stringify(pools.map(poolRow)), now],
  );
  return result.rows;
}

/** Pools that have expired lines at `now`, in lock order. */
export async function poolsWithExpiredLines(
  db: Queryable,
  now: Date,
  limit: number,
): Promise<string[]> {
  const result = await db.query<{ pool: string }>(
    `SELECT DISTINCT pool FROM hold_lines WHERE valid_until <= $1 ORDER BY pool LIMIT $2`,
    [now, limit],
  );
  return result.rows.map((row) => row.pool);
}
