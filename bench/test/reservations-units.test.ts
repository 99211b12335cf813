// The benchmark's own arithmetic: options, percentiles and the budget verdicts.
import { describe, expect, it } from "vitest";
import { parseArgs, UsageError } from "../reservations/args";
import { parseLog, rawTarget } from "../reservations/raw";
import {
  BUDGET,
  countChecks,
  formatRatios,
  formatTable,
  holdRow,
  rawRow,
  readRow,
} from "../reservations/report";
import { type PhaseStats, percentile, summarise } from "../reservations/stats";

describe("parseArgs", () => {
  it("runs 30 s phases at 16 and 64 clients, and no database when DATABASE_URL is not set", () => {
    expect(parseArgs([], {})).toMatchObject({
      databaseUrl: undefined,
      seconds: 30,
      clients: [16, 64],
      readSeconds: 10,
      readCacheMs: undefined,
    });
    expect(parseArgs([], { DATABASE_URL: "" }).databaseUrl).toBeUndefined();
  });

  it("passes the server's read cache lifetime on, 0 switching it off", () => {
    expect(parseArgs(["--read-cache", "0"], {}).readCacheMs).toBe(0);
    expect(parseArgs(["--read-cache", "250"], {}).readCacheMs).toBe(250);
    expect(() => parseArgs(["--read-cache", "1001"], {})).toThrow(UsageError);
  });

  it("takes DATABASE_URL and a short run for smoke tests", () => {
    const args = parseArgs(["--seconds", "5", "--clients", "4,8"], {
      DATABASE_URL: "postgres://x@127.0.0.1/db",
    });

    expect(args).toMatchObject({
      databaseUrl: "postgres://x@127.0.0.1/db",
      seconds: 5,
      clients: [4, 8],
      readSeconds: 5,
      warmupSeconds: 1,
    });
  });

  it.each([
    [["--seconds", "0"]],
    [["--seconds", "abc"]],
    [["--clients", "16,"]],
    [["--pool"]],
    [["--turbo"]],
  ])("refuses %j with a usage message", (argv) => {
    expect(() => parseArgs(argv, {})).toThrow(UsageError);
  });
});

