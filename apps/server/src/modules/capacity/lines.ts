// SQL of hold lines: the places one hold takes from one pool (DESIGN §4). Lines change only
// under the locks of their pools; a hold row is locked (FOR UPDATE) before its pools, never
// after. All lines of a hold share its valid_until (copied, so the expired lines of a pool
// come from one index).
import type { Queryable } from "../../db/database";

export interface LineWrite {
  /** poolKey of the pool. */
  key: string;
  places: number;
}

export interface StoredLine extends LineWrite {
  token: string;
}

export async function findLines(tx: Queryable, tokens: readonly string[]): Promise<StoredLine[]> {
  if (tokens.length === 0) return [];
  const result = await tx.query<StoredLine>(
    `SELECT hold_token AS token, pool AS key, quantity AS places
     FROM hold_lines WHERE hold_token = ANY($1::text[])`,
    [tokens],
  );
  return result.rows;
}

/** Replaces the lines of a hold (its row exists) by `lines`, valid until `validUntil`. */
export async function writeLines(
  tx: Queryable,
  token: string,
  lines: readonly LineWrite[],
  validUntil: Date,
): Promise<void> {
  await tx.query("DELETE FROM hold_lines WHERE hold_token = $1", [token]);
  if (lines.length === 0) return;
  await tx.query(
    `INSERT INTO hold_lines (hold_token, pool, quantity, valid_until)
     SELECT $1, k.pool, k.places, $4 FROM unnest($2::text[], $3::int[]) AS k(pool, places)`,
    [token, lines.map((l) => l.key), lines.map((l) => l.places), validUntil],
  );
}

/** The lines of these holds follow their holds' valid_until (after an extension). */
export async function alignLines(tx: Queryable, tokens: readonly string[]): Promise<void> {
  if (tokens.length === 0) return;
  await tx.query(
    `UPDATE hold_lines l SET valid_until = h.valid_until FROM holds h
     WHERE h.token = l.hold_token AND h.token = ANY($1::text[])`,
    [tokens],
  );
}

/** How many lines each of these holds still has (a hold missing one has expired). */
export async function countLines(
  db: Queryable,
  tokens: readonly string[],
): Promise<Map<string, number>> {
  if (tokens.length === 0) return new Map();
  const result = await db.query<{ token: string; lines: number }>(
    `SELECT hold_token AS token, count(*)::int AS lines FROM hold_lines
     WHERE hold_token = ANY($1::text[]) GROUP BY hold_token`,
    [tokens],
  );
  return new Map(result.rows.map((row) => [row.token, row.lines]));
}

/** An order keeps the places its holds had when it was placed (sales.ts sells those). */
export async function copyLinesToOrder(
  tx: Queryable,
  orderId: number,
  tokens: readonly string[],
): Promise<void> {
  if (tokens.length === 0) return;
  await tx.query(
    `INSERT INTO order_hold_lines (order_id, hold_token, pool, quantity)
     SELECT $1, hold_token, pool, quantity FROM hold_lines WHERE hold_token = ANY($2::text[])`,
    [orderId, tokens],
  );
}
