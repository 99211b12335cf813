// SQL of the museum calls: a page of museums (optionally matching a search text in the asked
// language) with the total, one museum, and its opening hours.
import type { Queryable } from "../../db/database";
import { findSearchPage, type ListFilter, type StoredPicture } from "../../db/list-sql";
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

export function findMuseums(
  db: Queryable,
  filter: ListFilter,
): Promise<{ total: number; rows: MuseumRow[] }> {
  return findSearchPage<MuseumRow>(db, { table: "museums", alias: "m", columns: COLUMNS }, filter);
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
