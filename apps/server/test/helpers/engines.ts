// Every API suite runs on the embedded PGlite, and also on PostgreSQL when DATABASE_URL is
// set (CI sets it). On PGlite each opened database is one in the migrated state, a new one or
// one a test before gave back (pglite-pool.ts). On PostgreSQL each opened database is a fresh
// database made from the run's migrated template (pglite-template.ts), dropped after; where
// there is no template (the role may not create databases), a fresh schema, migrated, dropped
// after.
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { inject } from "vitest";
import type { Database } from "../../src/db/database";
import { migrate } from "../../src/db/migrate";
import { createPostgresDatabase } from "../../src/db/postgres";
import { createPglitePool } from "./pglite-pool";
import { adminQuery, databaseUrl } from "./pglite-template";

export type EngineName = "pglite" | "postgres";

export interface OpenedDatabase {
  db: Database;
  close(): Promise<void>;
}

export function engineNames(): EngineName[] {
  return process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

function postgresUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set");
  return url;
}

// the run's one migrated database (pglite-template.ts), read once per test process
let migratedDump: Promise<Blob> | undefined;
const pglite = createPglitePool(() => {
  migratedDump ??= readFile(inject("pgliteTemplate")).then((bytes) => new Blob([bytes]));
  return migratedDump;
});

/** Opens an empty, migrated database on the engine. */
export async function openDatabase(engine: EngineName, poolMax = 20): Promise<OpenedDatabase> {
  // a database of the pool: the migrated state, and given back when the test closes it
  if (engine === "pglite") return pglite.open();
  const url = postgresUrl();
  const template = inject("postgresTemplate");
  if (template) {
    const name = `t_${randomBytes(6).toString("hex")}`;
    await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    const db = await createPostgresDatabase({ url: databaseUrl(url, name), max: poolMax });
    return {
      db,
      async close() {
        await db.close();
        await adminQuery(url, `DROP DATABASE ${name} WITH (FORCE)`);
      },
    };
  }
  const schema = `t_${randomBytes(6).toString("hex")}`;
  await adminQuery(url, `CREATE SCHEMA ${schema}`);
  const db = await createPostgresDatabase({ url, max: poolMax, schema });
  await migrate(db);
  return {
    db,
    async close() {
      await db.close();
      await adminQuery(url, `DROP SCHEMA ${schema} CASCADE`);
    },
  };
}
