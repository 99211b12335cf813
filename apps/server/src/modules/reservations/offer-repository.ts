// SQL of the waiting list's holds (issue 34, Deliver 3): an offer's hold row, owned by the
// entry until a visitor claims it, and whether an order took a hold. Apart from ./repository.ts
// as the articles' are (./merchandise-repository.ts).
import type { Queryable } from "../../db/database";
import { HOLD_COLUMNS, type HoldRow } from "./repository";

/**
 * Writes the row of a waiting list's offer (issue 34, Deliver 3): a ticket hold owned by the
 * list's entry ("waiting:<id>") until a visitor opens the offer's link and claims it.
 */
export async function insertOfferHold(
  tx: Queryable,
  hold: {
    token: string;
    entryId: number;
    ticketId: number;
    day: string;
    startTime: string;
    quantity: number;
    lineCount: number;
    places: number;
    validUntil: Date;
    now: Date;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO holds (token, ticket_id, day, start_time, quantity, sub_ticket_quantities,
                        line_count, valid_until, created_at, updated_at, owner, places)
     VALUES ($1, $2, $3::date, $4::time, $5, '{}'::jsonb, $6, $7, $8, $8, $9, $10)`,
    [
      hold.token,
      hold.ticketId,
      hold.day,
      hold.startTime,
      hold.quantity,
      hold.lineCount,
      hold.validUntil,
      hold.now,
      `waiting:${hold.entryId}`,
      hold.places,
    ],
  );
}

/**
 * An offer's hold becomes the client's (its session's customer, else its visitor, else its
 * address: hold_owner), while it lasts. Answers the hold, or undefined when it has ended.
 */
export async function claimOfferHold(
  db: Queryable,
  token: string,
  client: { sessionHash: string | undefined; visitor: string | undefined; address: string },
  now: Date,
): Promise<HoldRow | undefined> {
  const result = await db.query<HoldRow>(
    `UPDATE holds SET owner = hold_owner($2::text, $3::text, $4::text, $5::timestamptz),
                      address = $4, updated_at = $5
     WHERE token = $1 AND valid_until > $5 AND ticket_id IS NOT NULL
     RETURNING ${HOLD_COLUMNS}`,
    [token, client.sessionHash ?? null, client.visitor ?? null, client.address, now],
  );
  return result.rows[0];
}

/** Whether an order took the hold (its places are the order's until it is paid or ends). */
export async function isOrdered(db: Queryable, token: string): Promise<boolean> {
  const result = await db.query("SELECT 1 FROM order_holds WHERE hold_token = $1", [token]);
  return result.rowCount > 0;
}
