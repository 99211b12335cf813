// Group commit for a rush on one pool (the issue "speed", Deliver 5). New holds on one pool
// queue for its row lock in PostgreSQL one transaction after the other, each a round trip and
// a commit of its own. Here, while a take on a pool is in flight, the next new holds on that
// pool wait in the server instead, and go together when it answers: one round trip and one
// transaction for all of them (take_holds, migration 0501), which takes each exactly as
// take_hold takes it alone, in the order they came. With no rush nothing waits: a take on a
// pool nobody is taking from goes at once.
//
// A batch that fails (an error in any of its holds fails them all and keeps nothing) is taken
// again hold by hold, so only the failing one fails.
import type { Queryable } from "../../db/database";
import type { LineWrite } from "./lines";

/** A new hold on one pool, as take_hold takes it. */
export interface SinglePoolTake<Hold, Client, Caps> {
  hold: Hold;
  write: LineWrite;
  client: Client;
  caps: Caps;
}

interface Waiting<T> {
  take: T;
  resolve: (outcome: string) => void;
  reject: (error: unknown) => void;
}

// A transaction of 64 holds keeps the pool's row locked for about as long as a handful of
// single holds took; more would hold back the first ones' answers.
export const MAX_BATCH = 64;

export interface TakeBatches<T> {
  /** take_hold's outcome for this hold, taken alone or with the holds queued beside it. */
  take(db: Queryable, take: T): Promise<string>;
}

export function createTakeBatches<T extends { write: LineWrite }>(
  one: (db: Queryable, take: T) => Promise<string>,
  many: (db: Queryable, takes: readonly T[]) => Promise<string[]>,
): TakeBatches<T> {
  // Per pool key with a take in flight: the holds waiting for it to answer.
  const queues = new Map<string, Waiting<T>[]>();

  const alone = (db: Queryable, waiting: Waiting<T>) =>
    one(db, waiting.take).then(waiting.resolve, waiting.reject);

  const drain = async (db: Queryable, key: string, queue: Waiting<T>[]) => {
    try {
      while (queue.length > 0) {
        const batch = queue.splice(0, MAX_BATCH);
        const [first] = batch;
        if (batch.length === 1 && first) {
          await alone(db, first);
          continue;
        }
        let outcomes: string[] | undefined;
        try {
          outcomes = await many(
            db,
            batch.map((waiting) => waiting.take),
          );
        } catch {
          outcomes = undefined;
        }
        if (outcomes?.length === batch.length) {
          for (const [index, waiting] of batch.entries()) waiting.resolve(outcomes[index] ?? "");
        } else {
          await Promise.all(batch.map((waiting) => alone(db, waiting)));
        }
      }
    } finally {
      // Nothing is left waiting: a failure above was answered to each hold already.
      queues.delete(key);
      for (const waiting of queue.splice(0)) void alone(db, waiting);
    }
  };

  return {
    take(db, take) {
      const key = take.write.key;
      const queue = queues.get(key);
      if (queue) return new Promise((resolve, reject) => queue.push({ take, resolve, reject }));
      const waiting: Waiting<T>[] = [];
      queues.set(key, waiting);
      const taken = one(db, take);
      void taken.then(
        () => drain(db, key, waiting),
        () => drain(db, key, waiting),
      );
      return taken;
    },
  };
}
