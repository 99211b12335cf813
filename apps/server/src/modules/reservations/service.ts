// Holds (DESIGN §4): take places in every quota of the ticket or in none, change them so that
// a failed change leaves the old hold as it was, extend and release them. Each workflow is
// one transaction that locks, in this order: hold rows by token, then pool rows by quota
// id, day and start time. Work that needs no lock (reading the ticket, creating pool
// rows, the sold-out pre-check) runs before, so the locks are held for few statements.
// Creating a hold, the hot path, runs the same steps inside PostgreSQL (take_hold): one
// round trip after reading the ticket.
import { randomBytes } from "node:crypto";
import type { Reservation, ReservationRequest } from "@shop/core/contract";
import type { Clock } from "../../clock";
import type { Database, Queryable } from "../../db/database";
import { ApiError, fieldError } from "../../http/errors";
import type { LifetimeCache } from "../../http/lifetime-cache";
import type { ChangedPool, ReadCache } from "../../http/read-cache";
import type { TakeGate } from "../../http/take-gate";
import {
  type CapacityLedger,
  type HoldCaps,
  type HoldClient,
  type LineWrite,
  type StoredLine,
  toWrites,
} from "../capacity/ledger";
import { parsePoolKey } from "../capacity/pool";
import { findHoldableTickets, type HoldableTicket } from "../tickets/service";
import {
  fewestLeft,
  type HoldPlan,
  overAddressCap,
  overClientCap,
  planHold,
  soldOut,
} from "./hold-plan";
import { isOrdered } from "./offer-repository";
import * as repo from "./repository";
import {
  deleteHold,
  extendHolds,
  findHoldTicket,
  type HoldRow,
  holderHasRoom,
  lockHolder,
  lockHolds,
  rewriteHold,
} from "./repository";

export type LiveHold = repo.LiveHold;

/**
 * Whether a line's hold still holds its places at `now`: it exists, is complete, and has not
 * passed its valid_until (a cart prices, and an order takes, only such holds).
 */
export function isLive(hold: LiveHold | undefined, now: Date): hold is LiveHold {
  return hold?.complete === true && hold.valid_until.getTime() > now.getTime();
}

/** The holds of these tokens as they stand, for pricing a cart and placing an order. */
export async function findLiveHolds(
  db: Queryable,
  tokens: readonly string[],
  lock = false,
): Promise<Map<string, LiveHold>> {
  return repo.findLiveHolds(db, tokens, lock);
}

export type { HoldClient };

/**
 * The hot path's ticket read (DESIGN §4), kept for READ_CACHE_MS: what a hold checks of a
 * ticket (bookable, booked out, persons, validity, quotas) changes only when a catalogue is
 * loaded, so a rush of holds on one ticket reads it from PostgreSQL once per lifetime instead
 * of once per hold (src/http/lifetime-cache.ts; the plugin makes it).
 */
export type HoldTicketCache = LifetimeCache<number, HoldableTicket | undefined>;

export interface ReservationDeps {
  db: Database;
  clock: Clock;
  holdMinutes: number;
  /** DESIGN §4: a hold's whole life from its creation; extensions stop there. */
  holdLifetimeMinutes: number;
  /** DESIGN §4: places one client holds at once; undefined: the shop's default (0407). */
  holdPlacesPerClient: number | undefined;
  /** DESIGN §4: places all holds of one address hold at once; undefined: the default (0517). */
  holdPlacesPerAddress: number | undefined;
  /** An event date's places per registration, times this, is what one address may hold. */
  holdRegistrationsPerAddress: number;
  /** The answers of the availability reads, dropped by the changes of holds (none: no cache). */
  readCache?: ReadCache;
  /** Orders new holds against the hot cells' counts (src/http/take-gate.ts); none: unordered. */
  takeGate?: TakeGate;
  /** The hot path's ticket reads (HoldTicketCache); none: each hold reads its ticket. */
  ticketCache?: HoldTicketCache;
  /** The capacity ledger (modules/capacity): the only code that touches pools. */
  ledger: CapacityLedger;
}

const MINUTE_MS = 60_000;

/** What a change of holds answers, and the pools it locked (and so may have changed). */
export interface Changed<T> {
  result: T;
  pools: readonly string[];
  /** A new hold: the places it took from each pool, and nothing else changed. */
  taken?: readonly LineWrite[];
}

/** The cached answers a change of these pools makes stale: those of their quotas and days. */
function changedPools(keys: readonly string[]): ChangedPool[] {
  return keys.flatMap((key) => {
    const pool = parsePoolKey(key);
    return pool.kind === "quota" && pool.day !== null ? [{ quotaId: pool.ref, day: pool.day }] : [];
  });
}

/**
 * Runs a change of holds and then drops the cached availability answers counted from its
 * pools, so the next read counts it (src/http/read-cache.ts). A refusal (ApiError: sold
 * out, expired, not found) changed nothing and keeps them; any other failure may have
 * committed somewhere, so it drops them all.
 */
