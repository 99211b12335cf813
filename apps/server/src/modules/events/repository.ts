// SQL of the event calls (surrounding-areas §7): events with their filters, one event, its
// dates, a date's seats, the dates in a range, categories and languages. Places are read
// through the capacity ledger (service.ts), never here.
import type { Queryable } from "../../db/database";
import {
  type DatedListFilter,
  datedListParams,
  datedListSql,
  type StoredPicture,
  searchSql,
} from "../../db/list-sql";
import { type LocalizedText, sqlText } from "../../i18n/localized-text";

/** The event list's filters (the tour list's too: db/list-sql.ts). */
export type EventFilter = DatedListFilter;

export interface EventRow {
  id: number;
  museum_id: number | null;
  title: LocalizedText;
  sub_title: LocalizedText;
  description: LocalizedText;
  slider_description: LocalizedText;
  picture: StoredPicture | null;
  bookable: boolean;
  featured: boolean;
  ticket_sales_in_shop: boolean;
  category: { id: number; name: LocalizedText; filtername: string } | null;
  languages: { id: number; name: LocalizedText }[];
  /** The next five bookable dates' Berlin day and time ("YYYY-MM-DD", "HH:MM"). */
  upcoming: { day: string; time: string }[];
  last: { day: string; time: string } | null;
}

// The event's columns and what it gathers from its category and dates, for `e` at `$now`.
function eventColumns(now: string): string {
  return `e.id, e.museum_id, e.title, e.sub_title, e.description, e.slider_description,
    e.picture, e.bookable, e.featured, e.ticket_sales_in_shop,
    (SELECT jsonb_build_object('id', c.id, 'name', c.name, 'filtername', c.filtername)
       FROM event_categories c WHERE c.id = e.category_id) AS category,
    coalesce((SELECT jsonb_agg(jsonb_build_object('id', l.id, 'name', l.name)
                               ORDER BY l.sort_order, l.id)
              FROM event_languages l
              WHERE l.id IN (SELECT d.language_id FROM event_dates d WHERE d.event_id = e.id)),
             '[]') AS languages,
    coalesce((SELECT jsonb_agg(jsonb_build_object('day', u.day::text,
                                                  'time', to_char(u.start_time, 'HH24:MI'))
                               ORDER BY u.starts_at, u.id)
              FROM (SELECT d.day, d.start_time, d.starts_at, d.id FROM event_dates d
                    WHERE d.event_id = e.id AND d.bookable AND d.starts_at > ${now}
                    ORDER BY d.starts_at, d.id LIMIT 5) u),
             '[]') AS upcoming,
    (SELECT jsonb_build_object('day', d.day::text, 'time', to_char(d.start_time, 'HH24:MI'))
       FROM event_dates d WHERE d.event_id = e.id ORDER BY d.starts_at DESC, d.id DESC LIMIT 1)
      AS last`;
}

export async function findEvents(
  db: Queryable,
  filter: EventFilter,
): Promise<{ total: number; rows: EventRow[] }> {
  // Issue 27, item 5: an event is also found by its category's name ("Vortrag": the talks).
  const search = searchSql(
    "e",
    { q: "$6", pattern: "$1", locale: "$2" },
    `(SELECT ${sqlText("c.name", "$2")} FROM event_categories c WHERE c.id = e.category_id)`,
  );
  const result = await db.query<{ total: number; rows: EventRow[] }>(
    datedListSql(
      `SELECT e.id, e.sort_order, ${search.rank} AS rank FROM events e ${search.join}
       WHERE ${search.matches}
         AND ($5::int[] IS NULL OR e.museum_id = ANY($5::int[]))
         AND ($7::int[] IS NULL OR EXISTS (SELECT 1 FROM event_exhibitions x
                                           WHERE x.event_id = e.id
                                             AND x.exhibition_id = ANY($7::int[])))
         AND ($8::int[] IS NULL OR EXISTS (SELECT 1 FROM event_dates d
                                           WHERE d.event_id = e.id
                                             AND d.language_id = ANY($8::int[])))
         AND ($9::int[] IS NULL OR e.category_id = ANY($9::int[]))
         AND (NOT $10::boolean OR EXISTS (SELECT 1 FROM event_dates d
                                          WHERE d.event_id = e.id AND d.bookable
                                            AND d.starts_at > $13))
         AND ($11::boolean IS NULL OR e.bookable = $11)
         AND ($12::boolean IS NULL OR e.featured = $12)`,
      eventColumns("$13"),
      "events",
      "e",
    ),
    datedListParams(filter),
  );
  return result.rows[0] ?? { total: 0, rows: [] };
}

