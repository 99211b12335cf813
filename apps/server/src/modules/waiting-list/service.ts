// The waiting list of sold-out time slots and event dates (issue 34, Deliver 3; pretix's model).
// A sign-up sets its places aside in the slot's (or the date's) pools (capacity/waiting.ts): from then on no taker gets places
// that come back there, however they come back (a hold expiring, an order cancelled or never
// paid, the venue raising the capacity). The dispatcher (./plugin.ts runs it every few seconds,
// and at once after a decline) hands them out first come first served: once the first in
// line's places are free, they move into a hold owned by the entry, held until the venue's
// offer time ends, and a mail brings its link. The link's page claims the hold into the
// visitor's cart; declined or run out, the places go to the next in line. Strictly in line: a
// later entry never takes places an earlier one on the same pool still waits for. An event
// date's places are set aside in the date's pool; a seated date's offer holds free seats side
// by side where it can, one blocking each (a seat is free in its own pool, but nobody can take
// it without a place of the date). What a sign-up waits for, and an offer's holds: ./targets.ts.
import { createHash, randomBytes } from "node:crypto";
import { type Locale, TIME_ZONE } from "@shop/core";
import type {
  WaitingListClaim,
  WaitingListEntry,
  WaitingListOffer,
  WaitingListSignUp,
} from "@shop/core/contract";
import type { Clock } from "../../clock";
import type { Database } from "../../db/database";
import { ApiError, fieldError } from "../../http/errors";
import type { ReadCache } from "../../http/read-cache";
import { type CapacityLedger, toWrites } from "../capacity/ledger";
import { parsePoolKey } from "../capacity/pool";
import { findWaitingDate } from "../events/service";
import {
  claimOfferHolds,
  type HoldClient,
  insertOfferHold,
  releaseOfferHolds,
} from "../reservations/service";
import * as repo from "./repository";
import { type EntryRow, linesOf } from "./repository";
import { type Ask, askOf, offerHoldsOf, targetOf, wantedIds } from "./targets";

export interface WaitingListSettings {
  enabled: boolean;
  offerMinutes: number;
}

/** What an entry waits for: a ticket's slot, or an event date. */
export interface Wanted {
  ticketId: number | null;
  eventDateId: number | null;
}

/** An offer made: what its mail says. */
export interface MadeOffer extends Wanted {
  entryId: number;
  email: string;
  locale: Locale;
  day: string;
  startTime: string;
  places: number;
  until: Date;
  /** The link's token (only its SHA-256 is kept). */
  token: string;
}

export interface WaitingListDeps {
  db: Database;
  clock: Clock;
  ledger: CapacityLedger;
  /** The availability reads' answers, dropped when places are set aside or given back. */
  readCache?: ReadCache;
  settings: () => Promise<WaitingListSettings>;
  /** A ticket's or an event date's title in a language (the offer's page and mail name it). */
  titleOf: (wanted: Wanted, locale: Locale) => Promise<string>;
  /** Sends an offer's mail (the mail module; tests read the outbox). */
  sendOffer: (offer: MadeOffer) => Promise<unknown>;
  /** Logs a mail that could not be sent: the offer stands (its page works without it). */
  onMailError: (error: unknown) => void;
}

const MINUTE_MS = 60_000;
/** Entries tried per round: a round is a transaction per first in line of each pool. */
const ROUND_ENTRIES = 500;

const hashOf = (token: string) => createHash("sha256").update(token).digest();

const offerGone = () => fieldError("not_found", "token", "No such offer, or it has ended");

async function enabledSettings(deps: WaitingListDeps): Promise<WaitingListSettings> {
  const settings = await deps.settings();
  if (!settings.enabled) throw new ApiError("not_found", "The waiting list is off");
  return settings;
}

/** Thrown inside an offer's transaction to roll it back: the places are not free yet. */
class NotYet extends Error {}

/**
 * Signs an address up for a slot that lacks the places, or merges a second sign-up into the
 * first (the latest places; an entry with an offer stays as it is). Places are set aside in the
 * pools short of them only (the slot's, not the museum's day quota that still has room), so
 * the line of one slot never waits behind another's. Answers its place in line.
 */
