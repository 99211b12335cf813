// The capacity ledger (DESIGN §4): the only code that touches pools and hold lines. Take,
// change, extend, release, sell and read, implemented once over pool_free() (migration 0500).
// Reservations and orders call only this interface; the hold rows themselves (token, ticket,
// owner, expiry) are theirs, locked before any pool and written in the same transaction.
//
// Tests inject a ledger without the guard as their negative control
// (test/helpers/unguarded-ledger.ts); production code has no switch to turn it off.
import type { Database, Queryable } from "../../db/database";
import {
  alignLines,
  copyLinesToOrder,
  findLines,
  type LineWrite,
  type StoredLine,
  writeLines,
} from "./lines";
import { type Pool, poolKey, sortedKeys } from "./pool";
import {
  ensurePools,
  lockPools,
  movePlaces,
  type PoolDelta,
  type PoolState,
  readPools,
  type Shortage,
} from "./repository";
import { giveBackSold, releaseOrderHolds, type SaleOutcome, sellHolds } from "./sales";
import { sweepPools } from "./sweep";
import { createTakeBatches, type SinglePoolTake } from "./take-batches";
import { offerPlaces, setAside } from "./waiting";

export type { LineWrite, PoolState, SaleOutcome, Shortage, StoredLine };

/** The places a hold takes from one pool. */
export interface HoldLine {
  pool: Pool;
  places: number;
}

/** A new hold: its row (reservations' fields) and its lines. */
export interface NewHold {
  token: string;
  ticketId: number;
  day: string | null;
  startTime: string | null;
  quantity: number;
  subTicketQuantities: Record<string, number>;
  lines: readonly HoldLine[];
  validUntil: Date;
  now: Date;
}

/** A new hold of event places (migration 0514): one seat, or places of a date. */
export interface NewEventHold {
  token: string;
  eventDateId: number;
  /** The seat (seats.id) of a seated date's hold; null for general admission. */
  seatId: number | null;
  quantity: number;
  /** The most places of the date one owner may hold at once. */
  maxPerRegistration: number;
  /** The most places of the date all holds of one address may hold at once (migration 0517). */
  maxPerAddress: number;
  lines: readonly HoldLine[];
  validUntil: Date;
  now: Date;
}

/**
 * Who asks for a hold (migrations 0407, 0517): their session's customer, else their visitor
 * (the signed visitor cookie), else their address; the address is kept for its own cap.
 */
export interface HoldClient {
  /** sha256 of the session cookie's token, when the request carries one. */
  sessionHash: string | undefined;
  /** The visitor of the request's signed visitor cookie (modules/auth/visitor.ts), if any. */
  visitor: string | undefined;
  /** The client address as its per-address key (an IPv6 client by its /64). */
  address: string;
}

/**
 * DESIGN §4 fair holds: the places one owner, and all holds of one address together, may hold
 * at once; undefined: the shop's default (migrations 0407, 0517).
 */
export interface HoldCaps {
  client: number | undefined;
  address: number | undefined;
}

export type TakeOutcome =
  | { outcome: "taken" }
  | { outcome: "client_cap" }
  /** The holds of the client's address hold as many places as an address may. */
  | { outcome: "address_cap" }
  /** `available`: the fewest places left in any of the hold's pools. */
  | { outcome: "sold_out"; available: number };

export type EventTakeOutcome =
  | TakeOutcome
  /** `held`: the places of the date the owner holds already. */
  | { outcome: "max_per_registration"; held: number }
  /** The owner holds this seat already, under `token`. */
  | { outcome: "own"; token: string };

