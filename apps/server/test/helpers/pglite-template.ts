// Vitest's global setup for the server's tests: one migrated PGlite database, dumped once per
// run, from which every test database on PGlite starts (engines.ts). Creating a PGlite database
// runs initdb (about 3 s on this machine) and the migrations (about 0.4 s); loading the dump
// takes neither, and the hundreds of databases the suite opens start in a third of the time.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { migrate } from "../../src/db/migrate";
import { createPgliteDatabase } from "../../src/db/pglite";

declare module "vitest" {
  export interface ProvidedContext {
    /** The file of the migrated database's dump (PGlite dumpDataDir, uncompressed tar). */
    pgliteTemplate: string;
  }
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
  return () => rmSync(dir, { recursive: true, force: true });
}
