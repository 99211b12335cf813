// The figures as a table, each against its budget. A run fails when any figure misses its
// budget, when an endpoint is missing, or when a request failed.
import { RAW_OK, type RawPhase } from "./raw";
import type { PhaseStats } from "./stats";

export const BUDGET = {
  /**
   * At the largest client count, the endpoint's holds per second as a share of the raw
   * PostgreSQL transaction's rate (raw.ts) measured just before it in the same run.
   */
  minHoldRatio: 0.5,
  /** …and its p99 no worse than the raw transaction's p99. */
  maxHoldP99Ratio: 1,
  maxReadP99Ms: 50,
} as const;

export interface HoldPhase {
  clients: number;
  stats: PhaseStats;
  /** CPU ms per request of the server, its PostgreSQL backends and the load client. */
  cpu: { serverMs?: number; databaseMs?: number; clientMs: number };
  /** The raw transaction at the same client count, measured just before (raw.ts). */
  raw: RawPhase;
}

const ms = (value: number) => (Number.isNaN(value) ? "—" : `${value.toFixed(1)} ms`);
const cpuMs = (value: number | undefined) => (value === undefined ? "—" : `${value.toFixed(2)} ms`);

export function formatCpu(phase: HoldPhase): string {
  const { serverMs, databaseMs, clientMs } = phase.cpu;
  return (
    `CPU per hold at ${phase.clients} clients: server ${cpuMs(serverMs)}, PostgreSQL ${cpuMs(databaseMs)}, load client ${cpuMs(clientMs)}; ` +
    `per raw transaction: PostgreSQL ${cpuMs(phase.raw.databaseMs)}`
  );
}

const ratio = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : "—");

/** Endpoint against raw transaction: the two ratios the budget is stated in. */
export function holdRatios(phase: HoldPhase): { rate: number; p99: number } {
  return {
    rate: phase.stats.perSecond / phase.raw.stats.perSecond,
    p99: phase.stats.p99Ms / phase.raw.stats.p99Ms,
  };
}

export function formatRatios(phase: HoldPhase): string {
  const { rate, p99 } = holdRatios(phase);
  return (
    `at ${phase.clients} clients the endpoint reached ${ratio(rate)}× the raw transaction's rate ` +
    `(${phase.stats.perSecond.toFixed(0)}/s of ${phase.raw.stats.perSecond.toFixed(0)}/s) and ` +
    `${ratio(p99)}× its p99 (${ms(phase.stats.p99Ms)} against ${ms(phase.raw.stats.p99Ms)})`
  );
}

export interface ReadPhase {
  name: string;
  path: string;
  /** Why the endpoint could not be measured ("endpoint missing", "answered 500"). */
  missing?: string;
  stats?: PhaseStats;
}

export interface Row {
  name: string;
  requests: string;
  perSecond: string;
  p50: string;
  p99: string;
  budget: string;
  verdict: "ok" | "FAIL";
}

function failedRequests(stats: PhaseStats, okStatus: number | string): number {
  return Object.entries(stats.statuses)
    .filter(([status]) => status !== String(okStatus))
    .reduce((sum, [, n]) => sum + n, 0);
}

/**
 * The budget holds at the largest client count, against the raw transaction measured just
 * before; smaller counts are reported only.
 */
export function holdRow(phase: HoldPhase, isLargest: boolean): Row {
  const { stats } = phase;
  const failed = failedRequests(stats, 201);
  const { rate, p99 } = holdRatios(phase);
  const withinBudget = !isLargest || (rate >= BUDGET.minHoldRatio && p99 <= BUDGET.maxHoldP99Ratio);
  return {
    name: `hold, ${phase.clients} clients`,
    requests: failed > 0 ? `${stats.requests} (${failed} not 201)` : String(stats.requests),
    perSecond: stats.perSecond.toFixed(0),
    p50: ms(stats.p50Ms),
    p99: ms(stats.p99Ms),
    budget: isLargest
      ? `≥ ${BUDGET.minHoldRatio}× raw/s, p99 ≤ ${BUDGET.maxHoldP99Ratio === 1 ? "" : `${BUDGET.maxHoldP99Ratio}× `}raw p99`
      : "(reported)",
    verdict: withinBudget && failed === 0 ? "ok" : "FAIL",
  };
}

/** The raw transaction's figures: the yardstick, reported; a failed transaction fails it. */
export function rawRow(phase: HoldPhase): Row {
  const { stats } = phase.raw;
  const failed = failedRequests(stats, RAW_OK);
  return {
    name: `raw transaction, ${phase.clients} clients`,
    requests: failed > 0 ? `${stats.requests} (${failed} not committed)` : String(stats.requests),
    perSecond: stats.perSecond.toFixed(0),
    p50: ms(stats.p50Ms),
    p99: ms(stats.p99Ms),
    budget: "(yardstick)",
    verdict: failed === 0 && stats.requests > 0 ? "ok" : "FAIL",
  };
}

/** `budgeted` false: the figures are reported, only a failed request fails the row. */
export function readRow(phase: ReadPhase, budgeted = true): Row {
  const budget = budgeted ? `p99 ≤ ${BUDGET.maxReadP99Ms} ms` : "(reported)";
  if (!phase.stats) {
    const why = phase.missing ?? "not measured";
    return {
      name: phase.name,
      requests: why,
      perSecond: "—",
      p50: "—",
      p99: "—",
      budget,
      verdict: "FAIL",
    };
  }
  const failed = failedRequests(phase.stats, 200);
  return {
    name: phase.name,
    requests:
      failed > 0 ? `${phase.stats.requests} (${failed} not 200)` : String(phase.stats.requests),
    perSecond: phase.stats.perSecond.toFixed(0),
    p50: ms(phase.stats.p50Ms),
    p99: ms(phase.stats.p99Ms),
    budget,
    verdict:
      (!budgeted || phase.stats.p99Ms <= BUDGET.maxReadP99Ms) && failed === 0 ? "ok" : "FAIL",
  };
}

/**
 * The run's checks for `npm test` (scripts/report.mjs): one per row of the table and one for
 * the hot slot's counter agreeing with the holds granted.
 */
export function countChecks(
  rows: readonly Row[],
  consistent: boolean,
): { passed: number; failed: number } {
  const verdicts = [...rows.map((row) => row.verdict === "ok"), consistent];
  const passed = verdicts.filter(Boolean).length;
  return { passed, failed: verdicts.length - passed };
}

const HEADER: Row = {
  name: "measure",
  requests: "requests",
  perSecond: "ok/s",
  p50: "p50",
  p99: "p99",
  budget: "budget",
  verdict: "ok" as const,
};
const COLUMNS = ["name", "requests", "perSecond", "p50", "p99", "budget"] as const;

export function formatTable(rows: readonly Row[]): string {
  const all = [HEADER, ...rows];
  const widths = COLUMNS.map((column) => Math.max(...all.map((row) => row[column].length)));
  const line = (row: Row, verdict: string) =>
    `${COLUMNS.map((column, i) => row[column].padEnd(widths[i] ?? 0)).join("  ")}  ${verdict}`;
  const rule = "-".repeat(widths.reduce((sum, w) => sum + w + 2, 0) + 7);
  return [line(HEADER, "result"), rule, ...rows.map((row) => line(row, row.verdict))].join("\n");
}
