// The negative control of the capacity tests (DESIGN §4): a ledger that takes places the way
// DESIGN §4 forbids — read the free places without a lock, decide in the application, then
// write unconditionally. A concurrency test that injects it (buildApp's `ledger`) must see an
// oversell, proving that it would catch one. Only tests can reach it: production code has
// no switch to turn the guard off.
import type { Config } from "../../src/config";
import type { Queryable } from "../../src/db/database";
import {
  type CapacityLedger,
  createLedger,
  deltasOf,
  type LineWrite,
  type Shortage,
  toWrites,
} from "../../src/modules/capacity/ledger";
import { findLines } from "../../src/modules/capacity/lines";
import { poolKey, sortedKeys } from "../../src/modules/capacity/pool";
import { ensurePools, releaseExpiredLines } from "../../src/modules/capacity/repository";
import { parseCatalogue } from "../../src/modules/catalogue/format";
import { loadCatalogue } from "../../src/modules/catalogue/load-catalogue";
import type { EngineName } from "./engines";
import { startTestApp, TEST_NOW, type TestApp } from "./test-app";

/** How the unguarded ledger lingers between reading the free places and writing its own. */
type Decide = () => Promise<unknown>;

/**
 * A meeting point for `size` requests of a burst: each waits after reading its free places until
 * `size` have read (or `patienceMs` passed, for the last few of a burst), then all write. They
 * then decide on the same figures, as the requests of a real rush do, however busy the machine
 * is: a fixed pause alone let a burst on PostgreSQL arrive spread out enough to run one after
 * the other (a tour negative control took exactly the 5 audio guides there were, once in CI).
 */
function meetingPoint(size: number, patienceMs = 500): Decide {
  let group: Array<() => void> = [];
  const release = (members: Array<() => void>) => {
    if (group === members) group = [];
    for (const go of members.splice(0)) go();
  };
  return () =>
    new Promise<void>((resolve) => {
      const members = group;
      members.push(resolve);
      if (members.length >= size) release(members);
      else if (members.length === 1) setTimeout(() => release(members), patienceMs);
    });
}

async function moveUnguarded(
  decide: Decide,
  tx: Queryable,
  keys: readonly string[],
  from: readonly LineWrite[],
  to: readonly LineWrite[],
  now: Date,
): Promise<Shortage[]> {
  await releaseExpiredLines(tx, keys, now);
  const deltas = deltasOf(keys, from, to).filter((d) => d.delta !== 0);
  const short: Shortage[] = [];
  for (const { key, delta } of deltas) {
    const row = await tx.query<{ free: number }>(
      "SELECT capacity - sold - held AS free FROM capacity_pools WHERE key = $1",
      [key],
    );
    const free = row.rows[0]?.free ?? 0;
    if (free < delta) short.push({ key, free });
  }
  if (short.length > 0) return short;
  await decide();
  for (const { key, delta } of deltas) {
    await tx.query("UPDATE capacity_pools SET held = held + $2 WHERE key = $1", [key, delta]);
  }
  return [];
}

/** Takes the places unguarded, then writes the hold's row (`insert`) and lines. */
async function takeUnguarded(
  decide: Decide,
  db: Queryable,
  hold: { token: string; lines: Parameters<typeof toWrites>[0]; validUntil: Date; now: Date },
  insert: (lineCount: number, places: number) => Promise<unknown>,
): Promise<{ outcome: "taken" } | { outcome: "sold_out"; available: number }> {
  const writes = toWrites(hold.lines);
  const short = await moveUnguarded(
    decide,
    db,
    writes.map((w) => w.key),
    [],
    writes,
    hold.now,
  );
  if (short.length > 0) {
    return { outcome: "sold_out", available: Math.min(...short.map((s) => s.free)) };
  }
  await insert(writes.length, Math.max(0, ...writes.map((w) => w.places)));
  await createLedger().writeLines(db, hold.token, writes, hold.validUntil);
  return { outcome: "taken" };
}

/**
 * `meet`: how many requests of a burst read their free places before any writes (at most the
 * connection pool's size where each hold runs in a transaction; 10 unless told). A fixed 2 ms
 * pause instead let a burst of 500 on PGlite run one request after the other on a busy CI
 * machine: the slot's negative control held exactly its 100 places there, once.
 */
export function createUnguardedLedger(options: { meet?: number } = {}): CapacityLedger {
  const guarded = createLedger();
  const decide = meetingPoint(options.meet ?? 10);
  return {
    ...guarded,
    // Not even a transaction: every read and write is its own statement, so concurrent
    // requests interleave between them on PGlite (one connection) as on PostgreSQL.
    async take(db, hold, _client, _cap) {
      await ensurePools(
        db,
        hold.lines.map((line) => line.pool),
      );
      return takeUnguarded(decide, db, hold, (lineCount, places) =>
        db.query(
          `INSERT INTO holds (token, ticket_id, day, start_time, quantity, sub_ticket_quantities,
                              line_count, valid_until, created_at, updated_at, places)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10)`,
          [
            hold.token,
            hold.ticketId,
            hold.day,
            hold.startTime,
            hold.quantity,
            JSON.stringify(hold.subTicketQuantities),
            lineCount,
            hold.validUntil,
            hold.now,
            places,
          ],
        ),
      );
    },
    // The same for event places: no owner lock, no per-registration count, no pool lock.
    async takeEvent(db, hold, _client, _cap) {
      return takeUnguarded(decide, db, hold, (lineCount) =>
        db.query(
          `INSERT INTO holds (token, event_date_id, seat_id, quantity, line_count, valid_until,
                              created_at, updated_at, places)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $4)`,
          [
            hold.token,
            hold.eventDateId,
            hold.seatId,
            hold.quantity,
            lineCount,
            hold.validUntil,
            hold.now,
          ],
        ),
      );
    },
    // No pool locks: only the lines as they are read.
    async lock(tx, tokens, extra) {
      await ensurePools(tx, extra);
      const lines = await findLines(tx, tokens);
      return { lines, keys: sortedKeys([...lines.map((l) => l.key), ...extra.map(poolKey)]) };
    },
    change: (tx, keys, from, to, now) => moveUnguarded(decide, tx, keys, from, to, now),
  };
}

/**
 * A test app on the unguarded ledger with `catalogue` loaded, and without the database's last
 * guard (capacity_pools_within_capacity), so an oversell shows in the pools' figures.
 */
export function startUnguardedApp(
  engine: EngineName,
  catalogue: unknown,
  options: { meet?: number; config?: Partial<Config> } = {},
): Promise<TestApp> {
  return startTestApp(engine, {
    ledger: createUnguardedLedger({ meet: options.meet }),
    ...(options.config ? { config: options.config } : {}),
    prepare: async (db) => {
      await db.exec("ALTER TABLE capacity_pools DROP CONSTRAINT capacity_pools_within_capacity");
      await loadCatalogue(db, parseCatalogue(catalogue), {
        now: new Date(TEST_NOW),
        source: "test",
      });
    },
  });
}
