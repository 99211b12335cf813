// Lets a runner that is not vitest (story checks, benchmarks, journeys) add its counts to
// the closing line of `npm test`: it writes the same two fields vitest's JSON report has.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Records `passed` and `failed` checks of one run under `name`, when `npm test` asks for it. */
export function writeTestReport(name, passed, failed) {
  const dir = process.env.TEST_RESULTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}-${process.pid}.json`);
  writeFileSync(file, JSON.stringify({ numPassedTests: passed, numFailedTests: failed }));
}
