import { defineConfig } from "vitest/config";
import { reporters } from "../../vitest.shared.ts";

export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    pool: "threads",
    maxWorkers: 2,
    reporters: reporters("shop"),
    // Whole-app renders with an axe check take seconds on a busy two-core machine.
    testTimeout: 20_000,
  },
});
