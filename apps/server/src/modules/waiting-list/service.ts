// The waiting list of sold-out time slots (issue 34, Deliver 3; pretix's model). A sign-up sets
// its places aside in the slot's pools (capacity/waiting.ts): from then on no taker gets places
// that come back there, however they come back (a hold expiring, an order cancelled or never
// paid, the venue raising the capacity). The dispatcher (./plugin.ts runs it every few seconds,
// and at once after a decline) hands them out first come first served: once the first in
// line's places are free, they move into a hold owned by the entry, held until the venue's
// offer time ends, and a mail brings its link. The link's page claims the hold into the
// visitor's cart; declined or run out, the places go to the next in line. Strictly in line: a
// later entry never takes places an earlier one on the same pool still waits for.
import { createHash, randomBytes } from "node:crypto";
import { type Locale, TIME_ZONE } from "@shop/core";
import type {
  Reservation,
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
import {
  claimOfferHold,
  type HoldClient,
  insertOfferHold,
  newToken,
  planFor,
  releaseOfferHold,
} from "../reservations/service";
import * as repo from "./repository";
import { type EntryRow, linesOf } from "./repository";

export interface WaitingListSettings {
  enabled: boolean;
  offerMinutes: number;
}

/** An offer made: what its mail says. */
export interface MadeOffer {
  entryId: number;
  email: string;
  locale: Locale;
  ticketId: number;
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
  /** A ticket's title in a language (the offer's page and mail name it). */
  ticketTitle: (ticketId: number, locale: Locale) => Promise<string>;
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

/** The sign-up's slot and its hold's lines, checked as a hold of its places would be. */
async function slotOf(
  deps: WaitingListDeps,
  entry: { ticketId: number; day: string; time: string; places: number },
  now: Date,
) {
  const plan = await planFor(
    deps.db,
    { ticket_id: entry.ticketId, quantity: entry.places, date: entry.day, time: entry.time },
    now,
  );
  if (plan.day === null || plan.startTime === null || plan.lines.length === 0) {
    throw fieldError("validation", "time", "Only a time slot has a waiting list");
  }
  return { day: plan.day, startTime: plan.startTime, lines: plan.lines };
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
  const request = { ticketId: body.ticket_id, day: body.date, time: body.time };
  const slot = await slotOf(deps, { ...request, places: body.places }, now);
  const email = body.email.toLowerCase();
  const pools = slot.lines.map((line) => line.pool);
  const entry = await deps.db.transaction(async (tx) => {
    const key = { ticketId: body.ticket_id, day: slot.day, startTime: slot.startTime, email };
    const existing = await repo.lockEntryOf(tx, key);
    await deps.ledger.lock(tx, [], pools);
    // An entry with an offer stays as it is: its places are held for it already.
    if (existing?.hold_token) return existing;
    if (existing) await deps.ledger.setAside(tx, linesOf(existing), -1);
    const states = await deps.ledger.read(tx, pools, now);
    const free = new Map(states.map((state) => [state.key, state.available]));
    const writes = toWrites(slot.lines);
    const missing = writes.filter((line) => (free.get(line.key) ?? 0) < line.places);
    // A second sign-up whose places came back meanwhile keeps its place in line (and its pools):
    // the next round offers them to it.
    const short =
      missing.length > 0 || !existing
        ? missing
        : writes.filter((line) => existing.pools.includes(line.key));
    if (short.length === 0) {
      throw new ApiError("places_available", "The slot has these places: take them in the shop");
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
    ticket_id: body.ticket_id,
    date: slot.day,
    time: slot.startTime,
    places: entry.places,
    // An entry with an offer is served: first.
    position: entry.hold_token ? 1 : await repo.positionOf(deps.db, entry.id),
  };
}

/**
 * Makes the entry's offer when its places are free: those set aside come from the list, those of
 * its other pools (a day quota) are taken as any hold takes them. None when not (yet).
 */
async function offerTo(
  deps: WaitingListDeps,
  entry: EntryRow,
  minutes: number,
  now: Date,
): Promise<MadeOffer | undefined> {
  const request = { ticketId: entry.ticket_id, day: entry.day, time: entry.start_time };
  const slot = await slotOf(deps, { ...request, places: entry.places }, now).catch(() => undefined);
  // A slot no longer sold (its last entry passed, the ticket taken off sale) offers nothing.
  if (!slot) return undefined;
  const token = randomBytes(16).toString("base64url");
  const holdToken = newToken();
  const until = new Date(now.getTime() + minutes * MINUTE_MS);
  const writes = toWrites(slot.lines);
  const made = await deps.db
    .transaction(async (tx) => {
      // Locked and read again: another instance may have made its offer meanwhile.
      const locked = await repo.lockWaitingEntry(tx, entry.id);
      if (!locked) return false;
      const { keys } = await deps.ledger.lock(
        tx,
        [],
        slot.lines.map((line) => line.pool),
      );
      const aside = linesOf(locked);
      if (!(await deps.ledger.offer(tx, aside, now))) throw new NotYet();
      const others = writes.filter((line) => !locked.pools.includes(line.key));
      if ((await deps.ledger.change(tx, keys, [], others, now)).length > 0) throw new NotYet();
      await insertOfferHold(tx, {
        token: holdToken,
        entryId: locked.id,
        ticketId: locked.ticket_id,
        day: locked.day,
        startTime: locked.start_time,
        quantity: locked.places,
        lineCount: writes.length,
        places: Math.max(...writes.map((line) => line.places)),
        validUntil: until,
        now,
      });
      await deps.ledger.writeLines(tx, holdToken, writes, until);
      await repo.recordOffer(tx, locked.id, { hash: hashOf(token), holdToken, until });
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
    ticketId: entry.ticket_id,
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
  if (!entry?.hold_token || !entry.offer_until) throw offerGone();
  return entry;
}

export async function readOffer(
  deps: WaitingListDeps,
  token: string,
  locale: Locale,
): Promise<WaitingListOffer> {
  const entry = await liveOffer(deps, token);
  return {
    ticket_id: entry.ticket_id,
    title: await deps.ticketTitle(entry.ticket_id, locale),
    date: entry.day,
    time: entry.start_time,
    places: entry.places,
    valid_until: (entry.offer_until as Date).toISOString(),
  };
}

/** The offer's hold becomes the client's; it lives in their cart until the offer's end. */
export async function claimOffer(
  deps: WaitingListDeps,
  token: string,
  client: HoldClient,
): Promise<Reservation> {
  const entry = await liveOffer(deps, token);
  const hold = await claimOfferHold(deps.db, entry.hold_token as string, client, deps.clock());
  if (!hold || hold.ticket_id === null) throw offerGone();
  return {
    token: hold.token,
    valid_until: hold.valid_until.toISOString(),
    ticket_id: hold.ticket_id,
    quantity: hold.quantity,
    date: hold.day,
    time: hold.start_time,
  };
}

/** Gives the offer's places back (to the next in line: the round runs at once). */
export async function declineOffer(deps: WaitingListDeps, token: string): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const entry = await repo.lockOffer(tx, hashOf(token), now);
    if (!entry?.hold_token) throw offerGone();
    await releaseOfferHold(deps.ledger, tx, entry.hold_token, now);
    await repo.deleteEntry(tx, entry.id);
  });
  deps.readCache?.invalidate();
  await dispatch(deps);
}