export async function signUp(
  deps: WaitingListDeps,
  body: WaitingListSignUp,
  locale: Locale,
): Promise<WaitingListEntry> {
  await enabledSettings(deps);
  const now = deps.clock();
  const ask: Ask =
    body.date_id !== undefined
      ? { kind: "date", eventId: body.event_id as number, dateId: body.date_id }
      : {
          kind: "slot",
          ticketId: body.ticket_id as number,
          day: body.date as string,
          time: body.time as string,
        };
  const target = await targetOf(deps, ask, body.places, now);
  const email = body.email.toLowerCase();
  const pools = target.lines.map((line) => line.pool);
  const entry = await deps.db.transaction(async (tx) => {
    const key = { ...target.key, email };
    const existing = await repo.lockEntryOf(tx, key);
    await deps.ledger.lock(tx, [], pools);
    // An entry with an offer stays as it is: its places are held for it already.
    if (existing?.hold_token) return existing;
    if (existing) await deps.ledger.setAside(tx, linesOf(existing), -1);
    const states = await deps.ledger.read(tx, pools, now);
    const free = new Map(states.map((state) => [state.key, state.available]));
    const writes = toWrites(target.lines);
    const missing = writes.filter((line) => (free.get(line.key) ?? 0) < line.places);
    // A second sign-up whose places came back meanwhile keeps its place in line (and its pools):
    // the next round offers them to it.
    const short =
      missing.length > 0 || !existing
        ? missing
        : writes.filter((line) => existing.pools.includes(line.key));
    if (short.length === 0) {
      throw new ApiError("places_available", "These places are free: take them in the shop");
    }
    if (existing) {
      await repo.updateEntryPlaces(tx, existing.id, { lines: short, places: body.places, locale });
    } else {
      await repo.insertEntry(tx, { ...key, lines: short, places: body.places, locale, now });
    }
    await deps.ledger.setAside(tx, short);
    const written = await repo.lockEntryOf(tx, key);
    if (!written) throw new Error("the sign-up was not written");
    return written;
  });
  // The slot's free places for the public changed.
  deps.readCache?.invalidate();
  return {
    ...wantedIds(target),
    date: target.key.day,
    time: target.key.startTime,
    places: entry.places,
    // An entry with an offer is served: first.
    position: entry.hold_token ? 1 : await repo.positionOf(deps.db, entry.id),
  };
}

/**
 * Makes the entry's offer when its places are free: those set aside come from the list, those of
 * its other pools (a day quota, a seated date's seats) are taken as any hold takes them. None
 * when not (yet).
 */
async function offerTo(
  deps: WaitingListDeps,
  entry: EntryRow,
  minutes: number,
  now: Date,
): Promise<MadeOffer | undefined> {
  const target = await targetOf(deps, askOf(entry), entry.places, now).catch(() => undefined);
  // A slot or date no longer sold (its last entry passed, taken off sale) offers nothing.
  if (!target) return undefined;
  const holds = await offerHoldsOf(deps, target, entry.places, now);
  if (!holds) return undefined;
  const token = randomBytes(16).toString("base64url");
  const until = new Date(now.getTime() + minutes * MINUTE_MS);
  // Every hold's lines, summed per pool.
  const writes = toWrites(holds.flatMap((hold) => hold.lines));
  const made = await deps.db
    .transaction(async (tx) => {
      // Locked and read again: another instance may have made its offer meanwhile.
      const locked = await repo.lockWaitingEntry(tx, entry.id);
      if (!locked) return false;
      const { keys } = await deps.ledger.lock(
        tx,
        [],
        writes.map((line) => parsePoolKey(line.key)),
      );
      if (!(await deps.ledger.offer(tx, linesOf(locked), now))) throw new NotYet();
      const others = writes.filter((line) => !locked.pools.includes(line.key));
      if ((await deps.ledger.change(tx, keys, [], others, now)).length > 0) throw new NotYet();
      const slot = target.key.ticketId !== null;
      for (const hold of holds) {
        const lines = toWrites(hold.lines);
        await insertOfferHold(tx, {
          token: hold.token,
          entryId: locked.id,
          ticketId: target.key.ticketId,
          day: slot ? locked.day : null,
          startTime: slot ? locked.start_time : null,
          eventDateId: target.key.eventDateId,
          seatId: hold.seatId,
          quantity: hold.quantity,
          lineCount: lines.length,
          places: Math.max(...lines.map((line) => line.places)),
          validUntil: until,
          now,
        });
        await deps.ledger.writeLines(tx, hold.token, lines, until);
      }
      const tokens = holds.map((hold) => hold.token);
      await repo.recordOffer(tx, locked.id, { hash: hashOf(token), tokens, until });
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof NotYet) return false;
      throw error;
    });
  if (!made) return undefined;
  return {
    entryId: entry.id,
    email: entry.email,
    locale: entry.locale as Locale,
    ticketId: target.key.ticketId,
    eventDateId: target.key.eventDateId,
    day: entry.day,
    startTime: entry.start_time,
    places: entry.places,
    until,
    token,
  };
}

