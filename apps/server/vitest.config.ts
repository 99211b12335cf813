import { defineConfig } from "vitest/config";
import { reporters } from "../../vitest.shared";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/helpers/pglite-template.ts"],
    // PGlite runs PostgreSQL as WebAssembly; a process per file keeps each one's memory apart.
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: reporters("server"),
  },
});
