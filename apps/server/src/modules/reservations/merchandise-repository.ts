// SQL of the holds of an article's pieces (migration 0532; merchandise-holds.ts): the hold row
// as its insert writes it, and its pieces changed in place. Apart from ./repository.ts, the
// holds' other SQL, which it follows.
import type { Queryable } from "../../db/database";

/**
 * Inserts a hold of an article's pieces (migration 0532) and answers who owns it, as
 * insertTourHold does; its one line is the article's stock pool.
 */
export async function insertMerchandiseHold(
  tx: Queryable,
  hold: {
    token: string;
    merchandiseId: number;
    quantity: number;
    validUntil: Date;
    now: Date;
    client: { sessionHash: string | undefined; visitor: string | undefined; address: string };
  },
): Promise<{ token: string; owner: string; address: string }> {
  const { client } = hold;
  const result = await tx.query<{ owner: string; address: string }>(
    `INSERT INTO holds (token, ticket_id, merchandise_id, quantity, line_count, valid_until,
                        created_at, updated_at, owner, places, address)
     VALUES ($1, NULL, $2, $3, 1, $4, $5::timestamptz, $5::timestamptz,
             hold_owner($6::text, $7::text, $8::text, $5::timestamptz), $3, $8)
     RETURNING owner, address`,
    [
      hold.token,
      hold.merchandiseId,
      hold.quantity,
      hold.validUntil,
      hold.now,
      client.sessionHash ?? null,
      client.visitor ?? null,
      client.address,
    ],
  );
  const row = result.rows[0] as { owner: string; address: string };
  return { token: hold.token, ...row };
}

/** Sets the pieces a hold of an article holds, and its new expiry (the ledger writes its line). */
export async function rewriteMerchandiseHold(
  tx: Queryable,
  hold: { token: string; quantity: number; validUntil: Date; now: Date },
): Promise<void> {
  await tx.query(
    `UPDATE holds SET quantity = $2, places = $2, line_count = 1, valid_until = $3,
       updated_at = $4
     WHERE token = $1`,
    [hold.token, hold.quantity, hold.validUntil, hold.now],
  );
}