/** Gives back the places of entries whose slot has started, and forgets them. */
async function leavePastSlots(deps: WaitingListDeps, now: Date): Promise<number> {
  const past = await repo.entriesPast(deps.db, now, TIME_ZONE);
  for (const entry of past) {
    await deps.db.transaction(async (tx) => {
      const locked = await repo.lockWaitingEntry(tx, entry.id);
      if (!locked) return;
      await deps.ledger.lock(tx, [], locked.pools.map(parsePoolKey));
      await deps.ledger.setAside(tx, linesOf(locked), -1);
      await repo.deleteEntry(tx, locked.id);
    });
  }
  return past.length;
}

/**
 * One round: forgets ended offers and entries of started slots, then offers their places to
 * the first in line of each pool who has them free. Answers the offers made (their mails sent).
 */
export async function dispatch(deps: WaitingListDeps): Promise<MadeOffer[]> {
  const settings = await deps.settings();
  const now = deps.clock();
  await repo.deleteEndedOffers(deps.db, now);
  const left = await leavePastSlots(deps, now);
  const offers: MadeOffer[] = [];
  if (settings.enabled) {
    // A pool whose first in line is not served yet serves nobody behind them.
    const waiting = new Set<string>();
    for (const entry of await repo.entriesInLine(deps.db, ROUND_ENTRIES)) {
      if (entry.pools.some((key) => waiting.has(key))) continue;
      const offer = await offerTo(deps, entry, settings.offerMinutes, now);
      if (offer) offers.push(offer);
      else for (const key of entry.pools) waiting.add(key);
    }
  }
  if (left > 0) deps.readCache?.invalidate();
  for (const offer of offers) {
    await deps.sendOffer(offer).catch(deps.onMailError);
  }
  return offers;
}

async function liveOffer(deps: WaitingListDeps, token: string): Promise<EntryRow> {
  const entry = await repo.findOffer(deps.db, hashOf(token), deps.clock());
  if (!entry?.hold_tokens || !entry.offer_until) throw offerGone();
  return entry;
}

const wantedOf = (entry: EntryRow): Wanted => ({
  ticketId: entry.ticket_id,
  eventDateId: entry.event_date_id,
});

/** A time slot's ticket, or an event date's event and date, as the answers name them. */
async function idsOf(deps: WaitingListDeps, wanted: Wanted) {
  if (wanted.eventDateId === null) return { ticket_id: wanted.ticketId as number };
  const date = await findWaitingDate(deps.db, { dateId: wanted.eventDateId });
  if (!date) throw offerGone();
  return { event_id: date.event_id, date_id: date.id };
}

export async function readOffer(
  deps: WaitingListDeps,
  token: string,
  locale: Locale,
): Promise<WaitingListOffer> {
  const entry = await liveOffer(deps, token);
  const seats = await repo.offerSeats(deps.db, entry.hold_tokens as string[]);
  return {
    ...(await idsOf(deps, wantedOf(entry))),
    ...(seats.length > 0 ? { seat_ids: seats } : {}),
    title: await deps.titleOf(wantedOf(entry), locale),
    date: entry.day,
    time: entry.start_time,
    places: entry.places,
    valid_until: (entry.offer_until as Date).toISOString(),
  };
}

/**
 * The offer's holds become the client's; they live in their cart until the offer's end: a time
 * slot's hold, or an event date's blockings (one per seat of a seated date).
 */
export async function claimOffer(
  deps: WaitingListDeps,
  token: string,
  client: HoldClient,
): Promise<WaitingListClaim> {
  const entry = await liveOffer(deps, token);
  const tokens = entry.hold_tokens as string[];
  const holds = await claimOfferHolds(deps.db, tokens, client, deps.clock());
  const [first] = holds;
  if (!first || holds.length < tokens.length) throw offerGone();
  const ids = await idsOf(deps, wantedOf(entry));
  if (ids.event_id !== undefined) {
    return {
      event_id: ids.event_id,
      date_id: ids.date_id,
      blockings: holds.map((hold) => ({
        seat_id: hold.seat_id,
        quantity: hold.quantity,
        token: hold.token,
        valid_until: hold.valid_until.toISOString(),
      })),
    };
  }
  return {
    token: first.token,
    valid_until: first.valid_until.toISOString(),
    ticket_id: ids.ticket_id as number,
    quantity: first.quantity,
    date: first.day,
    time: first.start_time,
  };
}

/** Gives the offer's places back (to the next in line: the round runs at once). */
export async function declineOffer(deps: WaitingListDeps, token: string): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const entry = await repo.lockOffer(tx, hashOf(token), now);
    if (!entry?.hold_tokens) throw offerGone();
    await releaseOfferHolds(deps.ledger, tx, entry.hold_tokens, now);
    await repo.deleteEntry(tx, entry.id);
  });
  deps.readCache?.invalidate();
  await dispatch(deps);
}
