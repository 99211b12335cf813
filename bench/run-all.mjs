// `pnpm --filter @shop/bench bench` (a step of `npm test`): every benchmark in turn, each with
// its own budgets and report. All of them run even when one fails, so one run shows every
// missed budget; the exit code is 1 when any failed.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

// `npm test` runs the builds before this step, so the first-route, interaction and Lighthouse
// runs read this commit's apps/shop/dist.
const BENCHMARKS = [
  ["first-route", ["first-route/main.mjs"]],
  ["reservations", ["--import", "tsx", "reservations/main.ts"]],
  ["interactions", ["--import", "tsx", "interactions/main.ts"]],
  ["lighthouse", ["--import", "tsx", "lighthouse/main.ts"]],
];

const cwd = fileURLToPath(new URL(".", import.meta.url));
const failed = [];
for (const [name, args] of BENCHMARKS) {
  console.info(`\n== bench: ${name} ==`);
  const run = spawnSync(process.execPath, args, { cwd, stdio: "inherit" });
  if (run.status !== 0) failed.push(`${name} (exit ${run.status ?? run.signal})`);
}
if (failed.length > 0) console.error(`\nbenchmarks failed: ${failed.join(", ")}`);
process.exit(failed.length > 0 ? 1 : 0);
