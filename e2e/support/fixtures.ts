// The `test` of every journey: baseURL is the server that global-setup.ts started, and a
// page that throws (an uncaught error or unhandled rejection in the shop) fails the journey.
import { test as base, expect } from "@playwright/test";
import { BASE_URL_VARIABLE } from "./global-setup";

export const test = base.extend<{ pageErrors: string[] }>({
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
