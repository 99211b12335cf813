// `pnpm --filter @shop/server migrate`: applies pending migrations to the configured
// database (DATABASE_URL, else PGlite in DATA_DIR) and says which.
import { loadConfig } from "../config";
import { createDatabase, describeDatabase } from "../db/create-database";
import { migrate } from "../db/migrate";

const config = loadConfig();
const db = await createDatabase(config);
try {
  const applied = await migrate(db);
  const names = applied.map((m) => `${String(m.version).padStart(4, "0")}_${m.name}`);
  console.info(
    `${describeDatabase(config)}: ${names.length > 0 ? `applied ${names.join(", ")}` : "up to date"}`,
  );
} finally {
  await db.close();
}
