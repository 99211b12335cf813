// What the browser benchmarks (interactions/, lighthouse/) share: the demo catalogue's
// time-slot ticket, the calendar's bookable days, the consent banner, and the median.
import type { Locator, Page } from "playwright-core";
import { percentile } from "../reservations/stats";

/** The demo catalogue's time-slot ticket (apps/server/src/seed), as the journeys name it. */
export const SLOT_TICKET = "Licht und Wasser – Zeitfenster";

/** The bookable days of the time step's calendar (enough places, not disabled). */
export function bookableDays(page: Page): Locator {
  return page.locator(
    '[data-slot="capacity-calendar-day"][data-availability="enough"]:not([disabled])',
  );
}

/** The start times of the slot ticket that can be chosen. */
export function freeSlots(page: Page): Locator {
  return page
    .getByRole("radiogroup", { name: `Startzeit: ${SLOT_TICKET}`, exact: true })
    .getByRole("radio", { disabled: false });
}

/** Declines the consent banner when it shows (it covers the foot of the page). */
export async function dismissConsent(page: Page): Promise<void> {
  const banner = page.getByRole("region", { name: "Datenschutz-Hinweis" });
  if (await banner.isVisible()) await banner.getByRole("button", { name: "Ablehnen" }).click();
}

/** The median (nearest rank) of some figures. */
export function medianOf(values: readonly number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

/** The `--runs N` option of a browser benchmark (whole, 1 to `max`); exits 2 on a bad one. */
export function runsOption(bench: string, fallback: number, max: number): number {
  const at = process.argv.indexOf("--runs");
  const runs = at > 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(runs) || runs < 1 || runs > max) {
    console.error(`${bench}: --runs takes a whole number from 1 to ${max}`);
    process.exit(2);
  }
  return runs;
}
