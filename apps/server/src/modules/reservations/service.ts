// Holds (DESIGN §4): take places in every quota of the ticket or in none, change them so that
// a failed change leaves the old hold as it was, extend and release them. Each workflow is
// one transaction that locks, in this order: hold rows by token, then counter rows by quota
// id, day and start time. Work that needs no lock (reading the ticket, creating counter
// rows, the sold-out pre-check) runs before, so the locks are held for few statements.
// Creating a hold, the hot path, runs the same steps inside PostgreSQL (take_hold): one
// round trip after reading the ticket.
import { randomBytes } from "node:crypto";
import type { Reservation, ReservationRequest } from "@shop/core/contract";
import type { Clock } from "../../clock";
import type { Database, Queryable } from "../../db/database";
import { ApiError, fieldError } from "../../http/errors";
import type { ReadCache } from "../../http/read-cache";
import { type CounterKey, compareCounterKeys, counterKeyId } from "../capacity/counter-key";
import {
  type CounterDelta,
  changeHeldUnguarded,
  ensureCounters,
  lockCounters,
  releaseExpiredLines,
  takePlaces,
} from "../capacity/counters-repository";
import { findHoldableTickets } from "../tickets/repository";
import { type HoldLine, type HoldPlan, planHold } from "./hold-plan";
import {
  deleteHold,
  extendHolds,
  findHoldTicket,
  findLines,
  type HoldClient,
  type HoldRow,
  insertHold,
  lockHolds,
  ownerHasRoom,
  rewriteHold,
  type StoredLine,
  takeHold,
} from "./repository";
import type { HoldTicketCache } from "./ticket-cache";

export type { HoldClient };

export interface ReservationDeps {
  db: Database;
  clock: Clock;
  holdMinutes: number;
  /** DESIGN §4: a hold's whole life from its creation; extensions stop there. */
  holdLifetimeMinutes: number;
  /** DESIGN §4: places one client holds at once; undefined: the shop's default (0407). */
  holdPlacesPerClient: number | undefined;
  /** The answers of the availability reads, dropped by the changes of holds (none: no cache). */
  readCache?: ReadCache;
  /** The hot path's ticket reads (ticket-cache.ts); none: each hold reads its ticket. */
  ticketCache?: HoldTicketCache;
  /** Test-only negative control (see Config.unsafeSkipCapacityGuard). */
  unsafeSkipCapacityGuard: boolean;
}

const MINUTE_MS = 60_000;

/** What a change of holds answers, and the counters it locked (and so may have changed). */
interface Changed<T> {
  result: T;
  counters: readonly CounterKey[];
}

/**
 * Runs a change of holds and then drops the cached availability answers counted from its
 * counters, so the next read counts it (src/http/read-cache.ts). A refusal (ApiError: sold
 * out, expired, not found) changed nothing and keeps them; any other failure may have
 * committed somewhere, so it drops them all.
 */
async function changingHolds<T>(
  deps: ReservationDeps,
  change: () => Promise<Changed<T>>,
): Promise<T> {
  try {
    const { result, counters } = await change();
    deps.readCache?.invalidate(counters);
    return result;
  } catch (error) {
    if (!(error instanceof ApiError)) deps.readCache?.invalidate();
    throw error;
  }
}

const soldOut = () => fieldError("sold_out", "quantity", "Not enough places left");
// DESIGN §4: one client cannot block a day's places.
const overClientCap = () =>
  fieldError(
    "hold_limit",
    "quantity",
    "You already hold as many places as one visitor may hold at once",
  );

function newToken(): string {
  // DESIGN §7: tokens carry at least 128 random bits.
  return randomBytes(16).toString("base64url");
}

function validUntilFrom(deps: ReservationDeps, now: Date): Date {
  return new Date(now.getTime() + deps.holdMinutes * MINUTE_MS);
}

/** The end of a hold's life (DESIGN §4: it cannot be extended forever). */
function endOfLife(deps: ReservationDeps, createdAt: Date): Date {
  return new Date(createdAt.getTime() + deps.holdLifetimeMinutes * MINUTE_MS);
}

