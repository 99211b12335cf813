// `pnpm --filter @shop/server catalogue <file.json>` (or --demo, --check, --write-demo): applies a
// catalogue file to the configured database (DATABASE_URL, else PGlite in DATA_DIR). Exit code 1
// with one `path: message` line per problem when the file is invalid or cannot be applied.
import { systemClock } from "../clock";
import { loadConfig } from "../config";
import { createDatabase } from "../db/create-database";
import { runLoadCatalogue } from "../modules/catalogue/cli";

const code = await runLoadCatalogue(process.argv.slice(2), {
  out: (line) => console.info(line),
  err: (line) => console.error(line),
  clock: systemClock,
  async withDatabase(fn) {
    const db = await createDatabase(loadConfig());
    try {
      return await fn(db);
    } finally {
      await db.close();
    }
  },
});
process.exitCode = code;
