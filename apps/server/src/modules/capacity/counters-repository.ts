// SQL of the capacity counters (DESIGN §4). Every function that changes `held` runs inside a
// transaction that first locked the counter rows it touches (lockCounters), in key order.
import type { Queryable } from "../../db/database";
import { type CounterKey, counterKeyId, keyArrays } from "./counter-key";

const KEYS = "unnest($1::int[], $2::date[], $3::time[]) AS k(quota_id, day, start_time)";

/**
 * Creates missing counter rows from their quota's capacity; existing rows stay as they are.
 * take_hold (migration 0300) creates them the same way on the hot path.
 * Existing keys are filtered out by a plain read first: a conflicting insert would wait for
 * whoever is changing that row, and this runs before any lock is taken.
 */
export async function ensureCounters(db: Queryable, keys: readonly CounterKey[]): Promise<void> {
  if (keys.length === 0) return;
  await db.query(
    `INSERT INTO quota_counters (quota_id, day, start_time, capacity)
     SELECT k.quota_id, k.day, k.start_time, q.capacity
     FROM ${KEYS} JOIN quotas q ON q.id = k.quota_id
     WHERE NOT EXISTS (SELECT 1 FROM quota_counters c
                       WHERE c.quota_id = k.quota_id AND c.day = k.day AND c.start_time = k.start_time)
     ORDER BY k.quota_id, k.day, k.start_time
     ON CONFLICT DO NOTHING`,
    keyArrays(keys),
  );
}

/**
 * Locks the counter rows until the transaction ends. PostgreSQL locks rows in the order
 * the ORDER BY delivers them (the lock step runs above the sort), so every transaction
 * takes its locks by quota id, day and start time, and two of them never wait on each other
 * in a cycle.
 */
export async function lockCounters(tx: Queryable, keys: readonly CounterKey[]): Promise<void> {
  if (keys.length === 0) return;
  await tx.query(
    `SELECT c.quota_id FROM quota_counters c
     JOIN ${KEYS} USING (quota_id, day, start_time)
     ORDER BY c.quota_id, c.day, c.start_time
     FOR UPDATE OF c`,
    keyArrays(keys),
  );
}

/**
 * Releases the expired hold lines of these counters: deletes them and lowers `held` by
 * their places. Runs under the counters' locks, so it sees every committed line.
 */
export async function releaseExpiredLines(
  tx: Queryable,
  keys: readonly CounterKey[],
  now: Date,
): Promise<void> {
  if (keys.length === 0) return;
  await tx.query(
    `WITH expired AS (
       DELETE FROM hold_lines l USING ${KEYS}
       WHERE l.quota_id = k.quota_id AND l.day = k.day AND l.start_time = k.start_time
         AND l.valid_until <= $4
       RETURNING l.quota_id, l.day, l.start_time, l.quantity
     ), totals AS (
       SELECT quota_id, day, start_time, sum(quantity)::int AS quantity
       FROM expired GROUP BY quota_id, day, start_time
     )
     UPDATE quota_counters c SET held = c.held - t.quantity
     FROM totals t
     WHERE c.quota_id = t.quota_id AND c.day = t.day AND c.start_time = t.start_time`,
    [...keyArrays(keys), now],
  );
}

export interface CounterDelta {
  key: CounterKey;
  /** Places to add to `held` (negative to give back, 0 to only tidy up). */
  delta: number;
}

function deltaArrays(deltas: readonly CounterDelta[]) {
  return [...keyArrays(deltas.map((d) => d.key)), deltas.map((d) => d.delta)];
}

/**
 * On counters this transaction has locked: releases their lines expired at `now` and
 * changes `held` by each delta, in one statement. A counter whose free places
 * (capacity − sold − held, expired lines given back) are below its delta is left out;
 * answers those keys, and the caller rolls back: all or nothing.
 */
