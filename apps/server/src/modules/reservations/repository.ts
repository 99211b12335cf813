// SQL of holds and their lines. Lines change only under the locks of their counters; a
// hold row is locked (FOR UPDATE) before its counters, never after.
import type { Queryable } from "../../db/database";
import { type CounterKey, keyArrays } from "../capacity/counter-key";
import type { HoldableTicket } from "../tickets/repository";
import type { HoldLine } from "./hold-plan";

export interface HoldRow {
  token: string;
  ticket_id: number;
  day: string | null;
  start_time: string | null;
  quantity: number;
  line_count: number;
  valid_until: Date;
  created_at: Date;
  owner: string | null;
}

export interface StoredLine extends HoldLine {
  token: string;
}

const HOLD_COLUMNS = `token, ticket_id, day, to_char(start_time, 'HH24:MI') AS start_time,
  quantity, line_count, valid_until, created_at, owner`;

/** Locks the holds in token order; answers those that exist. */
export async function lockHolds(tx: Queryable, tokens: readonly string[]): Promise<HoldRow[]> {
  const result = await tx.query<HoldRow>(
    `SELECT ${HOLD_COLUMNS} FROM holds WHERE token = ANY($1::text[]) ORDER BY token FOR UPDATE`,
    [tokens],
  );
  return result.rows;
}

export async function findLines(tx: Queryable, tokens: readonly string[]): Promise<StoredLine[]> {
  const result = await tx.query<{
    token: string;
    quota_id: number;
    day: string;
    start_time: string;
    quantity: number;
  }>(
    `SELECT hold_token AS token, quota_id, day, to_char(start_time, 'HH24:MI') AS start_time, quantity
     FROM hold_lines WHERE hold_token = ANY($1::text[])`,
    [tokens],
  );
  return result.rows.map((row) => ({
    token: row.token,
    key: { quotaId: row.quota_id, day: row.day, startTime: row.start_time },
    quantity: row.quantity,
  }));
}

export interface HoldWrite {
  token: string;
  ticketId: number;
  day: string | null;
  startTime: string | null;
  quantity: number;
  subTicketQuantities: Record<string, number>;
  lines: HoldLine[];
  /** HoldPlan.places: what the hold counts against its owner's cap. */
  places: number;
  validUntil: Date;
  now: Date;
}

/** Who asks for a hold (migration 0407, hold_owner): their session, else their address. */
export interface HoldClient {
  /** sha256 of the session cookie's token, when the request carries one. */
  sessionHash: string | undefined;
  address: string;
}

const HOLD_VALUES = `$1, $2, $3, $4, $5, $6, $7, $8, $9, $9`;

function holdParams(hold: HoldWrite): unknown[] {
  return [
    hold.token,
    hold.ticketId,
    hold.day,
    hold.startTime,
    hold.quantity,
    JSON.stringify(hold.subTicketQuantities),
    hold.lines.length,
    hold.validUntil,
    hold.now,
  ];
}

function lineParams(hold: HoldWrite): unknown[] {
  return [
    ...keyArrays(hold.lines.map((line) => line.key)),
    hold.lines.map((line) => line.quantity),
  ];
}

const LINES_FROM_PARAMS = `unnest($10::int[], $11::date[], $12::time[], $13::int[])
  AS k(quota_id, day, start_time, quantity)`;

