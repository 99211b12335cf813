// SQL of the catalogue loader. Rows go in as one JSON array per table (jsonb_to_recordset), so
// a table is written by one statement whatever its size, the same on PGlite and PostgreSQL.
// An upsert writes only rows whose content differs: loading the same file twice changes
// nothing, and the counts say what a load did.

import type { Queryable } from "../../db/database";
import { dropUnlistedQuotaPools, QUOTA_HAS_POOLS } from "../capacity/ledger";
import { CatalogueConflictError } from "./errors";
import type { TableChanges } from "./load-catalogue";
import type { LinkSpec, TableSpec } from "./tables";

export type Row = Record<string, unknown>;

export interface UpsertCount {
  inserted: number;
  updated: number;
}

/** Inserts new rows and updates rows whose content differs, by id. */
export async function upsertRows(
  tx: Queryable,
  spec: TableSpec,
  rows: readonly Row[],
): Promise<UpsertCount> {
  if (rows.length === 0) return { inserted: 0, updated: 0 };
  const names = spec.columns.map(([name]) => name);
  const data = names.filter((name) => name !== "id");
  const result = await tx.query<{ inserted: boolean }>(
    `INSERT INTO ${spec.table} AS t (${names.join(", ")})
     SELECT ${names.join(", ")}
     FROM jsonb_to_recordset($1::jsonb) AS r(${spec.columns.map((c) => c.join(" ")).join(", ")})
     ON CONFLICT (id) DO UPDATE SET ${data.map((name) => `${name} = excluded.${name}`).join(", ")}
     WHERE (${data.map((name) => `t.${name}`).join(", ")})
       IS DISTINCT FROM (${data.map((name) => `excluded.${name}`).join(", ")})
     RETURNING (xmax = 0) AS inserted`,
    [JSON.stringify(rows)],
  );
  const inserted = result.rows.filter((row) => row.inserted).length;
  return { inserted, updated: result.rows.length - inserted };
}

/** Deletes the rows whose id the file no longer lists; refuses when others still use one. */
export async function deleteUnlisted(
  tx: Queryable,
  table: string,
  keepIds: readonly number[] | readonly string[],
  /** The ids' SQL type: the pages' are text. */
  type: "int" | "text" = "int",
): Promise<number> {
  try {
    const result = await tx.query(`DELETE FROM ${table} WHERE NOT (id = ANY($1::${type}[]))`, [
      keepIds,
    ]);
    return result.rowCount;
  } catch (error) {
    if ((error as { code?: string }).code !== "23503") throw error;
    throw new CatalogueConflictError([
      {
        path: table,
        message: `a row the file no longer lists is still in use, keep it in the file (${
          (error as { detail?: string }).detail ?? (error as Error).message
        })`,
      },
    ]);
  }
}

/** Makes the links of these owners exactly the given pairs; answers how many changed. */
export async function syncLinks(
  tx: Queryable,
  spec: LinkSpec,
  ownerIds: readonly number[],
  pairs: readonly (readonly [number, number])[],
): Promise<number> {
  const owners = pairs.map(([owner]) => owner);
  const others = pairs.map(([, other]) => other);
  const removed = await tx.query(
    `DELETE FROM ${spec.table} l
     WHERE l.${spec.owner} = ANY($1::int[])
       AND NOT EXISTS (SELECT 1 FROM unnest($2::int[], $3::int[]) AS p(owner, other)
                       WHERE p.owner = l.${spec.owner} AND p.other = l.${spec.other})`,
    [ownerIds, owners, others],
  );
  const added = await tx.query(
    `INSERT INTO ${spec.table} (${spec.owner}, ${spec.other})
     SELECT owner, other FROM unnest($1::int[], $2::int[]) AS p(owner, other)
     ON CONFLICT DO NOTHING`,
    [owners, others],
  );
  return removed.rowCount + added.rowCount;
}

