// The `test` of every journey: baseURL is the server that global-setup.ts started, the page's
// clock runs where that server's does (10:00 Berlin time on the demo day, not the machine's
// hour), and a page that throws (an uncaught error or unhandled rejection in the shop) fails
// the journey.
import { type Browser, test as base, expect, type Page } from "@playwright/test";
import { BASE_URL_VARIABLE, followServerClock } from "./global-setup";

export const test = base.extend<{
  pageErrors: string[];
  /** false: the journey sets its page's clock itself (a server of its own at another hour). */
  sharedClock: boolean;
  journeyClock: undefined;
}>({
  sharedClock: [true, { option: true }],
  journeyClock: [
    async ({ page, sharedClock }, use) => {
      if (sharedClock) await followServerClock(page);
      await use(undefined);
    },
    { auto: true },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none.
  baseURL: async ({}, use) => {
    const origin = process.env[BASE_URL_VARIABLE];
    if (!origin)
      throw new Error(`${BASE_URL_VARIABLE} is not set: run through playwright.config.ts`);
    await use(origin);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "errors thrown in the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Another visitor beside the journey's page: a browser context of their own (their own cookies
 * and storage), German and in Berlin as the page's; on the shared server's clock unless
 * `sharedClock` is false (a server of the journey's own).
 */
export async function otherVisitor(
  browser: Browser,
  baseURL: string | undefined,
  { sharedClock = true }: { sharedClock?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
  });
  const page = await context.newPage();
  if (sharedClock) await followServerClock(page);
  return page;
}
