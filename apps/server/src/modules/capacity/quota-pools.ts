// The catalogue load's view of the ledger (catalogue/quota-pools-sync.ts, DESIGN §4): the pools
// of ticket quotas, read and written by quota, day and start time while the load holds every
// pool locked against writes (lockAllPools).
import type { Queryable } from "../../db/database";
import { poolKey, quotaPool } from "./pool";

export interface QuotaPoolRow {
  quota_id: number;
  day: string;
  start_time: string;
  capacity: number;
  sold: number;
  held: number;
  presold: number;
}

export function quotaPoolKey(row: Pick<QuotaPoolRow, "quota_id" | "day" | "start_time">): string {
  return poolKey(quotaPool(row.quota_id, row.day, row.start_time));
}

/**
 * The pools of these quotas from `fromDay` on, in lock order; `capacity` is the whole capacity,
 * places set aside for a waiting list included (migration 0539), as the file states it.
 */
export async function readQuotaPools(
  tx: Queryable,
  quotaIds: readonly number[],
  fromDay: string,
): Promise<QuotaPoolRow[]> {
  const result = await tx.query<QuotaPoolRow>(
    `SELECT ref AS quota_id, day::text AS day, to_char(start_time, 'HH24:MI') AS start_time,
            capacity + waiting AS capacity, sold, held, presold
     FROM capacity_pools WHERE kind = 'quota' AND ref = ANY($1::int[]) AND day >= $2
     ORDER BY key`,
    [quotaIds, fromDay],
  );
  return result.rows;
}

/**
 * Updates existing quota pools and creates new ones (the whole capacity, sold, presold); places
 * set aside for a waiting list stay aside.
 */
export async function writeQuotaPools(
  tx: Queryable,
  updates: readonly QuotaPoolRow[],
  inserts: readonly QuotaPoolRow[],
): Promise<void> {
  const withKey = (rows: readonly QuotaPoolRow[]) =>
    JSON.stringify(rows.map((row) => ({ ...row, key: quotaPoolKey(row) })));
  const columns = `key text, quota_id integer, day date, start_time time, capacity integer,
                   sold integer, presold integer`;
  if (updates.length > 0) {
    await tx.query(
      `UPDATE capacity_pools c SET capacity = r.capacity - c.waiting, sold = r.sold,
                                   presold = r.presold
       FROM jsonb_to_recordset($1::jsonb) AS r(${columns})
       WHERE c.key = r.key`,
      [withKey(updates)],
    );
  }
  if (inserts.length > 0) {
    await tx.query(
      `INSERT INTO capacity_pools (key, kind, ref, day, start_time, capacity, sold, presold)
       SELECT key, 'quota', quota_id, day, start_time, capacity, sold, presold
       FROM jsonb_to_recordset($1::jsonb) AS r(${columns})`,
      [withKey(inserts)],
    );
  }
}

/**
 * The pools of quotas the file no longer lists: their pre-sold places go (the file no longer
 * speaks of them), and pools with nothing sold or held are deleted.
 */
export async function dropUnlistedQuotaPools(
  tx: Queryable,
  keepIds: readonly number[],
): Promise<void> {
  await tx.query(
    `UPDATE capacity_pools SET sold = sold - presold, presold = 0
     WHERE kind = 'quota' AND NOT (ref = ANY($1::int[])) AND presold > 0`,
    [keepIds],
  );
  await tx.query(
    `DELETE FROM capacity_pools c
     WHERE c.kind = 'quota' AND NOT (c.ref = ANY($1::int[])) AND c.sold = 0 AND c.held = 0
       AND c.waiting = 0 AND NOT EXISTS (SELECT 1 FROM hold_lines l WHERE l.pool = c.key)`,
    [keepIds],
  );
}

/** Whether a quota has pools (then it keeps its id and kind: they are records of places). */
export const QUOTA_HAS_POOLS = (quotaId: string) =>
  `EXISTS (SELECT 1 FROM capacity_pools c WHERE c.kind = 'quota' AND c.ref = ${quotaId})`;