export async function findEvent(
  db: Queryable,
  id: number,
  now: Date,
): Promise<EventRow | undefined> {
  const result = await db.query<EventRow>(
    `SELECT ${eventColumns("$2")} FROM events e WHERE e.id = $1`,
    [id, now],
  );
  return result.rows[0];
}

/** A scale price as the load stored it (events-sync.ts). */
export interface StoredScalePrice {
  id: number;
  title: LocalizedText;
  price_cents: number | null;
  category_prices: Record<string, number> | null;
  price_target_audience_id: number | null;
}

export interface EventDateRow {
  id: number;
  event_id: number;
  day: string;
  time: string;
  title: LocalizedText;
  sub_title: LocalizedText;
  description: LocalizedText;
  event_title: LocalizedText;
  event_sub_title: LocalizedText;
  event_description: LocalizedText;
  language: LocalizedText | null;
  seats_max: number;
  seats_min: number;
  max_per_registration: number;
  seating_plan_id: number | null;
  prices: StoredScalePrice[];
  vat_pct: string;
  tax_included: boolean;
  bookable: boolean;
  starts_at: Date;
  /** The title of the event's museum, null when the event names none. */
  museum_title: LocalizedText | null;
}

const DATE_COLUMNS = `d.id, d.event_id, d.day::text AS day, to_char(d.start_time, 'HH24:MI') AS time,
  d.title, d.sub_title, d.description, e.title AS event_title, e.sub_title AS event_sub_title,
  e.description AS event_description, l.name AS language, d.seats_max, d.seats_min,
  d.max_per_registration, d.seating_plan_id, d.prices, d.vat_pct::text AS vat_pct,
  d.tax_included, d.bookable AND e.bookable AS bookable, d.starts_at,
  (SELECT m.title FROM museums m WHERE m.id = e.museum_id) AS museum_title`;

const DATE_JOINS = `FROM event_dates d JOIN events e ON e.id = d.event_id
  LEFT JOIN event_languages l ON l.id = d.language_id`;

export async function findEventDate(
  db: Queryable,
  eventId: number,
  dateId: number,
): Promise<EventDateRow | undefined> {
  const result = await db.query<EventDateRow>(
    `SELECT ${DATE_COLUMNS} ${DATE_JOINS} WHERE d.id = $1 AND d.event_id = $2`,
    [dateId, eventId],
  );
  return result.rows[0];
}

