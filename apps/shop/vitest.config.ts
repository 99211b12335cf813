import { defineConfig } from "vitest/config";
import { reporters } from "../../vitest.shared.ts";

export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    pool: "threads",
    // A worker keeps its modules across test files instead of importing React, the router and
    // the app again for each of them; every test renders its own providers, and setup.ts
    // clears what a test leaves in the page (cleanup, storage, stubs, mocks).
    isolate: false,
    maxWorkers: 2,
    reporters: reporters("shop"),
    // Whole-app renders with an axe check take seconds on a busy two-core machine.
    testTimeout: 20_000,
  },
});
