// The catalogue load's view of the ledger (catalogue/load-catalogue.ts, events-sync.ts,
// quota-pools-sync.ts, tours-sync.ts): it locks every pool, reads the places in use of event and
// tour pools, defines and deletes pools, and removes the spent holds of what the file no longer
// lists. The load reaches the ledger's tables only through these (capacity/ledger.ts exports them).
import type { Queryable } from "../../db/database";
import type { Pool, PoolKind } from "./pool";
import * as repo from "./repository";

/** An event pool (a date's places or a seat) and its places in use. */
export interface EventPoolUse {
  key: string;
  kind: string;
  ref: number;
  /** Places sold plus places held by lines not yet expired. */
  used: number;
}

/** Every pool, against writes (reads still run), until the load's transaction ends. */
export async function lockAllPools(tx: Queryable): Promise<void> {
  await tx.query("LOCK TABLE capacity_pools IN EXCLUSIVE MODE");
}

/**
 * Sets the capacity of pools (an event date's places, a seat), creating them; a capacity below
 * the places sold and held is refused by the constraint capacity_pools_within_capacity.
 */
export async function definePools(
  tx: Queryable,
  pools: readonly { pool: Pool; capacity: number }[],
): Promise<void> {
  await repo.definePools(tx, pools);
}

/** Releases the expired hold lines of these pools (so they count no more). */
export async function releaseExpiredLines(
  tx: Queryable,
  keys: readonly string[],
  now: Date,
): Promise<void> {
  await repo.releaseExpiredLines(tx, keys, now);
}

/** The pools of these kinds, with their places in use at `now` (expired lines released first). */
export async function readPoolUses(
  tx: Queryable,
  now: Date,
  kinds: readonly PoolKind[],
): Promise<EventPoolUse[]> {
  const keys = await tx.query<{ key: string }>(
    "SELECT key FROM capacity_pools WHERE kind = ANY($1::text[])",
    [kinds],
  );
  await repo.releaseExpiredLines(
    tx,
    keys.rows.map((row) => row.key),
    now,
  );
  const result = await tx.query<EventPoolUse>(
    `SELECT key, kind, ref, sold + held AS used FROM capacity_pools
     WHERE kind = ANY($1::text[])`,
    [kinds],
  );
  return result.rows;
}

/** The event pools, with their places in use at `now` (expired lines released first). */
export function readEventPoolUses(tx: Queryable, now: Date): Promise<EventPoolUse[]> {
  return readPoolUses(tx, now, ["event_date", "seat"]);
}

/** Deletes the pools of `keys` nobody uses (no places sold, held or set aside, no lines). */
export async function deleteUnusedPools(tx: Queryable, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx.query(
    `DELETE FROM capacity_pools c WHERE c.key = ANY($1::text[]) AND c.sold = 0 AND c.held = 0
       AND c.waiting = 0
       AND NOT EXISTS (SELECT 1 FROM hold_lines l WHERE l.pool = c.key)`,
    [keys],
  );
}

/**
 * Deletes the event holds of dates not in `dateIds` or seats not in `seatIds` that no longer
 * hold anything (expired, their lines released; the sweeper keeps such rows a while) and no
 * order names. Live ones are the load's to refuse before.
 */
export async function deleteSpentEventHolds(
  tx: Queryable,
  dateIds: readonly number[],
  seatIds: readonly number[],
): Promise<void> {
  await tx.query(
    `DELETE FROM holds h
     WHERE h.event_date_id IS NOT NULL
       AND (NOT (h.event_date_id = ANY($1::int[])) OR NOT (h.seat_id = ANY($2::int[])))
       AND NOT EXISTS (SELECT 1 FROM hold_lines l WHERE l.hold_token = h.token)
       AND NOT EXISTS (SELECT 1 FROM order_holds o WHERE o.hold_token = h.token)`,
    [dateIds, seatIds],
  );
}
