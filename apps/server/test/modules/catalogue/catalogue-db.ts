// A migrated database for the catalogue tests, and a dump of every table a load writes.

import type { Database, Queryable } from "../../../src/db/database";
import { poolKey, quotaPool } from "../../../src/modules/capacity/pool";
import { type EngineName, type OpenedDatabase, openDatabase } from "../../helpers/engines";

export async function openCatalogueDatabase(engine: EngineName): Promise<OpenedDatabase> {
  return openDatabase(engine);
}

const TABLES: Record<string, string> = {
  shop_settings: "id",
  payment_modes: "id",
  countries: "id",
  salutations: "id",
  museums: "id",
  exhibitions: "id",
  quotas: "id",
  tickets: "id",
  ticket_groups: "id",
  ticket_quotas: "ticket_id, quota_id",
  ticket_museums: "ticket_id, museum_id",
  ticket_exhibitions: "ticket_id, exhibition_id",
  ticket_group_tickets: "group_id, ticket_id",
  coupons: "id",
  shipping_items: "id",
  resellers: "email",
  event_categories: "id",
  event_languages: "id",
  seating_plans: "id",
  seating_categories: "id",
  seats: "id",
  events: "id",
  event_exhibitions: "event_id, exhibition_id",
  event_dates: "id",
  event_date_seats: "id",
  tour_categories: "id",
  tour_languages: "id",
  tour_age_groups: "id",
  tour_grades: "id",
  tours: "id",
  tour_exhibitions: "tour_id, exhibition_id",
  tour_start_times: "tour_id, day, start_time",
  capacity_pools: "key",
  catalogue_state: "id",
};

/**
 * Empties every table a load or a hold writes, so the tests of one file share one database
 * (opening PGlite takes seconds) and still start from nothing.
 */
export async function emptyCatalogue(db: Queryable): Promise<void> {
  await db.query(`TRUNCATE ${["hold_lines", "holds", ...Object.keys(TABLES)].join(", ")} CASCADE`);
}

/** Every row of every catalogue table, in key order. */
export async function dumpCatalogue(db: Queryable): Promise<Record<string, unknown[]>> {
  const dump: Record<string, unknown[]> = {};
  for (const [table, order] of Object.entries(TABLES)) {
    dump[table] = (await db.query(`SELECT * FROM ${table} ORDER BY ${order}`)).rows;
  }
  return dump;
}

export async function countRows(db: Database, table: string): Promise<number> {
  const result = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return result.rows[0]?.n ?? 0;
}

export interface Counter {
  capacity: number;
  sold: number;
  held: number;
  presold: number;
}

export async function counter(
  db: Queryable,
  quotaId: number,
  day: string,
  startTime = "00:00",
): Promise<Counter | undefined> {
  const result = await db.query<Counter>(
    "SELECT capacity, sold, held, presold FROM capacity_pools WHERE key = $1",
    [poolKey(quotaPool(quotaId, day, startTime))],
  );
  return result.rows[0];
}
