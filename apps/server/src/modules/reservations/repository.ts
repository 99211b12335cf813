// SQL of hold rows (token, ticket, owner, expiry). Their lines are the capacity ledger's
// (modules/capacity); a hold row is locked (FOR UPDATE) before its pools, never after.
import type { Queryable } from "../../db/database";
import type { HoldableTicket } from "../tickets/service";

const HOLD_COLUMNS = `token, ticket_id, event_date_id, seat_id, day,
  to_char(start_time, 'HH24:MI') AS start_time, quantity, line_count, valid_until, created_at,
  owner, address`;

export interface HoldRow {
  token: string;
  /** Null for a hold of event places (migration 0514). */
  ticket_id: number | null;
  /** The event date of a hold of event places; null for a ticket hold. */
  event_date_id: number | null;
  /** The seat a seated date's hold holds; null otherwise. */
  seat_id: number | null;
  day: string | null;
  start_time: string | null;
  quantity: number;
  line_count: number;
  valid_until: Date;
  created_at: Date;
  owner: string | null;
  /** The client address it was taken from (migration 0517); null for holds older than it. */
  address: string | null;
}

/** A hold row as a change writes it. */
export interface HoldRowWrite {
  token: string;
  ticketId: number;
  day: string | null;
  startTime: string | null;
  quantity: number;
  subTicketQuantities: Record<string, number>;
  /** How many lines (pools) the hold has: one missing means it expired. */
  lineCount: number;
  /** HoldPlan.places: what the hold counts against its owner's cap. */
  places: number;
  validUntil: Date;
  now: Date;
}

function holdParams(hold: HoldRowWrite): unknown[] {
  return [
    hold.token,
    hold.ticketId,
    hold.day,
    hold.startTime,
    hold.quantity,
    JSON.stringify(hold.subTicketQuantities),
    hold.lineCount,
    hold.validUntil,
    hold.now,
  ];
}

/** Locks the holds in token order; answers those that exist. */
export async function lockHolds(tx: Queryable, tokens: readonly string[]): Promise<HoldRow[]> {
  const result = await tx.query<HoldRow>(
    `SELECT ${HOLD_COLUMNS} FROM holds WHERE token = ANY($1::text[]) ORDER BY token FOR UPDATE`,
    [tokens],
  );
  return result.rows;
}

/**
 * The ticket as the hot path reads it: through holdable_ticket (migration 0300), whose plan
 * PostgreSQL keeps, instead of planning the query on every hold.
 */
export async function findHoldTicket(
  db: Queryable,
  ticketId: number,
): Promise<HoldableTicket | undefined> {
  const result = await db.query<{ ticket: HoldableTicket | null }>(
    "SELECT holdable_ticket($1) AS ticket",
    [ticketId],
  );
  return result.rows[0]?.ticket ?? undefined;
}

/**
 * Takes the transaction locks of a hold's address and then of its owner: the locks take_hold
 * takes, in its order, before any pool (migration 0517), so a change and a new hold never wait
 * on each other in a cycle.
 */
export async function lockHolder(
  tx: Queryable,
  hold: Pick<HoldRow, "owner" | "address">,
): Promise<void> {
  if (hold.address !== null) {
    await tx.query("SELECT pg_advisory_xact_lock(4713, hashtext($1))", [hold.address]);
  }
  if (hold.owner !== null) {
    await tx.query("SELECT pg_advisory_xact_lock(4712, hashtext($1))", [hold.owner]);
  }
}

/**
 * Whether the hold `hold` may hold `places` places instead of its own: not when its address's
 * live holds (then "address_cap") or its owner's ("client_cap") would pass their cap. Under
 * lockHolder's locks.
 */
export async function holderHasRoom(
  tx: Queryable,
  hold: Pick<HoldRow, "token" | "owner" | "address">,
  places: number,
  caps: { client: number | undefined; address: number | undefined },
  now: Date,
): Promise<"room" | "client_cap" | "address_cap"> {
  const result = await tx.query<{ owner_room: boolean; address_room: boolean }>(
    `WITH c AS (SELECT coalesce($5::int, default_owner_cap()) AS cap),
     ca AS (SELECT coalesce($6::int, default_address_cap(c.cap)) AS cap FROM c)
     SELECT
       $1::text IS NULL OR (SELECT coalesce(sum(h.places), 0) FROM (
         SELECT places FROM holds
         WHERE owner = $1 AND places > 0 AND valid_until > $7 AND token <> $3
         LIMIT (SELECT cap FROM c)
       ) h) + $4 <= (SELECT cap FROM c) AS owner_room,
       $2::text IS NULL OR (SELECT coalesce(sum(h.places), 0) FROM (
         SELECT places FROM holds
         WHERE address = $2 AND places > 0 AND valid_until > $7 AND token <> $3
         LIMIT (SELECT cap FROM ca)
       ) h) + $4 <= (SELECT cap FROM ca) AS address_room`,
    [hold.owner, hold.address, hold.token, places, caps.client ?? null, caps.address ?? null, now],
  );
  const row = result.rows[0];
  if (row?.address_room === false) return "address_cap";
  if (row?.owner_room === false) return "client_cap";
  return "room";
}

