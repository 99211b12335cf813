// Seat map benchmark (the issue "events", Checks): a hall of 2,000 seats renders, and moving
// and choosing seats by keyboard stays under 100 ms per interaction with the CPU slowed 4 times.
//
//   pnpm --filter @shop/bench seat-map             builds packages/ui first when its CSS is missing
//   pnpm --filter @shop/bench seat-map --runs 21   more repetitions per interaction
//
// It bundles page.tsx with esbuild (production React, the design system's source and its
// built stylesheet packages/ui/dist/styles.css, which `npm test` builds before the benchmarks),
// serves it, and opens it — the @shop/ui SeatMap the event date page renders, 40 rows of 50
// seats, every seventh taken — in Debian's Chromium (or Playwright's) with DevTools' CPU
// throttling calibrated to the host before the render and before each interaction's runs (the
// simulated phone of the Lighthouse bench: benchmarkIndex ÷ 500, bench/browser/calibration.ts;
// 4× on a host of 2,000; printed per row). Render: from the navigation to the
// 2,000th seat in the document, printed. Interactions, each repeated `--runs` times (default 11)
// and timed by the browser's Event Timing (bench/browser/event-timing.ts): the arrow keys
// moving along a row and across rows, Enter choosing the focused seat and Space giving it back.
// Budget: every interaction's median at most 100 ms and the render within 5 s; prints a table,
// exits 1 past a budget and writes one check per measure into $TEST_RESULTS_DIR.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { chromium, type Page } from "playwright-core";
import { CHROMIUM_ARGS, chromiumExecutable } from "../../e2e/support/browser";
import { writeTestReport } from "../../scripts/report.mjs";
import { PHONE_INDEX } from "../browser/calibration";
import { measure, recordEvents, slowCpu } from "../browser/event-timing";
import { medianOf, runsOption } from "../browser/shop-page";

const INTERACTION_BUDGET_MS = 100;
const RENDER_BUDGET_MS = 5000;
const SEATS = 2000;
const RUNS = runsOption("seat-map", 11, 51);

const here = fileURLToPath(new URL(".", import.meta.url));
const uiDir = join(here, "..", "..", "packages", "ui");
const stylesheet = join(uiDir, "dist", "styles.css");

function buildDesignSystemIfNeeded(): void {
  if (existsSync(stylesheet)) return;
  console.info("seat-map: building packages/ui (its stylesheet)");
  execFileSync("pnpm", ["run", "build"], { cwd: uiDir, stdio: "inherit" });
}

