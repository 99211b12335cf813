// `npm test`: installs what is missing, then runs every check and test of the repository:
// lint, type checks, unit/property/API tests, and, where the workspace has them, the story
// checks (axe and screenshots in Chromium), the browser journeys and the benchmarks with
// their budgets. It ends with one plain line `tests: N passed, N failed` over all runners.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { installDependencies, mustRunPnpm, root, runPnpm } from "./lib.mjs";

const results = join(root, "test-results", "json");
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const env = { ...process.env, TEST_RESULTS_DIR: results };
const scripts = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts;

// How long each step took, printed at the end: where `npm test`'s time goes.
const durations = [];
const started = Date.now();
function timed(title, run) {
  const start = Date.now();
  const result = run();
  durations.push([title, Date.now() - start]);
  return result;
}

timed("install", () => installDependencies());
console.info("\n== lint ==");
timed("lint", () => mustRunPnpm(["run", "lint"]));
console.info("\n== typecheck ==");
timed("typecheck", () => mustRunPnpm(["run", "typecheck"]));

// Steps after the first failure still run, so one run reports every broken part.
const steps = [
  ["unit, property and API tests", "test:unit"],
  ["builds", "build"],
  ["component stories: axe and screenshots in Chromium", "test:stories"],
  ["visual review on Chromatic (when CHROMATIC_PROJECT_TOKEN is set)", "chromatic"],
  ["browser journeys", "test:e2e"],
  ["size budgets", "size"],
  ["benchmarks", "bench"],
].filter(([, script]) => scripts[script]);
const failedSteps = [];
for (const [title, script] of steps) {
  console.info(`\n== ${title} (pnpm ${script}) ==`);
  if (timed(script, () => runPnpm(["run", script], { env })) !== 0) failedSteps.push(script);
}
const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
console.info("\nstep durations:");
for (const [title, ms] of durations)
  console.info(`  ${title.padEnd(12)} ${minutes(ms).padStart(9)}`);
console.info(`  ${"total".padEnd(12)} ${minutes(Date.now() - started).padStart(9)}`);

// Every runner writes a JSON report with numPassedTests/numFailedTests into TEST_RESULTS_DIR.
// Vitest's reports also list each test with its status: the failed ones are named again at
// the end, so that the last lines of a CI log say what broke, however long the log is.
let passed = 0;
let failed = 0;
const failedTests = [];
if (existsSync(results)) {
  for (const file of readdirSync(results)) {
    const report = JSON.parse(readFileSync(join(results, file), "utf8"));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    for (const suite of report.testResults ?? []) {
      for (const test of suite.assertionResults ?? []) {
        if (test.status !== "failed") continue;
        const where = suite.name ? suite.name.replace(`${root}/`, "") : file;
        const why = (test.failureMessages?.[0] ?? "").split("\n")[0].slice(0, 300);
        failedTests.push(`  ${where} > ${test.fullName}\n      ${why}`);
      }
    }
  }
}
if (failedTests.length > 0) console.error(`\nfailed tests:\n${failedTests.join("\n")}`);
if (failedSteps.length > 0) console.error(`\nfailed steps: ${failedSteps.join(", ")}`);
console.info(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length > 0 || failed > 0 || passed === 0 ? 1 : 0);
