// Every API suite runs on the embedded PGlite, and also on PostgreSQL when DATABASE_URL is
// set (CI sets it). On PostgreSQL each opened database is a fresh schema, dropped after.
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import type { Database } from "../../src/db/database";
import { migrate } from "../../src/db/migrate";
import { createPgliteDatabase } from "../../src/db/pglite";
import { createPostgresDatabase } from "../../src/db/postgres";

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

let migratedDump: Promise<Blob> | undefined;

/** Opens an empty, migrated database on the engine. */
export async function openDatabase(engine: EngineName, poolMax = 20): Promise<OpenedDatabase> {
  if (engine === "pglite") {
    // the run's one migrated database (pglite-template.ts), read once per test file
    migratedDump ??= readFile(inject("pgliteTemplate")).then((bytes) => new Blob([bytes]));
    const db = await createPgliteDatabase(undefined, await migratedDump);
    return { db, close: () => db.close() };
  }
  const url = postgresUrl();
  const schema = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const db = await createPostgresDatabase({ url, max: poolMax, schema });
  await migrate(db);
  return {
    db,
    async close() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleanup.end();
    },
  };
}
