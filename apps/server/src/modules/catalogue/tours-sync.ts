// The tours of a catalogue load (load-catalogue.ts; CATALOGUE.md "Tours"): categories, languages,
// age groups, grades, tours, their start times, and their pools in the capacity ledger — the
// participants of each start time and each piece of equipment at each start time. Runs inside
// the load's transaction, with every pool locked against writes.
//
// What the file no longer lists goes, unless places of it are sold or held: then the load is
// refused (nothing changes) and names the start time, so a venue never loses a sale by editing
// its file. Fewer participants or pieces of equipment than are sold and held are refused too.
import { berlinInstant } from "@shop/core";
import type { Queryable } from "../../db/database";
import { definePools, deleteUnusedPools, readPoolUses } from "../capacity/ledger";
import { equipmentPool, type Pool, poolKey, tourPool } from "../capacity/pool";
import { CatalogueConflictError, type CatalogueIssue } from "./errors";
import type { Catalogue } from "./format";
import type { TableChanges } from "./load-catalogue";
import { deleteUnlisted, syncLinks, tableTally, upsertRows } from "./repository";
import { TOUR_LINKS, TOUR_TABLES } from "./tour-tables";

const text = <T>(value: T | undefined) => value ?? {};

const options = (list: Catalogue["tour_languages"]) =>
  list.map((option, index) => ({
    id: option.id,
    name: option.name,
    sort_order: option.order ?? index,
  }));

function rows(catalogue: Catalogue) {
  return {
    categories: catalogue.tour_categories.map((category, index) => ({
      id: category.id,
      name: category.name,
      filtername: category.filtername,
      sort_order: category.order ?? index,
    })),
    languages: options(catalogue.tour_languages),
    ageGroups: options(catalogue.tour_age_groups),
    grades: options(catalogue.tour_grades),
    tours: catalogue.tours.map((tour, index) => ({
      id: tour.id,
      museum_id: tour.museum_id,
      category_id: tour.category_id,
      title: tour.title,
      sub_title: text(tour.sub_title),
      description: text(tour.description),
      picture: tour.picture,
      bookable: tour.bookable,
      featured: tour.featured,
      language_ids: tour.language_ids,
      age_group_ids: tour.age_group_ids,
      grade_ids: tour.grade_ids,
      prices: tour.prices,
      surcharges: tour.surcharges.map((surcharge) => ({
        ...surcharge,
        description: text(surcharge.description),
      })),
      equipment: tour.equipment,
      vat_pct: tour.vat_pct,
      tax_included: tour.tax_included,
      sort_order: tour.order ?? index,
    })),
    tourExhibitions: catalogue.tours.flatMap((tour) =>
      tour.exhibition_ids.map((id): [number, number] => [tour.id, id]),
    ),
    startTimes: catalogue.tours.flatMap((tour) =>
      tour.start_times.map((start) => ({
        tour_id: tour.id,
        day: start.day,
        start_time: start.time,
        starts_at: berlinInstant(start.day, start.time).toISOString(),
        participants_min: start.participants.min,
        participants_max: start.participants.max,
        bookable: start.bookable,
      })),
    ),
  };
}

type StartTimeRow = ReturnType<typeof rows>["startTimes"][number];

/** Writes the file's start times; answers how many it added and changed. */
async function writeStartTimes(
  tx: Queryable,
  startTimes: readonly StartTimeRow[],
): Promise<TableChanges> {
  const written = await tx.query<{ inserted: boolean }>(
    `INSERT INTO tour_start_times AS t
       (tour_id, day, start_time, starts_at, participants_min, participants_max, bookable)
     SELECT tour_id, day, start_time, starts_at, participants_min, participants_max, bookable
     FROM jsonb_to_recordset($1::jsonb) AS r(tour_id int, day date, start_time time,
       starts_at timestamptz, participants_min int, participants_max int, bookable boolean)
     ON CONFLICT (tour_id, day, start_time) DO UPDATE SET
       starts_at = excluded.starts_at, participants_min = excluded.participants_min,
       participants_max = excluded.participants_max, bookable = excluded.bookable
     WHERE (t.starts_at, t.participants_min, t.participants_max, t.bookable)
           IS DISTINCT FROM (excluded.starts_at, excluded.participants_min,
                             excluded.participants_max, excluded.bookable)
     RETURNING (xmax = 0) AS inserted`,
    [JSON.stringify(startTimes)],
  );
  const inserted = written.rows.filter((row) => row.inserted).length;
  return { inserted, updated: written.rows.length - inserted, removed: 0 };
}

