// The waiting list's part of the ledger (issue 34, Deliver 3; migration 0539): places a pool's
// list asks for are set aside (`waiting`, out of the public's `capacity`), so no taker gets
// them, however they come back; an offer to the first in line moves them into its hold.
import type { Queryable } from "../../db/database";
import type { LineWrite } from "./lines";
import { releaseExpiredLines } from "./repository";

const keysOf = (lines: readonly LineWrite[]) => lines.map((line) => line.key);
const placesOf = (lines: readonly LineWrite[], sign: number) =>
  lines.map((line) => sign * line.places);

/**
 * On pools this transaction has locked: sets the places of `lines` aside for their list, or,
 * with `sign` -1, gives them back to the public (a sign-up that leaves the list unserved).
 */
export async function setAside(
  tx: Queryable,
  lines: readonly LineWrite[],
  sign: 1 | -1 = 1,
): Promise<void> {
  if (lines.length === 0) return;
  await tx.query(
    `UPDATE capacity_pools c SET capacity = c.capacity - k.places, waiting = c.waiting + k.places
     FROM unnest($1::text[], $2::int[]) AS k(pool, places) WHERE c.key = k.pool`,
    [keysOf(lines), placesOf(lines, sign)],
  );
}

/**
 * On pools this transaction has locked: releases their lines expired at `now`, then, when every
 * pool of `lines` has their places free counting those set aside (the list's own), moves them
 * from the list into held, for an offer's hold whose lines the caller writes. Answers whether.
 */
export async function offerPlaces(
  tx: Queryable,
  lines: readonly LineWrite[],
  now: Date,
): Promise<boolean> {
  if (lines.length === 0) return false;
  await releaseExpiredLines(tx, keysOf(lines), now);
  const params = [keysOf(lines), placesOf(lines, 1)];
  const ready = await tx.query<{ count: number }>(
    `SELECT count(*)::int AS count
     FROM capacity_pools c JOIN unnest($1::text[], $2::int[]) AS k(pool, places) ON c.key = k.pool
     WHERE c.waiting >= k.places AND pool_free(c.capacity + c.waiting, c.sold, c.held, 0) >= k.places`,
    params,
  );
  if (ready.rows[0]?.count !== lines.length) return false;
  await tx.query(
    `UPDATE capacity_pools c SET capacity = c.capacity + k.places, waiting = c.waiting - k.places,
                                 held = c.held + k.places
     FROM unnest($1::text[], $2::int[]) AS k(pool, places) WHERE c.key = k.pool`,
    params,
  );
  return true;
}