export interface CapacityLedger {
  /**
   * Takes a new hold in every pool of its lines or in none, and writes it: one round trip
   * (take_hold) unless a pool is new; holds on one pool that come while a take on it is in
   * flight share one round trip (take_holds, take-batches.ts). Refused when the client, or its
   * address, would hold more than its cap at once.
   */
  take(db: Database, hold: NewHold, client: HoldClient, caps: HoldCaps): Promise<TakeOutcome>;
  /**
   * Takes a hold of event places (take_event_hold, migration 0514): every pool of its lines or
   * none, refused past the date's max per registration for this owner or the client's cap.
   * Event pools are defined by the catalogue load: one missing has no places.
   */
  takeEvent(
    db: Database,
    hold: NewEventHold,
    client: HoldClient,
    caps: HoldCaps,
  ): Promise<EventTakeOutcome>;
  /**
   * In a transaction that locked these holds' rows: creates the pools of `extra` if missing,
   * then locks the pools of the holds' lines and of `extra`, in key order. Answers the lines
   * as they stand under those locks and the locked keys.
   */
  lock(
    tx: Queryable,
    tokens: readonly string[],
    extra: readonly Pool[],
  ): Promise<{ lines: StoredLine[]; keys: string[] }>;
  /**
   * On locked pools: releases their lines expired at `now` and moves held places from the
   * lines `from` to the lines `to` (an empty `to` releases). Answers the pools that lacked
   * places (then the caller rolls back: all or none).
   */
  change(
    tx: Queryable,
    keys: readonly string[],
    from: readonly LineWrite[],
    to: readonly LineWrite[],
    now: Date,
  ): Promise<Shortage[]>;
  /** Writes a hold's lines after a change (its row exists). */
  writeLines(
    tx: Queryable,
    token: string,
    lines: readonly LineWrite[],
    validUntil: Date,
  ): Promise<void>;
  /** The lines of these holds follow their rows' new valid_until (an extension). */
  extend(tx: Queryable, tokens: readonly string[]): Promise<void>;
  /** An order placed with these holds keeps the places they have now (sales.ts sells those). */
  copyToOrder(tx: Queryable, orderId: number, tokens: readonly string[]): Promise<void>;
  /** A paid order's holds become sales (sales.ts). */
  sell(tx: Queryable, orderId: number, now: Date): Promise<SaleOutcome>;
  /** Gives the places of an order's holds back (its payment failed or it expired). */
  releaseOrder(tx: Queryable, orderId: number, now: Date): Promise<void>;
  /**
   * A paid order's line is cancelled: the places its holds (`tokens`) were sold with go back,
   * once (sales.ts giveBackSold). Answers the pools and places given back.
   */
  giveBack(
    tx: Queryable,
    orderId: number,
    tokens: readonly string[],
  ): Promise<{ pool: string; quantity: number }[]>;
  /** The pools' state at `now` (expired lines no longer count). */
  read(db: Queryable, pools: readonly Pool[], now: Date): Promise<PoolState[]>;
  /** Gives back the places of expired lines nobody released yet; answers the pools tidied. */
  sweep(db: Database, now: Date): Promise<number>;
  /**
   * On locked pools: sets the places of `lines` aside for their waiting list (migration 0539;
   * `sign` -1 gives them back), so no taker gets them.
   */
  setAside(tx: Queryable, lines: readonly LineWrite[], sign?: 1 | -1): Promise<void>;
  /**
   * On locked pools: moves the places of `lines` set aside for the list into held, for an
   * offer's hold (whose lines the caller writes), when every pool has them free; answers
   * whether it did.
   */
  offer(tx: Queryable, lines: readonly LineWrite[], now: Date): Promise<boolean>;
}

/** Lines as writes: one per pool, places summed, in lock order. */
export function toWrites(lines: readonly HoldLine[]): LineWrite[] {
  const places = new Map<string, number>();
  for (const line of lines) {
    const key = poolKey(line.pool);
    places.set(key, (places.get(key) ?? 0) + line.places);
  }
  return sortedKeys(places.keys()).map((key) => ({ key, places: places.get(key) ?? 0 }));
}

