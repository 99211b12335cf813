// Interaction benchmark (the issue "speed", Deliver 3): how long the shop's busiest
// interactions take from the visitor's input to the next paint, on a phone-like CPU.
//
//   pnpm --filter @shop/bench interactions               builds apps/shop first when dist/ is missing
//   pnpm --filter @shop/bench interactions --runs 9      more repetitions per interaction
//
// It starts the real server with the demo catalogue on embedded PGlite and the shop's build
// (as the journeys do: e2e/support/global-setup.ts), opens Debian's Chromium (or Playwright's)
// with its CPU slowed to the simulated phone of the Lighthouse bench (DevTools' CPU throttling
// at the host's benchmarkIndex ÷ 500, probed again before each interaction's runs, so the same
// phone on a fast or a busy host: bench/browser/calibration.ts), and reads the browser's own Event
// Timing entries (PerformanceObserver "event", the measure behind Interaction to Next Paint):
// an interaction lasts from the input to the paint after its handlers, its longest event
// counting. Entries under 16 ms are not reported by the browser and count as 16 ms.
//
// Interactions, each repeated `--runs` times (default 5) on different days, slots or numbers:
// choosing a day in the time step's calendar, choosing a start time, choosing a quantity on the
// types step (ArrowDown on its select), and changing a quantity in the cart (− and +). Budget:
// the median of each at most 200 ms. Prints a table; exits 1 past the budget and writes one
// check per interaction into $TEST_RESULTS_DIR (scripts/report.mjs).
import { chromium, type Locator } from "playwright-core";
import { CHROMIUM_ARGS, chromiumExecutable } from "../../e2e/support/browser";
import globalSetup, { BASE_URL_VARIABLE, followServerClock } from "../../e2e/support/global-setup";
import { writeTestReport } from "../../scripts/report.mjs";
import { PHONE_INDEX } from "../browser/calibration";
import { measure, recordEvents, slowCpu } from "../browser/event-timing";
import {
  bookableDays,
  dismissConsent,
  freeSlots,
  medianOf,
  runsOption,
  SLOT_TICKET,
} from "../browser/shop-page";

const BUDGET_MS = 200;

const RUNS = runsOption("interactions", 5, 50);

