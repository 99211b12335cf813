// SQL of the reference lists: countries and salutations, a page in the file's order and the
// total, in one statement.
import type { Queryable } from "../../db/database";

export interface Page {
  perPage: number;
  page: number;
}

export interface NamedRows {
  total: number;
  rows: { id: number; name: Record<string, string> }[];
}

const TABLES = {
  countries: "name",
  salutations: "salutation",
} as const;

export async function readNamedPage(
  db: Queryable,
  table: keyof typeof TABLES,
  page: Page,
): Promise<NamedRows> {
  const column = TABLES[table];
  const result = await db.query<NamedRows>(
    `SELECT (SELECT count(*)::int FROM ${table}) AS total,
            coalesce(jsonb_agg(jsonb_build_object('id', r.id, 'name', r.${column})
                               ORDER BY r.sort_order, r.id), '[]') AS rows
     FROM (SELECT id, ${column}, sort_order FROM ${table}
           ORDER BY sort_order, id LIMIT $1 OFFSET $2) AS r`,
    [page.perPage, (page.page - 1) * page.perPage],
  );
  return result.rows[0] ?? { total: 0, rows: [] };
}
