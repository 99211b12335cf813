import type { Config } from "../config";
import type { Database } from "./database";
import { createPgliteDatabase } from "./pglite";
import { createPostgresDatabase } from "./postgres";

/** DATABASE_URL selects a PostgreSQL server; otherwise the embedded PGlite in DATA_DIR. */
export function createDatabase(
  config: Pick<
    Config,
    | "databaseUrl"
    | "dataDir"
    | "dbPoolMax"
    | "dbReadPoolMax"
    | "dbConnectTimeoutMs"
    | "dbStatementTimeoutMs"
  >,
  onError?: (error: Error) => void,
): Promise<Database> {
  if (config.databaseUrl) {
    return createPostgresDatabase({
      url: config.databaseUrl,
      max: config.dbPoolMax,
      readMax: config.dbReadPoolMax,
      onError,
      connectTimeoutMs: config.dbConnectTimeoutMs,
      statementTimeoutMs: config.dbStatementTimeoutMs,
    });
  }
  return createPgliteDatabase(config.dataDir);
}

/** A safe place to print: the URL without its password. */
export function describeDatabase(config: Pick<Config, "databaseUrl" | "dataDir">): string {
  if (!config.databaseUrl) return `PGlite in ${config.dataDir}`;
  const url = new URL(config.databaseUrl);
  url.password = "";
  return `PostgreSQL at ${url.toString()}`;
}
