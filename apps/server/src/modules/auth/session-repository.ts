// SQL of sessions: only the sha256 of a session token is stored (migration 0400).
import type { Queryable } from "../../db/database";

export async function insertSession(
  tx: Queryable,
  session: { tokenHash: string; customerId: number; now: Date; expiresAt: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO sessions (token_hash, customer_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4)`,
    [session.tokenHash, session.customerId, session.now, session.expiresAt],
  );
}

/** The customer of a live session: not ended and not expired at `now`. */
export async function findSessionCustomer(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const result = await db.query<{ customer_id: number }>(
    `SELECT customer_id FROM sessions
     WHERE token_hash = $1 AND ended_at IS NULL AND expires_at > $2`,
    [tokenHash, now],
  );
  return result.rows[0]?.customer_id;
}

export async function endSession(db: Queryable, tokenHash: string, now: Date): Promise<void> {
  await db.query("UPDATE sessions SET ended_at = $2 WHERE token_hash = $1 AND ended_at IS NULL", [
    tokenHash,
    now,
  ]);
}

/**
 * Ends every live session of a customer but the one whose token hash is `keep`, if given
 * (DESIGN §7: a new password ends the other sessions).
 */
export async function endCustomerSessions(
  db: Queryable,
  customerId: number,
  now: Date,
  keep: string | null = null,
): Promise<void> {
  await db.query(
    `UPDATE sessions SET ended_at = $2
      WHERE customer_id = $1 AND ended_at IS NULL AND token_hash IS DISTINCT FROM $3`,
    [customerId, now, keep],
  );
}
