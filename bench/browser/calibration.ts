// The simulated phone of the browser benchmarks (lighthouse/, interactions/, seat-map/), the
// same on every host: Lighthouse and DevTools slow the host's own main-thread work down by a
// multiplier, so the multiplier follows the host's speed as Lighthouse measures it
// (benchmarkIndex; DevTools' mid-tier phone scores 1,000, its low tier 264). A fixed 4× made a
// busy CI host's seat map fail at 112 ms where a quiet one took 32 ms (the render 4.4 s
// against 1.3 s: the host, not the code).

/** The benchmarkIndex of the simulated phone: the host's index ÷ this is the CPU slowdown. */
export const PHONE_INDEX = 500;
export const SLOWDOWN_MIN = 1;
export const SLOWDOWN_MAX = 10;

/** The CPU slowdown that makes a host of this benchmarkIndex the simulated phone. */
export function calibratedSlowdown(benchmarkIndex: number): number {
  const slowdown = benchmarkIndex / PHONE_INDEX;
  return Math.min(SLOWDOWN_MAX, Math.max(SLOWDOWN_MIN, Math.round(slowdown * 100) / 100));
}