function sortedKeys(keys: readonly CounterKey[]): CounterKey[] {
  const byId = new Map(keys.map((key) => [counterKeyId(key), key]));
  return [...byId.values()].sort(compareCounterKeys);
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

function rowToReservation(row: HoldRow, validUntil: Date): Reservation {
  return toReservation({
    token: row.token,
    validUntil,
    ticketId: row.ticket_id,
    quantity: row.quantity,
    day: row.day,
    startTime: row.start_time,
  });
}

async function planFor(db: Queryable, request: ReservationRequest, now: Date): Promise<HoldPlan> {
  const tickets = await findHoldableTickets(db, [request.ticket_id]);
  const plan = planHold(tickets.get(request.ticket_id), request, now);
  await ensureCounters(
    db,
    plan.lines.map((line) => line.key),
  );
  return plan;
}

function placesByKey(lines: readonly HoldLine[]): Map<string, number> {
  const places = new Map<string, number>();
  for (const line of lines) {
    const id = counterKeyId(line.key);
    places.set(id, (places.get(id) ?? 0) + line.quantity);
  }
  return places;
}

/**
 * Moves `held` on the locked counters `keys` from the old lines to the new ones, releasing
 * lines expired at `now` on the way. Throws sold_out, and so rolls the whole transaction
 * back, when any counter lacks places.
 */
async function moveHeld(
  deps: ReservationDeps,
  tx: Queryable,
  keys: readonly CounterKey[],
  oldLines: readonly HoldLine[],
  newLines: readonly HoldLine[],
  now: Date,
): Promise<void> {
  const before = placesByKey(oldLines);
  const after = placesByKey(newLines);
  const deltas: CounterDelta[] = keys.map((key) => {
    const id = counterKeyId(key);
    return { key, delta: (after.get(id) ?? 0) - (before.get(id) ?? 0) };
  });
  let refused: CounterKey[];
  if (deps.unsafeSkipCapacityGuard) {
    await releaseExpiredLines(tx, keys, now);
    refused = await changeHeldUnguarded(
      tx,
      deltas.filter((d) => d.delta !== 0),
    );
  } else {
    refused = await takePlaces(tx, deltas, now);
  }
  if (refused.length > 0) throw soldOut();
}

/** Locks counters in key order, unless the test-only switch has taken the guard away. */
async function lock(deps: ReservationDeps, tx: Queryable, keys: readonly CounterKey[]) {
  if (!deps.unsafeSkipCapacityGuard) await lockCounters(tx, keys);
}

/**
 * Locks one hold, then the counters of its lines plus `extraKeys`. Answers the hold and its
 * lines as they stand under those locks; throws not_found or hold_expired.
 */
async function lockLiveHold(
  deps: ReservationDeps,
  tx: Queryable,
  token: string,
  extraKeys: readonly CounterKey[],
  now: Date,
): Promise<{ hold: HoldRow; lines: StoredLine[]; keys: CounterKey[] }> {
  const [hold] = await lockHolds(tx, [token]);
  if (!hold) throw fieldError("not_found", "token", "No such reservation");
  // Without the counters' locks a line can only disappear (released as expired), never
  // appear, so these keys cover every line the hold can still have.
  const before = await findLines(tx, [token]);
  const keys = sortedKeys([...before.map((line) => line.key), ...extraKeys]);
  await lock(deps, tx, keys);
  const lines = await findLines(tx, [token]);
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
  return changingHolds(deps, () => takeNewHold(deps, request, client));
}

async function takeNewHold(
  deps: ReservationDeps,
  request: ReservationRequest,
  client: HoldClient,
): Promise<Changed<Reservation>> {
  const now = deps.clock();
  if (deps.unsafeSkipCapacityGuard) return createReservationUnguarded(deps, request, now);
  const load = () => findHoldTicket(deps.db, request.ticket_id);
  const ticket = await (deps.ticketCache ? deps.ticketCache.get(request.ticket_id, load) : load());
  const plan = planHold(ticket, request, now);
  // One line per counter, in locking order; take_hold does the rest in one round trip.
  const places = placesByKey(plan.lines);
  const lines = sortedKeys(plan.lines.map((line) => line.key)).map((key) => ({
    key,
    quantity: places.get(counterKeyId(key)) ?? 0,
  }));
  const hold = {
    ...plan,
    lines,
    token: newToken(),
    validUntil: validUntilFrom(deps, now),
    now,
  };
  const outcome = await takeHold(deps.db, hold, client, deps.holdPlacesPerClient);
  if (outcome === "sold_out") throw soldOut();
  if (outcome === "client_cap") throw overClientCap();
  return { result: toReservation(hold), counters: lines.map((line) => line.key) };
}

/** The negative control's path: the same steps with the guard taken away (tests only). */
async function createReservationUnguarded(
  deps: ReservationDeps,
  request: ReservationRequest,
  now: Date,
): Promise<Changed<Reservation>> {
  const plan = await planFor(deps.db, request, now);
  const keys = sortedKeys(plan.lines.map((line) => line.key));
  const hold = { ...plan, token: newToken(), validUntil: validUntilFrom(deps, now), now };
  await deps.db.transaction(async (tx) => {
    await moveHeld(deps, tx, keys, [], plan.lines, now);
    await insertHold(tx, hold);
  });
  return { result: toReservation(hold), counters: keys };
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
    const newKeys = plan.lines.map((line) => line.key);
    const { hold: old, lines, keys } = await lockLiveHold(deps, tx, token, newKeys, now);
    // The same cap as a new hold, for the hold's owner; its own places count once.
    if (
      old.owner !== null &&
      plan.places > 0 &&
      !(await ownerHasRoom(tx, old.owner, token, plan.places, deps.holdPlacesPerClient, now))
    ) {
      throw overClientCap();
    }
    await moveHeld(deps, tx, keys, lines, plan.lines, now);
    // A change is no way around the lifetime cap: the hold keeps its creation.
    const lifeEnds = endOfLife(deps, old.created_at);
    const proposed = validUntilFrom(deps, now);
    const validUntil = new Date(Math.min(proposed.getTime(), lifeEnds.getTime()));
    const hold = { ...plan, token, validUntil, now };
    await rewriteHold(tx, hold);
    return { result: toReservation(hold), counters: keys };
  });
}

