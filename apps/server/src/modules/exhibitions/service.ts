// spec surrounding-areas §7: GET /exhibitions (per_page, q, museum filter), /exhibitions/{id}.
import type { Locale } from "@shop/core";
import type { Exhibition, ExhibitionList } from "@shop/core/contract";
import type { Queryable } from "../../db/database";
import { fieldError } from "../../http/errors";
import { localize, localizeOrNull } from "../../i18n/localized-text";
import { toPicture } from "../museums/service";
import {
  type ExhibitionFilter,
  type ExhibitionRow,
  findExhibition,
  findExhibitions,
} from "./repository";

function toExhibition(row: ExhibitionRow, locale: Locale): Exhibition {
  return {
    id: row.id,
    museum_id: row.museum_id,
    title: localize(row.title, locale),
    sub_title: localizeOrNull(row.sub_title, locale),
    description: localize(row.description, locale),
    picture: toPicture(row.picture, locale),
    featured: row.featured,
    time_frames: row.time_frames,
  };
}

export async function listExhibitions(
  db: Queryable,
  filter: ExhibitionFilter,
): Promise<ExhibitionList> {
  const { total, rows } = await findExhibitions(db, filter);
  return {
    data: rows.map((row) => toExhibition(row, filter.locale)),
    meta: { total_count: total },
  };
}

export async function getExhibition(
  db: Queryable,
  id: number,
  locale: Locale,
): Promise<Exhibition> {
  const row = await findExhibition(db, id);
  if (!row) throw fieldError("not_found", "id", "No such exhibition");
  return toExhibition(row, locale);
}
