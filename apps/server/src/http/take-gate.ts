// Orders new holds' takes against the counts of hot availability cells
// (modules/tickets/availability-cells.ts). A hot cell keeps its places by subtracting each
// take from the pools it counted, which is exact only if the cache knows whether a count
// saw a take: so a count with pools runs alone — after every take in flight has answered
// and told the cache, before the next one starts. Takes run side by side otherwise; a count
// holds them up for its own duration (a few milliseconds, at most once per READ_CACHE_MS / 2
// for a slot being read during a rush).

export interface TakeGate {
  /** Runs a take (and its notice to the cache); waits while a count runs alone. */
  take<T>(fn: () => Promise<T>): Promise<T>;
  /** Runs `fn` once no take is in flight; takes wait until it ends. */
  alone<T>(fn: () => Promise<T>): Promise<T>;
}

export function createTakeGate(): TakeGate {
  let inFlight = 0;
  let drained: (() => void) | undefined;
  // Counts asked for and not ended: new takes wait until there are none.
  let countsWaiting = 0;
  let reopened: Promise<void> = Promise.resolve();
  let reopen = () => {};
  // Counts one after the other.
  let queue: Promise<unknown> = Promise.resolve();

  return {
    async take(fn) {
      while (countsWaiting > 0) await reopened;
      inFlight += 1;
      try {
        return await fn();
      } finally {
        inFlight -= 1;
        if (inFlight === 0) drained?.();
      }
    },
    alone(fn) {
      // Closed at once: a take asked for after this count waits for it.
      if (countsWaiting === 0) {
        reopened = new Promise((resolve) => {
          reopen = resolve;
        });
      }
      countsWaiting += 1;
      const run = queue
        .then(async () => {
          if (inFlight > 0) {
            await new Promise<void>((resolve) => {
              drained = resolve;
            });
          }
          drained = undefined;
          return fn();
        })
        .finally(() => {
          countsWaiting -= 1;
          if (countsWaiting === 0) reopen();
        });
      queue = run.catch(() => undefined);
      return run;
    },
  };
}
