// Latency figures of one phase: nearest-rank percentiles over every measured request.

export interface PhaseStats {
  requests: number;
  /** Answers by HTTP status (0: the request failed without an answer), or raw outcomes. */
  statuses: Record<string, number>;
  /** Answers with the expected status per second. */
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** The nearest-rank percentile p (0 < p ≤ 100) of ascending values; NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(Math.max(rank, 1), sorted.length) - 1] as number;
}

export function summarise(
  latenciesMs: readonly number[],
  statuses: Record<string, number>,
  elapsedMs: number,
  okStatus: number | string,
): PhaseStats {
  const sorted = Float64Array.from(latenciesMs).sort();
  const values = Array.from(sorted);
  return {
    requests: values.length,
    statuses,
    perSecond: elapsedMs > 0 ? ((statuses[okStatus] ?? 0) * 1000) / elapsedMs : 0,
    p50Ms: percentile(values, 50),
    p99Ms: percentile(values, 99),
    maxMs: values.length > 0 ? (values[values.length - 1] as number) : Number.NaN,
  };
}
