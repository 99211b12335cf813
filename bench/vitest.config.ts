import { defineConfig } from "vitest/config";
import { reporters } from "../vitest.shared.ts";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // The smoke run needs PostgreSQL, which DATABASE_URL names (as for the server's tests).
    exclude: process.env.DATABASE_URL ? [] : ["test/reservations-smoke.test.ts"],
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 180_000,
    reporters: reporters("bench"),
  },
});
