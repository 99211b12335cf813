// DESIGN §4: a paid order's holds become sales, in one transaction under the same locks as
// take_hold (hold rows by token, then pools by key). Under those locks the order's holds give
// back whatever places they still hold (held −=) and the order takes the places it was
// placed with (sold +=): for a live hold the two cancel out, so it always succeeds; for a
// hold that expired (or was changed) meanwhile the places must still be free. If one pool
// lacks them nothing is sold and the caller refunds — never "paid without a place". Only
// holds still bound to this order are touched.
import type { Queryable } from "../../db/database";
import { sortedKeys } from "./pool";
import { lockPools, releaseExpiredLines } from "./repository";

interface LineRow {
  pool: string;
  quantity: number;
}

/** The places the order was placed with (copied from its holds), of holds still bound to it. */
async function orderLines(tx: Queryable, orderId: number): Promise<LineRow[]> {
  const result = await tx.query<LineRow>(
    `SELECT o.pool, o.quantity FROM order_hold_lines o
     JOIN order_holds b ON b.hold_token = o.hold_token AND b.order_id = o.order_id
     WHERE o.order_id = $1`,
    [orderId],
  );
  return result.rows;
}

/** The lines the holds have now (a hold may have been changed or partly released). */
async function currentLines(tx: Queryable, tokens: readonly string[]): Promise<LineRow[]> {
  const result = await tx.query<LineRow>(
    "SELECT pool, quantity FROM hold_lines WHERE hold_token = ANY($1::text[])",
    [tokens],
  );
  return result.rows;
}

/** Locks the order's bound holds in token order; answers their tokens. */
async function lockBoundHolds(tx: Queryable, orderId: number): Promise<string[]> {
  const result = await tx.query<{ token: string }>(
    `SELECT h.token FROM holds h JOIN order_holds b ON b.hold_token = h.token
     WHERE b.order_id = $1 ORDER BY h.token FOR UPDATE OF h`,
    [orderId],
  );
  return result.rows.map((row) => row.token);
}

/** Places per pool, in lock order. */
function byPool(lines: readonly LineRow[]): { keys: string[]; places: number[] } {
  const places = new Map<string, number>();
  for (const line of lines) places.set(line.pool, (places.get(line.pool) ?? 0) + line.quantity);
  const keys = sortedKeys(places.keys());
  return { keys, places: keys.map((key) => places.get(key) ?? 0) };
}

const NEEDS = "unnest($1::text[], $2::int[]) AS k(pool, quantity)";

/**
 * Locks the order's holds, then every pool its places or its holds' lines are on; gives back
 * the expired lines of those pools and every line the order's holds still have, and forgets
 * the holds. Answers what the order needs per pool, pools still locked.
 */
async function lockAndRelease(tx: Queryable, orderId: number, now: Date) {
  const tokens = await lockBoundHolds(tx, orderId);
  // Under the hold locks their lines can only disappear (released as expired), so these
  // keys cover every line left.
  const ordered = await orderLines(tx, orderId);
  const keys = byPool([...(await currentLines(tx, tokens)), ...ordered]).keys;
  await lockPools(tx, keys);
  await releaseExpiredLines(tx, keys, now);
  const still = byPool(await currentLines(tx, tokens));
  if (still.keys.length > 0) {
    await tx.query(
      `UPDATE capacity_pools c SET held = c.held - k.quantity FROM ${NEEDS} WHERE c.key = k.pool`,
      [still.keys, still.places],
    );
  }
  if (tokens.length > 0)
    await tx.query("DELETE FROM holds WHERE token = ANY($1::text[])", [tokens]);
  return byPool(ordered);
}

export type SaleOutcome = "sold" | "places_gone";

/** Turns the order's holds into sales; "places_gone" (holds released, nothing sold) when an
 *  expired hold's places were taken by someone else meanwhile. Its places count against the
 *  whole capacity: places a waiting list set aside after the order took them stay its own. */
export async function sellHolds(tx: Queryable, orderId: number, now: Date): Promise<SaleOutcome> {
  const needs = await lockAndRelease(tx, orderId, now);
  if (needs.keys.length === 0) return "sold";
  const params = [needs.keys, needs.places];
  const short = await tx.query(
    `SELECT 1 FROM capacity_pools c JOIN ${NEEDS} ON c.key = k.pool
     WHERE pool_free(c.capacity + c.waiting, c.sold, c.held, 0) < k.quantity`,
    params,
  );
  if (short.rowCount > 0) return "places_gone";
  // Bounded by the check above under the locks, and by the pools' CHECK constraint.
  await tx.query(
    `UPDATE capacity_pools c SET sold = c.sold + k.quantity FROM ${NEEDS} WHERE c.key = k.pool`,
    params,
  );
  return "sold";
}

/** Gives the places of the order's holds back (its payment failed). */
export async function releaseOrderHolds(tx: Queryable, orderId: number, now: Date): Promise<void> {
  await lockAndRelease(tx, orderId, now);
}

/**
 * The issue 33, Deliver 6: a cancelled line of a paid order gives back the places its holds
 * were sold with (sold −=), under the pools' locks, and forgets them, so a second call gives
 * back nothing. Answers the pools and places given back.
 */
export async function giveBackSold(
  tx: Queryable,
  orderId: number,
  tokens: readonly string[],
): Promise<{ pool: string; quantity: number }[]> {
  if (tokens.length === 0) return [];
  const sold = await tx.query<LineRow>(
    "SELECT pool, quantity FROM order_hold_lines WHERE order_id = $1 AND hold_token = ANY($2::text[])",
    [orderId, tokens],
  );
  const back = byPool(sold.rows);
  if (back.keys.length === 0) return [];
  await lockPools(tx, back.keys);
  await tx.query(
    "DELETE FROM order_hold_lines WHERE order_id = $1 AND hold_token = ANY($2::text[])",
    [orderId, tokens],
  );
  await tx.query(
    `UPDATE capacity_pools c SET sold = c.sold - k.quantity FROM ${NEEDS} WHERE c.key = k.pool`,
    [back.keys, back.places],
  );
  return back.keys.map((pool, i) => ({ pool, quantity: back.places[i] ?? 0 }));
}
