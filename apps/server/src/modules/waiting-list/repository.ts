// SQL of the waiting list's sign-ups (migration 0539). Their places set aside are the capacity
// ledger's (capacity/waiting.ts); an entry row is locked before its pools, as a hold row is.
import type { Queryable } from "../../db/database";
import type { LineWrite } from "../capacity/ledger";

export interface EntryRow {
  id: number;
  /** A time slot's ticket, or an event date (migration 0540): one of the two. */
  ticket_id: number | null;
  event_date_id: number | null;
  day: string;
  start_time: string;
  pools: string[];
  pool_places: number[];
  email: string;
  places: number;
  locale: string;
  created_at: Date;
  hold_token: string | null;
  /** Every hold of the offer (a seated date's: one per seat); the first is hold_token. */
  hold_tokens: string[] | null;
  offer_until: Date | null;
}

const COLUMNS = `id::int AS id, ticket_id, event_date_id, day::text AS day, to_char(start_time, 'HH24:MI') AS start_time,
  pools, pool_places, email, places, locale, created_at, hold_token, hold_tokens, offer_until`;

/** The places an entry sets aside in each of its pools. */
export function linesOf(entry: Pick<EntryRow, "pools" | "pool_places">): LineWrite[] {
  return entry.pools.map((key, i) => ({ key, places: entry.pool_places[i] ?? 0 }));
}

/** What an entry waits for: a ticket's slot, or an event date (its day and start time). */
export interface EntryKey {
  ticketId: number | null;
  eventDateId: number | null;
  day: string;
  startTime: string;
}

/** The entry of an address for a slot or date, locked; none when it has not signed up. */
export async function lockEntryOf(
  tx: Queryable,
  key: EntryKey & { email: string },
): Promise<EntryRow | undefined> {
  const result = await tx.query<EntryRow>(
    key.eventDateId === null
      ? `SELECT ${COLUMNS} FROM waiting_list_entries
         WHERE ticket_id = $1 AND day = $2::date AND start_time = $3::time AND email = $4
         FOR UPDATE`
      : `SELECT ${COLUMNS} FROM waiting_list_entries WHERE event_date_id = $1 AND email = $2
         FOR UPDATE`,
    key.eventDateId === null
      ? [key.ticketId, key.day, key.startTime, key.email]
      : [key.eventDateId, key.email],
  );
  return result.rows[0];
}

/** Locks an entry that still waits for its offer; none when it has one or is gone. */
export async function lockWaitingEntry(tx: Queryable, id: number): Promise<EntryRow | undefined> {
  const result = await tx.query<EntryRow>(
    `SELECT ${COLUMNS} FROM waiting_list_entries WHERE id = $1 AND hold_token IS NULL FOR UPDATE`,
    [id],
  );
  return result.rows[0];
}

