// The events of a catalogue load (load-catalogue.ts; CATALOGUE.md "Events"): categories,
// languages, seating plans and their seats, events and dates, and their pools in the capacity
// ledger — a date's places and, on a seated date, one pool per seat. Runs inside the load's
// transaction, with every pool locked against writes.
//
// What the file no longer lists goes, unless places of it are sold or held: then the load is
// refused (nothing changes) and names the date, so a venue never loses a sale by editing its
// file. A date's capacity below what is sold and held there is refused the same way.
import { berlinInstant } from "@shop/core";
import type { Queryable } from "../../db/database";
import {
  definePools,
  deleteSpentEventHolds,
  deleteUnusedPools,
  readEventPoolUses,
} from "../capacity/ledger";
import { eventDatePool, type Pool, poolKey, seatPool } from "../capacity/pool";
import { CatalogueConflictError, type CatalogueIssue } from "./errors";
import { planSeats, seatKey, seatRefKeys, sellableSeatCount } from "./event-format";
import { EVENT_LINKS, EVENT_TABLES } from "./event-tables";
import type { Catalogue } from "./format";
import type { TableChanges } from "./load-catalogue";
import { deleteUnlisted, syncLinks, tableTally, upsertRows } from "./repository";

const text = <T>(value: T | undefined) => value ?? {};

/** The places of a date: its own max, else (seated) the seats of its plan neither blocks. */
function placesOf(
  catalogue: Catalogue,
  date: Catalogue["events"][number]["dates"][number],
): number {
  if (date.seats.max !== undefined) return date.seats.max;
  const plan = catalogue.seating_plans.find((p) => p.id === date.seating_plan_id);
  return plan ? sellableSeatCount(plan, date.blocked_seats) : 0;
}

function rows(catalogue: Catalogue) {
  return {
    categories: catalogue.event_categories.map((category, index) => ({
      id: category.id,
      name: category.name,
      filtername: category.filtername,
      sort_order: category.order ?? index,
    })),
    languages: catalogue.event_languages.map((language, index) => ({
      id: language.id,
      name: language.name,
      sort_order: language.order ?? index,
    })),
    plans: catalogue.seating_plans.map((plan) => ({ id: plan.id, name: plan.name })),
    seatingCategories: catalogue.seating_plans.flatMap((plan) =>
      plan.categories.map((category, index) => ({
        id: category.id,
        seating_plan_id: plan.id,
        title: category.title,
        description: text(category.description),
        color_code: category.color_code,
        sort_order: index,
      })),
    ),
    events: catalogue.events.map((event, index) => ({
      id: event.id,
      museum_id: event.museum_id,
      category_id: event.category_id,
      title: event.title,
      sub_title: text(event.sub_title),
      description: text(event.description),
      slider_description: text(event.slider_description),
      picture: event.picture,
      bookable: event.bookable,
      featured: event.featured,
      ticket_sales_in_shop: event.ticket_sales_in_shop,
      sort_order: event.order ?? index,
    })),
    eventExhibitions: catalogue.events.flatMap((event) =>
      event.exhibition_ids.map((id): [number, number] => [event.id, id]),
    ),
    dates: catalogue.events.flatMap((event) =>
      event.dates.map((date, index) => ({
        id: date.id,
        event_id: event.id,
        day: date.day,
        start_time: date.start_time,
        starts_at: berlinInstant(date.day, date.start_time).toISOString(),
        language_id: date.language_id,
        title: text(date.title),
        sub_title: text(date.sub_title),
        description: text(date.description),
        seats_max: placesOf(catalogue, date),
        seats_min: date.seats.min,
        max_per_registration: date.seats.max_per_registration,
        seating_plan_id: date.seating_plan_id,
        prices: date.prices.map((price) => ({
          id: price.id,
          title: price.title,
          price_cents: price.price_cents ?? null,
          category_prices: price.category_prices ?? null,
          price_target_audience_id: price.price_target_audience_id,
        })),
        vat_pct: date.vat_pct,
        tax_included: date.tax_included,
        // A date without prices cannot be sold (event-format.ts): it is announced only.
        bookable: date.bookable && date.prices.length > 0,
        requires_sign_in: date.requires_sign_in,
        sort_order: index,
      })),
    ),
  };
}