/** Dates by id alone (POST /cart prices event lines by their date id). */
export async function findEventDatesById(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, EventDateRow>> {
  if (ids.length === 0) return new Map();
  const result = await db.query<EventDateRow>(
    `SELECT ${DATE_COLUMNS} ${DATE_JOINS} WHERE d.id = ANY($1::int[])`,
    [ids],
  );
  return new Map(result.rows.map((row) => [row.id, row]));
}

/** A seat of a date's plan, for pricing: its category, row and number. */
export interface LineSeatRow {
  event_date_id: number;
  seat_id: number;
  category_id: number;
  row_name: string;
  number: number;
}

/** The seats of these dates among `seatIds` (a seat not on its date's plan is absent). */
export async function findLineSeats(
  db: Queryable,
  dateIds: readonly number[],
  seatIds: readonly number[],
): Promise<LineSeatRow[]> {
  if (dateIds.length === 0 || seatIds.length === 0) return [];
  const result = await db.query<LineSeatRow>(
    `SELECT d.event_date_id, s.id AS seat_id, s.category_id, s.row_name, s.number
     FROM event_date_seats d JOIN seats s ON s.id = d.seat_id
     WHERE d.event_date_id = ANY($1::int[]) AND s.id = ANY($2::int[])`,
    [dateIds, seatIds],
  );
  return result.rows;
}

export interface DateRange {
  /** The first and last Berlin day, both included. */
  start: string;
  end: string;
  eventIds?: number[] | undefined;
  bookable?: boolean | undefined;
  perPage: number;
  page: number;
}

export async function findDates(
  db: Queryable,
  range: DateRange,
): Promise<{ total: number; rows: EventDateRow[] }> {
  const where = `WHERE d.day BETWEEN $1::date AND $2::date
      AND ($3::int[] IS NULL OR d.event_id = ANY($3::int[]))
      AND ($4::boolean IS NULL OR (d.bookable AND e.bookable) = $4)`;
  const params = [range.start, range.end, range.eventIds ?? null, range.bookable ?? null];
  const total = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM event_dates d JOIN events e ON e.id = d.event_id ${where}`,
    params,
  );
  const rows = await db.query<EventDateRow>(
    `SELECT ${DATE_COLUMNS} ${DATE_JOINS} ${where}
     ORDER BY d.starts_at, e.sort_order, d.id LIMIT $5 OFFSET $6`,
    [...params, range.perPage, (range.page - 1) * range.perPage],
  );
  return { total: total.rows[0]?.total ?? 0, rows: rows.rows };
}

export interface SeatingCategoryRow {
  id: number;
  title: LocalizedText;
  description: LocalizedText;
  color_code: string;
}

export interface DateSeatRow {
  /** The date's seat: its pool is seat:<date_seat_id>. */
  date_seat_id: number;
  seat_id: number;
  category_id: number;
  row_name: string;
  number: number;
}

/** A seated date's plan: its categories and its seats, in the plan's order. */
export async function findDateSeats(
  db: Queryable,
  dateId: number,
  planId: number,
): Promise<{ categories: SeatingCategoryRow[]; seats: DateSeatRow[] }> {
  const categories = await db.query<SeatingCategoryRow>(
    `SELECT id, title, description, color_code FROM seating_categories
     WHERE seating_plan_id = $1 ORDER BY sort_order, id`,
    [planId],
  );
  const seats = await db.query<DateSeatRow>(
    `SELECT d.id AS date_seat_id, s.id AS seat_id, s.category_id, s.row_name, s.number
     FROM event_date_seats d JOIN seats s ON s.id = d.seat_id
     WHERE d.event_date_id = $1 ORDER BY s.sort_order, s.id`,
    [dateId],
  );
  return { categories: categories.rows, seats: seats.rows };
}

export interface NamedRow {
  id: number;
  name: LocalizedText;
  filtername?: string;
}

export async function findCategories(db: Queryable): Promise<NamedRow[]> {
  const result = await db.query<NamedRow>(
    "SELECT id, name, filtername FROM event_categories ORDER BY sort_order, id",
  );
  return result.rows;
}

export async function findLanguages(db: Queryable): Promise<NamedRow[]> {
  const result = await db.query<NamedRow>(
    "SELECT id, name FROM event_languages ORDER BY sort_order, id",
  );
  return result.rows;
}

export interface CalendarDateRow {
  id: number;
  event_id: number;
  day: string;
  time: string;
  bookable: boolean;
  starts_at: Date;
}

/** The dates from `start` to `end` (Berlin days, included) of the events the filter keeps. */
export async function findCalendarDates(
  db: Queryable,
  filter: {
    start: string;
    end: string;
    eventIds?: number[] | undefined;
    exhibitionIds?: number[] | undefined;
    museumIds?: number[] | undefined;
    bookable?: boolean | undefined;
  },
): Promise<CalendarDateRow[]> {
  const result = await db.query<CalendarDateRow>(
    `SELECT d.id, d.event_id, d.day::text AS day, to_char(d.start_time, 'HH24:MI') AS time,
            d.bookable AND e.bookable AS bookable, d.starts_at
     FROM event_dates d JOIN events e ON e.id = d.event_id
     WHERE d.day BETWEEN $1::date AND $2::date
       AND ($3::int[] IS NULL OR d.event_id = ANY($3::int[]))
       AND ($4::int[] IS NULL OR EXISTS (SELECT 1 FROM event_exhibitions x WHERE x.event_id = e.id
                                           AND x.exhibition_id = ANY($4::int[])))
       AND ($5::int[] IS NULL OR e.museum_id = ANY($5::int[]))
       AND ($6::boolean IS NULL OR (d.bookable AND e.bookable) = $6)
     ORDER BY d.starts_at, d.id`,
    [
      filter.start,
      filter.end,
      filter.eventIds ?? null,
      filter.exhibitionIds ?? null,
      filter.museumIds ?? null,
      filter.bookable ?? null,
    ],
  );
  return result.rows;
}

export async function eventExists(db: Queryable, id: number): Promise<boolean> {
  const result = await db.query("SELECT 1 FROM events WHERE id = $1", [id]);
  return result.rows.length > 0;
}
