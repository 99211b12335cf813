// Without DATABASE_URL (a fresh laptop) the benchmark says why it measures nothing and
// succeeds, writing no report: `npm test` then counts only what ran.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const BENCH_DIR = fileURLToPath(new URL("..", import.meta.url));

describe("the reservations benchmark without DATABASE_URL", () => {
  it("skips the PostgreSQL measurements, says so and exits 0", () => {
    const results = mkdtempSync(join(tmpdir(), "bench-results-"));
    try {
      const { DATABASE_URL: _unset, ...env } = process.env;
      const run = spawnSync(process.execPath, ["--import", "tsx", "reservations/main.ts"], {
        cwd: BENCH_DIR,
        env: { ...env, TEST_RESULTS_DIR: results },
        encoding: "utf8",
        timeout: 60_000,
      });

      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/DATABASE_URL is not set, skipping the PostgreSQL measurements/);
      expect(readdirSync(results)).toEqual([]);
    } finally {
      rmSync(results, { recursive: true, force: true });
    }
  });
});
