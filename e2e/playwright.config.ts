// Browser journeys (DESIGN.md §10): Playwright Test in Chromium against the real server
// (apps/server) serving the real build (apps/shop/dist) with the demo catalogue on a fresh
// embedded database; see support/global-setup.ts and README.md.
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutable } from "./support/browser";

const ci = Boolean(process.env.CI) && process.env.CI !== "false";
const executablePath = chromiumExecutable();

export default defineConfig({
  testDir: "./tests",
  globalSetup: "./support/global-setup.ts",
  // Two cores are shared with the server under test: never more than two browsers at once.
  workers: 2,
  fullyParallel: true,
  forbidOnly: ci,
  retries: 0,
  // A journey crosses up to eight pages with an axe check on each; the checkout ones took 18–27 s
  // on a quiet machine and 1.5 times that on a busy one, so 30 s cut them off mid-flow. What the
  // shop's speed must be is measured by bench/, not by this limit.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["./support/count-reporter.ts"]],
  outputDir: "./test-results",
  use: {
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
    viewport: { width: 1280, height: 800 },
    reducedMotion: "reduce",
    // A failed journey keeps its trace: every action with the page's DOM before and after it,
    // and the screenshot of the failure below. Not the screencast: Chromium painted and
    // encoded a frame for every change of every journey, kept or not, and the same journeys
    // took a fifth less CPU and a quarter less time without it.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: true },
    screenshot: "only-on-failure",
    launchOptions: {
      args: CHROMIUM_ARGS,
      ...(executablePath ? { executablePath } : {}),
    },
  },
  // Workers take the journeys in this order. The waiting room's come first: they run one after
  // the other on one worker (their cluster of two instances behind nginx, a real minute of
  // waiting for an admission), and taken last, as their file's name had them, they left the
  // other worker idle for the last two and a half minutes of a run.
  projects: [
    {
      name: "chromium-cluster",
      testMatch: /waiting-room\.spec\.ts$/,
      use: { browserName: "chromium" },
    },
    {
      name: "chromium",
      testIgnore: /waiting-room\.spec\.ts$/,
      use: { browserName: "chromium" },
    },
  ],
});