export async function takePlaces(
  tx: Queryable,
  deltas: readonly CounterDelta[],
  now: Date,
): Promise<CounterKey[]> {
  if (deltas.length === 0) return [];
  const result = await tx.query<{ quota_id: number; day: string; start_time: string }>(
    `WITH k AS (
       SELECT * FROM unnest($1::int[], $2::date[], $3::time[], $4::int[])
         AS k(quota_id, day, start_time, delta)
     ), expired AS (
       DELETE FROM hold_lines l USING k
       WHERE l.quota_id = k.quota_id AND l.day = k.day AND l.start_time = k.start_time
         AND l.valid_until <= $5
       RETURNING l.quota_id, l.day, l.start_time, l.quantity
     ), released AS (
       SELECT quota_id, day, start_time, sum(quantity)::int AS quantity
       FROM expired GROUP BY quota_id, day, start_time
     )
     UPDATE quota_counters c SET held = c.held - coalesce(r.quantity, 0) + k.delta
     FROM k LEFT JOIN released r USING (quota_id, day, start_time)
     WHERE c.quota_id = k.quota_id AND c.day = k.day AND c.start_time = k.start_time
       AND c.capacity - c.sold - (c.held - coalesce(r.quantity, 0)) >= k.delta
     RETURNING c.quota_id, c.day, to_char(c.start_time, 'HH24:MI') AS start_time`,
    [...deltaArrays(deltas), now],
  );
  const changed = new Set(
    result.rows.map((r) =>
      counterKeyId({ quotaId: r.quota_id, day: r.day, startTime: r.start_time }),
    ),
  );
  return deltas.map((d) => d.key).filter((key) => !changed.has(counterKeyId(key)));
}

/**
 * The negative control's way of taking places (test only): read the free places without a
 * lock, decide in the application, then write unconditionally — the race DESIGN §4 forbids.
 */
export async function changeHeldUnguarded(
  tx: Queryable,
  deltas: readonly CounterDelta[],
): Promise<CounterKey[]> {
  const refused: CounterKey[] = [];
  for (const { key, delta } of deltas) {
    const free = await tx.query<{ free: number }>(
      `SELECT capacity - sold - held AS free FROM quota_counters
       WHERE quota_id = $1 AND day = $2 AND start_time = $3`,
      [key.quotaId, key.day, key.startTime],
    );
    if ((free.rows[0]?.free ?? 0) < delta) refused.push(key);
  }
  if (refused.length > 0) return refused;
  for (const { key, delta } of deltas) {
    await tx.query(
      `UPDATE quota_counters SET held = held + $4
       WHERE quota_id = $1 AND day = $2 AND start_time = $3`,
      [key.quotaId, key.day, key.startTime, delta],
    );
  }
  return [];
}

export interface CounterState {
  quotaId: number;
  day: string;
  startTime: string;
  capacity: number;
  sold: number;
  /** Places held by holds still valid at `now`. */
  held: number;
  available: number;
}

/**
 * The state of these counters at the instant `now`, for capacity and calendar answers:
 * holds expired at `now` no longer count, whether or not they were released yet. A counter
 * row not created yet reads as its quota's full capacity.
 */
export async function readCounters(
  db: Queryable,
  keys: readonly CounterKey[],
  now: Date,
): Promise<CounterState[]> {
  if (keys.length === 0) return [];
  const result = await db.query<CounterState>(
    `SELECT k.quota_id AS "quotaId", k.day::text AS day,
            to_char(k.start_time, 'HH24:MI') AS "startTime",
            s.capacity, s.sold, s.held, greatest(s.capacity - s.sold - s.held, 0) AS available
     FROM ${KEYS}
     JOIN quotas q ON q.id = k.quota_id
     LEFT JOIN quota_counters c USING (quota_id, day, start_time)
     CROSS JOIN LATERAL (
       SELECT coalesce(c.capacity, q.capacity) AS capacity,
              coalesce(c.sold, 0) AS sold,
              coalesce(c.held, 0) - coalesce((
                SELECT sum(l.quantity)::int FROM hold_lines l
                WHERE l.quota_id = k.quota_id AND l.day = k.day AND l.start_time = k.start_time
                  AND l.valid_until <= $4
              ), 0) AS held
     ) s
     ORDER BY k.quota_id, k.day, k.start_time`,
    [...keyArrays(keys), now],
  );
  return result.rows;
}