/** The page's files: index.html, page.js and the stylesheet, by path. */
async function bundlePage(): Promise<Map<string, { type: string; body: string | Uint8Array }>> {
  const result = await build({
    entryPoints: [join(here, "page.tsx")],
    bundle: true,
    minify: true,
    write: false,
    format: "esm",
    jsx: "automatic",
    target: "es2022",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "warning",
  });
  const script = result.outputFiles[0]?.contents;
  if (!script) throw new Error("esbuild wrote no page.js");
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Saalplan</title><link rel="stylesheet" href="/styles.css"></head><body><div id="root"></div><script type="module" src="/page.js"></script></body></html>`;
  return new Map<string, { type: string; body: string | Uint8Array }>([
    ["/", { type: "text/html", body: html }],
    ["/page.js", { type: "text/javascript", body: script }],
    ["/styles.css", { type: "text/css", body: readFileSync(stylesheet) }],
  ]);
}

async function servePage(): Promise<{ base: string; close: () => void }> {
  const files = await bundlePage();
  const server = createServer((request, response) => {
    const file = files.get(new URL(request.url ?? "/", "http://x").pathname);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": file.type });
    response.end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** Whether the focused seat can be chosen (a taken seat is aria-disabled). */
const focusedIsFree = (page: Page) =>
  page.evaluate(
    () => (document.activeElement as HTMLElement | null)?.getAttribute("aria-disabled") !== "true",
  );

/** Presses `key` and waits until the focus or the focused seat's state has changed. */
async function press(page: Page, key: string): Promise<void> {
  const before = await page.evaluate(() => {
    const seat = document.activeElement as HTMLElement | null;
    return `${seat?.getAttribute("aria-label")}|${seat?.getAttribute("aria-pressed")}`;
  });
  await page.keyboard.press(key);
  await page.waitForFunction((was) => {
    const seat = document.activeElement as HTMLElement | null;
    return `${seat?.getAttribute("aria-label")}|${seat?.getAttribute("aria-pressed")}` !== was;
  }, before);
}

async function main(): Promise<void> {
  buildDesignSystemIfNeeded();
  const hall = await servePage();
  const executablePath = chromiumExecutable();
  const browser = await chromium.launch({
    args: CHROMIUM_ARGS,
    ...(executablePath ? { executablePath } : {}),
  });
  const results: { name: string; durations: number[]; slowdown: number }[] = [];
  let renderMs = Number.POSITIVE_INFINITY;
  let renderSlowdown = 0;
  try {
    const context = await browser.newContext({
      locale: "de-DE",
      timezoneId: "Europe/Berlin",
      viewport: { width: 1280, height: 800 },
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    await recordEvents(page);
    await page.goto("about:blank");
    renderSlowdown = (await slowCpu(page)).slowdown;
    await page.goto(`${hall.base}/`);
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-slot="seat-map-seat"]').length >= count,
      SEATS,
      { timeout: 60_000 },
    );
    renderMs = await page.evaluate(() => performance.now());
    const seats = await page.locator('[data-slot="seat-map-seat"]').count();
    if (seats !== SEATS) throw new Error(`the story shows ${seats} seats, not ${SEATS}`);

    // Into the grid: its one tab stop (the first free seat).
    await page.locator('[role="grid"] button[tabindex="0"]').focus();
    const moves: [string, string][] = [
      ["ArrowRight", "move along the row (→)"],
      ["ArrowDown", "move across rows (↓)"],
      ["ArrowLeft", "move along the row (←)"],
      ["ArrowUp", "move across rows (↑)"],
    ];
    for (const [key, name] of moves) {
      const { slowdown } = await slowCpu(page);
      const durations: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        durations.push(await measure(page, () => press(page, key)));
      }
      results.push({ name, durations, slowdown });
    }
    // Choose and give back seats: Enter on a free seat, Space on the chosen one, moving on.
    const choose: number[] = [];
    const giveBack: number[] = [];
    const { slowdown } = await slowCpu(page);
    for (let run = 0; run < RUNS; run += 1) {
      await press(page, "ArrowRight");
      while (!(await focusedIsFree(page))) await press(page, "ArrowRight");
      choose.push(await measure(page, () => press(page, "Enter")));
      giveBack.push(await measure(page, () => press(page, " ")));
    }
    results.push({ name: "choose a seat (Enter)", durations: choose, slowdown });
    results.push({ name: "give it back (Space)", durations: giveBack, slowdown });
  } finally {
    await browser.close();
    hall.close();
  }

  const rows = results.map(({ name, durations, slowdown }) => {
    const median = medianOf(durations);
    return {
      name,
      slowdown,
      median,
      max: Math.max(...durations),
      durations,
      ok: median <= INTERACTION_BUDGET_MS,
    };
  });
  const renderOk = renderMs <= RENDER_BUDGET_MS;
  console.info(
    `\nSeat map of ${SEATS} seats, CPU slowed to the simulated phone (benchmarkIndex ÷ ${PHONE_INDEX}), ${RUNS} runs each (Event Timing):\n`,
  );
  console.info(
    `${"measure".padEnd(34)} ${"CPU ×".padStart(5)}  ${"median ms".padStart(9)}  ${"max ms".padStart(6)}  ${"budget".padEnd(13)} runs (ms)`,
  );
  console.info(
    `${"render (navigation to 2,000 seats)".padEnd(34)} ${renderSlowdown.toFixed(2).padStart(5)}  ${String(Math.round(renderMs)).padStart(9)}  ${"".padStart(6)}  ${`≤ ${RENDER_BUDGET_MS}`.padEnd(13)} ${renderOk ? "ok" : "FAILED"}`,
  );
  for (const row of rows) {
    console.info(
      `${row.name.padEnd(34)} ${row.slowdown.toFixed(2).padStart(5)}  ${String(Math.round(row.median)).padStart(9)}  ${String(Math.round(row.max)).padStart(6)}  ${`≤ ${INTERACTION_BUDGET_MS} median`.padEnd(13)} ${row.ok ? "ok" : "FAILED"}  ${row.durations.map((d) => Math.round(d)).join(" ")}`,
    );
  }
  const ok = renderOk && rows.every((row) => row.ok);
  const checks = [renderOk, ...rows.map((row) => row.ok)];
  writeTestReport(
    "bench-seat-map",
    checks.filter(Boolean).length,
    checks.filter((check) => !check).length,
  );
  console.info(ok ? "\nwithin budget" : "\nover budget");
  process.exit(ok ? 0 : 1);
}

await main();
