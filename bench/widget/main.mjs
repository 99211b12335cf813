// The widget's size budget (the issue 34, Deliver 4): the gzip size of the script a venue's
// page loads (apps/shop dist/widget.js, built by vite.widget.config.ts) at most 10 kB. It runs
// on pages that are not the shop's, beside the venue's own scripts, so it has a budget of its
// own, apart from the shop's first route. Prints the figures and exits 1 past the budget;
// `npm test` counts one check (scripts/report.mjs).
//
//   pnpm --filter @shop/bench widget            builds apps/shop first when dist/ lacks widget.js
//   pnpm --filter @shop/bench widget --build    always builds first
//
// Gzip level 9 of the file, as the build's .gz copy, in bytes and kB of 1,024 (the issue's
// "10 kB").
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { writeTestReport } from "../../scripts/report.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const widgetFile = join(root, "apps", "shop", "dist", "widget.js");
const BUDGET_BYTES = 10 * 1024;

if (process.argv.includes("--build") || !existsSync(widgetFile)) {
  console.info("widget: building apps/shop (pnpm --filter @shop/shop build)");
  execFileSync("pnpm", ["--filter", "@shop/shop", "build"], { cwd: root, stdio: "inherit" });
}

const raw = readFileSync(widgetFile);
const gzip = gzipSync(raw, { level: 9 }).length;
const within = gzip <= BUDGET_BYTES;
console.info(`The widget's script (${widgetFile}):\n`);
console.info(`raw bytes  gzip bytes  budget bytes`);
console.info(
  `${String(raw.length).padStart(9)}  ${String(gzip).padStart(10)}  ${String(BUDGET_BYTES).padStart(12)}  ${within ? "✓" : "✗"}`,
);
console.info(
  within
    ? `\n✓ ${(gzip / 1024).toFixed(2)} of ${BUDGET_BYTES / 1024} kB gzip`
    : `\n✗ ${(gzip / 1024).toFixed(2)} kB gzip, over the budget of ${BUDGET_BYTES / 1024} kB`,
);
writeTestReport("widget", within ? 1 : 0, within ? 0 : 1);
process.exitCode = within ? 0 : 1;
