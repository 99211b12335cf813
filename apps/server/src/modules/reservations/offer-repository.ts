// SQL of the waiting list's holds (issue 34, Deliver 3): an offer's hold rows, owned by the
// entry until a visitor claims them, and whether an order took a hold. Apart from ./repository.ts
// as the articles' are (./merchandise-repository.ts).
import type { Queryable } from "../../db/database";
import { HOLD_COLUMNS, type HoldRow } from "./repository";

/**
 * Writes the row of a waiting list's offer (issue 34, Deliver 3): a ticket's hold, or an event
 * date's (a seat's, or places of a general-admission date), owned by the list's entry
 * ("waiting:<id>") until a visitor opens the offer's link and claims it.
 */
export async function insertOfferHold(
  tx: Queryable,
  hold: {
    token: string;
    entryId: number;
    /** A ticket's slot: the ticket, its day and start time; null for an event date. */
    ticketId: number | null;
    day: string | null;
    startTime: string | null;
    /** An event date's: the date and the seat (null: general admission). */
    eventDateId: number | null;
    seatId: number | null;
    quantity: number;
    lineCount: number;
    places: number;
    validUntil: Date;
    now: Date;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO holds (token, ticket_id, day, start_time, quantity, sub_ticket_quantities,
                        line_count, valid_until, created_at, updated_at, owner, places,
                        event_date_id, seat_id)
     VALUES ($1, $2, $3::date, $4::time, $5, '{}'::jsonb, $6, $7, $8, $8, $9, $10, $11, $12)`,
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
      hold.eventDateId,
      hold.seatId,
    ],
  );
}

/**
 * An offer's holds (one, or a seated date's one per seat) become the client's (its session's
 * customer, else its visitor, else its address: hold_owner), while they last. Answers them in
 * the order given; none when they ended.
 */
export async function claimOfferHolds(
  db: Queryable,
  tokens: readonly string[],
  client: { sessionHash: string | undefined; visitor: string | undefined; address: string },
  now: Date,
): Promise<HoldRow[]> {
  const result = await db.query<HoldRow>(
    `UPDATE holds SET owner = hold_owner($2::text, $3::text, $4::text, $5::timestamptz),
                      address = $4, updated_at = $5
     WHERE token = ANY($1::text[]) AND valid_until > $5
     RETURNING ${HOLD_COLUMNS}`,
    [tokens, client.sessionHash ?? null, client.visitor ?? null, client.address, now],
  );
  return tokens.flatMap((token) => result.rows.filter((row) => row.token === token));
}

/** Whether an order took the hold (its places are the order's until it is paid or ends). */
export async function isOrdered(db: Queryable, token: string): Promise<boolean> {
  const result = await db.query("SELECT 1 FROM order_holds WHERE hold_token = $1", [token]);
  return result.rowCount > 0;
}
