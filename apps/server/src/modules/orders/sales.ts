// DESIGN §4: a paid order's holds become sales, in one transaction under the same locks as
// take_hold (hold rows by token, then counters by quota id, day and start time). Under those
// locks the order's holds give back whatever places they still hold (held −=) and the order
// takes the places it was placed with (sold +=): for a live hold the two cancel out, so it
// always succeeds; for a hold that expired (or was changed) meanwhile the places must still
// be free. If one counter lacks them nothing is sold and the caller refunds — never "paid
// without a place". Only holds still bound to this order are touched.
import type { Queryable } from "../../db/database";
import { type CounterKey, compareCounterKeys, counterKeyId } from "../capacity/counter-key";
import { lockCounters, releaseExpiredLines } from "../capacity/counters-repository";
import { lockHolds } from "../reservations/repository";

interface LineRow {
  quota_id: number;
  day: string;
  start_time: string;
  quantity: number;
}

interface Need {
  key: CounterKey;
  quantity: number;
}

/** The places the order was placed with (copied from its holds), of holds still bound to it. */
async function orderLines(tx: Queryable, orderId: number): Promise<LineRow[]> {
  const result = await tx.query<LineRow>(
    `SELECT o.quota_id, o.day, to_char(o.start_time, 'HH24:MI') AS start_time, o.quantity
     FROM order_hold_lines o
     JOIN order_holds b ON b.hold_token = o.hold_token AND b.order_id = o.order_id
     WHERE o.order_id = $1`,
    [orderId],
  );
  return result.rows;
}

/** The lines the holds have now (a hold may have been changed or partly released). */
async function currentLines(tx: Queryable, tokens: readonly string[]): Promise<LineRow[]> {
  const result = await tx.query<LineRow>(
    `SELECT quota_id, day, to_char(start_time, 'HH24:MI') AS start_time, quantity
     FROM hold_lines WHERE hold_token = ANY($1::text[])`,
    [tokens],
  );
  return result.rows;
}

async function boundTokens(tx: Queryable, orderId: number): Promise<string[]> {
  const result = await tx.query<{ hold_token: string }>(
    "SELECT hold_token FROM order_holds WHERE order_id = $1 ORDER BY hold_token",
    [orderId],
  );
  return result.rows.map((row) => row.hold_token);
}

function byCounter(lines: readonly LineRow[]): Need[] {
  const needs = new Map<string, Need>();
  for (const line of lines) {
    const key = { quotaId: line.quota_id, day: line.day, startTime: line.start_time };
    const need = needs.get(counterKeyId(key)) ?? { key, quantity: 0 };
    need.quantity += line.quantity;
    needs.set(counterKeyId(key), need);
  }
  return [...needs.values()].sort((a, b) => compareCounterKeys(a.key, b.key));
}

function needParams(needs: readonly Need[]): unknown[] {
  return [
    needs.map((n) => n.key.quotaId),
    needs.map((n) => n.key.day),
    needs.map((n) => n.key.startTime),
    needs.map((n) => n.quantity),
  ];
}

const NEEDS = `unnest($1::int[], $2::date[], $3::time[], $4::int[]) AS k(quota_id, day, start_time, quantity)`;

/**
 * Locks the order's holds, then every counter its places or its holds' lines are on; gives
 * back the expired lines of those counters and every line the order's holds still have, and
 * forgets the holds. Answers what the order needs per counter, counters still locked.
 */
async function lockAndRelease(tx: Queryable, orderId: number, now: Date): Promise<Need[]> {
  const tokens = await boundTokens(tx, orderId);
  await lockHolds(tx, tokens);
  // Under the hold locks their lines can only disappear (released as expired), so these
  // keys cover every line left.
  const ordered = await orderLines(tx, orderId);
  const keys = byCounter([...(await currentLines(tx, tokens)), ...ordered]).map((n) => n.key);
  await lockCounters(tx, keys);
  await releaseExpiredLines(tx, keys, now);
  const still = byCounter(await currentLines(tx, tokens));
  if (still.length > 0) {
    await tx.query(
      `UPDATE quota_counters c SET held = c.held - k.quantity FROM ${NEEDS}
       WHERE c.quota_id = k.quota_id AND c.day = k.day AND c.start_time = k.start_time`,
      needParams(still),
    );
  }
  if (tokens.length > 0)
    await tx.query("DELETE FROM holds WHERE token = ANY($1::text[])", [tokens]);
  return byCounter(ordered);
}

export type SaleOutcome = "sold" | "places_gone";

/** Turns the order's holds into sales; "places_gone" (holds released, nothing sold) when an
 *  expired hold's places were taken by someone else meanwhile. */
export async function sellHolds(tx: Queryable, orderId: number, now: Date): Promise<SaleOutcome> {
  const needs = await lockAndRelease(tx, orderId, now);
  if (needs.length === 0) return "sold";
  const short = await tx.query(
    `SELECT 1 FROM quota_counters c JOIN ${NEEDS} USING (quota_id, day, start_time)
     WHERE c.capacity - c.sold - c.held < k.quantity`,
    needParams(needs),
  );
  if (short.rowCount > 0) return "places_gone";
  // Bounded by the check above under the locks, and by the counters' CHECK constraint.
  await tx.query(
    `UPDATE quota_counters c SET sold = c.sold + k.quantity FROM ${NEEDS}
     WHERE c.quota_id = k.quota_id AND c.day = k.day AND c.start_time = k.start_time`,
    needParams(needs),
  );
  return "sold";
}

/** Gives the places of the order's holds back (its payment failed). */
export async function releaseHolds(tx: Queryable, orderId: number, now: Date): Promise<void> {
  await lockAndRelease(tx, orderId, now);
}
