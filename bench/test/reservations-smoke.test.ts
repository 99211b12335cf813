// A short run of the real benchmark against PostgreSQL (when DATABASE_URL is set, as for the
// server's tests): it starts the server, loads it, prints its table, leaves no schema behind
// and keeps the hot slot consistent. Whether the figures meet the budget depends on the
// machine, so the verdict is not asserted here; the full run is `pnpm … reservations`.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { describe, expect, it } from "vitest";

const databaseUrl = process.env.DATABASE_URL;
const BENCH_DIR = fileURLToPath(new URL("..", import.meta.url));

async function schemaExists(url: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query("SELECT 1 FROM pg_namespace WHERE nspname = $1", [name]);
    return (result.rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
}

// vitest.config.ts leaves this file out when DATABASE_URL is not set.
if (databaseUrl) {
  describe("the reservations benchmark, short run", () => {
    it("measures holds on one slot, checks them against the counter and cleans up", async () => {
      const dir = mkdtempSync(join(tmpdir(), "bench-"));
      try {
        const jsonFile = join(dir, "result.json");
        const run = spawnSync(
          process.execPath,
          [
            "--import",
            "tsx",
            "reservations/main.ts",
            ...["--seconds", "2", "--clients", "4,8", "--read-seconds", "1", "--json", jsonFile],
          ],
          // Its report goes into the run's folder, not into the surrounding `npm test`'s.
          {
            cwd: BENCH_DIR,
            env: { ...process.env, TEST_RESULTS_DIR: dir },
            encoding: "utf8",
            timeout: 150_000,
          },
        );

        expect(run.status, run.stderr).not.toBe(2);
        expect([0, 1]).toContain(run.status);
        expect(run.stdout).toMatch(/^raw transaction, 4 clients /m);
        expect(run.stdout).toMatch(/^hold, 4 clients /m);
        expect(run.stdout).toMatch(/endpoint reached [\d.]+× the raw transaction's rate/);
        expect(run.stdout).toMatch(/^hold, 8 clients /m);
        expect(run.stdout).toMatch(/^GET \/tickets\?per_page=1000 /m);
        expect(run.stdout).toMatch(/^GET \/tickets\/calendar, \d+ clients holding /m);
        expect(run.stdout).toMatch(/^GET \/tickets on the held day, \d+ holding /m);
        const result = JSON.parse(readFileSync(jsonFile, "utf8")) as {
          schema: string;
          granted: number;
          consistent: boolean;
          holds: { stats: { statuses: Record<string, number> } }[];
        };
        expect(result.granted).toBeGreaterThan(0);
        expect(result.consistent).toBe(true);
        for (const phase of result.holds)
          expect(Object.keys(phase.stats.statuses)).toEqual(["201"]);
        expect(result.schema).toMatch(/^bench_/);
        expect(await schemaExists(databaseUrl, result.schema)).toBe(false);
        // One check per row (two raw and two hold phases, two reads, two reads while
        // holding) and one for the hot counter.
        const [reportFile] = readdirSync(dir).filter((name) =>
          name.startsWith("bench-reservations-"),
        );
        expect(reportFile).toBeDefined();
        const report = JSON.parse(readFileSync(join(dir, reportFile ?? ""), "utf8")) as {
          numPassedTests: number;
          numFailedTests: number;
        };
        expect(report.numPassedTests + report.numFailedTests).toBe(9);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}