async function waitFor(locator: Locator, check: (locator: Locator) => Promise<boolean>) {
  const deadline = Date.now() + 15_000;
  while (!(await check(locator))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${locator}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function main(): Promise<void> {
  const stop = await globalSetup();
  const origin = process.env[BASE_URL_VARIABLE];
  const executablePath = chromiumExecutable();
  const browser = await chromium.launch({
    args: CHROMIUM_ARGS,
    ...(executablePath ? { executablePath } : {}),
  });
  const results: { name: string; durations: number[]; slowdown: number }[] = [];
  try {
    const context = await browser.newContext({
      baseURL: origin,
      locale: "de-DE",
      timezoneId: "Europe/Berlin",
      // a phone's viewport, as Lighthouse's mobile preset
      viewport: { width: 412, height: 823 },
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    // the server runs at 10:00 Berlin on the demo day (global-setup.ts); so does the page
    await followServerClock(page);
    await recordEvents(page);

    // The time step: RUNS bookable days of the month shown (or of the next, when fewer are left), each a new day; then start times
    // alternating between the first two of the last day.
    await page.goto("/tickets/time?group=timeSlot");
    await page.getByRole("heading", { level: 1, name: "Datum und Uhrzeit wählen" }).waitFor();
    await dismissConsent(page);
    const bookable = bookableDays(page);
    await bookable.first().waitFor();
    if ((await bookable.count()) < RUNS) {
      // Late in a month fewer days are left in it (26 November: 4 open days): the next month
      // has enough.
      await page.getByRole("button", { name: "Nächster Monat", exact: true }).click();
      await waitFor(bookable, async (locator) => (await locator.count()) >= RUNS);
    }
    const dayNames = await bookable.evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute("aria-label") ?? ""),
    );
    let { slowdown } = await slowCpu(page);
    const days: number[] = [];
    for (const name of dayNames.slice(0, RUNS)) {
      const day = page.getByRole("button", { name, exact: true });
      const before = page.url();
      days.push(
        await measure(page, async () => {
          await day.click();
          await page.waitForURL((url) => url.href !== before);
        }),
      );
    }
    results.push({ name: "choose a day (time step)", durations: days, slowdown });

    const enabled = freeSlots(page);
    await waitFor(enabled.nth(1), (locator) => locator.isVisible());
    ({ slowdown } = await slowCpu(page));
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const slot = enabled.nth(run % 2);
      times.push(
        await measure(page, async () => {
          // the row's label lies over the radio and takes the tap, as on a phone
          await slot.click({ force: true });
          await waitFor(slot, (locator) => locator.isChecked());
        }),
      );
    }
    results.push({ name: "choose a start time (time step)", durations: times, slowdown });

    // The types step of that slot: quantities 1 … RUNS of the first ticket.
    await page.getByRole("button", { name: "Weiter zur Ticketauswahl" }).click();
    await page.getByRole("heading", { level: 1, name: "Tickets wählen" }).waitFor();
    const quantity = page.getByRole("combobox", { name: `Anzahl: ${SLOT_TICKET}`, exact: true });
    // A native select: a phone opens the system's picker outside the page, so the page's part
    // is the change itself, measured here as a keyboard user makes it (ArrowDown on the select).
    ({ slowdown } = await slowCpu(page));
    await quantity.focus();
    const quantities: number[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      quantities.push(
        await measure(page, async () => {
          await page.keyboard.press("ArrowDown");
          await waitFor(quantity, async (locator) => (await locator.inputValue()) === String(run));
        }),
      );
    }
    results.push({ name: "choose a quantity (types step)", durations: quantities, slowdown });

    // The cart: raise the line's quantity RUNS times (each a hold change).
    await page.getByRole("button", { name: "In den Warenkorb" }).click();
    await page.getByRole("heading", { level: 1, name: "Warenkorb" }).waitFor();
    const line = page.getByRole("article", { name: SLOT_TICKET, exact: true });
    // The line's quantity (a number field with − and + here): lowered and raised in turn by
    // its buttons, each change a hold change.
    const field = line.getByRole("spinbutton");
    ({ slowdown } = await slowCpu(page));
    const cart: number[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const before = Number(await field.inputValue());
      const button = line.getByRole("button", { name: run % 2 === 1 ? "Verringern" : "Erhöhen" });
      await waitFor(button, (locator) => locator.isEnabled());
      cart.push(
        await measure(page, async () => {
          await button.click();
          await waitFor(field, async (locator) => Number(await locator.inputValue()) !== before);
        }),
      );
      // the hold change settles before the next one
      await page.waitForLoadState("networkidle");
    }
    results.push({ name: "change a quantity (cart)", durations: cart, slowdown });
    await context.close();
  } finally {
    await browser.close();
    await stop();
  }

  console.info(
    `\nInteraction to next paint, CPU slowed to the simulated phone (benchmarkIndex ÷ ${PHONE_INDEX}), ${RUNS} runs each (Event Timing):\n`,
  );
  const rows = results.map(({ name, durations, slowdown }) => {
    const middle = medianOf(durations);
    return {
      name,
      slowdown,
      durations,
      middle,
      ok: middle <= BUDGET_MS,
    };
  });
  const width = Math.max(...rows.map((row) => row.name.length));
  console.info(`${"interaction".padEnd(width)}  CPU ×  median ms  max ms  budget        runs (ms)`);
  for (const row of rows) {
    console.info(
      `${row.name.padEnd(width)}  ${row.slowdown.toFixed(2).padStart(5)}  ${row.middle.toFixed(0).padStart(9)}  ${Math.max(
        ...row.durations,
      )
        .toFixed(0)
        .padStart(
          6,
        )}  ≤ ${BUDGET_MS} median  ${row.ok ? "ok  " : "FAIL"}  ${row.durations.map((d) => d.toFixed(0)).join(" ")}`,
    );
  }
  const failed = rows.filter((row) => !row.ok).length;
  writeTestReport("interactions", rows.length - failed, failed);
  process.exitCode = failed === 0 ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  writeTestReport("interactions", 0, 1);
  process.exitCode = 1;
});