export async function changingHolds<T>(
  deps: ReservationDeps,
  change: () => Promise<Changed<T>>,
): Promise<T> {
  try {
    const { result, pools, taken } = await change();
    deps.readCache?.invalidate(
      changedPools(pools),
      taken?.map((line) => ({ key: line.key, places: line.places })),
    );
    return result;
  } catch (error) {
    if (!(error instanceof ApiError)) deps.readCache?.invalidate();
    throw error;
  }
}

/** The caps a new hold is taken under. */
export const holdCaps = (deps: ReservationDeps): HoldCaps => ({
  client: deps.holdPlacesPerClient,
  address: deps.holdPlacesPerAddress,
});

export function newToken(): string {
  // DESIGN §7: tokens carry at least 128 random bits.
  return randomBytes(16).toString("base64url");
}

export function validUntilFrom(deps: ReservationDeps, now: Date): Date {
  return new Date(now.getTime() + deps.holdMinutes * MINUTE_MS);
}

/** The end of a hold's life (DESIGN §4: it cannot be extended forever). */
export function endOfLife(deps: ReservationDeps, createdAt: Date): Date {
  return new Date(createdAt.getTime() + deps.holdLifetimeMinutes * MINUTE_MS);
}

function toReservation(hold: {
  token: string;
  validUntil: Date;
  ticketId: number;
  quantity: number;
  day: string | null;
  startTime: string | null;
}): Reservation {
  return {
    token: hold.token,
    valid_until: hold.validUntil.toISOString(),
    ticket_id: hold.ticketId,
    quantity: hold.quantity,
    date: hold.day,
    time: hold.startTime,
  };
}

export const isTicketHold = (row: HoldRow): row is HoldRow & { ticket_id: number } =>
  row.ticket_id !== null;

export function rowToReservation(
  row: HoldRow & { ticket_id: number },
  validUntil: Date,
): Reservation {
  return toReservation({
    token: row.token,
    validUntil,
    ticketId: row.ticket_id,
    quantity: row.quantity,
    day: row.day,
    startTime: row.start_time,
  });
}

/** The pools a hold of `request` takes, after checking it against its ticket (hold-plan.ts). */
export async function planFor(
  db: Queryable,
  request: ReservationRequest,
  now: Date,
): Promise<HoldPlan> {
  const tickets = await findHoldableTickets(db, [request.ticket_id]);
  return planHold(tickets.get(request.ticket_id), request, now);
}

/**
 * Moves held places on the locked pools `keys` from the old lines to the new ones, releasing
 * lines expired at `now` on the way. Throws sold_out, and so rolls the whole transaction
 * back, when any pool lacks places.
 */
export async function moveHeld(
  deps: ReservationDeps,
  tx: Queryable,
  keys: readonly string[],
  from: readonly LineWrite[],
  to: readonly LineWrite[],
  now: Date,
): Promise<void> {
  const shortages = await deps.ledger.change(tx, keys, from, to, now);
  if (shortages.length > 0) throw soldOut(fewestLeft(shortages));
}

/**
 * Locks one hold, then (with `holder`) its address's and owner's locks, then the pools of its
 * lines plus `extra`. Answers the hold and its lines as they stand under those locks; throws
 * not_found or hold_expired.
 */
export async function lockLiveHold(
  deps: ReservationDeps,
  tx: Queryable,
  token: string,
  extra: HoldPlan["lines"],
  now: Date,
  holder = false,
): Promise<{ hold: HoldRow; lines: StoredLine[]; keys: string[] }> {
  const [hold] = await lockHolds(tx, [token]);
  if (!hold) throw fieldError("not_found", "token", "No such reservation");
  if (holder) await lockHolder(tx, hold);
  const { lines, keys } = await deps.ledger.lock(
    tx,
    [token],
    extra.map((line) => line.pool),
  );
  // A released line means the hold expired by another request's clock.
  if (hold.valid_until.getTime() <= now.getTime() || lines.length < hold.line_count) {
    throw fieldError("hold_expired", "token", "The reservation has expired");
  }
  return { hold, lines, keys };
}

/**
 * Holds places in every quota of the ticket or in none; sold_out when one lacks them,
 * hold_limit when the client would hold more places at once than one visitor may.
 */
export function createReservation(
  deps: ReservationDeps,
  request: ReservationRequest,
  client: HoldClient,
): Promise<Reservation> {
  const take = () => changingHolds(deps, () => takeNewHold(deps, request, client));
  // src/http/take-gate.ts: the take and its notice to the cache, ordered against hot counts.
  return deps.takeGate ? deps.takeGate.take(take) : take();
}