/** The plans' seats as the file lists them: ids kept by plan, row and number. */
async function writeSeats(tx: Queryable, catalogue: Catalogue): Promise<TableChanges> {
  const list = catalogue.seating_plans.flatMap((plan) => {
    const blocked = new Set(seatRefKeys(plan.blocked));
    return planSeats(plan).map(({ row, number, run }, index) => ({
      seating_plan_id: plan.id,
      row_name: row,
      number,
      category_id: run.category_id,
      blocked: blocked.has(seatKey(row, number)),
      sort_order: index,
    }));
  });
  const recordset = `jsonb_to_recordset($1::jsonb) AS r(seating_plan_id int, row_name text,
                       number int, category_id int, blocked boolean, sort_order int)`;
  const written = await tx.query<{ inserted: boolean }>(
    `INSERT INTO seats AS s (seating_plan_id, row_name, number, category_id, blocked, sort_order)
     SELECT seating_plan_id, row_name, number, category_id, blocked, sort_order FROM ${recordset}
     ON CONFLICT (seating_plan_id, row_name, number) DO UPDATE SET
       category_id = excluded.category_id, blocked = excluded.blocked,
       sort_order = excluded.sort_order
     WHERE (s.category_id, s.blocked, s.sort_order)
           IS DISTINCT FROM (excluded.category_id, excluded.blocked, excluded.sort_order)
     RETURNING (xmax = 0) AS inserted`,
    [JSON.stringify(list)],
  );
  const inserted = written.rows.filter((row) => row.inserted).length;
  return { inserted, updated: written.rows.length - inserted, removed: 0 };
}

function listedSeatsJson(catalogue: Catalogue): string {
  return JSON.stringify(
    catalogue.seating_plans.flatMap((plan) =>
      planSeats(plan).map(({ row, number }) => ({ plan: plan.id, row_name: row, number })),
    ),
  );
}

/** The ids of the seats the file's plans list. */
async function listedSeatIds(tx: Queryable, catalogue: Catalogue): Promise<number[]> {
  const result = await tx.query<{ id: number }>(
    `SELECT s.id FROM seats s
     JOIN jsonb_to_recordset($1::jsonb) AS k(plan int, row_name text, number int)
       ON k.plan = s.seating_plan_id AND k.row_name = s.row_name AND k.number = s.number`,
    [listedSeatsJson(catalogue)],
  );
  return result.rows.map((row) => row.id);
}

interface DateSeat {
  id: number;
  event_date_id: number;
  seat_id: number;
  blocked: boolean;
}

/**
 * The seats of each seated date (event_date_seats): one row per seat of its plan, blocked when
 * the plan or the date blocks it. Rows of seats the date no longer has are answered, not yet
 * deleted (their pools are checked first).
 */
