import { defineConfig } from "vitest/config";
import { reporters } from "../../vitest.shared";

export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    pool: "threads",
    // A worker keeps its modules across test files instead of importing React, Radix and the
    // components again for each of them; every test renders its own tree, and setup.ts
    // clears what a test leaves in the page.
    isolate: false,
    maxWorkers: 2,
    reporters: reporters("ui"),
    // Each state runs an axe check in jsdom, which takes seconds on a busy two-core machine.
    testTimeout: 20_000,
  },
});
