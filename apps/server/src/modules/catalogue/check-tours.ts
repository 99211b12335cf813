// The rules across the tours of a catalogue file (CATALOGUE.md "Tours"): ids unique in each
// list (equipment ids across all tours: each is a pool per start time), known references, and
// start times that exist in Berlin and are listed once per tour.
import { berlinInstant, berlinTime, isIsoDate, isIsoTime } from "@shop/core";
import { checkUnique } from "./check-events";
import type { CatalogueData } from "./format";

type Path = (string | number)[];
type Report = (path: Path, message: string) => void;

function checkKnown(
  path: Path,
  ids: readonly number[],
  known: ReadonlySet<number>,
  what: string,
  report: Report,
): void {
  ids.forEach((id, at) => {
    if (!known.has(id)) report([...path, at], `unknown ${what} ${id}`);
  });
}

/** Part of checkReferences (superRefine of Catalogue). */
export function checkTours(catalogue: CatalogueData, report: Report): void {
  const lists = [
    ["tour_categories", catalogue.tour_categories],
    ["tour_languages", catalogue.tour_languages],
    ["tour_age_groups", catalogue.tour_age_groups],
    ["tour_grades", catalogue.tour_grades],
    ["tours", catalogue.tours],
  ] as const;
  for (const [name, list] of lists) {
    checkUnique(
      (at) => [name, at, "id"],
      list.map((item) => item.id),
      report,
    );
  }
  const filternames = new Set<string>();
  catalogue.tour_categories.forEach((category, index) => {
    if (filternames.has(category.filtername)) {
      report(["tour_categories", index, "filtername"], `${category.filtername} is listed twice`);
    }
    filternames.add(category.filtername);
  });
  const ids = (list: readonly { id: number }[]) => new Set(list.map((item) => item.id));
  const museums = ids(catalogue.museums);
  const exhibitions = ids(catalogue.exhibitions);
  const categories = ids(catalogue.tour_categories);
  const languages = ids(catalogue.tour_languages);
  const ageGroups = ids(catalogue.tour_age_groups);
  const grades = ids(catalogue.tour_grades);
  const equipmentIds = new Map<number, number>();
  catalogue.tours.forEach((tour, index) => {
    const path = ["tours", index];
    if (tour.museum_id !== null && !museums.has(tour.museum_id)) {
      report([...path, "museum_id"], `unknown museum ${tour.museum_id}`);
    }
    if (tour.category_id !== null && !categories.has(tour.category_id)) {
      report([...path, "category_id"], `unknown tour category ${tour.category_id}`);
    }
    checkKnown([...path, "exhibition_ids"], tour.exhibition_ids, exhibitions, "exhibition", report);
    checkKnown([...path, "language_ids"], tour.language_ids, languages, "tour language", report);
    checkKnown([...path, "age_group_ids"], tour.age_group_ids, ageGroups, "age group", report);
    checkKnown([...path, "grade_ids"], tour.grade_ids, grades, "grade", report);
    checkUnique(
      (at) => [...path, "prices", at, "id"],
      tour.prices.map((price) => price.id),
      report,
    );
    checkUnique(
      (at) => [...path, "surcharges", at, "id"],
      tour.surcharges.map((surcharge) => surcharge.id),
      report,
    );
    const types = new Set<string>();
    tour.equipment.forEach((item, at) => {
      const other = equipmentIds.get(item.id);
      if (other !== undefined) {
        report(
          [...path, "equipment", at, "id"],
          `equipment ${item.id} is already of tour ${other}`,
        );
      }
      equipmentIds.set(item.id, tour.id);
      if (types.has(item.type)) {
        report([...path, "equipment", at, "type"], `${item.type} is listed twice`);
      }
      types.add(item.type);
    });
    const starts = new Set<string>();
    tour.start_times.forEach((start, at) => {
      const key = `${start.day} ${start.time}`;
      if (starts.has(key)) report([...path, "start_times", at], `${key} is listed twice`);
      starts.add(key);
      // The hour the clocks skip in spring has no instant (as for event dates).
      const real = isIsoDate(start.day) && isIsoTime(start.time);
      if (real && berlinTime(berlinInstant(start.day, start.time)) !== start.time) {
        report(
          [...path, "start_times", at, "time"],
          "this time does not exist in Berlin on that day",
        );
      }
    });
  });
}