async function takeNewHold(
  deps: ReservationDeps,
  request: ReservationRequest,
  client: HoldClient,
): Promise<Changed<Reservation>> {
  const now = deps.clock();
  const load = () => findHoldTicket(deps.db, request.ticket_id);
  const ticket = await (deps.ticketCache ? deps.ticketCache.get(request.ticket_id, load) : load());
  const plan = planHold(ticket, request, now);
  const hold = { ...plan, token: newToken(), validUntil: validUntilFrom(deps, now), now };
  const outcome = await deps.ledger.take(deps.db, hold, client, holdCaps(deps));
  if (outcome.outcome === "sold_out") throw soldOut(outcome.available);
  if (outcome.outcome === "client_cap") throw overClientCap();
  if (outcome.outcome === "address_cap") throw overAddressCap();
  const taken = toWrites(plan.lines);
  return { result: toReservation(hold), pools: taken.map((line) => line.key), taken };
}

/** Replaces a hold under the same token; when places are missing the old hold stays intact. */
export function replaceReservation(
  deps: ReservationDeps,
  token: string,
  request: ReservationRequest,
): Promise<Reservation> {
  return changingHolds(deps, () => replaceHold(deps, token, request));
}

async function replaceHold(
  deps: ReservationDeps,
  token: string,
  request: ReservationRequest,
): Promise<Changed<Reservation>> {
  const now = deps.clock();
  const plan = await planFor(deps.db, request, now);
  return deps.db.transaction(async (tx) => {
    const { hold: old, lines, keys } = await lockLiveHold(deps, tx, token, plan.lines, now, true);
    // A seat's hold (seat-blockings.ts) is never turned into a ticket's.
    if (old.ticket_id === null) throw fieldError("not_found", "token", "No such reservation");
    // The same caps as a new hold, for the hold's address and owner; its own places count
    // once.
    if (plan.places > 0) {
      const room = await holderHasRoom(tx, old, plan.places, holdCaps(deps), now);
      if (room === "address_cap") throw overAddressCap();
      if (room === "client_cap") throw overClientCap();
    }
    const writes = toWrites(plan.lines);
    await moveHeld(deps, tx, keys, lines, writes, now);
    // A change is no way around the lifetime cap: the hold keeps its creation.
    const lifeEnds = endOfLife(deps, old.created_at);
    const proposed = validUntilFrom(deps, now);
    const validUntil = new Date(Math.min(proposed.getTime(), lifeEnds.getTime()));
    const hold = { ...plan, token, validUntil, now, lineCount: writes.length };
    await rewriteHold(tx, hold);
    await deps.ledger.writeLines(tx, token, writes, validUntil);
    return { result: toReservation(hold), pools: keys };
  });
}

/** Gives a live hold's places back and forgets it. */
export function releaseReservation(deps: ReservationDeps, token: string): Promise<void> {
  return changingHolds(deps, () => releaseHold(deps, token));
}

async function releaseHold(deps: ReservationDeps, token: string): Promise<Changed<void>> {
  const now = deps.clock();
  const pools = await deps.db.transaction(async (tx) => {
    const { lines, keys } = await lockLiveHold(deps, tx, token, [], now);
    await moveHeld(deps, tx, keys, lines, [], now);
    await deleteHold(tx, token);
    return keys;
  });
  return { result: undefined, pools };
}

/**
 * An order's holds last as long again while it is paid (orders/service.ts): no lifetime cap,
 * the order's own expiry (orders/expiry.ts) bounds them.
 */
export async function extendHoldsForPayment(
  ledger: CapacityLedger,
  tx: Queryable,
  tokens: readonly string[],
  validUntil: Date,
  now: Date,
): Promise<void> {
  await extendHolds(tx, tokens, validUntil, now);
  await ledger.extend(tx, tokens);
}

/**
 * A declined offer of the waiting list (issue 34, Deliver 3): its holds that still hold and no
 * order took give their places back and are forgotten, in the caller's transaction. Answers the
 * pools.
 */
export async function releaseOfferHolds(
  ledger: CapacityLedger,
  tx: Queryable,
  tokens: readonly string[],
  now: Date,
): Promise<readonly string[]> {
  const held = await lockHolds(tx, tokens);
  const free: string[] = [];
  // Gone, or an order took it (the places are the order's now).
  for (const hold of held) if (!(await isOrdered(tx, hold.token))) free.push(hold.token);
  if (free.length === 0) return [];
  const { lines, keys } = await ledger.lock(tx, free, []);
  await ledger.change(tx, keys, lines, [], now);
  for (const token of free) await deleteHold(tx, token);
  return keys;
}

// The waiting list's holds (issue 34, Deliver 3): an offer's, held for the first in line, and
// claimed by the client who opens its link.
export { clientOf } from "./client";
export type { HoldPlan } from "./hold-plan";
export { claimOfferHolds, insertOfferHold } from "./offer-repository";

// What orders start: the sweeper that releases expired holds (and runs the orders' expiry).
export { startSweeper } from "./sweeper";
