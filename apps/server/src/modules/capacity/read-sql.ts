// SQL fragments through which the availability reads (tickets/availability-sql.ts, the cart's
// articles: merchandise/repository.ts) count the places of pools: the ledger's tables are read here only, and free places are
// pool_free() (migration 0500), the one definition.

/**
 * The pools of ticket quotas as a table `alias` with the columns quota_id, day, start_time,
 * key, capacity (the public's: places a waiting list set aside are out of it, migration 0539),
 * sold, held and waiting (the planner inlines it and reads capacity_pools_by_ref).
 */
export function quotaPools(alias: string): string {
  return `(SELECT ref AS quota_id, day, start_time, key, capacity, sold, held, waiting
           FROM capacity_pools WHERE kind = 'quota') AS ${alias}`;
}

/** The key of a quota's pool (poolKey in pool.ts) from SQL expressions. */
export function quotaPoolKeySql(quota: string, day: string, start: string): string {
  return `('quota:' || ${quota} || ':' || to_char(${day}, 'YYYY-MM-DD') || ':'
           || to_char(${start}, 'HH24:MI'))`;
}

/**
 * LEFT JOINs one quota pool as `qc` (by its key: one primary-key lookup per row, whichever
 * join order the planner picks) and the places of its expired, unreleased hold lines as
 * `qe.quantity`, read through hold_lines_pool_expiry only when the pool holds places.
 */
export function quotaPoolJoin(quota: string, day: string, start: string, now: string): string {
  return `
  LEFT JOIN ${quotaPools("qc")} ON qc.key = ${quotaPoolKeySql(quota, day, start)}
  LEFT JOIN LATERAL (
    SELECT sum(l.quantity)::int AS quantity FROM hold_lines l
    WHERE qc.held > 0 AND l.pool = qc.key AND l.valid_until <= ${now}
  ) AS qe ON true`;
}

/** The free places of the pool joined by quotaPoolJoin; `capacity` when it has no row yet. */
export function quotaPoolFree(capacity: string): string {
  return `CASE WHEN qc.key IS NULL THEN ${capacity}
          ELSE greatest(pool_free(qc.capacity, qc.sold, qc.held, coalesce(qe.quantity, 0)), 0)
          END`;
}

/**
 * The CTE body of the pools of the quotas `quotaIds` (a subquery) from `from` to `to`: one row
 * per pool with quota_id, day, start_time, total and free at `now`.
 */
export function quotaPoolsFree(quotaIds: string, from: string, to: string, now: string): string {
  return `
  SELECT c.quota_id, c.day, c.start_time, c.capacity + c.waiting AS total,
         greatest(pool_free(c.capacity, c.sold, c.held, coalesce(e.quantity, 0)), 0) AS free
  FROM ${quotaPools("c")}
  LEFT JOIN LATERAL (
    SELECT sum(l.quantity)::int AS quantity FROM hold_lines l
    WHERE c.held > 0 AND l.pool = c.key AND l.valid_until <= ${now}
  ) AS e ON true
  WHERE c.quota_id IN ${quotaIds} AND c.day BETWEEN ${from} AND ${to}`;
}

/**
 * The pieces of article `merchandiseId` (an SQL expression) free at `now`: its stock pool's
 * free places (0 without a pool), expired unreleased lines counted free.
 */
export function stockPoolFree(merchandiseId: string, now: string): string {
  return `coalesce((
    SELECT greatest(pool_free(c.capacity, c.sold, c.held, coalesce((
             SELECT sum(l.quantity)::int FROM hold_lines l
             WHERE c.held > 0 AND l.pool = c.key AND l.valid_until <= ${now}), 0)), 0)
    FROM capacity_pools c WHERE c.key = 'stock:' || ${merchandiseId}), 0)`;
}
