// The issue "venue's pages", Deliver 3: GET /pages and /pages/{id}, texts in the asked locale,
// German when missing; the body is the HTML the catalogue load sanitised (catalogue/venue-html).
import type { Locale } from "@shop/core";
import type { Page, PageList } from "@shop/core/contract";
import type { Queryable } from "../../db/database";
import { fieldError } from "../../http/errors";
import { localize } from "../../i18n/localized-text";
import { findPage, findPages } from "./repository";

export async function listPages(db: Queryable, locale: Locale): Promise<PageList> {
  const rows = await findPages(db);
  return {
    data: rows.map((row) => ({ id: row.id, title: localize(row.title, locale) })),
    meta: { total_count: rows.length },
  };
}

export async function getPage(db: Queryable, id: string, locale: Locale): Promise<Page> {
  const row = await findPage(db, id);
  if (!row) throw fieldError("not_found", "id", "No such page");
  return { id: row.id, title: localize(row.title, locale), body: localize(row.body, locale) };
}
