// SQL of the exhibition calls: a page (search text, museum filter) with the total, and one.
import type { Queryable } from "../../db/database";
import { containsPattern, type ListFilter, type StoredPicture, searchSql } from "../../db/list-sql";
import type { LocalizedText } from "../../i18n/localized-text";

export interface ExhibitionRow {
  id: number;
  museum_id: number;
  title: LocalizedText;
  sub_title: LocalizedText;
  description: LocalizedText;
  picture: StoredPicture | null;
  featured: boolean;
  time_frames: { start_at: string; end_at: string | null }[];
}

export interface ExhibitionFilter extends ListFilter {
  museumIds?: number[] | undefined;
}

const COLUMNS =
  "e.id, e.museum_id, e.title, e.sub_title, e.description, e.picture, e.featured, e.time_frames";

export async function findExhibitions(
  db: Queryable,
  filter: ExhibitionFilter,
): Promise<{ total: number; rows: ExhibitionRow[] }> {
  const search = searchSql("e", { q: "$6", pattern: "$1", locale: "$2" });
  const result = await db.query<{ total: number; rows: ExhibitionRow[] }>(
    `WITH matching AS (
       SELECT ${COLUMNS}, e.sort_order, ${search.rank} AS rank FROM exhibitions e ${search.join}
       WHERE ${search.matches}
         AND ($5::int[] IS NULL OR e.museum_id = ANY($5::int[]))
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
      filter.museumIds ?? null,
      filter.q ?? null,
    ],
  );
  return result.rows[0] ?? { total: 0, rows: [] };
}

export async function findExhibition(
  db: Queryable,
  id: number,
): Promise<ExhibitionRow | undefined> {
  const result = await db.query<ExhibitionRow>(
    `SELECT ${COLUMNS} FROM exhibitions e WHERE e.id = $1`,
    [id],
  );
  return result.rows[0];
}
