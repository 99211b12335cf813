// What a waiting list's sign-up waits for (issue 34, Deliver 3): a ticket's time slot or an event
// date, checked as a hold of its places would be, and the holds an offer of its places makes (a
// seated date's one per seat, side by side where the free seats allow). The sign-ups, offers
// and rounds that use them: ./service.ts.
import { seatsForPlaces } from "@shop/core/booking";
import type { Queryable } from "../../db/database";
import { fieldError } from "../../http/errors";
import type { CapacityLedger, HoldLine } from "../capacity/ledger";
import { eventDatePool, poolKey, seatPool } from "../capacity/pool";
import { type EventDateRow, findPlanSeats, findWaitingDate, onSale } from "../events/service";
import { newToken, planFor } from "../reservations/service";
import type { EntryKey, EntryRow } from "./repository";

/** What a sign-up waits for, and the lines a hold of its places takes. */
export interface Target {
  key: EntryKey;
  lines: HoldLine[];
  /** An event date's row (its event, its plan); none for a time slot. */
  date?: EventDateRow;
}

/** What a sign-up asks for: a ticket's slot, or a date of an event. */
export type Ask =
  | { kind: "slot"; ticketId: number; day: string; time: string }
  | { kind: "date"; eventId?: number; dateId: number };

const onlyOneKind = () =>
  fieldError("validation", "time", "Only a time slot or an event date has a waiting list");

/** The sign-up's slot or date and its hold's lines, checked as a hold of its places would be. */
export async function targetOf(
  deps: { db: Queryable },
  ask: Ask,
  places: number,
  now: Date,
): Promise<Target> {
  if (ask.kind === "date") return dateTarget(deps, ask, places, now);
  const plan = await planFor(
    deps.db,
    { ticket_id: ask.ticketId, quantity: places, date: ask.day, time: ask.time },
    now,
  );
  if (plan.day === null || plan.startTime === null || plan.lines.length === 0) throw onlyOneKind();
  const key = {
    ticketId: ask.ticketId,
    eventDateId: null,
    day: plan.day,
    startTime: plan.startTime,
  };
  return { key, lines: plan.lines };
}

async function dateTarget(
  deps: { db: Queryable },
  ask: { eventId?: number; dateId: number },
  places: number,
  now: Date,
): Promise<Target> {
  const date = await findWaitingDate(deps.db, ask);
  if (!date) throw fieldError("not_found", "date_id", "No such date of this event");
  if (!onSale(date, now)) throw fieldError("validation", "date_id", "This date cannot be booked");
  if (places > date.max_per_registration) {
    throw fieldError(
      "validation",
      "places",
      `At most ${date.max_per_registration} places per registration`,
    );
  }
  const key = { ticketId: null, eventDateId: date.id, day: date.day, startTime: date.time };
  return { key, lines: [{ pool: eventDatePool(date.id), places }], date };
}

/** The ids an entry's answer names: the ticket, or the event and date. */
export const wantedIds = (target: Target) =>
  target.date
    ? { event_id: target.date.event_id, date_id: target.date.id }
    : { ticket_id: target.key.ticketId as number };

export const askOf = (entry: EntryRow): Ask =>
  entry.event_date_id === null
    ? { kind: "slot", ticketId: entry.ticket_id as number, day: entry.day, time: entry.start_time }
    : { kind: "date", dateId: entry.event_date_id };

/** One hold of an offer: a ticket's or a general-admission date's, or one seat's. */
export interface OfferHold {
  token: string;
  seatId: number | null;
  quantity: number;
  lines: HoldLine[];
}

/**
 * The holds an offer of `places` makes: one, or a seated date's one per seat, side by side
 * where the free seats allow (seatsForPlaces). Undefined while a seated date lacks them.
 */
export async function offerHoldsOf(
  deps: { db: Queryable; ledger: CapacityLedger },
  target: Target,
  places: number,
  now: Date,
): Promise<OfferHold[] | undefined> {
  const date = target.date;
  if (!date || date.seating_plan_id === null) {
    return [{ token: newToken(), seatId: null, quantity: places, lines: target.lines }];
  }
  const seats = await findPlanSeats(deps.db, date);
  const states = await deps.ledger.read(
    deps.db,
    seats.map((seat) => seatPool(seat.date_seat_id)),
    now,
  );
  const free = new Set(states.filter((state) => state.available > 0).map((state) => state.key));
  const chosen = seatsForPlaces(
    seats.filter((seat) => free.has(poolKey(seatPool(seat.date_seat_id)))),
    places,
  );
  if (!chosen) return undefined;
  // As a blocking holds a seat (reservations/seat-blockings.ts): a place of the date, the seat.
  return chosen.map((seat) => ({
    token: newToken(),
    seatId: seat.seat_id,
    quantity: 1,
    lines: [
      { pool: eventDatePool(date.id), places: 1 },
      { pool: seatPool(seat.date_seat_id), places: 1 },
    ],
  }));
}
