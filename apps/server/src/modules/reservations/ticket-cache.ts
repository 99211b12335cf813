// The hot path's ticket read (DESIGN §4), kept for READ_CACHE_MS: what a hold checks of a
// ticket (bookable, booked out, persons, validity, quotas) changes only when a catalogue is
// loaded, so a rush of holds on one ticket reads it from PostgreSQL once per lifetime
// instead of once per hold — a round trip saved on every hold (src/http/lifetime-cache.ts).
import type { Clock } from "../../clock";
import { createLifetimeCache, type LifetimeCache } from "../../http/lifetime-cache";
import type { HoldableTicket } from "../tickets/service";

export type HoldTicketCache = LifetimeCache<number, HoldableTicket | undefined>;

// A venue has hundreds of tickets, not thousands; past this the cache starts afresh.
const MAX_ENTRIES = 2000;

/** `lifetimeMs` 0: no cache, every call loads. */
export function createHoldTicketCache(lifetimeMs: number, clock: Clock): HoldTicketCache {
  return createLifetimeCache({ lifetimeMs, clock, maxEntries: MAX_ENTRIES });
}
