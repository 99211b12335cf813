// spec surrounding-areas §7: GET /museums (per_page, q), /museums/{id},
// /museums/{id}/opening_hours; texts in the asked locale, German when missing.
import { type Locale, WEEKDAYS } from "@shop/core";
import type { Museum, MuseumList, OpeningHours, Picture } from "@shop/core/contract";
import type { Queryable } from "../../db/database";
import { fieldError } from "../../http/errors";
import { localize, localizeOrNull } from "../../i18n/localized-text";
import {
  findMuseum,
  findMuseums,
  findOpeningHours,
  type ListFilter,
  type MuseumRow,
  type StoredPicture,
} from "./repository";

export function toPicture(picture: StoredPicture | null, locale: Locale): Picture | null {
  if (!picture) return null;
  return { ...picture, title: localizeOrNull(picture.title, locale) };
}

function toMuseum(row: MuseumRow, locale: Locale): Museum {
  return {
    id: row.id,
    title: localize(row.title, locale),
    sub_title: localizeOrNull(row.sub_title, locale),
    description: localize(row.description, locale),
    picture: toPicture(row.picture, locale),
  };
}

const notFound = () => fieldError("not_found", "id", "No such museum");

export async function listMuseums(db: Queryable, filter: ListFilter): Promise<MuseumList> {
  const { total, rows } = await findMuseums(db, filter);
  return { data: rows.map((row) => toMuseum(row, filter.locale)), meta: { total_count: total } };
}

export async function getMuseum(db: Queryable, id: number, locale: Locale): Promise<Museum> {
  const row = await findMuseum(db, id);
  if (!row) throw notFound();
  return toMuseum(row, locale);
}

export async function getOpeningHours(
  db: Queryable,
  id: number,
  locale: Locale,
): Promise<OpeningHours> {
  const row = await findOpeningHours(db, id);
  if (!row) throw notFound();
  const regular = row.opening_hours.regular ?? {};
  // A weekday the catalogue leaves out is closed (CATALOGUE.md).
  const week = Object.fromEntries(WEEKDAYS.map((day) => [day, regular[day] ?? []]));
  return {
    museum_id: row.id,
    regular: week as OpeningHours["regular"],
    exceptions: (row.opening_hours.exceptions ?? []).map((exception) => ({
      date: exception.date,
      intervals: exception.intervals,
      note: localizeOrNull(exception.note, locale),
    })),
  };
}
