// Adds the journeys to the closing line of `npm test`: a JSON report in TEST_RESULTS_DIR with
// the fields vitest's JSON report has (numPassedTests, numFailedTests, and each failed test
// under testResults), which scripts/test.mjs sums and names.
import { mkdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { Reporter, Suite } from "@playwright/test/reporter";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, "");

export default class CountReporter implements Reporter {
  private suite: Suite | undefined;

  onBegin(_config: unknown, suite: Suite): void {
    this.suite = suite;
  }

  onEnd(): void {
    const dir = process.env.TEST_RESULTS_DIR;
    if (!dir || !this.suite) return;
    let passed = 0;
    let failed = 0;
    const byFile = new Map<
      string,
      { status: string; fullName: string; failureMessages: string[] }[]
    >();
    for (const test of this.suite.allTests()) {
      const outcome = test.outcome();
      if (outcome === "skipped") continue;
      const ok = outcome === "expected" || outcome === "flaky";
      if (ok) passed++;
      else failed++;
      const file = relative(repoRoot, test.location.file);
      const results = byFile.get(file) ?? [];
      const last = test.results.at(-1);
      results.push({
        status: ok ? "passed" : "failed",
        fullName: test.titlePath().slice(3).join(" > "),
        failureMessages: ok ? [] : [plain(last?.error?.message ?? `outcome: ${outcome}`)],
      });
      byFile.set(file, results);
    }
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, `e2e-${process.pid}.json`),
      JSON.stringify({
        numPassedTests: passed,
        numFailedTests: failed,
        testResults: [...byFile].map(([name, assertionResults]) => ({ name, assertionResults })),
      }),
    );
  }
}
