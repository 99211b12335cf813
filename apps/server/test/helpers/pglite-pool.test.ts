// The pool of PGlite databases (pglite-pool.ts): a database given back comes again in the
// migrated state, whatever the test before wrote, deleted or advanced; one whose schema a test
// changed never comes again; and a test's handle refuses once given back.
import { readFile } from "node:fs/promises";
import { afterAll, describe, expect, inject, it } from "vitest";
import type { Queryable } from "../../src/db/database";
import { createPglitePool } from "./pglite-pool";

/** Every user table's rows and every sequence's value, one line each. */
async function contents(db: Queryable): Promise<string[]> {
  const tables = await db.query<{ name: string }>(
    `SELECT c.oid::regclass::text AS name FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND n.nspname = 'public' ORDER BY 1`,
  );
  const lines: string[] = [];
  for (const { name } of tables.rows) {
    const { rows } = await db.query<{ digest: string | null; n: number }>(
      `SELECT md5(string_agg(t::text, ',' ORDER BY t::text)) AS digest, count(*)::int AS n
         FROM ${name} t`,
    );
    lines.push(`${name}: ${rows[0]?.n} ${rows[0]?.digest ?? "-"}`);
  }
  const sequences = await db.query<{ name: string }>(
    "SELECT c.oid::regclass::text AS name FROM pg_class c WHERE c.relkind = 'S' ORDER BY 1",
  );
  for (const { name } of sequences.rows) {
    const { rows } = await db.query<{ last_value: number; is_called: boolean }>(
      `SELECT last_value, is_called FROM ${name}`,
    );
    lines.push(`${name}: ${rows[0]?.last_value} ${rows[0]?.is_called}`);
  }
  return lines;
}

describe("the pool of PGlite databases", () => {
  let opened = 0;
  const pool = createPglitePool(() => {
    opened += 1;
    return readFile(inject("pgliteTemplate")).then((bytes) => new Blob([bytes]));
  });
  const toClose: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const close of toClose) await close();
  });

  it("gives a database back in the migrated state, whatever the test before did to its rows", async () => {
    const first = await pool.open();
    const migrated = await contents(first.db);
    expect(
      migrated.some((line) => !/: 0 -$/.test(line)),
      "the migrations wrote rows",
    ).toBe(true);

    // Everything the migrations wrote deleted, a row of its own added, every sequence moved on.
    await first.db.exec(`
      SET session_replication_role = replica;
      DO $$ DECLARE t text; BEGIN
        FOR t IN SELECT c.oid::regclass::text FROM pg_class c
                   JOIN pg_namespace n ON n.oid = c.relnamespace
                  WHERE c.relkind = 'r' AND n.nspname = 'public' LOOP
          EXECUTE 'DELETE FROM ' || t;
        END LOOP;
        FOR t IN SELECT c.oid::regclass::text FROM pg_class c WHERE c.relkind = 'S' LOOP
          PERFORM nextval(t); PERFORM nextval(t);
        END LOOP;
      END $$;
      INSERT INTO capacity_pools (key, kind, ref, capacity) VALUES ('quota:1', 'quota', 1, 5);`);
    expect(await contents(first.db)).not.toEqual(migrated);
    await first.close();

    const again = await pool.open();
    toClose.push(again.close);
    expect(opened, "the same database, not a new one").toBe(1);
    expect(await contents(again.db)).toEqual(migrated);
    const role = await again.db.query<{ role: string }>(
      "SELECT current_setting('session_replication_role') AS role",
    );
    expect(role.rows[0]?.role, "the session's settings discarded").toBe("origin");
  });

  it("never gives back a database whose schema a test changed", async () => {
    const changed = await pool.open();
    await changed.db.exec(
      "ALTER TABLE capacity_pools DROP CONSTRAINT capacity_pools_within_capacity",
    );
    await changed.close();
    const next = await pool.open();
    toClose.push(next.close);
    const constraint = await next.db.query(
      "SELECT 1 FROM pg_constraint WHERE conname = 'capacity_pools_within_capacity'",
    );
    expect(constraint.rows).toHaveLength(1);
  });

  it("refuses a query on a handle given back", async () => {
    const lease = await pool.open();
    await lease.close();
    await expect(lease.db.query("SELECT 1")).rejects.toThrow(/closed/);
  });
});