export interface TourSyncCount {
  tables: Record<string, TableChanges>;
  links: number;
  pools: number;
}

/** The pools the file's tours need, each with its capacity and the field that sets it. */
function poolsOf(catalogue: Catalogue): { pool: Pool; capacity: number; path: string }[] {
  return catalogue.tours.flatMap((tour, index) =>
    tour.start_times.flatMap((start, at) => {
      const path = `tours[${index}].start_times[${at}]`;
      return [
        {
          pool: tourPool(tour.id, start.day, start.time),
          capacity: start.participants.max,
          path: `${path}.participants.max`,
        },
        ...tour.equipment.map((item, which) => ({
          pool: equipmentPool(item.id, start.day, start.time),
          capacity: item.quantity,
          path: `tours[${index}].equipment[${which}].quantity`,
        })),
      ];
    }),
  );
}

/**
 * Writes the file's tours and their pools; refuses (CatalogueConflictError, the transaction
 * rolls back) when that would drop or shrink places sold or held.
 */
export async function syncTours(
  tx: Queryable,
  catalogue: Catalogue,
  now: Date,
): Promise<TourSyncCount> {
  const r = rows(catalogue);
  const { tables, count } = tableTally();
  const tourIds = r.tours.map((tour) => tour.id);

  // A filter name may move to another category: the unlisted ones go first.
  await tx.query("UPDATE tours SET category_id = NULL WHERE NOT (category_id = ANY($1::int[]))", [
    r.categories.map((category) => category.id),
  ]);
  count("tour_categories", {
    removed: await deleteUnlisted(
      tx,
      "tour_categories",
      r.categories.map((category) => category.id),
    ),
  });
  count("tour_categories", await upsertRows(tx, TOUR_TABLES.categories, r.categories));
  count("tour_languages", await upsertRows(tx, TOUR_TABLES.languages, r.languages));
  count("tour_age_groups", await upsertRows(tx, TOUR_TABLES.ageGroups, r.ageGroups));
  count("tour_grades", await upsertRows(tx, TOUR_TABLES.grades, r.grades));
  count("tours", await upsertRows(tx, TOUR_TABLES.tours, r.tours));
  const links = await syncLinks(tx, TOUR_LINKS.tourExhibitions, tourIds, r.tourExhibitions);
  count("tour_start_times", await writeStartTimes(tx, r.startTimes));

  // Capacities: a start time's participants and its equipment.
  const uses = new Map(
    (await readPoolUses(tx, now, ["tour", "equipment"])).map((use) => [use.key, use.used]),
  );
  const pools = poolsOf(catalogue);
  const issues: CatalogueIssue[] = [];
  for (const { pool, capacity, path } of pools) {
    const used = uses.get(poolKey(pool)) ?? 0;
    if (capacity < used) {
      issues.push({
        path,
        message: `${used} of ${poolKey(pool)} are sold or held: it needs at least as many`,
      });
    }
  }
  const listed = new Set(pools.map(({ pool }) => poolKey(pool)));
  const gone = [...uses.keys()].filter((key) => !listed.has(key));
  for (const key of gone) {
    if ((uses.get(key) ?? 0) > 0) {
      issues.push({
        path: "tours",
        message: `places of ${key} are sold or held: keep its tour, start time and equipment in the file (bookable: false stops its sales)`,
      });
    }
  }
  if (issues.length > 0) throw new CatalogueConflictError(issues);

  await definePools(
    tx,
    pools.map(({ pool, capacity }) => ({ pool, capacity })),
  );
  await deleteUnusedPools(tx, gone);
  const keep = JSON.stringify(
    r.startTimes.map(({ tour_id, day, start_time }) => ({ tour_id, day, start_time })),
  );
  const goneStarts = await tx.query(
    `DELETE FROM tour_start_times t
     WHERE NOT EXISTS (SELECT 1 FROM jsonb_to_recordset($1::jsonb)
                         AS k(tour_id int, day date, start_time time)
                       WHERE k.tour_id = t.tour_id AND k.day = t.day
                         AND k.start_time = t.start_time)`,
    [keep],
  );
  count("tour_start_times", { removed: goneStarts.rowCount });
  count("tours", { removed: await deleteUnlisted(tx, "tours", tourIds) });
  for (const [table, list] of [
    ["tour_languages", r.languages],
    ["tour_age_groups", r.ageGroups],
    ["tour_grades", r.grades],
  ] as const) {
    count(table, {
      removed: await deleteUnlisted(
        tx,
        table,
        list.map((option) => option.id),
      ),
    });
  }
  return { tables, links, pools: pools.length };
}
