// The PGlite databases of one test process, used again. Starting PGlite from the run's migrated
// dump takes about 1.5 s of CPU, and the suite opens hundreds (most API suites start an app per
// test); bringing a closed one back to the migrated state takes a tenth of that. A database
// comes back only if its schema is still the migrated one (a negative control drops a
// constraint, say): every table emptied, the migrations' rows written again, every sequence
// where the dump had it, and the session's settings discarded. Otherwise, and when the pool
// already keeps enough, it is closed for good. A test sees the same as with a new database:
// the migrated state, nothing a test before it wrote.
import type { Database, Queryable } from "../../src/db/database";
import { createPgliteDatabase } from "../../src/db/pglite";

/** At most this many wait in the pool: each keeps its WebAssembly memory (about 150 MB). */
const SPARES = 2;

/** The schemas the migrations and tests make, not PostgreSQL's own (`n`: pg_namespace). */
const USER_SCHEMA = `n.nspname NOT IN ('pg_catalog', 'information_schema')
  AND n.nspname NOT LIKE 'pg_toast%' AND n.nspname NOT LIKE 'pg_temp%'`;

/** The user schemas' shape: tables, columns, constraints, indexes, triggers, functions. */
const SHAPE = `
  WITH schemas AS (
    SELECT oid, nspname FROM pg_namespace n WHERE ${USER_SCHEMA}
  ), shape AS (
    SELECT 'n:' || nspname AS part FROM schemas
    UNION ALL
    SELECT 'c:' || c.oid::regclass::text || ':' || c.relkind::text
      FROM pg_class c WHERE c.relnamespace IN (SELECT oid FROM schemas)
    UNION ALL
    SELECT 'a:' || a.attrelid::regclass::text || '.' || a.attname || ':' || a.atttypid::text
           || ':' || a.attnotnull::text || ':' || a.attgenerated::text
           || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
      FROM pg_attribute a
      JOIN pg_class c ON c.oid = a.attrelid
      LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
     WHERE c.relnamespace IN (SELECT oid FROM schemas) AND a.attnum > 0 AND NOT a.attisdropped
    UNION ALL
    SELECT 'k:' || conrelid::regclass::text || '.' || conname || ':' || pg_get_constraintdef(oid)
      FROM pg_constraint WHERE connamespace IN (SELECT oid FROM schemas)
    UNION ALL
    SELECT 'i:' || indexrelid::regclass::text || ':' || pg_get_indexdef(indexrelid)
      FROM pg_index WHERE indrelid IN (
        SELECT oid FROM pg_class WHERE relnamespace IN (SELECT oid FROM schemas))
    UNION ALL
    SELECT 't:' || tgrelid::regclass::text || '.' || tgname || ':' || tgenabled::text
      FROM pg_trigger WHERE NOT tgisinternal
    UNION ALL
    SELECT 'f:' || p.oid::regprocedure::text || ':' || md5(p.prosrc)
      FROM pg_proc p WHERE p.pronamespace IN (SELECT oid FROM schemas)
  )
  SELECT md5(string_agg(part, ',' ORDER BY part)) AS shape FROM shape`;

const TABLES = `
  SELECT c.oid::regclass::text AS name,
         (SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum)
            FROM pg_attribute a
           WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
             AND a.attgenerated = '') AS columns
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE c.relkind IN ('r', 'p') AND ${USER_SCHEMA}
   ORDER BY 1`;

const SEQUENCES = `
  SELECT c.oid::regclass::text AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE c.relkind = 'S' AND ${USER_SCHEMA}
   ORDER BY 1`;

/** The migrated state: the schema's shape, the rows the migrations wrote, the sequences. */
interface MigratedState {
  shape: string;
  tables: string[];
  /** One statement that writes the migrations' rows again (none: no rows). */
  refill: string;
  /** One statement that sets every sequence where the dump had it. */
  sequences: string;
}

async function shapeOf(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ shape: string }>(SHAPE);
  return rows[0]?.shape ?? "";
}

async function readState(db: Database): Promise<MigratedState> {
  const tables = (await db.query<{ name: string; columns: string }>(TABLES)).rows;
  const refills: string[] = [];
  for (const table of tables) {
    const { rows } = await db.query<{ rows: unknown[] | null }>(
      `SELECT json_agg(t) AS rows FROM ${table.name} t`,
    );
    const data = rows[0]?.rows;
    if (!data || data.length === 0) continue;
    const literal = `'${JSON.stringify(data).replaceAll("'", "''")}'::json`;
    refills.push(
      `INSERT INTO ${table.name} (${table.columns}) OVERRIDING SYSTEM VALUE
         SELECT ${table.columns} FROM json_populate_recordset(NULL::${table.name}, ${literal});`,
    );
  }
  const sequences: string[] = [];
  for (const { name } of (await db.query<{ name: string }>(SEQUENCES)).rows) {
    const { rows } = await db.query<{ last_value: number; is_called: boolean }>(
      `SELECT last_value, is_called FROM ${name}`,
    );
    const value = rows[0];
    if (value) {
      const quoted = `'${name.replaceAll("'", "''")}'`;
      sequences.push(`setval(${quoted}, ${value.last_value}, ${value.is_called})`);
    }
  }
  return {
    shape: await shapeOf(db),
    tables: tables.map((table) => table.name),
    refill:
      refills.length > 0
        ? `BEGIN; SET LOCAL session_replication_role = replica; ${refills.join(" ")} COMMIT;`
        : "",
    sequences: sequences.length > 0 ? `SELECT ${sequences.join(", ")}` : "",
  };
}

/** Brings `db` back to `state`; false when its schema is no longer the migrated one. */
async function reset(db: Database, state: MigratedState): Promise<boolean> {
  await db.exec("DISCARD ALL");
  if ((await shapeOf(db)) !== state.shape) return false;
  if (state.tables.length > 0) {
    await db.exec(`TRUNCATE ${state.tables.join(", ")} RESTART IDENTITY CASCADE`);
  }
  if (state.refill) await db.exec(state.refill);
  if (state.sequences) await db.query(state.sequences);
  return true;
}

export interface PglitePool {
  /** A database in the migrated state, and how the test gives it back. */
  open(): Promise<{ db: Database; close(): Promise<void> }>;
}

/** The pool of one test process; `dump` is the run's migrated database (pglite-template.ts). */
export function createPglitePool(dump: () => Promise<Blob>): PglitePool {
  const spares: Database[] = [];
  let migrated: Promise<MigratedState> | undefined;

  const fresh = async (): Promise<Database> => {
    const db = await createPgliteDatabase(undefined, await dump());
    // Read from the first database, before any test wrote to it: all start from one dump.
    migrated ??= readState(db);
    await migrated;
    return db;
  };

  return {
    async open() {
      const db = spares.pop() ?? (await fresh());
      let leased = true;
      const stillLeased = () => {
        if (!leased) throw new Error("this PGlite database is closed");
      };
      const handle: Database = {
        engine: db.engine,
        async query(text, params, statement) {
          stillLeased();
          return db.query(text, params, statement);
        },
        async exec(sql) {
          stillLeased();
          return db.exec(sql);
        },
        async transaction(fn) {
          stillLeased();
          return db.transaction(fn);
        },
        close: async () => {
          if (!leased) return;
          leased = false;
          await db.close();
        },
      };
      return {
        db: handle,
        async close() {
          if (!leased) return;
          leased = false;
          const state = migrated && (await migrated);
          const kept =
            state !== undefined &&
            spares.length < SPARES &&
            (await reset(db, state).catch(() => false));
          if (kept) spares.push(db);
          else await db.close();
        },
      };
    },
  };
}
