import { configDefaults, defineConfig } from "vitest/config";
import { reporters } from "../../vitest.shared.ts";

/** Files whose tests time answers: they run alone, once the rest is done. */
const ALONE = "test/**/*.alone.test.ts";

export default defineConfig({
  test: {
    globalSetup: ["test/helpers/pglite-template.ts"],
    // PGlite runs PostgreSQL as WebAssembly; two processes keep its memory out of vitest's own.
    pool: "forks",
    // Each file imported the whole app anew in a fresh process (418 s of imports in one run);
    // the two processes now keep their modules across files (20 s). The suites share no
    // module state: every test builds its own app and database (test/helpers/test-app.ts).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: reporters("server"),
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          include: ["test/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ALONE],
          maxWorkers: 2,
        },
      },
      {
        // A known and an unknown address must answer alike in time (accounts): measured
        // beside another worker's tests, the noise was the other worker's (a ratio of 3.5 in
        // CI once, with no difference in the code). So these files run after the others
        // (groupOrder), one at a time, on a machine that is otherwise idle.
        extends: true,
        test: {
          name: "alone",
          include: [ALONE],
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