/** Inserts a new hold with its lines in one statement. */
export async function insertHold(tx: Queryable, hold: HoldWrite): Promise<void> {
  await tx.query(
    `WITH h AS (
       INSERT INTO holds (token, ticket_id, day, start_time, quantity, sub_ticket_quantities,
                          line_count, valid_until, created_at, updated_at, places)
       VALUES (${HOLD_VALUES}, $14) RETURNING token, valid_until
     )
     INSERT INTO hold_lines (hold_token, quota_id, day, start_time, quantity, valid_until)
     SELECT h.token, k.quota_id, k.day, k.start_time, k.quantity, h.valid_until
     FROM h, ${LINES_FROM_PARAMS}`,
    [...holdParams(hold), ...lineParams(hold), hold.places],
  );
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

export type TakeHoldOutcome = "taken" | "sold_out" | "client_cap";

/**
 * Takes a new hold in one round trip (migrations 0300 and 0407, take_hold): checks the
 * client's live places against `cap` (undefined: the shop's default), creates missing counter
 * rows, locks them in key order, releases their expired lines, takes the places in every
 * counter or in none, and writes the hold. Lines must name distinct counters. Anything but
 * "taken" took nothing.
 */
export async function takeHold(
  db: Queryable,
  hold: HoldWrite,
  client: HoldClient,
  cap: number | undefined,
): Promise<TakeHoldOutcome> {
  const result = await db.query<{ outcome: TakeHoldOutcome }>(
    `SELECT take_hold($1, $2, $3, $4, $5, $6, $7, $8,
                      $9::int[], $10::date[], $11::time[], $12::int[], $13, $14, $15) AS outcome`,
    [
      hold.token,
      hold.ticketId,
      hold.day,
      hold.startTime,
      hold.quantity,
      JSON.stringify(hold.subTicketQuantities),
      hold.validUntil,
      hold.now,
      ...lineParams(hold),
      client.sessionHash ?? null,
      client.address,
      cap ?? null,
    ],
  );
  const outcome = result.rows[0]?.outcome;
  if (!outcome) throw new Error("take_hold answered no row");
  return outcome;
}

/**
 * Whether `owner` may hold `places` more places beside its live holds other than
 * `exceptToken`, under the owner's transaction lock (the one take_hold takes).
 */
export async function ownerHasRoom(
  tx: Queryable,
  owner: string,
  exceptToken: string,
  places: number,
  cap: number | undefined,
  now: Date,
): Promise<boolean> {
  await tx.query("SELECT pg_advisory_xact_lock(4712, hashtext($1))", [owner]);
  const result = await tx.query<{ room: boolean }>(
    `SELECT coalesce(sum(h.places), 0) + $3 <= c.cap AS room
     FROM (SELECT coalesce($4::int, default_owner_cap()) AS cap) c
     LEFT JOIN LATERAL (
       SELECT places FROM holds
       WHERE owner = $1 AND places > 0 AND valid_until > $5 AND token <> $2
       LIMIT c.cap
     ) h ON true
     GROUP BY c.cap`,
    [owner, exceptToken, places, cap ?? null, now],
  );
  return result.rows[0]?.room === true;
}

/** Rewrites a hold under its token and replaces its lines. */
export async function rewriteHold(tx: Queryable, hold: HoldWrite): Promise<void> {
  await tx.query("DELETE FROM hold_lines WHERE hold_token = $1", [hold.token]);
  await tx.query(
    `WITH h AS (
       UPDATE holds SET ticket_id = $2, day = $3, start_time = $4, quantity = $5,
         sub_ticket_quantities = $6, line_count = $7, valid_until = $8, updated_at = $9,
         places = $14
       WHERE token = $1 RETURNING token, valid_until
     )
     INSERT INTO hold_lines (hold_token, quota_id, day, start_time, quantity, valid_until)
     SELECT h.token, k.quota_id, k.day, k.start_time, k.quantity, h.valid_until
     FROM h, ${LINES_FROM_PARAMS}`,
    [...holdParams(hold), ...lineParams(hold), hold.places],
  );
}

/**
 * Moves the expiry of these holds and their lines to `validUntil`, or to the end of a hold's
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
  await tx.query(
    `UPDATE hold_lines l SET valid_until = h.valid_until FROM holds h
     WHERE h.token = l.hold_token AND h.token = ANY($1::text[])`,
    [tokens],
  );
  return new Map(result.rows.map((row) => [row.token, row.valid_until]));
}

export async function deleteHold(tx: Queryable, token: string): Promise<void> {
  await tx.query("DELETE FROM holds WHERE token = $1", [token]);
}

/** Counters that have expired lines at `now`, in locking order. */
export async function findCountersWithExpiredLines(
  db: Queryable,
  now: Date,
  limit: number,
): Promise<CounterKey[]> {
  const result = await db.query<{ quota_id: number; day: string; start_time: string }>(
    `SELECT DISTINCT quota_id, day, to_char(start_time, 'HH24:MI') AS start_time
     FROM hold_lines WHERE valid_until <= $1
     ORDER BY quota_id, day, start_time LIMIT $2`,
    [now, limit],
  );
  return result.rows.map((r) => ({ quotaId: r.quota_id, day: r.day, startTime: r.start_time }));
}

/** Deletes holds that expired before `before` and whose lines are all released. */
export async function deleteReleasedHolds(db: Queryable, before: Date): Promise<number> {
  const result = await db.query(
    `DELETE FROM holds h WHERE h.valid_until <= $1
       AND NOT EXISTS (SELECT 1 FROM hold_lines l WHERE l.hold_token = h.token)`,
    [before],
  );
  return result.rowCount;
}
