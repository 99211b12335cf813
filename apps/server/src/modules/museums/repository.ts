// SQL of the museum calls: a page of museums (optionally matching a search text in the asked
// language) with the total, one museum, and its opening hours.
import type { Queryable } from "../../db/database";
import { containsPattern, type ListFilter, type StoredPicture, searchSql } from "../../db/list-sql";
import type { LocalizedText } from "../../i18n/localized-text";

export type { ListFilter, StoredPicture };

export interface MuseumRow {
  id: number;
  title: LocalizedText;
  sub_title: LocalizedText;
  description: LocalizedText;
  picture: StoredPicture | null;
}

export interface OpeningHoursRow {
  id: number;
  opening_hours: {
    regular?: Record<string, { open: string; close: string }[]>;
    exceptions?: {
      date: string;
      intervals: { open: string; close: string }[];
      note: LocalizedText;
    }[];
  };
}

const COLUMNS = "m.id, m.title, m.sub_title, m.description, m.picture";

export async function findMuseums(
  db: Queryable,
  filter: ListFilter,
): Promise<{ total: number; rows: MuseumRow[] }> {
  const search = searchSql("m", { q: "$5", pattern: "$1", locale: "$2" });
  const result = await db.query<{ total: number; rows: MuseumRow[] }>(
    `WITH matching AS (
       SELECT ${COLUMNS}, m.sort_order, ${search.rank} AS rank FROM museums m ${search.join}
       WHERE ${search.matches}
     )
     SELECT (SELECT count(*)::int FROM matching) AS total,
            coalesce((SELECT jsonb_agg(to_jsonb(p) - 'sort_order' - 'rank'
                                       ORDER BY p.rank DESC, p.sort_order, p.id)
                      FROM (SELECT * FROM matching ORDER BY rank DESC, sort_order, id
                            LIMIT $3 OFFSET $4) p),
                     '[]') AS rows`,
    [
      filter.q ? containsPattern(filter.q) : null,
      filter.locale,
      filter.perPage,
      (filter.page - 1) * filter.perPage,
      filter.q ?? null,
    ],
  );
  return result.rows[0] ?? { total: 0, rows: [] };
}

export async function findMuseum(db: Queryable, id: number): Promise<MuseumRow | undefined> {
  const result = await db.query<MuseumRow>(`SELECT ${COLUMNS} FROM museums m WHERE m.id = $1`, [
    id,
  ]);
  return result.rows[0];
}

export async function findOpeningHours(
  db: Queryable,
  id: number,
): Promise<OpeningHoursRow | undefined> {
  const result = await db.query<OpeningHoursRow>(
    "SELECT id, opening_hours FROM museums WHERE id = $1",
    [id],
  );
  return result.rows[0];
}
