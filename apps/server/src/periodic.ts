// Work an instance repeats in the background (the sweeper of DESIGN §4, the waiting list's
// rounds): one round at a time (a slow round is not started again over itself), its failure
// logged and the next round tried, and stop() waits for a running round before the database
// closes. The timer does not keep the process alive.

export interface Periodic {
  stop(): Promise<void>;
}

export function startPeriodic(
  intervalMs: number,
  round: () => Promise<unknown>,
  onError: (error: unknown) => void,
): Periodic {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = round()
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