export async function insertEntry(
  tx: Queryable,
  entry: EntryKey & {
    lines: readonly LineWrite[];
    email: string;
    places: number;
    locale: string;
    now: Date;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO waiting_list_entries
       (ticket_id, event_date_id, day, start_time, pools, pool_places, email, places, locale,
        created_at)
     VALUES ($1, $10, $2::date, $3::time, $4::text[], $5::int[], $6, $7, $8, $9)`,
    [
      entry.ticketId,
      entry.day,
      entry.startTime,
      entry.lines.map((line) => line.key),
      entry.lines.map((line) => line.places),
      entry.email,
      entry.places,
      entry.locale,
      entry.now,
      entry.eventDateId,
    ],
  );
}

/** A merged sign-up: the places (and language) of the latest. */
export async function updateEntryPlaces(
  tx: Queryable,
  id: number,
  change: { lines: readonly LineWrite[]; places: number; locale: string },
): Promise<void> {
  await tx.query(
    `UPDATE waiting_list_entries SET pools = $2::text[], pool_places = $3::int[], places = $4,
                                     locale = $5
     WHERE id = $1`,
    [
      id,
      change.lines.map((line) => line.key),
      change.lines.map((line) => line.places),
      change.places,
      change.locale,
    ],
  );
}

/** 1 for the first in line: entries without an offer on any of its pools, signed up before. */
export async function positionOf(db: Queryable, id: number): Promise<number> {
  const result = await db.query<{ position: number }>(
    `SELECT count(*)::int AS position
     FROM waiting_list_entries e JOIN waiting_list_entries mine ON mine.id = $1
     WHERE e.hold_token IS NULL AND e.pools && mine.pools
       AND (e.created_at, e.id) <= (mine.created_at, mine.id)`,
    [id],
  );
  return result.rows[0]?.position ?? 1;
}

/** The entries waiting for an offer, first come first served. */
export async function entriesInLine(db: Queryable, limit: number): Promise<EntryRow[]> {
  const result = await db.query<EntryRow>(
    `SELECT ${COLUMNS} FROM waiting_list_entries WHERE hold_token IS NULL
     ORDER BY created_at, id LIMIT $1`,
    [limit],
  );
  return result.rows;
}

export async function recordOffer(
  tx: Queryable,
  id: number,
  offer: { hash: Buffer; tokens: readonly string[]; until: Date },
): Promise<void> {
  await tx.query(
    `UPDATE waiting_list_entries SET offer_hash = $2, hold_token = ($3::text[])[1], hold_tokens = $3::text[],
                                     offer_until = $4
     WHERE id = $1`,
    [id, offer.hash, offer.tokens, offer.until],
  );
}

/** The entry of an offer's link while its offer lasts. */
export async function findOffer(
  db: Queryable,
  hash: Buffer,
  now: Date,
): Promise<EntryRow | undefined> {
  const result = await db.query<EntryRow>(
    `SELECT ${COLUMNS} FROM waiting_list_entries WHERE offer_hash = $1 AND offer_until > $2`,
    [hash, now],
  );
  return result.rows[0];
}

/** Locks the entry of an offer's link while its offer lasts. */
export async function lockOffer(
  tx: Queryable,
  hash: Buffer,
  now: Date,
): Promise<EntryRow | undefined> {
  const result = await tx.query<EntryRow>(
    `SELECT ${COLUMNS} FROM waiting_list_entries WHERE offer_hash = $1 AND offer_until > $2
     FOR UPDATE`,
    [hash, now],
  );
  return result.rows[0];
}

export async function deleteEntry(tx: Queryable, id: number): Promise<void> {
  await tx.query("DELETE FROM waiting_list_entries WHERE id = $1", [id]);
}

/**
 * Forgets the offers that ended by `now` (their holds end with them, or were taken into a cart
 * and live on there): the address goes with the row.
 */
export async function deleteEndedOffers(db: Queryable, now: Date): Promise<number> {
  const result = await db.query(
    "DELETE FROM waiting_list_entries WHERE offer_until IS NOT NULL AND offer_until <= $1",
    [now],
  );
  return result.rowCount;
}

/** Entries without an offer whose slot has started by `now` (the venue's time zone). */
export async function entriesPast(db: Queryable, now: Date, zone: string): Promise<EntryRow[]> {
  const result = await db.query<EntryRow>(
    `SELECT ${COLUMNS} FROM waiting_list_entries
     WHERE hold_token IS NULL AND (day + start_time) AT TIME ZONE $2 <= $1
     ORDER BY id`,
    [now, zone],
  );
  return result.rows;
}

/** The seats an offer's holds hold, in their order (none for a slot or general admission). */
export async function offerSeats(db: Queryable, tokens: readonly string[]): Promise<number[]> {
  const result = await db.query<{ seat_id: number }>(
    `SELECT h.seat_id FROM unnest($1::text[]) WITH ORDINALITY AS k(token, n)
     JOIN holds h ON h.token = k.token WHERE h.seat_id IS NOT NULL ORDER BY k.n`,
    [tokens],
  );
  return result.rows.map((row) => row.seat_id);
}
