// Holds of event places, "blockings" (the issue "events", Deliver 4; surrounding-areas §4
// "Event seats", §6, §7): selecting a seat holds it at once — its pool and one place of the
// date's, all or none (DESIGN §4) — for the hold time, as a hold like a ticket's (token,
// valid_until, extended and released the same way); deselecting releases it. One owner (the
// session's customer, else the visitor, else the client address) holds at most the date's
// places per registration; the setting reservationRequiresLogin asks for a signed-in customer first.
// The date, its seat, whether the client is signed in and its holds there are one query
// (findSeatDate); the settings come from the instance (settings/service.ts, CachedSettings).
import type { SeatBlocking } from "@shop/core/contract";
import { fieldError } from "../../http/errors";
import type { HoldClient } from "../capacity/ledger";
import { eventDatePool, seatPool } from "../capacity/pool";
import type { CachedSettings } from "../settings/service";
import { overAddressCap, overClientCap } from "./hold-plan";
import {
  findOwnEventHolds,
  findSeatDate,
  type OwnEventHold as OwnBlocking,
  type SeatDate,
} from "./repository";
import {
  type Changed,
  changingHolds,
  holdCaps,
  newToken,
  type ReservationDeps,
  releaseReservation,
  validUntilFrom,
} from "./service";

export interface BlockingDeps extends ReservationDeps {
  /** The shop settings (reservationRequiresLogin), kept on the instance. */
  shopSettings: Pick<CachedSettings, "read">;
}

export interface SeatRef {
  eventId: number;
  dateId: number;
  seatId: number;
}

/** What POST …/blockings asks for: a seat, or places of a general-admission date. */
export interface BlockingAsk {
  eventId: number;
  dateId: number;
  seatId?: number | undefined;
  quantity?: number | undefined;
}

/** The date (not_found on date_id without one) with its seat and the client's holds there. */
async function dateOf(
  deps: ReservationDeps,
  ref: Omit<SeatRef, "seatId"> & { seatId: number | null; token?: string | undefined },
  client: HoldClient,
  now: Date,
): Promise<SeatDate> {
  const date = await findSeatDate(deps.db, ref, client, now);
  if (!date) throw fieldError("not_found", "date_id", "No such date of this event");
  return date;
}

const toBlocking = (row: OwnBlocking): SeatBlocking => ({
  seat_id: row.seat_id,
  quantity: row.quantity,
  token: row.token,
  valid_until: row.valid_until.toISOString(),
});

/** The client's blockings of the date; none when the client is only an address. */
export async function listBlockings(
  deps: ReservationDeps,
  ref: Omit<SeatRef, "seatId">,
  client: HoldClient,
): Promise<SeatBlocking[]> {
  const date = await dateOf(deps, { ...ref, seatId: null }, client, deps.clock());
  if (!date.person) return [];
  return date.holds.map(toBlocking);
}

/**
 * Holds the seat for the client. Answers the blocking and whether it is new (false: the
 * client held it already, and the same blocking is answered again).
 */
export async function blockSeat(
  deps: BlockingDeps,
  ask: BlockingAsk,
  client: HoldClient,
): Promise<{ blocking: SeatBlocking; created: boolean }> {
  const field = ask.seatId === undefined ? "quantity" : "seat_id";
  const settings = await deps.shopSettings.read();
  const now = deps.clock();
  const date = await dateOf(deps, { ...ask, seatId: ask.seatId ?? null }, client, now);
  // The shop's setting for every date, or the date's own (migration 0520).
  if ((settings.reservationRequiresLogin || date.requires_sign_in) && !date.signed_in) {
    throw fieldError("unauthorized", field, "Sign in to choose seats");
  }
  if (ask.seatId !== undefined && date.date_seat_id === null) {
    throw fieldError("not_found", "seat_id", "No such seat on this date");
  }
  if (ask.seatId === undefined && date.seated) {
    throw fieldError("validation", "quantity", "This date is seated: choose seats (seat_id)");
  }
  if (!date.bookable || date.starts_at.getTime() <= now.getTime()) {
    throw fieldError("sold_out", field, "This date cannot be booked");
  }
  // A seat held already is answered again to its customer or visitor only (0516, 0517).
  if (ask.seatId !== undefined && date.person) {
    const own = date.holds.find((blocking) => blocking.seat_id === ask.seatId);
    if (own) return { blocking: toBlocking(own), created: false };
  }
  const places = ask.quantity ?? 1;
  const lines = [{ pool: eventDatePool(ask.dateId), places }];
  if (date.date_seat_id !== null) lines.push({ pool: seatPool(date.date_seat_id), places: 1 });
  const token = newToken();
  const validUntil = validUntilFrom(deps, now);
  const taken = await changingHolds(deps, async (): Promise<Changed<SeatBlocking | string>> => {
    const outcome = await deps.ledger.takeEvent(
      deps.db,
      {
        token,
        eventDateId: ask.dateId,
        seatId: ask.seatId ?? null,
        quantity: places,
        maxPerRegistration: date.max_per_registration,
        maxPerAddress: deps.holdRegistrationsPerAddress * date.max_per_registration,
        lines,
        validUntil,
        now,
      },
      client,
      holdCaps(deps),
    );
    if (outcome.outcome === "sold_out") {
      const error = fieldError(
        "sold_out",
        field,
        ask.seatId === undefined ? "Not enough places left" : "This seat is taken",
      );
      error.available = outcome.available;
      throw error;
    }
    if (outcome.outcome === "client_cap") throw overClientCap();
    if (outcome.outcome === "address_cap") throw overAddressCap();
    // Asked twice at once by its holder: the first request's hold answers both.
    if (outcome.outcome === "own") return { result: outcome.token, pools: [] };
    if (outcome.outcome === "max_per_registration") {
      const left = Math.max(date.max_per_registration - outcome.held, 0);
      const error = fieldError(
        "max_per_registration",
        field,
        `Only a maximum of ${date.max_per_registration} places can be booked`,
      );
      error.available = left;
      throw error;
    }
    return {
      result: {
        seat_id: ask.seatId ?? null,
        quantity: places,
        token,
        valid_until: validUntil.toISOString(),
      },
      pools: [],
    };
  });
  if (typeof taken !== "string") return { blocking: taken, created: true };
  const own = (await findOwnEventHolds(deps.db, ask.dateId, client, now)).find(
    (blocking) => blocking.token === taken,
  );
  if (!own) throw fieldError("sold_out", field, "This seat is taken");
  return { blocking: toBlocking(own), created: false };
}

/**
 * Gives a hold of the seat back: the one whose `token` the asker gives, or without a token the
 * customer's or visitor's own; 404 on seat_id when there is none.
 */
export async function releaseBlocking(
  deps: ReservationDeps,
  ref: SeatRef & { token?: string | undefined },
  client: HoldClient,
): Promise<void> {
  const date = await dateOf(deps, ref, client, deps.clock());
  const own =
    ref.token !== undefined
      ? date.holds.find((hold) => hold.token === ref.token && hold.seat_id === ref.seatId)
      : date.person
        ? date.holds.find((hold) => hold.own && hold.seat_id === ref.seatId)
        : undefined;
  if (!own) throw fieldError("not_found", "seat_id", "You hold no such seat on this date");
  // Places of a general-admission date are given back by their token (DELETE
  // /tickets/reservations/{token}), like a ticket's.
  await releaseReservation(deps, own.token);
}