/** The deltas that move held places from `from` to `to` on `keys`. */
export function deltasOf(
  keys: readonly string[],
  from: readonly LineWrite[],
  to: readonly LineWrite[],
): PoolDelta[] {
  const sum = (lines: readonly LineWrite[], key: string) =>
    lines.filter((line) => line.key === key).reduce((total, line) => total + line.places, 0);
  return keys.map((key) => ({ key, delta: sum(to, key) - sum(from, key) }));
}

async function callTakeHold(
  db: Queryable,
  hold: NewHold,
  writes: readonly LineWrite[],
  client: HoldClient,
  caps: HoldCaps,
): Promise<string> {
  const result = await db.query<{ outcome: string }>(
    `SELECT take_hold($1, $2, $3, $4, $5, $6, $7, $8, $9::text[], $10::int[], $11, $12, $13,
                      $14, $15) AS outcome`,
    [
      hold.token,
      hold.ticketId,
      hold.day,
      hold.startTime,
      hold.quantity,
      JSON.stringify(hold.subTicketQuantities),
      hold.validUntil,
      hold.now,
      writes.map((line) => line.key),
      writes.map((line) => line.places),
      client.sessionHash ?? null,
      client.visitor ?? null,
      client.address,
      caps.client ?? null,
      caps.address ?? null,
    ],
    // The hot path of every hold: parsed and planned once per connection.
    "take_hold",
  );
  const outcome = result.rows[0]?.outcome;
  if (!outcome) throw new Error("take_hold answered no row");
  return outcome;
}

type BatchedTake = SinglePoolTake<NewHold, HoldClient, HoldCaps>;

/** take_holds (migration 0501): holds on one pool each, in one round trip. */
async function callTakeHolds(db: Queryable, takes: readonly BatchedTake[]): Promise<string[]> {
  const result = await db.query<{ outcomes: string[] }>(
    `SELECT take_holds($1::text[], $2::int[], $3::date[], $4::time[], $5::int[], $6::jsonb[],
                       $7::timestamptz[], $8::timestamptz[], $9::text[], $10::int[], $11::text[],
                       $12::text[], $13::text[], $14::int[], $15::int[]) AS outcomes`,
    [
      takes.map(({ hold }) => hold.token),
      takes.map(({ hold }) => hold.ticketId),
      takes.map(({ hold }) => hold.day),
      takes.map(({ hold }) => hold.startTime),
      takes.map(({ hold }) => hold.quantity),
      takes.map(({ hold }) => JSON.stringify(hold.subTicketQuantities)),
      takes.map(({ hold }) => hold.validUntil.toISOString()),
      takes.map(({ hold }) => hold.now.toISOString()),
      takes.map(({ write }) => write.key),
      takes.map(({ write }) => write.places),
      takes.map(({ client }) => client.sessionHash ?? null),
      takes.map(({ client }) => client.visitor ?? null),
      takes.map(({ client }) => client.address),
      takes.map(({ caps }) => caps.client ?? null),
      takes.map(({ caps }) => caps.address ?? null),
    ],
    "take_holds",
  );
  const outcomes = result.rows[0]?.outcomes;
  if (!outcomes) throw new Error("take_holds answered no row");
  return outcomes;
}

function toOutcome(answer: string): TakeOutcome {
  if (answer === "taken" || answer === "client_cap" || answer === "address_cap") {
    return { outcome: answer };
  }
  const soldOut = /^sold_out:(-?\d+)$/.exec(answer);
  if (soldOut) return { outcome: "sold_out", available: Math.max(Number(soldOut[1]), 0) };
  throw new Error(`take_hold answered ${answer}`);
}

