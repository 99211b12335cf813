import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { migrate, readMigrations } from "../../src/db/migrate";
import { createPgliteDatabase } from "../../src/db/pglite";
import { createPostgresDatabase } from "../../src/db/postgres";
import { engineNames, openDatabase } from "../helpers/engines";

describe("readMigrations", () => {
  it("lists the migration files in ascending version order, each version once", () => {
    const versions = readMigrations().map((m) => m.version);

    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(versions.length);
    expect(readMigrations()[0]?.name).toBe("catalogue");
  });

  it("refuses two files with one version, and a file not named NNNN_name.sql", () => {
    const folder = mkdtempSync(join(tmpdir(), "migrations-"));
    try {
      writeFileSync(join(folder, "0001_first.sql"), "SELECT 1;");
      writeFileSync(join(folder, "0007_gap_is_fine.sql"), "SELECT 1;");
      expect(readMigrations(folder).map((m) => m.version)).toEqual([1, 7]);

      writeFileSync(join(folder, "0007_twin.sql"), "SELECT 1;");
      expect(() => readMigrations(folder)).toThrow(/share a version/);

      rmSync(join(folder, "0007_twin.sql"));
      writeFileSync(join(folder, "8_bad-name.sql"), "SELECT 1;");
      expect(() => readMigrations(folder)).toThrow(/not NNNN_name\.sql/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe.each(engineNames())("migrate on %s", (engine) => {
  it("applies nothing the second time and records each version once", async () => {
    const opened = await openDatabase(engine); // applies all migrations
    try {
      const again = await migrate(opened.db);
      const recorded = await opened.db.query<{ version: number }>(
        "SELECT version FROM schema_migrations ORDER BY version",
      );

      expect(again).toEqual([]);
      expect(recorded.rows.map((r) => r.version)).toEqual(readMigrations().map((m) => m.version));
    } finally {
      await opened.close();
    }
  });

  it("guards capacity with a CHECK constraint: held beyond capacity is refused", async () => {
    const opened = await openDatabase(engine);
    try {
      await opened.db.query("INSERT INTO quotas (id, kind, capacity) VALUES (1, 'day', 5)");
      await opened.db.query(
        "INSERT INTO capacity_pools (key, kind, ref, day, start_time, capacity) VALUES ('quota:1:2030-01-01:00:00', 'quota', 1, '2030-01-01', '00:00', 5)",
      );
      await expect(
        opened.db.query("UPDATE capacity_pools SET held = 4, sold = 2 WHERE ref = 1"),
      ).rejects.toThrow(/capacity_pools_within_capacity/);
      await expect(
        opened.db.query("UPDATE capacity_pools SET held = -1 WHERE ref = 1"),
      ).rejects.toThrow(/capacity_pools_within_capacity/);
    } finally {
      await opened.close();
    }
  });
});

const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) {
  describe("migrate on postgres from two instances at once", () => {
    it("applies each migration exactly once", async () => {
      const schema = `t_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      const a = await createPostgresDatabase({ url: databaseUrl, max: 2, schema });
      const b = await createPostgresDatabase({ url: databaseUrl, max: 2, schema });
      try {
        const [appliedByA, appliedByB] = await Promise.all([migrate(a), migrate(b)]);

        const versions = [...appliedByA, ...appliedByB].map((m) => m.version).sort((a, b) => a - b);
        expect(versions).toEqual(readMigrations().map((m) => m.version));
      } finally {
        await a.close();
        await b.close();
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      }
    });
  });
}

describe("PGlite in a data folder", () => {
  const dir = mkdtempSync(join(tmpdir(), "shop-pglite-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps its data across a restart", async () => {
    const dataDir = join(dir, "data");
    const first = await createPgliteDatabase(dataDir);
    expect((await migrate(first)).length).toBe(readMigrations().length);
    await first.query("INSERT INTO quotas (id, kind, capacity) VALUES (7, 'slot', 42)");
    await first.close();

    const second = await createPgliteDatabase(dataDir);
    try {
      expect(await migrate(second)).toEqual([]);
      const rows = await second.query<{ capacity: number }>(
        "SELECT capacity FROM quotas WHERE id = 7",
      );
      expect(rows.rows).toEqual([{ capacity: 42 }]);
    } finally {
      await second.close();
    }
  });
});
