// Vitest's global setup for the server's tests: one migrated PGlite database, dumped once per
// run, from which every test database on PGlite starts (engines.ts). Creating a PGlite database
// runs initdb (about 3 s on this machine) and the migrations (about 0.4 s); loading the dump
// takes neither, and the hundreds of databases the suite opens start in a third of the time.
// With DATABASE_URL, likewise one migrated PostgreSQL database, the template every test
// database there is created from (CREATE DATABASE … TEMPLATE, about 0.1 s, where a schema and
// the migrations took 0.7 s); where the role may not create databases, none (engines.ts then
// migrates a schema per test database, as before).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrate } from "../../src/db/migrate";
import { createPgliteDatabase } from "../../src/db/pglite";
import { createPostgresDatabase } from "../../src/db/postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** The file of the migrated database's dump (PGlite dumpDataDir, uncompressed tar). */
    pgliteTemplate: string;
    /** The migrated PostgreSQL template database's name; "" for none. */
    postgresTemplate: string;
  }
}

/** `url` naming another database of the same server. */
export function databaseUrl(url: string, database: string): string {
  const named = new URL(url);
  named.pathname = `/${database}`;
  return named.toString();
}

/** One statement on `url`'s database, on a connection of its own. */
export async function adminQuery(url: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** The migrated template on PostgreSQL, and how it is dropped; none without DATABASE_URL. */
async function postgresTemplate(): Promise<{ name: string; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  const none = { name: "", drop: async () => undefined };
  if (!url) return none;
  const name = `shop_template_${randomBytes(6).toString("hex")}`;
  try {
    await adminQuery(url, `CREATE DATABASE ${name}`);
  } catch {
    return none;
  }
  const drop = () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  try {
    const db = await createPostgresDatabase({ url: databaseUrl(url, name), max: 2 });
    await migrate(db);
    await db.close();
  } catch (error) {
    await drop();
    throw error;
  }
  return { name, drop };
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), "pglite-template-"));
  const dataDir = join(dir, "data");
  const db = await createPgliteDatabase(dataDir);
  await migrate(db);
  await db.close();
  const pg = await PGlite.create({ dataDir });
  const dump = await pg.dumpDataDir("none");
  await pg.close();
  const file = join(dir, "migrated.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  const template = await postgresTemplate();
  project.provide("postgresTemplate", template.name);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await template.drop();
  };
}
