// Event Timing in Chromium (the measure behind Interaction to Next Paint), shared by the
// interaction benchmarks (interactions/, seat-map/): record the page's events, measure one
// input to the paint after its handlers, and slow the CPU as DevTools does.
import type { CDPSession, Page } from "playwright-core";

/** DevTools' CPU throttling of the interaction benchmarks: a phone-like CPU. */
export const CPU_SLOWDOWN = 4;
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

export async function slowCpu(page: Page): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return session;
}
