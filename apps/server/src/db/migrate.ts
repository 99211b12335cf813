// Versioned SQL migrations: src/db/migrations/NNNN_name.sql, applied in order, each in its
// own transaction together with its row in schema_migrations. The same files run on PGlite
// and on PostgreSQL.
import { readdirSync, readFileSync } from "node:fs";
import { MIGRATIONS_DIR } from "../paths";
import type { Database } from "./database";

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const FILE_NAME = /^(\d{4})_([a-z0-9_]+)\.sql$/;
// Any fixed number: several server instances starting at once apply migrations one by one.
const MIGRATION_LOCK = 4_711_001;

/** Reads the migration files of a folder, ordered by version; refuses a version used twice. */
export function readMigrations(folder = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(folder)
    .filter((file) => file.endsWith(".sql"))
    .map((file) => {
      const match = FILE_NAME.exec(file);
      if (!match?.[1] || !match[2])
        throw new Error(`migration file name ${file} is not NNNN_name.sql`);
      return {
        version: Number(match[1]),
        name: match[2],
        sql: readFileSync(`${folder}/${file}`, "utf8"),
      };
    })
    .sort((a, b) => a.version - b.version);
  // Versions are unique and applied in ascending order; gaps are allowed, so that work on
  // separate branches can reserve ranges (0100 catalogue file, 0200 read indexes, …).
  migrations.forEach((migration, index) => {
    const previous = migrations[index - 1];
    if (previous && previous.version === migration.version) {
      throw new Error(
        `migrations ${previous.version}_${previous.name} and ${migration.version}_${migration.name} share a version`,
      );
    }
  });
  return migrations;
}

/** Applies pending migrations; answers the ones it applied. */
export async function migrate(db: Database, migrations = readMigrations()): Promise<Migration[]> {
  await db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const applied: Migration[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
      const found = await tx.query("SELECT 1 FROM schema_migrations WHERE version = $1", [
        migration.version,
      ]);
      if (found.rowCount > 0) return false;
      await tx.exec(migration.sql);
      await tx.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (done) applied.push(migration);
  }
  return applied;
}