async function writeDateSeats(
  tx: Queryable,
  catalogue: Catalogue,
  listedSeats: readonly number[],
): Promise<{ current: DateSeat[]; stale: DateSeat[] }> {
  const list = catalogue.events.flatMap((event) =>
    event.dates.flatMap((date) => {
      if (date.seating_plan_id === null) return [];
      const blocked = new Set(seatRefKeys(date.blocked_seats));
      return [{ event_date_id: date.id, plan: date.seating_plan_id, blocked: [...blocked] }];
    }),
  );
  await tx.query(
    `INSERT INTO event_date_seats AS d (event_date_id, seat_id, blocked)
     SELECT r.event_date_id, s.id, s.blocked OR (s.row_name || ' ' || s.number) = ANY(r.blocked)
     FROM jsonb_to_recordset($1::jsonb) AS r(event_date_id int, plan int, blocked text[])
     JOIN seats s ON s.seating_plan_id = r.plan AND s.id = ANY($2::int[])
     ON CONFLICT (event_date_id, seat_id) DO UPDATE SET blocked = excluded.blocked
     WHERE d.blocked IS DISTINCT FROM excluded.blocked`,
    [JSON.stringify(list), listedSeats],
  );
  const all = await tx.query<DateSeat & { current: boolean }>(
    `SELECT d.id, d.event_date_id, d.seat_id, d.blocked,
            (e.seating_plan_id IS NOT NULL AND e.seating_plan_id = s.seating_plan_id
             AND e.id = ANY($1::int[]) AND d.seat_id = ANY($2::int[])) AS current
     FROM event_date_seats d
     JOIN seats s ON s.id = d.seat_id
     LEFT JOIN event_dates e ON e.id = d.event_date_id
     ORDER BY d.id`,
    [list.map((entry) => entry.event_date_id), listedSeats],
  );
  return {
    current: all.rows.filter((row) => row.current),
    stale: all.rows.filter((row) => !row.current),
  };
}

export interface EventSyncCount {
  tables: Record<string, TableChanges>;
  links: number;
  pools: number;
}

/**
 * Writes the file's events and their pools; refuses (CatalogueConflictError, the transaction
 * rolls back) when that would drop or shrink places sold or held.
 */
