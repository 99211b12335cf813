// DESIGN §9: the server listens at once, while its database may still be opening (PostgreSQL
// down at start, migrations running, the demo catalogue loading). The app is built over this
// gate: until main.ts opens it, every query fails as PostgreSQL's own "starting up" refusal
// (SQLSTATE 57P03), which the error handler answers 503 `unavailable` with Retry-After, as it
// does for a database lost later (db/unavailable.ts). The shop's page needs no database, so
// it loads and shows its maintenance page. Once open, every call goes to the real database.
import type { Database, Queryable } from "./database";

/** The refusal of a database that is not open yet (PostgreSQL's cannot_connect_now). */
export class DatabaseNotOpenError extends Error {
  readonly code = "57P03";

  constructor() {
    super("The database is not open yet");
    this.name = "DatabaseNotOpenError";
  }
}

export interface DatabaseGate {
  /** The database to build the app over: refuses until `open`, then is the real one. */
  readonly db: Database;
  /** Lets every call through to `db` from now on. */
  open(db: Database): void;
  readonly isOpen: boolean;
}

export function createDatabaseGate(engine: Database["engine"]): DatabaseGate {
  let real: Database | undefined;
  const current = (): Database => {
    if (!real) throw new DatabaseNotOpenError();
    return real;
  };
  // Database.reads is read once when the app is built (availability reads), so it is a
  // gate of its own: the real database's read connections, or its pool.
  const reads: Queryable = {
    async query<R>(text: string, params?: unknown[], statement?: string) {
      const db = current();
      return (db.reads ?? db).query<R>(text, params, statement);
    },
    async exec(sql: string) {
      const db = current();
      return (db.reads ?? db).exec(sql);
    },
  };
  const db: Database = {
    engine,
    reads,
    async query<R>(text: string, params?: unknown[], statement?: string) {
      return current().query<R>(text, params, statement);
    },
    async exec(sql: string) {
      return current().exec(sql);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return current().transaction(fn);
    },
    async close() {
      await real?.close();
    },
  };
  return {
    db,
    open(opened) {
      real = opened;
    },
    get isOpen() {
      return real !== undefined;
    },
  };
}
