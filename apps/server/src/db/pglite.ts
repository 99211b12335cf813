import { mkdirSync } from "node:fs";
import { PGlite, type Results, type Transaction } from "@electric-sql/pglite";
import { type Database, type Queryable, type QueryResult, valueParsers } from "./database";

function toResult<R>(result: Results<R>): QueryResult<R> {
  // PGlite reports affectedRows 0 for a SELECT: a statement that returns rows counts them.
  const rowCount = result.fields.length > 0 ? result.rows.length : (result.affectedRows ?? 0);
  return { rows: result.rows, rowCount };
}

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<R>(text: string, params?: unknown[]) {
      return toResult(await target.query<R>(text, params));
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/**
 * The embedded engine. PGlite is a single connection: its query() and transaction() share
 * one internal mutex, so a transaction runs alone from BEGIN to COMMIT and statements of
 * other requests wait for it rather than slipping into it.
 *
 * @param dataDir folder that keeps the data across restarts; undefined keeps it in memory.
 * @param loadDataDir a dump of another database (PGlite's dumpDataDir) to start from instead of
 *   an empty one: the tests start each database from one migrated dump, which skips initdb.
 */
export async function createPgliteDatabase(
  dataDir: string | undefined,
  loadDataDir?: Blob,
): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create({
    dataDir,
    parsers: valueParsers,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const direct = wrap(pg);
  return {
    engine: "pglite",
    query: direct.query,
    exec: direct.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
