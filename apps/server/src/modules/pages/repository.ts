// SQL of the static pages: the list in order, and one page.
import type { Queryable } from "../../db/database";
import type { LocalizedText } from "../../i18n/localized-text";

export interface PageRow {
  id: string;
  title: LocalizedText;
  body: LocalizedText;
}

export async function findPages(db: Queryable): Promise<PageRow[]> {
  const result = await db.query<PageRow>(
    "SELECT id, title, body FROM pages ORDER BY sort_order, id",
  );
  return result.rows;
}

export async function findPage(db: Queryable, id: string): Promise<PageRow | undefined> {
  const result = await db.query<PageRow>("SELECT id, title, body FROM pages WHERE id = $1", [id]);
  return result.rows[0];
}
