// SQL of hold rows (token, ticket, owner, expiry). Their lines are the capacity ledger's
// (modules/capacity); a hold row is locked (FOR UPDATE) before its pools, never after.
import type { TourReservationRequest } from "@shop/core/contract";
import type { Queryable } from "../../db/database";
import type { HoldableTicket } from "../tickets/service";

export const HOLD_COLUMNS = `token, ticket_id, event_date_id, seat_id, tour_id, merchandise_id, day,
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
  /** The tour of a hold of a tour's participants (migration 0531); null otherwise. */
  tour_id: number | null;
  /** The article of a hold of an article's pieces (migration 0532); null otherwise. */
  merchandise_id: number | null;
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
  /** The tour of a hold of a tour's participants (migration 0531); null otherwise. */
  tour_id: number | null;
  /** The article of a hold of an article's pieces (migration 0532); null otherwise. */
  merchandise_id: number | null;
  day: string | null;
  start_time: string | null;
  quantity: number;
  sub_ticket_quantities: Record<string, number>;
  /** A tour hold's booking as it was taken (TourReservationRequest); null for the others. */
  tour_booking: TourReservationRequest | null;
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
    `SELECT h.token, h.ticket_id, h.event_date_id, h.seat_id, h.tour_id, h.merchandise_id, h.day,
            to_char(h.start_time, 'HH24:MI') AS start_time,
            h.quantity, h.sub_ticket_quantities, h.tour_booking, h.valid_until,
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

/** An event date as a seat hold checks it, and the holds of it the asker proves (findSeatDate). */
export interface SeatDate {
  /** The date's seat row (its pool: seat:<id>); null for a seat not on the date. */
  date_seat_id: number | null;
  seated: boolean;
  bookable: boolean;
  starts_at: Date;
  max_per_registration: number;
  /** Only signed-in customers may hold its seats or places (migration 0520). */
  requires_sign_in: boolean;
  /** The client has a live session: hold_owner answers its customer. */
  signed_in: boolean;
  /**
   * The client's holds are its own: it is a session's customer or a visitor (migration 0517).
   * Otherwise the owner is the client address, shared by every visitor behind it, and a
   * hold's token is its only proof.
   */
  person: boolean;
  /**
   * The live holds of places on the date that are the person's own (`own`), oldest first, and
   * the one of the token asked for, whoever holds it (the token is the proof).
   */
  holds: (OwnEventHold & { own: boolean })[];
}

type SeatDateRow = Omit<SeatDate, "holds"> & {
  [K in keyof OwnEventHold]: OwnEventHold[K] | null;
} & { own: boolean | null };

/**
 * The date of an event with one of its seats (seatId null: none asked), whether the client is
 * signed in, and its holds of places on the date (with `token`: that hold too), in one query.
 * Undefined when the event has no such date.
 */
export async function findSeatDate(
  db: Queryable,
  ref: { eventId: number; dateId: number; seatId: number | null; token?: string | undefined },
  client: { sessionHash: string | undefined; visitor: string | undefined; address: string },
  now: Date,
): Promise<SeatDate | undefined> {
  const result = await db.query<SeatDateRow>(
    `SELECT (SELECT s.id FROM event_date_seats s
             WHERE s.event_date_id = d.id AND s.seat_id = $3) AS date_seat_id,
            d.seating_plan_id IS NOT NULL AS seated, d.bookable AND e.bookable AS bookable,
            d.starts_at, d.max_per_registration, d.requires_sign_in,
            o.owner LIKE 'customer:%' AS signed_in, o.owner NOT LIKE 'address:%' AS person,
            h.token, h.seat_id, h.quantity, h.valid_until, h.owner = o.owner AS own
     FROM event_dates d JOIN events e ON e.id = d.event_id
     CROSS JOIN hold_owner($4::text, $5::text, $6::text, $7::timestamptz) AS o(owner)
     LEFT JOIN LATERAL (
       SELECT h.token, h.seat_id, h.quantity, h.valid_until, h.owner, h.created_at FROM holds h
       WHERE h.event_date_id = d.id AND h.valid_until > $7
         AND ((o.owner NOT LIKE 'address:%' AND h.owner = o.owner) OR h.token = $8::text)
         AND hold_complete(h.token, h.line_count)
     ) h ON true
     WHERE d.id = $1 AND d.event_id = $2
     ORDER BY h.created_at, h.token`,
    [
      ref.dateId,
      ref.eventId,
      ref.seatId,
      client.sessionHash ?? null,
      client.visitor ?? null,
      client.address,
      now,
      ref.token ?? null,
    ],
  );
  const [date] = result.rows;
  if (!date) return undefined;
  return {
    date_seat_id: date.date_seat_id,
    seated: date.seated,
    bookable: date.bookable,
    starts_at: date.starts_at,
    max_per_registration: date.max_per_registration,
    requires_sign_in: date.requires_sign_in,
    signed_in: date.signed_in,
    person: date.person,
    holds: result.rows.flatMap(({ token, seat_id, quantity, valid_until, own }) =>
      token === null || quantity === null || valid_until === null
        ? []
        : [{ token, seat_id, quantity, valid_until, own: own === true }],
    ),
  };
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

/**
 * Writes the row of a new tour hold (tour-holds.ts): its tour, start, participants and booking,
 * owned by the client's session customer, else its visitor, else its address (hold_owner).
 * Answers who owns it, for the holder's locks and caps.
 */
export async function insertTourHold(
  tx: Queryable,
  hold: {
    token: string;
    tourId: number;
    booking: TourReservationRequest;
    participants: number;
    lineCount: number;
    validUntil: Date;
    now: Date;
    client: { sessionHash: string | undefined; visitor: string | undefined; address: string };
  },
): Promise<{ token: string; owner: string; address: string }> {
  const { booking, client } = hold;
  const result = await tx.query<{ owner: string; address: string }>(
    `INSERT INTO holds (token, ticket_id, tour_id, day, start_time, quantity, tour_booking,
                        line_count, valid_until, created_at, updated_at, owner, places, address)
     VALUES ($1, NULL, $2, $3::date, $4::time, $5, $6::jsonb, $7, $8, $9::timestamptz,
             $9::timestamptz, hold_owner($10::text, $11::text, $12::text, $9::timestamptz),
             $5, $12)
     RETURNING owner, address`,
    [
      hold.token,
      hold.tourId,
      booking.date,
      booking.start_time,
      hold.participants,
      JSON.stringify(booking),
      hold.lineCount,
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
