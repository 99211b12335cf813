// What the calendar and the ticket list read, kept between requests (the issue "speed",
// Deliver 6): the places left cell by cell (availability-cells.ts), and what only a catalogue
// changes — the tickets a filter matches, a page of the list — for READ_CACHE_MS
// (src/http/lifetime-cache.ts). The counts run on the database's read connections, so a
// rush of holds queued for the pool does not hold them up.
import type { Clock } from "../../clock";
import type { Database, Queryable } from "../../db/database";
import { createLifetimeCache, type LifetimeCache } from "../../http/lifetime-cache";
import type { ChangedPool, TakenPlaces } from "../../http/read-cache";
import type { TakeGate } from "../../http/take-gate";
import { type AvailabilityCells, createAvailabilityCells } from "./availability-cells";
import { countCells, type MatchingTickets, type TicketFacts } from "./repository";

export interface TicketPage {
  total: number;
  rows: TicketFacts[];
}

export interface KeptCalendarDay {
  version: string;
  json: string;
  countedAt: number;
}

export interface AvailabilityReads {
  /** The read connections (Database.reads), else the pool. */
  db: Queryable;
  cells: AvailabilityCells;
  /** The tickets a filter matches, by its SQL and values. */
  matching: LifetimeCache<string, MatchingTickets>;
  /** A page of the list without places left, by its SQL and values. */
  pages: LifetimeCache<string, TicketPage>;
  /**
   * The calendar's days as JSON, by the filter's key and the day, with the cells' version
   * they were built from and when the oldest of those was counted (calendar/service.ts).
   */
  calendarDays: Map<string, KeptCalendarDay>;
  /** A hold write changed these pools (null: it cannot say which); see cells.invalidate. */
  invalidate(changed: readonly ChangedPool[] | null, taken?: readonly TakenPlaces[]): void;
}

// Distinct filters a venue's shop asks for: hundreds at most; past this a cache starts afresh.
const MAX_FILTERS = 500;

export function createAvailabilityReads(options: {
  db: Database;
  clock: Clock;
  lifetimeMs: number;
  /** The gate new holds pass (src/http/take-gate.ts): hot cells keep their pools. */
  gate?: TakeGate;
}): AvailabilityReads {
  const { db, clock, lifetimeMs, gate } = options;
  const reads = db.reads ?? db;
  const cells = createAvailabilityCells({
    lifetimeMs,
    clock,
    gate,
    count: (ticketIds, from, to, withPools) =>
      countCells(reads, ticketIds, { from, to, now: clock() }, withPools),
  });
  const matching = createLifetimeCache<string, MatchingTickets>({
    lifetimeMs,
    clock,
    maxEntries: MAX_FILTERS,
  });
  const pages = createLifetimeCache<string, TicketPage>({
    lifetimeMs,
    clock,
    maxEntries: MAX_FILTERS,
  });
  const calendarDays = new Map<string, KeptCalendarDay>();
  return {
    db: reads,
    cells,
    matching,
    pages,
    calendarDays,
    invalidate(changed, taken) {
      // A write that cannot say what it changed may be a catalogue's: everything goes.
      if (changed === null) {
        matching.clear();
        pages.clear();
        calendarDays.clear();
      }
      cells.invalidate(changed, taken);
    },
  };
}
