// SQL of the tour calls (surrounding-areas §7): tours with their filters, one tour, its start
// times on a day or in a range, categories and languages. Participants are read through the
// capacity ledger (service.ts), never here.
import type { Queryable } from "../../db/database";
import {
  type DatedListFilter,
  datedListParams,
  datedListSql,
  type StoredPicture,
  searchSql,
} from "../../db/list-sql";
import { type LocalizedText, sqlText } from "../../i18n/localized-text";

/** The tour list's filters: the event list's (db/list-sql.ts). */
export type TourFilter = DatedListFilter;

type Named = { id: number; name: LocalizedText };

/** A piece of equipment as the catalogue stored it (catalogue/tour-format.ts TourEquipmentInput). */
export interface TourEquipmentRow {
  id: number;
  type: string;
  title: LocalizedText;
  quantity: number;
  max: number;
}

export interface TourRow {
  id: number;
  museum_id: number | null;
  title: LocalizedText;
  sub_title: LocalizedText;
  description: LocalizedText;
  picture: StoredPicture | null;
  bookable: boolean;
  featured: boolean;
  category: { id: number; name: LocalizedText; filtername: string } | null;
  languages: Named[];
  age_groups: Named[];
  grades: Named[];
  equipment: TourEquipmentRow[];
}

/** The options of one kind a tour names, in the catalogue's order. */
const options = (table: string, column: string) =>
  `coalesce((SELECT jsonb_agg(jsonb_build_object('id', o.id, 'name', o.name)
                              ORDER BY o.sort_order, o.id)
             FROM ${table} o WHERE o.id = ANY(t.${column})), '[]') AS ${column.replace("_ids", "s")}`;

const TOUR_COLUMNS = `t.id, t.museum_id, t.title, t.sub_title, t.description, t.picture,
  t.bookable, t.featured, t.equipment,
  (SELECT jsonb_build_object('id', c.id, 'name', c.name, 'filtername', c.filtername)
     FROM tour_categories c WHERE c.id = t.category_id) AS category,
  ${options("tour_languages", "language_ids")},
  ${options("tour_age_groups", "age_group_ids")},
  ${options("tour_grades", "grade_ids")}`;

export async function findTours(
  db: Queryable,
  filter: TourFilter,
): Promise<{ total: number; rows: TourRow[] }> {
  const search = searchSql(
    "t",
    { q: "$6", pattern: "$1", locale: "$2" },
    `(SELECT ${sqlText("c.name", "$2")} FROM tour_categories c WHERE c.id = t.category_id)`,
  );
  const result = await db.query<{ total: number; rows: TourRow[] }>(
    datedListSql(
      `SELECT t.id, t.sort_order, ${search.rank} AS rank FROM tours t ${search.join}
       WHERE ${search.matches}
         AND ($5::int[] IS NULL OR t.museum_id = ANY($5::int[]))
         AND ($7::int[] IS NULL OR EXISTS (SELECT 1 FROM tour_exhibitions x
                                           WHERE x.tour_id = t.id
                                             AND x.exhibition_id = ANY($7::int[])))
         AND ($8::int[] IS NULL OR t.language_ids && $8::int[])
         AND ($9::int[] IS NULL OR t.category_id = ANY($9::int[]))
         AND (NOT $10::boolean OR EXISTS (SELECT 1 FROM tour_start_times s
                                          WHERE s.tour_id = t.id AND s.bookable
                                            AND s.starts_at > $13))
         AND ($11::boolean IS NULL OR t.bookable = $11)
         AND ($12::boolean IS NULL OR t.featured = $12)`,
      TOUR_COLUMNS,
      "tours",
      "t",
    ),
    datedListParams(filter),
  );
  return result.rows[0] ?? { total: 0, rows: [] };
}

export async function findTour(db: Queryable, id: number): Promise<TourRow | undefined> {
  const result = await db.query<TourRow>(`SELECT ${TOUR_COLUMNS} FROM tours t WHERE t.id = $1`, [
    id,
  ]);
  return result.rows[0];
}

export interface StartTimeRow {
  day: string;
  /** "HH:MM" */
  time: string;
  participants_min: number;
  participants_max: number;
}