describe("percentile", () => {
  it("answers the nearest rank", () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);

    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe("summarise", () => {
  it("counts only answers with the expected status per second", () => {
    const stats = summarise([3, 1, 2, 4], { 201: 3, 409: 1 }, 2000, 201);

    expect(stats).toMatchObject({ requests: 4, perSecond: 1.5, p50Ms: 2, p99Ms: 4, maxMs: 4 });
  });
});

const stats = (overrides: Partial<PhaseStats>): PhaseStats => ({
  requests: 30_000,
  statuses: { 201: 30_000 },
  perSecond: 1000,
  p50Ms: 10,
  p99Ms: 40,
  maxMs: 90,
  ...overrides,
});
const cpu = { clientMs: 0.1 };
// The raw transaction measured before the endpoint: 2,000/s with a p99 of 40 ms.
const raw = { stats: stats({ statuses: { committed: 60_000 }, perSecond: 2000 }), databaseMs: 0.2 };
const phase = (clients: number, endpoint: Partial<PhaseStats>) => ({
  clients,
  stats: stats(endpoint),
  cpu,
  raw,
});

describe("the budget", () => {
  it("passes holds at half the raw transaction's rate and fails them below it", () => {
    expect(holdRow(phase(64, { perSecond: 1000 }), true).verdict).toBe("ok");
    expect(holdRow(phase(64, { perSecond: 999 }), true).verdict).toBe("FAIL");
    expect(BUDGET.minHoldRatio).toBe(0.5);
  });

  it("fails holds whose p99 is worse than the raw transaction's", () => {
    expect(holdRow(phase(64, { p99Ms: 40 }), true).verdict).toBe("ok");
    expect(holdRow(phase(64, { p99Ms: 40.1 }), true).verdict).toBe("FAIL");
  });

  it("follows the raw transaction: the same endpoint figures pass beside a slower yardstick", () => {
    const slowRaw = {
      stats: stats({ statuses: { committed: 30_000 }, perSecond: 900, p99Ms: 90 }),
      databaseMs: 0.2,
    };

    expect(holdRow(phase(64, { perSecond: 600, p99Ms: 80 }), true).verdict).toBe("FAIL");
    expect(
      holdRow({ ...phase(64, { perSecond: 600, p99Ms: 80 }), raw: slowRaw }, true).verdict,
    ).toBe("ok");
  });

  it("applies the budget at the largest client count only", () => {
    const slow = { perSecond: 500, p99Ms: 400 };

    expect(holdRow(phase(16, slow), false).verdict).toBe("ok");
    expect(holdRow(phase(64, slow), true).verdict).toBe("FAIL");
  });

  it("fails a phase in which any request failed", () => {
    expect(holdRow(phase(64, { statuses: { 201: 29_999, 500: 1 } }), true)).toMatchObject({
      verdict: "FAIL",
      requests: "30000 (1 not 201)",
    });
  });

  it("reports the raw transaction, failing it only when a transaction failed", () => {
    expect(rawRow(phase(64, {}))).toMatchObject({
      name: "raw transaction, 64 clients",
      budget: "(yardstick)",
      perSecond: "2000",
      verdict: "ok",
    });
    const failing = { stats: stats({ statuses: { committed: 10, failed: 1 } }), databaseMs: 0.2 };
    expect(rawRow({ ...phase(64, {}), raw: failing })).toMatchObject({
      verdict: "FAIL",
      requests: "30000 (1 not committed)",
    });
  });

  it("prints both sides and their ratios", () => {
    expect(formatRatios(phase(64, { perSecond: 1500, p99Ms: 30 }))).toBe(
      "at 64 clients the endpoint reached 0.75× the raw transaction's rate (1500/s of 2000/s) " +
        "and 0.75× its p99 (30.0 ms against 40.0 ms)",
    );
  });

  it("fails a read endpoint that is missing, slow or failing", () => {
    const read = { name: "GET /tickets", path: "/api/v1/tickets" };

    expect(readRow({ ...read, missing: "endpoint missing" })).toMatchObject({
      verdict: "FAIL",
      requests: "endpoint missing",
    });
    expect(readRow({ ...read, stats: stats({ statuses: { 200: 10 }, p99Ms: 50 }) }).verdict).toBe(
      "ok",
    );
    expect(readRow({ ...read, stats: stats({ statuses: { 200: 10 }, p99Ms: 51 }) }).verdict).toBe(
      "FAIL",
    );
    expect(readRow({ ...read, stats: stats({ statuses: { 200: 9, 500: 1 } }) }).verdict).toBe(
      "FAIL",
    );
  });

  it("reports a read without a budget, failing it only for a failed request", () => {
    const read = { name: "GET /tickets/calendar, 16 clients holding", path: "/api/v1/x" };

    expect(
      readRow({ ...read, stats: stats({ statuses: { 200: 10 }, p99Ms: 400 }) }, false),
    ).toMatchObject({
      budget: "(reported)",
      verdict: "ok",
    });
    expect(
      readRow({ ...read, stats: stats({ statuses: { 200: 9, 500: 1 } }) }, false).verdict,
    ).toBe("FAIL");
  });

  it("counts one check per row and one for the hot slot's counter", () => {
    const ok = holdRow(phase(64, {}), true);
    const slow = holdRow(phase(64, { perSecond: 999 }), true);

    expect(countChecks([ok, ok, slow], true)).toEqual({ passed: 3, failed: 1 });
    expect(countChecks([ok], false)).toEqual({ passed: 1, failed: 1 });
  });

  it("prints one line per measure with its verdict", () => {
    const table = formatTable([holdRow(phase(64, {}), true)]);

    expect(table.split("\n")).toHaveLength(3);
    expect(table).toMatch(/hold, 64 clients +30000 +1000 +10\.0 ms +40\.0 ms .+ ok$/m);
  });
});

describe("parseLog", () => {
  it("reads pgbench's per-transaction lines, failed ones included", () => {
    const log = "0 1 15237 0 1795543452 821503\n3 7 failed 0 1795543453 000100\n\n";

    expect(parseLog(log)).toEqual([
      { latencyUs: 15237, doneMs: 1795543452821.503, failed: false },
      { latencyUs: Number.NaN, doneMs: 1795543453000.1, failed: true },
    ]);
  });
});

describe("rawTarget", () => {
  it("keeps the server's schema and commits without waiting for the flush, under its own name", () => {
    const target = rawTarget(
      "postgres://postgres@127.0.0.1:5432/test?options=-c+search_path%3Dbench_1&application_name=shop-bench_1",
      "shop-bench_1-raw",
      "2026-12-01",
    );
    const url = new URL(target.connectionString);

    expect(url.searchParams.get("options")).toBe(
      "-c search_path=bench_1 -c synchronous_commit=off",
    );
    expect(url.searchParams.get("application_name")).toBe("shop-bench_1-raw");
    // libpq, unlike URLSearchParams, reads "+" as a plus sign.
    expect(target.connectionString).not.toContain("+");
    expect(target).toMatchObject({ applicationName: "shop-bench_1-raw", day: "2026-12-01" });
  });
});
