// GET /countries and GET /customer_salutations (spec surrounding-areas §7): names in the asked
// locale, German when it lacks one.
import type { Locale } from "@shop/core";
import type { CountryList, SalutationList } from "@shop/core/contract";
import type { Queryable } from "../../db/database";
import { localize } from "../../i18n/localized-text";
import { type Page, readNamedPage } from "./repository";

export async function listCountries(
  db: Queryable,
  locale: Locale,
  page: Page,
): Promise<CountryList> {
  const { total, rows } = await readNamedPage(db, "countries", page);
  return {
    data: rows.map((row) => ({ id: row.id, name: localize(row.name, locale) })),
    meta: { total_count: total },
  };
}

export async function listSalutations(
  db: Queryable,
  locale: Locale,
  page: Page,
): Promise<SalutationList> {
  const { total, rows } = await readNamedPage(db, "salutations", page);
  return {
    data: rows.map((row) => ({ id: row.id, salutation: localize(row.name, locale) })),
    meta: { total_count: total },
  };
}
