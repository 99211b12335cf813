// The periodic tidy-up of DESIGN §4. Expiry does not wait for it (reads and taking
// transactions already ignore expired holds); it gives back places of expired holds on
// counters nobody touched since, and forgets expired holds after a grace period, during
// which their tokens still answer hold_expired instead of not_found. It also forgets
// Idempotency-Keys after a day.
import type { Clock } from "../../clock";
import type { Database } from "../../db/database";
import { deleteExpiredIdempotencyKeys, IDEMPOTENCY_KEY_TTL_MS } from "../../http/idempotency";
import { lockCounters, releaseExpiredLines } from "../capacity/counters-repository";
import { deleteReleasedHolds, findCountersWithExpiredLines } from "./repository";

/** How long an expired hold's token is still recognised. */
export const EXPIRED_HOLD_GRACE_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;

export interface SweepResult {
  countersTidied: number;
  holdsDeleted: number;
  idempotencyKeysDeleted: number;
}

export async function sweepExpiredHolds(db: Database, now: Date): Promise<SweepResult> {
  let countersTidied = 0;
  for (;;) {
    const keys = await findCountersWithExpiredLines(db, now, BATCH);
    // One short transaction per counter: a sale on that slot waits at most for one of them.
    for (const key of keys) {
      await db.transaction(async (tx) => {
        await lockCounters(tx, [key]);
        await releaseExpiredLines(tx, [key], now);
      });
    }
    countersTidied += keys.length;
    if (keys.length < BATCH) break;
  }
  const holdsDeleted = await deleteReleasedHolds(
    db,
    new Date(now.getTime() - EXPIRED_HOLD_GRACE_MS),
  );
  // Idempotency keys of hold requests (and of later routes) are kept for a day.
  const idempotencyKeysDeleted = await deleteExpiredIdempotencyKeys(
    db,
    new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS),
  );
  return { countersTidied, holdsDeleted, idempotencyKeysDeleted };
}

export interface Sweeper {
  stop(): Promise<void>;
}

/**
 * Runs the sweep every intervalMs; stop() waits for a running sweep to end. `onCountersChanged`
 * runs after a sweep that released places (the read cache drops its answers). `before`
 * runs first in each round (the orders' expiry, whose released holds the sweep then tidies);
 * it answers whether it changed counters.
 */
export function startSweeper(
  db: Database,
  clock: Clock,
  intervalMs: number,
  onError: (error: unknown) => void,
  onCountersChanged: () => void = () => undefined,
  before: (now: Date) => Promise<boolean> = async () => false,
): Sweeper {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    const now = clock();
    running = before(now)
      .then(async (changed) => {
        const result = await sweepExpiredHolds(db, now);
        if (changed || result.countersTidied > 0) onCountersChanged();
      })
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
