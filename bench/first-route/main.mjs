// First-route budget (DESIGN.md §10): the gzip size of all JavaScript that /tickets loads
// before it is interactive, from the shop's production build. Prints a table and exits 1 when
// a budget is missed; `npm test` counts one check per budget (scripts/report.mjs).
//
//   pnpm --filter @shop/bench first-route            builds apps/shop first when dist/ lacks a manifest
//   pnpm --filter @shop/bench first-route --build    always builds first
//
// Which files count: see chunks.mjs. Sizes are gzip level 9 of each file on its own (as a
// server compresses them), in kB of 1,000 bytes like Vite's build output.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { writeTestReport } from "../../scripts/report.mjs";
import { firstRouteChunks } from "./chunks.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const shopDir = join(root, "apps", "shop");
const distDir = join(shopDir, "dist");
const manifestFile = join(distDir, ".vite", "manifest.json");

/**
 * The lazy route modules a visit to /tickets renders (src/router.tsx): the `tickets` route, its
 * index child (which redirects) and the groups step the visitor lands on, the first one that
 * can be used. A source path missing from the build fails the run, so a renamed page cannot
 * silently drop out of the budget.
 */
export const ROUTE_MODULES = [
  "src/routes/tickets/tickets-layout.tsx",
  "src/routes/tickets/tickets-index.tsx",
  "src/routes/tickets/groups-page.tsx",
];

/** Budgets in kB (1,000 bytes) of gzip. */
export const BUDGETS = [
  {
    name: "JavaScript before /tickets is interactive (entry + its imports + route chunks)",
    kB: 120,
    measure: (/** @type {{ total: number }} */ sizes) => sizes.total,
  },
];

if (process.argv.includes("--build") || !existsSync(manifestFile)) {
  console.info("first-route: building apps/shop (pnpm --filter @shop/shop build)");
  execFileSync("pnpm", ["--filter", "@shop/shop", "build"], { cwd: root, stdio: "inherit" });
}

const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
let chunks;
try {
  chunks = firstRouteChunks(manifest, ROUTE_MODULES);
} catch (error) {
  console.error(`first-route: ${error instanceof Error ? error.message : error}`);
  writeTestReport("first-route", 0, BUDGETS.length);
  process.exit(1);
}

const rows = chunks.map((chunk) => {
  const bytes = readFileSync(join(distDir, chunk.file));
  return { ...chunk, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
const kB = (bytes) => (bytes / 1000).toFixed(2);
const sum = (list, key) => list.reduce((total, row) => total + row[key], 0);
const entryRows = rows.filter((row) => row.role.startsWith("entry"));
const sizes = { total: sum(rows, "gzip"), entry: sum(entryRows, "gzip") };

const table = [
  ["role", "file", "source", "raw kB", "gzip kB"],
  ...rows.map((row) => [row.role, row.file, row.source, kB(row.raw), kB(row.gzip)]),
  ["", "entry chunk and its imports", "", kB(sum(entryRows, "raw")), kB(sizes.entry)],
  ["", "total", "", kB(sum(rows, "raw")), kB(sizes.total)],
];
const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
const line = (row) =>
  row
    .map((cell, column) =>
      column >= 3 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
    )
    .join("  ");
console.info(`JavaScript loaded before /tickets is interactive (${distDir}):\n`);
console.info(line(table[0]));
console.info(widths.map((width) => "-".repeat(width)).join("  "));
for (const row of table.slice(1)) console.info(line(row));

let failed = 0;
console.info("");
for (const budget of BUDGETS) {
  const value = budget.measure(sizes) / 1000;
  const ok = value <= budget.kB;
  if (!ok) failed++;
  console.info(
    `${ok ? "✓" : "✗"} ${budget.name}: ${value.toFixed(2)} kB gzip, budget ${budget.kB} kB`,
  );
}
writeTestReport("first-route", BUDGETS.length - failed, failed);
process.exitCode = failed === 0 ? 0 : 1;
