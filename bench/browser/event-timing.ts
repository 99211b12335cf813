// Event Timing in Chromium (the measure behind Interaction to Next Paint), shared by the
// interaction benchmarks (interactions/, seat-map/): record the page's events, measure one
// input to the paint after its handlers, and slow the CPU as DevTools does — to the same
// simulated phone on every host (calibration.ts), as the Lighthouse bench does.
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import type { CDPSession, Page } from "playwright-core";
import { calibratedSlowdown } from "./calibration";
/** The browser reports no event shorter than this (the smallest durationThreshold). */
export const FLOOR_MS = 16;

interface EventEntry {
  name: string;
  duration: number;
  interactionId: number;
}

declare global {
  interface Window {
    __shopEvents: EventEntry[];
  }
}

export async function recordEvents(page: Page): Promise<void> {
  await page.addInitScript((floor) => {
    window.__shopEvents = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.interactionId) {
          window.__shopEvents.push({
            name: entry.name,
            duration: entry.duration,
            interactionId: entry.interactionId,
          });
        }
      }
    }).observe({
      type: "event",
      durationThreshold: floor,
      buffered: true,
    } as PerformanceObserverInit);
  }, FLOOR_MS);
}

/**
 * Runs `act` (one input and the wait for its visible result) and answers the duration of the
 * longest interaction it caused, in ms.
 */
export async function measure(page: Page, act: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    window.__shopEvents = [];
  });
  await act();
  // Event Timing entries are delivered after the paint that ends them.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
      ),
  );
  const events = await page.evaluate(() => window.__shopEvents);
  return Math.max(FLOOR_MS, ...events.map((event) => event.duration));
}

const PROBES = 3;
const sessions = new WeakMap<Page, CDPSession>();

/**
 * The host's benchmarkIndex as the page's own main thread sees it now, unthrottled: the median
 * of three runs of Lighthouse's probe (about a second each), which Lighthouse runs before every
 * audit.
 */
async function benchmarkIndex(page: Page, session: CDPSession): Promise<number> {
  await session.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  const probe = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
  const indexes: number[] = [];
  for (let run = 0; run < PROBES; run += 1) indexes.push(await page.evaluate<number>(probe));
  return indexes.sort((a, b) => a - b)[Math.floor(PROBES / 2)] as number;
}

/**
 * Slows the page's CPU to the simulated phone (DevTools' CPU throttling at benchmarkIndex ÷ 500,
 * calibration.ts) and answers the slowdown. The host's speed drifts within a run (another
 * process, a noisy neighbour), so a benchmark calls this again before each interaction it times.
 */
export async function slowCpu(page: Page): Promise<{ slowdown: number; index: number }> {
  let session = sessions.get(page);
  if (!session) {
    session = await page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  const index = await benchmarkIndex(page, session);
  const slowdown = calibratedSlowdown(index);
  await session.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
  return { slowdown, index };
}