/** Ids of a table that the file no longer lists. */
export async function unlistedIds(
  tx: Queryable,
  table: string,
  keepIds: readonly number[],
): Promise<number[]> {
  const result = await tx.query<{ id: number }>(
    `SELECT id FROM ${table} WHERE NOT (id = ANY($1::int[])) ORDER BY id`,
    [keepIds],
  );
  return result.rows.map((row) => row.id);
}

async function deactivateTicket(tx: Queryable, id: number): Promise<"deactivated" | "kept"> {
  const result = await tx.query("UPDATE tickets SET bookable = false WHERE id = $1 AND bookable", [
    id,
  ]);
  return result.rowCount > 0 ? "deactivated" : "kept";
}

/**
 * Deletes a ticket the file no longer lists; when anything still refers to it (a hold, a
 * sale) it is kept as history and only made unbookable.
 */
export async function deleteOrDeactivateTicket(
  tx: Queryable,
  id: number,
): Promise<"deleted" | "deactivated" | "kept"> {
  // Holds are asked first with a plain read: the delete's foreign-key check would lock the
  // hold rows, and a hold being changed waits for the pools this load has locked.
  const held = await tx.query("SELECT 1 FROM holds WHERE ticket_id = $1 LIMIT 1", [id]);
  if (held.rowCount > 0) return deactivateTicket(tx, id);
  // Other tables that refer to tickets (order lines …) answer through the foreign key; the
  // savepoint keeps that failed delete from aborting the load.
  await tx.query("SAVEPOINT catalogue_ticket");
  try {
    await tx.query("DELETE FROM tickets WHERE id = $1", [id]);
    await tx.query("RELEASE SAVEPOINT catalogue_ticket");
    return "deleted";
  } catch (error) {
    if ((error as { code?: string }).code !== "23503") throw error;
    await tx.query("ROLLBACK TO SAVEPOINT catalogue_ticket");
    await tx.query("RELEASE SAVEPOINT catalogue_ticket");
    return deactivateTicket(tx, id);
  }
}

/**
 * Deletes quotas the file no longer lists together with their empty pools. A quota with
 * places sold or held, or one a kept (deactivated) ticket still draws on, stays: the
 * pools are the record of those places. Answers the ids kept.
 */
export async function deleteUnusedQuotas(
  tx: Queryable,
  keepIds: readonly number[],
): Promise<{ deleted: number; kept: number[] }> {
  // The file no longer speaks of the quota, so neither do its pre-sold places.
  await dropUnlistedQuotaPools(tx, keepIds);
  const deleted = await tx.query(
    `DELETE FROM quotas q WHERE NOT (q.id = ANY($1::int[]))
       AND NOT ${QUOTA_HAS_POOLS("q.id")}
       AND NOT EXISTS (SELECT 1 FROM ticket_quotas tq WHERE tq.quota_id = q.id)`,
    [keepIds],
  );
  return { deleted: deleted.rowCount, kept: await unlistedIds(tx, "quotas", keepIds) };
}

/** Quotas that already have pools under another kind than the file gives them. */
export async function quotasChangingKind(
  tx: Queryable,
  quotas: readonly { id: number; kind: string }[],
): Promise<number[]> {
  const result = await tx.query<{ id: number }>(
    `SELECT q.id FROM quotas q
     JOIN jsonb_to_recordset($1::jsonb) AS r(id integer, kind text) ON r.id = q.id
     WHERE q.kind <> r.kind AND ${QUOTA_HAS_POOLS("q.id")}`,
    [JSON.stringify(quotas.map(({ id, kind }) => ({ id, kind })))],
  );
  return result.rows.map((row) => row.id);
}

/**
 * A tally of the changes per table (events-sync.ts, tours-sync.ts): `count` adds changes to a
 * table's entry, `tables` answers them.
 */
export function tableTally() {
  const tables: Record<string, TableChanges> = {};
  const count = (table: string, changes: Partial<TableChanges>) => {
    const entry = tables[table] ?? { inserted: 0, updated: 0, removed: 0 };
    tables[table] = entry;
    entry.inserted += changes.inserted ?? 0;
    entry.updated += changes.updated ?? 0;
    entry.removed += changes.removed ?? 0;
  };
  return { tables, count };
}
