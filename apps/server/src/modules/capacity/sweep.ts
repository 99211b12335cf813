// The ledger's part of the periodic tidy-up (DESIGN §4, reservations/sweeper.ts): gives back
// the places of expired lines on pools nobody touched since. Expiry does not wait for it.
import type { Database } from "../../db/database";
import { lockPools, poolsWithExpiredLines, releaseExpiredLines } from "./repository";

const BATCH = 100;

export async function sweepPools(db: Database, now: Date): Promise<number> {
  let tidied = 0;
  for (;;) {
    const keys = await poolsWithExpiredLines(db, now, BATCH);
    // One short transaction per pool: a sale there waits at most for one of them.
    for (const key of keys) {
      await db.transaction(async (tx) => {
        await lockPools(tx, [key]);
        await releaseExpiredLines(tx, [key], now);
      });
    }
    tidied += keys.length;
    if (keys.length < BATCH) break;
  }
  return tidied;
}