/**
 * Extends live holds by the hold time, each at most to the end of its life; unknown and
 * expired tokens are left out. A live hold already at the end of its life cannot be
 * extended: hold_not_extendable names it (`tokens.N`), and nothing changes.
 */
export function extendReservations(
  deps: ReservationDeps,
  tokens: readonly string[],
): Promise<Reservation[]> {
  return changingHolds(deps, () => extendHoldsOf(deps, tokens));
}

async function extendHoldsOf(
  deps: ReservationDeps,
  tokens: readonly string[],
): Promise<Changed<Reservation[]>> {
  const now = deps.clock();
  const validUntil = validUntilFrom(deps, now);
  return deps.db.transaction(async (tx) => {
    const holds = await lockHolds(tx, [...new Set(tokens)].sort());
    const held = holds.map((hold) => hold.token);
    const before = await findLines(tx, held);
    // Under the counters' locks no other request can release these lines meanwhile; the
    // expired ones among them are released here.
    const keys = sortedKeys(before.map((line) => line.key));
    await lock(deps, tx, keys);
    await moveHeld(deps, tx, keys, [], [], now);
    const lines = await findLines(tx, held);
    const live = holds.filter(
      (hold) =>
        hold.valid_until.getTime() > now.getTime() &&
        lines.filter((line) => line.token === hold.token).length >= hold.line_count,
    );
    const spent = live.find(
      (hold) => endOfLife(deps, hold.created_at).getTime() <= hold.valid_until.getTime(),
    );
    if (spent) {
      const message = "The reservation can no longer be extended";
      throw new ApiError("hold_not_extendable", message, {
        [`tokens.${tokens.indexOf(spent.token)}`]: [message],
      });
    }
    const extended = await extendHolds(
      tx,
      live.map((hold) => hold.token),
      validUntil,
      now,
      deps.holdLifetimeMinutes,
    );
    return {
      result: live.map((hold) => rowToReservation(hold, extended.get(hold.token) ?? validUntil)),
      counters: keys,
    };
  });
}

/** Gives a live hold's places back and forgets it. */
export function releaseReservation(deps: ReservationDeps, token: string): Promise<void> {
  return changingHolds(deps, () => releaseHold(deps, token));
}

async function releaseHold(deps: ReservationDeps, token: string): Promise<Changed<void>> {
  const now = deps.clock();
  const counters = await deps.db.transaction(async (tx) => {
    const { lines, keys } = await lockLiveHold(deps, tx, token, [], now);
    await moveHeld(deps, tx, keys, lines, [], now);
    await deleteHold(tx, token);
    return keys;
  });
  return { result: undefined, counters };
}
