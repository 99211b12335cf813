import pg from "pg";
import { type Database, type Queryable, valueParsers } from "./database";
import { isDatabaseUnavailable } from "./unavailable";

export interface PostgresOptions {
  url: string;
  max: number;
  /** Connections of the availability reads apart from the pool (Database.reads); 0: none. */
  readMax?: number;
  /** Sets search_path on every pooled connection (tests give each file its own schema). */
  schema?: string;
  onError?: (error: Error) => void;
  /** A connection not made within this fails (a refused or stalled server); default 5 s. */
  connectTimeoutMs?: number;
  /**
   * A statement running longer is cancelled by the server (statement_timeout), and one whose
   * answer does not arrive a second after that fails in the client (a stalled network).
   */
  statementTimeoutMs?: number;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 5000;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;

const types = {
  getTypeParser: ((oid: number, format?: string) =>
    valueParsers[oid] ??
    pg.types.getTypeParser(oid, format as "text")) as typeof pg.types.getTypeParser,
};

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<R>(text: string, params?: unknown[], statement?: string) {
      const result = await (statement === undefined
        ? client.query(text, params)
        : client.query({ name: statement, text, values: params ?? [] }));
      return { rows: result.rows as R[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/**
 * Server settings of every connection, after those of the URL's `options` (which the `options`
 * of the pool's config would otherwise replace): no JIT compilation — it pays off for long
 * analytical queries, never for these short ones; a plan estimated as costly (statistics not
 * yet updated after a burst of holds) made PostgreSQL compile the availability statement for
 * 2 s before running it for 70 ms. Tests put each database in a schema of its own.
 */
function connectionOptions(options: PostgresOptions): string {
  const fromUrl = new URL(options.url).searchParams.get("options") ?? "";
  const schema = options.schema ? ` -c search_path=${options.schema}` : "";
  return `${fromUrl} -c jit=off${schema}`.trim();
}

/** A PostgreSQL server through a node-postgres connection pool. */
export async function createPostgresDatabase(options: PostgresOptions): Promise<Database> {
  const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const openPool = (max: number) => {
    const pool = new pg.Pool({
      connectionString: options.url,
      max,
      types,
      connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      statement_timeout: statementTimeoutMs,
      query_timeout: statementTimeoutMs + 1000,
      // Notices a server that vanished without closing the connection (a cut network).
      keepAlive: true,
      options: connectionOptions(options),
    });
    // An idle connection that drops (server restart) must not crash the process.
    pool.on("error", (error) => options.onError?.(error));
    return pool;
  };
  const pool = openPool(options.max);
  const readPool = options.readMax ? openPool(options.readMax) : undefined;

  const direct = wrap(pool);
  await direct.query("SELECT 1");
  return {
    engine: "postgres",
    query: direct.query,
    exec: direct.exec,
    reads: readPool ? wrap(readPool) : undefined,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await fn(wrap(client));
        await client.query("COMMIT");
        client.release();
        return result;
      } catch (error) {
        // A connection that failed or timed out is not asked for a ROLLBACK (on a stalled
        // server it would wait out a second timeout): it is dropped, which ends the
        // transaction on the server.
        if (isDatabaseUnavailable(error)) {
          client.release(error as Error);
          throw error;
        }
        try {
          await client.query("ROLLBACK");
          client.release();
        } catch (rollbackError) {
          client.release(rollbackError as Error);
        }
        throw error;
      }
    },
    async close() {
      await Promise.all([pool.end(), readPool?.end()]);
    },
  };
}
