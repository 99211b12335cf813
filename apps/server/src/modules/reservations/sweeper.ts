// The periodic tidy-up of DESIGN §4. Expiry does not wait for it (reads and taking
// transactions already ignore expired holds); it gives back places of expired holds on
// pools nobody touched since, and forgets expired holds after a grace period, during
// which their tokens still answer hold_expired instead of not_found. It also forgets
// Idempotency-Keys after a day.
import type { Clock } from "../../clock";
import type { Database } from "../../db/database";
import { deleteExpiredIdempotencyKeys, IDEMPOTENCY_KEY_TTL_MS } from "../../http/idempotency";
import { type Periodic, startPeriodic } from "../../periodic";
import type { CapacityLedger } from "../capacity/ledger";
import { forgetReleasedHolds } from "./repository";

/** How long an expired hold's token is still recognised. */
export const EXPIRED_HOLD_GRACE_MS = 24 * 60 * 60 * 1000;

export interface SweepResult {
  poolsTidied: number;
  holdsDeleted: number;
  idempotencyKeysDeleted: number;
}

export async function sweepExpiredHolds(
  db: Database,
  ledger: CapacityLedger,
  now: Date,
): Promise<SweepResult> {
  const poolsTidied = await ledger.sweep(db, now);
  const holdsDeleted = await forgetReleasedHolds(
    db,
    new Date(now.getTime() - EXPIRED_HOLD_GRACE_MS),
  );
  // Idempotency keys of hold requests (and of later routes) are kept for a day.
  const idempotencyKeysDeleted = await deleteExpiredIdempotencyKeys(
    db,
    new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS),
  );
  return { poolsTidied, holdsDeleted, idempotencyKeysDeleted };
}

export type Sweeper = Periodic;

/**
 * Runs the sweep every intervalMs; stop() waits for a running sweep to end. `onPoolsChanged`
 * runs after a sweep that released places (the read cache drops its answers). `before`
 * runs first in each round (the orders' expiry, whose released holds the sweep then tidies);
 * it answers whether it changed pools.
 */
export function startSweeper(
  db: Database,
  ledger: CapacityLedger,
  clock: Clock,
  intervalMs: number,
  onError: (error: unknown) => void,
  onPoolsChanged: () => void = () => undefined,
  before: (now: Date) => Promise<boolean> = async () => false,
): Sweeper {
  return startPeriodic(
    intervalMs,
    async () => {
      const now = clock();
      const changed = await before(now);
      const result = await sweepExpiredHolds(db, ledger, now);
      if (changed || result.poolsTidied > 0) onPoolsChanged();
    },
    onError,
  );
}
