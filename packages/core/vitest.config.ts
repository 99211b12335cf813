import { defineConfig } from "vitest/config";
import { reporters } from "../../vitest.shared.ts";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    pool: "threads",
    // A worker keeps its modules across test files instead of importing zod and the contract
    // again for each of them (one run: 53 s → 12 s); the functions under test keep no state.
    isolate: false,
    maxWorkers: 2,
    reporters: reporters("core"),
    coverage: {
      provider: "v8",
      include: ["src/**/*.ts"],
      exclude: ["src/**/*.test.ts", "src/**/index.ts"],
      reporter: ["text-summary", "text"],
      thresholds: { lines: 95 },
    },
  },
});
