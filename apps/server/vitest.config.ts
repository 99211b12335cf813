import { defineConfig } from "vitest/config";
import { reporters } from "../../vitest.shared";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/helpers/pglite-template.ts"],
    // PGlite runs PostgreSQL as WebAssembly; two processes keep its memory out of vitest's own.
    pool: "forks",
    // Each file imported the whole app anew in a fresh process (418 s of imports in one run);
    // the two processes now keep their modules across files (20 s). The suites share no
    // module state: every test builds its own app and database (test/helpers/test-app.ts).
    isolate: false,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: reporters("server"),
  },
});
