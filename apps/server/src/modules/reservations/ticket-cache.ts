// The hot path's ticket read (DESIGN §4), kept for READ_CACHE_MS: what a hold checks of a
// ticket (bookable, booked out, persons, validity, quotas) changes only when a catalogue is
// loaded, so a rush of holds on one ticket reads it from PostgreSQL once per lifetime
// instead of once per hold — a round trip saved on every hold. A catalogue loaded by another
// process shows within the lifetime, as the read cache's answers do (src/http/read-cache.ts).
import type { Clock } from "../../clock";
import type { HoldableTicket } from "../tickets/service";

export interface HoldTicketCache {
  /** The ticket from the cache, or from `load` (concurrent misses share one load). */
  get(
    ticketId: number,
    load: () => Promise<HoldableTicket | undefined>,
  ): Promise<HoldableTicket | undefined>;
}

interface Entry {
  at: number;
  ticket: Promise<HoldableTicket | undefined>;
}

// A venue has hundreds of tickets, not thousands; past this the cache starts afresh.
const MAX_ENTRIES = 2000;

/** `lifetimeMs` 0: no cache, every call loads. */
export function createHoldTicketCache(lifetimeMs: number, clock: Clock): HoldTicketCache {
  const entries = new Map<number, Entry>();
  return {
    get(ticketId, load) {
      if (lifetimeMs <= 0) return load();
      const now = clock().getTime();
      const cached = entries.get(ticketId);
      if (cached && now - cached.at < lifetimeMs) return cached.ticket;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const ticket = load();
      entries.set(ticketId, { at: now, ticket });
      // A failed load is not kept: the next hold tries again.
      ticket.catch(() => {
        if (entries.get(ticketId)?.ticket === ticket) entries.delete(ticketId);
      });
      return ticket;
    },
  };
}
