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

const TICKETS = "src/routes/tickets/tickets-layout.tsx";
const step = (name) => [TICKETS, `src/routes/tickets/${name}.tsx`];
// The German cart, checkout and plain pages' texts load after the first route (src/i18n/catalogue.ts); the
// pages that use them wait for them, so they count there.
const LATE_TEXTS = [
  "src/i18n/messages/cart/de.json",
  "src/i18n/messages/checkout/de.json",
  "src/i18n/messages/pages/de.json",
];
const checkout = (name) => [`src/routes/checkout/${name}.tsx`, ...LATE_TEXTS];

/**
 * The buyer pages and the lazy route modules a first visit to each renders (src/router.tsx):
 * /tickets is its container (with its index, which redirects) and the groups step the visitor
 * lands on. A source path missing from the build fails the run, so a renamed page cannot silently
 * drop out of its budget. Budgets in kB (1,000 bytes) of gzip: the first routes 120, every
 * other buyer page 160 (the issue "speed").
 */
export const PAGES = [
  { path: "/tickets", kB: 120, modules: step("groups-page") },
  {
    // The start page waits for its own texts (src/routes/start/start-texts.ts): they count here.
    path: "/start",
    kB: 120,
    modules: ["src/routes/start/start-page.tsx", "src/i18n/messages/start/de.json"],
  },
  { path: "/tickets/filters", kB: 160, modules: step("filters-page") },
  { path: "/tickets/list", kB: 160, modules: step("list-page") },
  { path: "/tickets/time", kB: 160, modules: step("time-page") },
  { path: "/tickets/types", kB: 160, modules: step("types-page") },
  { path: "/tickets/combi", kB: 160, modules: step("combi-page") },
  { path: "/tickets/annual", kB: 160, modules: step("annual-page") },
  {
    path: "/tickets/personalization",
    kB: 160,
    modules: [...step("personalization-page"), ...LATE_TEXTS],
  },
  {
    // spec selling-core §2 shop.onepager: with its own texts (src/i18n/area-texts.tsx); its
    // order step (and the late texts it waits for) loads after "next".
    path: "/onepager",
    kB: 160,
    modules: ["src/routes/onepager/onepager-page.tsx", "src/i18n/messages/onepager/de.json"],
  },
  { path: "/cart", kB: 160, modules: ["src/routes/cart/cart-summary-page.tsx", ...LATE_TEXTS] },
  { path: "/checkout", kB: 160, modules: checkout("checkout-page") },
  { path: "/checkout/shipping-address", kB: 160, modules: checkout("shipping-address-page") },
  { path: "/checkout/payment", kB: 160, modules: checkout("payment-page") },
  { path: "/checkout/return", kB: 160, modules: checkout("return-page") },
  { path: "/checkout/pending", kB: 160, modules: checkout("pending-page") },
  { path: "/checkout/success", kB: 160, modules: checkout("success-page") },
  { path: "/checkout/failure", kB: 160, modules: checkout("failure-page") },
];

if (process.argv.includes("--build") || !existsSync(manifestFile)) {
  console.info("first-route: building apps/shop (pnpm --filter @shop/shop build)");
  execFileSync("pnpm", ["--filter", "@shop/shop", "build"], { cwd: root, stdio: "inherit" });
}

const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
const gzipOf = new Map();
/** @param {string} file */
const sizeOf = (file) => {
  if (!gzipOf.has(file)) {
    const bytes = readFileSync(join(distDir, file));
    gzipOf.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return gzipOf.get(file);
};
const kB = (bytes) => (bytes / 1000).toFixed(2);
const sum = (list, key) => list.reduce((total, row) => total + row[key], 0);

/** @param {string[][]} table */
function print(table) {
  const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
  const line = (row) =>
    row
      .map((cell, column) =>
        /^[\d.]+$/.test(cell) ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
      )
      .join("  ");
  console.info(line(table[0]));
  console.info(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of table.slice(1)) console.info(line(row));
}

let failed = 0;
const summary = [["page", "files", "raw kB", "gzip kB", "budget kB", ""]];
for (const [index, page] of PAGES.entries()) {
  let rows;
  try {
    rows = firstRouteChunks(manifest, page.modules).map((chunk) => ({
      ...chunk,
      ...sizeOf(chunk.file),
    }));
  } catch (error) {
    console.error(`first-route: ${page.path}: ${error instanceof Error ? error.message : error}`);
    failed++;
    continue;
  }
  if (index === 0) {
    // The parts of the first page, file by file.
    console.info(`JavaScript loaded before ${page.path} is interactive (${distDir}):\n`);
    print([
      ["role", "file", "source", "raw kB", "gzip kB"],
      ...rows.map((row) => [row.role, row.file, row.source, kB(row.raw), kB(row.gzip)]),
    ]);
    console.info("");
  }
  const gzip = sum(rows, "gzip") / 1000;
  const ok = gzip <= page.kB;
  if (!ok) failed++;
  summary.push([
    page.path,
    String(rows.length),
    kB(sum(rows, "raw")),
    gzip.toFixed(2),
    String(page.kB),
    ok ? "✓" : "✗ over budget",
  ]);
}
console.info("JavaScript each buyer page loads before it is interactive, gzip level 9 per file:\n");
print(summary);
console.info(
  `\n${failed === 0 ? "✓" : "✗"} ${PAGES.length - failed} of ${PAGES.length} pages within budget`,
);
writeTestReport("first-route", PAGES.length - failed, failed);
process.exitCode = failed === 0 ? 0 : 1;