async function callTakeEventHold(
  db: Queryable,
  hold: NewEventHold,
  client: HoldClient,
  caps: HoldCaps,
): Promise<EventTakeOutcome> {
  const writes = toWrites(hold.lines);
  const result = await db.query<{ outcome: string }>(
    `SELECT take_event_hold($1, $2, $3, $4, $5, $6, $7, $8::text[], $9::int[], $10, $11, $12,
                            $13, $14, $15) AS outcome`,
    [
      hold.token,
      hold.eventDateId,
      hold.seatId,
      hold.quantity,
      hold.maxPerRegistration,
      hold.validUntil,
      hold.now,
      writes.map((line) => line.key),
      writes.map((line) => line.places),
      client.sessionHash ?? null,
      client.visitor ?? null,
      client.address,
      caps.client ?? null,
      caps.address ?? null,
      hold.maxPerAddress,
    ],
  );
  const answer = result.rows[0]?.outcome;
  if (!answer) throw new Error("take_event_hold answered no row");
  if (answer === "missing") return { outcome: "sold_out", available: 0 };
  if (answer.startsWith("own:")) return { outcome: "own", token: answer.slice(4) };
  const limit = /^max_per_registration:(\d+)$/.exec(answer);
  if (limit) return { outcome: "max_per_registration", held: Number(limit[1]) };
  return toOutcome(answer);
}

/** The guarded ledger: DESIGN §4's guarantee, enforced in the database. */
export function createLedger(): CapacityLedger {
  // New holds on one pool go together while one is in flight (take-batches.ts).
  const batches = createTakeBatches<BatchedTake>(
    (db, { hold, write, client, caps }) => callTakeHold(db, hold, [write], client, caps),
    callTakeHolds,
  );
  return {
    async take(db, hold, client, caps) {
      const writes = toWrites(hold.lines);
      const [write] = writes;
      let answer = await (writes.length === 1 && write
        ? batches.take(db, { hold, write, client, caps })
        : callTakeHold(db, hold, writes, client, caps));
      if (answer === "missing") {
        // The first hold on a pool: create it, then take as any other hold.
        await ensurePools(
          db,
          hold.lines.map((line) => line.pool),
        );
        answer = await callTakeHold(db, hold, writes, client, caps);
        // A pool still missing has no capacity defined: nothing to take from.
        if (answer === "missing") return { outcome: "sold_out", available: 0 };
      }
      return toOutcome(answer);
    },
    takeEvent: callTakeEventHold,
    async lock(tx, tokens, extra) {
      await ensurePools(tx, extra);
      // Without the pools' locks a line can only disappear (released as expired), never
      // appear, so these keys cover every line the holds can still have.
      const before = await findLines(tx, tokens);
      const keys = sortedKeys([...before.map((line) => line.key), ...extra.map(poolKey)]);
      await lockPools(tx, keys);
      return { lines: await findLines(tx, tokens), keys };
    },
    change: (tx, keys, from, to, now) => movePlaces(tx, deltasOf(keys, from, to), now),
    writeLines,
    extend: alignLines,
    copyToOrder: copyLinesToOrder,
    sell: sellHolds,
    releaseOrder: releaseOrderHolds,
    giveBack: giveBackSold,
    read: readPools,
    sweep: sweepPools,
    setAside,
    offer: offerPlaces,
  };
}

export {
  definePools,
  deleteSpentEventHolds,
  deleteUnusedPools,
  type EventPoolUse,
  lockAllPools,
  readEventPoolUses,
  readPoolUses,
  releaseExpiredLines,
} from "./catalogue-pools";
// The catalogue load's view of the ledger (catalogue/quota-pools-sync.ts, load-catalogue.ts) and
// the availability reads' SQL (tickets/availability-sql.ts): the rest of this folder is its own.
export {
  dropUnlistedQuotaPools,
  QUOTA_HAS_POOLS,
  type QuotaPoolRow,
  quotaPoolKey,
  readQuotaPools,
  writeQuotaPools,
} from "./quota-pools";
export {
  quotaPoolFree,
  quotaPoolJoin,
  quotaPoolKeySql,
  quotaPools,
  quotaPoolsFree,
  stockPoolFree,
} from "./read-sql";