/** The start times of a tour from day `from` to day `to` that are on sale at `now`. */
export async function findStartTimes(
  db: Queryable,
  tourId: number,
  from: string,
  to: string,
  now: Date,
): Promise<StartTimeRow[]> {
  const result = await db.query<StartTimeRow>(
    `SELECT s.day::text AS day, to_char(s.start_time, 'HH24:MI') AS time,
            s.participants_min, s.participants_max
     FROM tour_start_times s JOIN tours t ON t.id = s.tour_id
     WHERE s.tour_id = $1 AND s.day BETWEEN $2::date AND $3::date
       AND s.bookable AND t.bookable AND s.starts_at > $4
     ORDER BY s.day, s.start_time`,
    [tourId, from, to, now],
  );
  return result.rows;
}

export async function findCategories(db: Queryable) {
  const result = await db.query<{ id: number; name: LocalizedText; filtername: string }>(
    "SELECT id, name, filtername FROM tour_categories ORDER BY sort_order, id",
  );
  return result.rows;
}

export async function findLanguages(db: Queryable): Promise<Named[]> {
  const result = await db.query<Named>(
    "SELECT id, name FROM tour_languages ORDER BY sort_order, id",
  );
  return result.rows;
}

/** What a booking of a tour's start time is checked against (reservations/tour-holds.ts). */
export interface TourBookingRow {
  participants_min: number;
  participants_max: number;
  language_ids: number[];
  age_group_ids: number[];
  grade_ids: number[];
  prices: { id: number }[];
  surcharges: { id: number; optional: boolean; group: boolean; count_participants: boolean }[];
  equipment: TourEquipmentRow[];
}

/** The tour and its start time when both are on sale at `now`. */
export async function findTourBooking(
  db: Queryable,
  tourId: number,
  day: string,
  time: string,
  now: Date,
): Promise<TourBookingRow | undefined> {
  const result = await db.query<TourBookingRow>(
    `SELECT s.participants_min, s.participants_max, t.language_ids, t.age_group_ids,
            t.grade_ids, t.prices, t.surcharges, t.equipment
     FROM tours t JOIN tour_start_times s ON s.tour_id = t.id
     WHERE t.id = $1 AND s.day = $2::date AND s.start_time = $3::time
       AND t.bookable AND s.bookable AND s.starts_at > $4`,
    [tourId, day, time, now],
  );
  return result.rows[0];
}

/** What the price list of a tour is made of (GET /tours/{id}/prices). */
export interface TourPricingRow {
  language_ids: number[];
  vat_pct: string;
  prices: {
    id: number;
    title: LocalizedText;
    price_cents: number;
    price_target_audience_id: number | null;
  }[];
  surcharges: {
    id: number;
    title: LocalizedText;
    description: LocalizedText;
    price_cents: number;
    optional: boolean;
    group: boolean;
    count_participants: boolean;
  }[];
}

export async function findTourPricing(
  db: Queryable,
  tourId: number,
): Promise<TourPricingRow | undefined> {
  const result = await db.query<TourPricingRow>(
    "SELECT language_ids, vat_pct::text AS vat_pct, prices, surcharges FROM tours WHERE id = $1",
    [tourId],
  );
  return result.rows[0];
}

/** A tour's start time as a cart line prices it (cart/tour-line.ts). */
export interface PricingTourRow extends TourPricingRow {
  tour_id: number;
  title: LocalizedText;
  museum_title: LocalizedText | null;
  tax_included: boolean;
  equipment: TourEquipmentRow[];
  day: string;
  /** "HH:MM" */
  time: string;
  /** Whether the tour and the start time are both bookable. */
  bookable: boolean;
  starts_at: Date;
}

/** The start times `starts` ({ tour, day, time }) with their tours; absent ones are left out. */
export async function findPricingStartTimes(
  db: Queryable,
  starts: readonly { tourId: number; day: string; time: string }[],
): Promise<PricingTourRow[]> {
  if (starts.length === 0) return [];
  const result = await db.query<PricingTourRow>(
    `SELECT t.id AS tour_id, t.title, t.language_ids, t.vat_pct::text AS vat_pct, t.prices,
            t.surcharges, t.equipment, t.tax_included,
            (SELECT m.title FROM museums m WHERE m.id = t.museum_id) AS museum_title,
            s.day::text AS day, to_char(s.start_time, 'HH24:MI') AS time,
            (t.bookable AND s.bookable) AS bookable, s.starts_at
     FROM jsonb_to_recordset($1::jsonb) AS k(tour_id int, day date, start_time time)
     JOIN tour_start_times s
       ON s.tour_id = k.tour_id AND s.day = k.day AND s.start_time = k.start_time
     JOIN tours t ON t.id = s.tour_id`,
    [
      JSON.stringify(
        starts.map((start) => ({ tour_id: start.tourId, day: start.day, start_time: start.time })),
      ),
    ],
  );
  return result.rows;
}
