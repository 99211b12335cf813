// The benchmark's own arithmetic: options, percentiles and the budget verdicts.
import { describe, expect, it } from "vitest";
import { parseArgs, UsageError } from "../reservations/args";
import { BUDGET, countChecks, formatTable, holdRow, readRow } from "../reservations/report";
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

describe("the budget", () => {
  it("passes holds at the budget and fails them below it", () => {
    expect(holdRow({ clients: 64, stats: stats({}), cpu }, true).verdict).toBe("ok");
    expect(holdRow({ clients: 64, stats: stats({ perSecond: 999 }), cpu }, true).verdict).toBe(
      "FAIL",
    );
  });

  it("applies the budget at the largest client count only", () => {
    const slow = stats({ p99Ms: BUDGET.maxHoldP99Ms + 1, perSecond: 500 });

    expect(holdRow({ clients: 16, stats: slow, cpu }, false).verdict).toBe("ok");
    expect(holdRow({ clients: 64, stats: slow, cpu }, true).verdict).toBe("FAIL");
    expect(
      holdRow({ clients: 64, stats: stats({ p99Ms: BUDGET.maxHoldP99Ms + 1 }), cpu }, true).verdict,
    ).toBe("FAIL");
  });

  it("fails a phase in which any request failed", () => {
    const failed = stats({ statuses: { 201: 29_999, 500: 1 } });

    expect(holdRow({ clients: 64, stats: failed, cpu }, true)).toMatchObject({
      verdict: "FAIL",
      requests: "30000 (1 not 201)",
    });
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
    const ok = holdRow({ clients: 64, stats: stats({}), cpu }, true);
    const slow = holdRow({ clients: 64, stats: stats({ perSecond: 999 }), cpu }, true);

    expect(countChecks([ok, ok, slow], true)).toEqual({ passed: 3, failed: 1 });
    expect(countChecks([ok], false)).toEqual({ passed: 1, failed: 1 });
  });

  it("prints one line per measure with its verdict", () => {
    const table = formatTable([holdRow({ clients: 64, stats: stats({}), cpu }, true)]);

    expect(table.split("\n")).toHaveLength(3);
    expect(table).toMatch(/hold, 64 clients +30000 +1000 +10\.0 ms +40\.0 ms .+ ok$/m);
  });
});
