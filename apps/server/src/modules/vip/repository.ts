// SQL of VIP codes (migration 0509): a use taken in one statement, so concurrent redemptions
// never pass the code's number of uses; the customer moved into the code's audience.
import type { Queryable } from "../../db/database";

/** The audience of a code that has a use left; undefined for an unknown or used-up code. */
export async function findUsableCode(
  db: Queryable,
  hash: string,
): Promise<{ price_target_audience_id: number } | undefined> {
  const result = await db.query<{ price_target_audience_id: number }>(
    "SELECT price_target_audience_id FROM vip_codes WHERE code_hash = $1 AND used < max_uses",
    [hash],
  );
  return result.rows[0];
}

/** Takes one use of the code; false when none is left (another request took the last). */
export async function takeUse(
  tx: Queryable,
  hash: string,
  customerId: number,
  now: Date,
): Promise<boolean> {
  const taken = await tx.query(
    "UPDATE vip_codes SET used = used + 1 WHERE code_hash = $1 AND used < max_uses",
    [hash],
  );
  if (taken.rowCount === 0) return false;
  await tx.query(
    "INSERT INTO vip_redemptions (code_hash, customer_id, redeemed_at) VALUES ($1, $2, $3)",
    [hash, customerId, now],
  );
  return true;
}

export async function setAudience(tx: Queryable, customerId: number, audienceId: number) {
  await tx.query("UPDATE customers SET price_target_audience_id = $2 WHERE id = $1", [
    customerId,
    audienceId,
  ]);
}