/** Rewrites a hold's row under its token (the ledger writes its lines). */
export async function rewriteHold(tx: Queryable, hold: HoldRowWrite): Promise<void> {
  await tx.query(
    `UPDATE holds SET ticket_id = $2, day = $3, start_time = $4, quantity = $5,
       sub_ticket_quantities = $6, line_count = $7, valid_until = $8, updated_at = $9,
       places = $10
     WHERE token = $1`,
    [...holdParams(hold), hold.places],
  );
}

/**
 * Moves the expiry of these holds to `validUntil`, or to the end of a hold's
 * life (its creation plus `lifetimeMinutes`) when that comes first, never earlier than it
 * was; null: no cap (an order's holds while it is paid). Answers each hold's new expiry.
 */
export async function extendHolds(
  tx: Queryable,
  tokens: readonly string[],
  validUntil: Date,
  now: Date,
  lifetimeMinutes: number | null = null,
): Promise<Map<string, Date>> {
  const result = await tx.query<{ token: string; valid_until: Date }>(
    `UPDATE holds SET valid_until = CASE WHEN $4::int IS NULL THEN $2 ELSE greatest(valid_until,
                        least($2, created_at + make_interval(mins => $4))) END,
                      updated_at = $3
     WHERE token = ANY($1::text[]) RETURNING token, valid_until`,
    [tokens, validUntil, now, lifetimeMinutes],
  );
  return new Map(result.rows.map((row) => [row.token, row.valid_until]));
}

export async function deleteHold(tx: Queryable, token: string): Promise<void> {
  await tx.query("DELETE FROM holds WHERE token = $1", [token]);
}

export interface LiveHold {
  token: string;
  /** Null for a hold of event places (migration 0514). */
  ticket_id: number | null;
  /** The event date of a hold of event places; null for a ticket hold. */
  event_date_id: number | null;
  /** The seat a seated date's hold holds; null otherwise. */
  seat_id: number | null;
  day: string | null;
  start_time: string | null;
  quantity: number;
  sub_ticket_quantities: Record<string, number>;
  valid_until: Date;
  /** False when a line was released as expired (the hold expired by another clock). */
  complete: boolean;
}

/** The holds of these tokens as they stand; `lock` takes their row locks (token order). */
export async function findLiveHolds(
  db: Queryable,
  tokens: readonly string[],
  lock = false,
): Promise<Map<string, LiveHold>> {
  if (tokens.length === 0) return new Map();
  const result = await db.query<LiveHold>(
    `SELECT h.token, h.ticket_id, h.event_date_id, h.seat_id, h.day,
            to_char(h.start_time, 'HH24:MI') AS start_time,
            h.quantity, h.sub_ticket_quantities, h.valid_until,
            hold_complete(h.token, h.line_count) AS complete
     FROM holds h WHERE h.token = ANY($1::text[]) ORDER BY h.token ${lock ? "FOR UPDATE" : ""}`,
    [[...new Set(tokens)].sort()],
  );
  return new Map(result.rows.map((row) => [row.token, row]));
}

/** Deletes holds that expired before `before` and whose lines are all released (hold_complete: none left). */
export async function forgetReleasedHolds(db: Queryable, before: Date): Promise<number> {
  const result = await db.query(
    `DELETE FROM holds h WHERE h.valid_until <= $1
       AND NOT hold_complete(h.token, 1)`,
    [before],
  );
  return result.rowCount;
}

export interface OwnEventHold {
  token: string;
  /** The seat held; null for places of a general-admission date. */
  seat_id: number | null;
  quantity: number;
  valid_until: Date;
}

/** The live hold `token` of the seat on the date, whoever holds it (the token is the proof). */
export async function findEventHold(
  db: Queryable,
  dateId: number,
  seatId: number,
  token: string,
  now: Date,
): Promise<OwnEventHold | undefined> {
  const result = await db.query<OwnEventHold>(
    `SELECT h.token, h.seat_id, h.quantity, h.valid_until FROM holds h
     WHERE h.token = $1 AND h.event_date_id = $2 AND h.seat_id = $3 AND h.valid_until > $4
       AND hold_complete(h.token, h.line_count)`,
    [token, dateId, seatId, now],
  );
  return result.rows[0];
}

/**
 * The live holds of event places on a date whose owner is this client (hold_owner, migration
 * 0514: the session's customer, else the address), oldest first.
 */
export async function findOwnEventHolds(
  db: Queryable,
  dateId: number,
  client: { sessionHash: string | undefined; visitor: string | undefined; address: string },
  now: Date,
): Promise<OwnEventHold[]> {
  const result = await db.query<OwnEventHold>(
    `SELECT h.token, h.seat_id, h.quantity, h.valid_until FROM holds h
     WHERE h.event_date_id = $1 AND h.valid_until > $5
       AND h.owner = hold_owner($2, $3, $4, $5) AND hold_complete(h.token, h.line_count)
     ORDER BY h.created_at, h.token`,
    [dateId, client.sessionHash ?? null, client.visitor ?? null, client.address, now],
  );
  return result.rows;
}
