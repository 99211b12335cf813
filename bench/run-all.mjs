// `pnpm --filter @shop/bench bench` (a step of `npm test`): every benchmark in turn, each with
// its own budgets and report. All of them run even when one fails, so one run shows every
// missed budget; the exit code is 1 when any failed.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

// `npm test` runs the builds before this step, so the first-route and interaction runs read
// this commit's apps/shop/dist.
const BENCHMARKS = [
  ["first-route", ["first-route/main.mjs"]],
  ["widget", ["widget/main.mjs"]],
  // Before the heavy runs: its p99 is a door's latency, not a load's.
  ["check-in", ["--import", "tsx", "check-in/main.ts"]],
  ["reservations", ["--import", "tsx", "reservations/main.ts"]],
  ["queue", ["--import", "tsx", "queue/main.ts"]],
  ["interactions", ["--import", "tsx", "interactions/main.ts"]],
  ["seat-map", ["--import", "tsx", "seat-map/main.ts"]],
];
// Lighthouse (`pnpm --filter @shop/bench lighthouse`) is not in this list yet: every buyer page
// met its budget in two CI runs of 26 November 2026 (scores 92–98), but in a third the machine
// was slower and three pages scored 83–88 (bench/README.md "Lighthouse"). Its simulated
// Total Blocking Time follows the host's speed at that moment, so as a step of npm test it
// would fail CI because the machine is busy. It joins once that is settled (issue 12's note).

const cwd = fileURLToPath(new URL(".", import.meta.url));
const failed = [];
for (const [name, args] of BENCHMARKS) {
  console.info(`\n== bench: ${name} ==`);
  const run = spawnSync(process.execPath, args, { cwd, stdio: "inherit" });
  if (run.status !== 0) failed.push(`${name} (exit ${run.status ?? run.signal})`);
}
if (failed.length > 0) console.error(`\nbenchmarks failed: ${failed.join(", ")}`);
process.exit(failed.length > 0 ? 1 : 0);