export async function syncEvents(
  tx: Queryable,
  catalogue: Catalogue,
  now: Date,
): Promise<EventSyncCount> {
  const r = rows(catalogue);
  const { tables, count } = tableTally();
  const dateIds = r.dates.map((date) => date.id);
  const eventIds = r.events.map((event) => event.id);
  const planIds = r.plans.map((plan) => plan.id);

  // A filter name may move to another category: the unlisted ones go first.
  count("event_categories", {
    removed: await deleteUnlistedUnused(tx, "event_categories", r.categories, "category_id"),
  });
  count("event_categories", await upsertRows(tx, EVENT_TABLES.categories, r.categories));
  count("event_languages", await upsertRows(tx, EVENT_TABLES.languages, r.languages));
  count("seating_plans", await upsertRows(tx, EVENT_TABLES.plans, r.plans));
  count(
    "seating_categories",
    await upsertRows(tx, EVENT_TABLES.seatingCategories, r.seatingCategories),
  );
  count("seats", await writeSeats(tx, catalogue));
  const listedSeats = await listedSeatIds(tx, catalogue);
  count("events", await upsertRows(tx, EVENT_TABLES.events, r.events));
  const links = await syncLinks(tx, EVENT_LINKS.eventExhibitions, eventIds, r.eventExhibitions);
  count("event_dates", await upsertRows(tx, EVENT_TABLES.dates, r.dates));
  const { current, stale } = await writeDateSeats(tx, catalogue, listedSeats);

  // Capacities: a date's places and its seats'.
  const uses = new Map((await readEventPoolUses(tx, now)).map((use) => [use.key, use]));
  const issues: CatalogueIssue[] = [];
  const pathOfDate = new Map<number, string>();
  catalogue.events.forEach((event, index) => {
    event.dates.forEach((date, at) => {
      pathOfDate.set(date.id, `events[${index}].dates[${at}]`);
    });
  });
  const pools: { pool: Pool; capacity: number }[] = [];
  for (const event of catalogue.events) {
    for (const date of event.dates) {
      const capacity = placesOf(catalogue, date);
      pools.push({ pool: eventDatePool(date.id), capacity });
      const used = uses.get(poolKey(eventDatePool(date.id)))?.used ?? 0;
      if (capacity < used) {
        issues.push({
          path: `${pathOfDate.get(date.id)}.seats.max`,
          message: `${used} places of date ${date.id} are sold or held: the date needs at least as many`,
        });
      }
    }
  }
  for (const seat of current) {
    const pool = seatPool(seat.id);
    pools.push({ pool, capacity: seat.blocked ? 0 : 1 });
    if (seat.blocked && (uses.get(poolKey(pool))?.used ?? 0) > 0) {
      issues.push({
        path: `${pathOfDate.get(seat.event_date_id)}.blocked_seats`,
        message: `seat ${seat.seat_id} of date ${seat.event_date_id} is sold or held: it cannot be blocked`,
      });
    }
  }
  // Seats a date no longer has, and dates and events the file no longer lists.
  const staleKeys = stale.map((seat) => poolKey(seatPool(seat.id)));
  const goneDates = await tx.query<{ id: number }>(
    "SELECT id FROM event_dates WHERE NOT (id = ANY($1::int[])) ORDER BY id",
    [dateIds],
  );
  const goneDateKeys = goneDates.rows.map((date) => poolKey(eventDatePool(date.id)));
  for (const key of [...staleKeys, ...goneDateKeys]) {
    const use = uses.get(key);
    if (use && use.used > 0) {
      const date =
        use.kind === "event_date"
          ? use.ref
          : stale.find((seat) => seat.id === use.ref)?.event_date_id;
      issues.push({
        path: date !== undefined && pathOfDate.has(date) ? `${pathOfDate.get(date)}` : "events",
        message: `places of date ${date} are sold or held: keep the date and its seats in the file (bookable: false stops its sales)`,
      });
    }
  }
  if (issues.length > 0) throw new CatalogueConflictError(issues);

  await definePools(tx, pools);
  await deleteUnusedPools(tx, [...staleKeys, ...goneDateKeys]);
  const goneSeatsOfDates = await tx.query<{ id: number }>(
    "SELECT id FROM event_date_seats WHERE NOT (event_date_id = ANY($1::int[]))",
    [dateIds],
  );
  await deleteUnusedPools(
    tx,
    goneSeatsOfDates.rows.map((seat) => poolKey(seatPool(seat.id))),
  );
  // Holds of what goes that no longer hold anything (expired, their lines released; the sweeper
  // keeps such rows a while): they go first. Live ones were refused above.
  await deleteSpentEventHolds(tx, dateIds, listedSeats);
  await tx.query(
    "DELETE FROM event_date_seats WHERE id = ANY($1::int[]) OR NOT (event_date_id = ANY($2::int[]))",
    [stale.map((seat) => seat.id), dateIds],
  );
  count("event_dates", { removed: await deleteUnlisted(tx, "event_dates", dateIds) });
  count("events", { removed: await deleteUnlisted(tx, "events", eventIds) });
  const goneSeats = await tx.query(
    `DELETE FROM seats s WHERE NOT (s.id = ANY($1::int[]))
       AND NOT EXISTS (SELECT 1 FROM event_date_seats d WHERE d.seat_id = s.id)`,
    [listedSeats],
  );
  count("seats", { removed: goneSeats.rowCount });
  count("seating_categories", {
    removed: await deleteUnlisted(
      tx,
      "seating_categories",
      r.seatingCategories.map((category) => category.id),
    ),
  });
  count("seating_plans", { removed: await deleteUnlisted(tx, "seating_plans", planIds) });
  count("event_languages", {
    removed: await deleteUnlisted(
      tx,
      "event_languages",
      r.languages.map((language) => language.id),
    ),
  });
  return { tables, links, pools: pools.length };
}

/** Deletes the unlisted rows of a table events refer to by `column` (none do once unlisted). */
async function deleteUnlistedUnused(
  tx: Queryable,
  table: string,
  keep: readonly { id: number }[],
  column: string,
): Promise<number> {
  // The events that still name them are rewritten right after; clear the reference first.
  await tx.query(
    `UPDATE events SET ${column} = NULL WHERE ${column} IS NOT NULL
       AND NOT (${column} = ANY($1::int[]))`,
    [keep.map((row) => row.id)],
  );
  return deleteUnlisted(
    tx,
    table,
    keep.map((row) => row.id),
  );
}
