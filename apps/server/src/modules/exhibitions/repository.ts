// SQL of the exhibition calls: a page (search text, museum filter) with the total, and one.
import type { Queryable } from "../../db/database";
import { findSearchPage, type ListFilter, type StoredPicture } from "../../db/list-sql";
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

export function findExhibitions(
  db: Queryable,
  filter: ExhibitionFilter,
): Promise<{ total: number; rows: ExhibitionRow[] }> {
  return findSearchPage<ExhibitionRow>(
    db,
    {
      table: "exhibitions",
      alias: "e",
      columns: COLUMNS,
      where: "$6::int[] IS NULL OR e.museum_id = ANY($6::int[])",
    },
    filter,
    [filter.museumIds ?? null],
  );
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
