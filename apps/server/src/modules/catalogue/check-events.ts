// The rules across the events of a catalogue file (CATALOGUE.md "Events"): known references,
// ids unique across all dates and categories, seats that exist and are listed once, prices that
// fit the date's kind (one amount for general admission, one per category for a seated date).

import { berlinInstant, berlinTime, isIsoDate, isIsoTime } from "@shop/core";
import {
  type EventDateInput,
  planSeats,
  type SeatingPlanInput,
  type SeatRefs,
  seatKey,
  sellableSeatCount,
} from "./event-format";
import type { CatalogueData } from "./format";

type Path = (string | number)[];
type Report = (path: Path, message: string) => void;

/** Reports each id of `ids` seen before, at `path(index)` (check-tours.ts too). */
export function checkUnique(path: (index: number) => Path, ids: readonly number[], report: Report) {
  const seen = new Set<number>();
  ids.forEach((id, index) => {
    if (seen.has(id)) report(path(index), `duplicate id ${id}`);
    seen.add(id);
  });
}

/** Seat references must name seats of the plan, each once. */
function checkSeatRefs(
  path: Path,
  refs: readonly SeatRefs[],
  seats: ReadonlySet<string>,
  report: Report,
): void {
  const seen = new Set<string>();
  refs.forEach((ref, index) => {
    ref.numbers.forEach((number, at) => {
      const key = seatKey(ref.row, number);
      if (!seats.has(key)) report([...path, index, "numbers", at], `no seat ${key} in the plan`);
      else if (seen.has(key))
        report([...path, index, "numbers", at], `seat ${key} is listed twice`);
      seen.add(key);
    });
  });
}

/** The seats a plan sells: its seats less the ones it blocks. */
function checkPlan(plan: SeatingPlanInput, index: number, report: Report): Set<string> {
  const path = ["seating_plans", index];
  checkUnique(
    (at) => [...path, "categories", at, "id"],
    plan.categories.map((c) => c.id),
    report,
  );
  const categories = new Set(plan.categories.map((category) => category.id));
  const seats = new Set<string>();
  plan.rows.forEach((run, at) => {
    if (!categories.has(run.category_id)) {
      report([...path, "rows", at, "category_id"], `unknown category ${run.category_id}`);
    }
  });
  for (const { row, number, run } of planSeats(plan)) {
    const key = seatKey(row, number);
    if (seats.has(key)) {
      report([...path, "rows", plan.rows.indexOf(run)], `seat ${key} is listed twice`);
    }
    seats.add(key);
  }
  if (seats.size > 5000) report([...path, "rows"], "at most 5000 seats in a plan");
  checkSeatRefs([...path, "blocked"], plan.blocked, seats, report);
  return seats;
}

function checkDatePrices(
  path: Path,
  date: EventDateInput,
  plan: SeatingPlanInput | undefined,
  report: Report,
): void {
  checkUnique(
    (at) => [...path, "prices", at, "id"],
    date.prices.map((p) => p.id),
    report,
  );
  const categories = plan?.categories.map((category) => String(category.id)) ?? [];
  date.prices.forEach((price, at) => {
    const pricePath = [...path, "prices", at];
    if (!plan) {
      if (price.price_cents === undefined) report([...pricePath, "price_cents"], "required");
      if (price.category_prices !== undefined) {
        report([...pricePath, "category_prices"], "only for a date with a seating plan");
      }
      return;
    }
    if (price.price_cents !== undefined) {
      report([...pricePath, "price_cents"], "a seated date prices by category_prices");
    }
    const given = price.category_prices ?? {};
    for (const id of categories) {
      if (given[id] === undefined) {
        report([...pricePath, "category_prices"], `no amount for category ${id}`);
      }
    }
    for (const id of Object.keys(given)) {
      if (!categories.includes(id)) {
        report([...pricePath, "category_prices", id], `category ${id} is not of the plan`);
      }
    }
  });
}

/** Part of checkReferences (superRefine of Catalogue). */
export function checkEvents(catalogue: CatalogueData, report: Report): void {
  checkUnique(
    (at) => ["event_categories", at, "id"],
    catalogue.event_categories.map((c) => c.id),
    report,
  );
  const filternames = new Set<string>();
  catalogue.event_categories.forEach((category, index) => {
    if (filternames.has(category.filtername)) {
      report(["event_categories", index, "filtername"], `${category.filtername} is listed twice`);
    }
    filternames.add(category.filtername);
  });
  checkUnique(
    (at) => ["event_languages", at, "id"],
    catalogue.event_languages.map((l) => l.id),
    report,
  );
  checkUnique(
    (at) => ["seating_plans", at, "id"],
    catalogue.seating_plans.map((p) => p.id),
    report,
  );
  // A category id names one category of one plan: the API lists them apart from their plan.
  const categoryIds = new Map<number, number>();
  catalogue.seating_plans.forEach((plan, index) => {
    plan.categories.forEach((category, at) => {
      const other = categoryIds.get(category.id);
      if (other !== undefined && other !== index) {
        report(
          ["seating_plans", index, "categories", at, "id"],
          `category ${category.id} is already one of plan ${catalogue.seating_plans[other]?.id}`,
        );
      }
      categoryIds.set(category.id, index);
    });
  });
  const plans = new Map(
    catalogue.seating_plans.map((plan, index) => [
      plan.id,
      { plan, seats: checkPlan(plan, index, report) },
    ]),
  );
  const museums = new Set(catalogue.museums.map((museum) => museum.id));
  const exhibitions = new Set(catalogue.exhibitions.map((exhibition) => exhibition.id));
  const categories = new Set(catalogue.event_categories.map((category) => category.id));
  const languages = new Set(catalogue.event_languages.map((language) => language.id));
  checkUnique(
    (at) => ["events", at, "id"],
    catalogue.events.map((event) => event.id),
    report,
  );
  const dateIds = new Set<number>();
  catalogue.events.forEach((event, index) => {
    const path = ["events", index];
    if (event.museum_id !== null && !museums.has(event.museum_id)) {
      report([...path, "museum_id"], `unknown museum ${event.museum_id}`);
    }
    event.exhibition_ids.forEach((id, at) => {
      if (!exhibitions.has(id)) report([...path, "exhibition_ids", at], `unknown exhibition ${id}`);
    });
    if (event.category_id !== null && !categories.has(event.category_id)) {
      report([...path, "category_id"], `unknown event category ${event.category_id}`);
    }
    event.dates.forEach((date, at) => {
      const datePath = [...path, "dates", at];
      if (dateIds.has(date.id)) report([...datePath, "id"], `duplicate date id ${date.id}`);
      dateIds.add(date.id);
      if (date.language_id !== null && !languages.has(date.language_id)) {
        report([...datePath, "language_id"], `unknown event language ${date.language_id}`);
      }
      const seated = date.seating_plan_id === null ? undefined : plans.get(date.seating_plan_id);
      if (date.seating_plan_id !== null && !seated) {
        report([...datePath, "seating_plan_id"], `unknown seating plan ${date.seating_plan_id}`);
      }
      if (!seated) {
        if (date.seats.max === undefined) report([...datePath, "seats", "max"], "required");
        if (date.blocked_seats.length > 0) {
          report([...datePath, "blocked_seats"], "only for a date with a seating plan");
        }
      } else {
        checkSeatRefs([...datePath, "blocked_seats"], date.blocked_seats, seated.seats, report);
        const sellable = sellableSeatCount(seated.plan, date.blocked_seats);
        if (date.seats.max !== undefined && date.seats.max > sellable) {
          report(
            [...datePath, "seats", "max"],
            `the plan has ${sellable} seats to sell on this date`,
          );
        }
      }
      checkDatePrices(datePath, date, seated?.plan, report);
      // The hour the clocks skip in spring has no instant: cart, order and ticket would disagree.
      const { day, start_time: time } = date;
      const real = isIsoDate(day) && isIsoTime(time);
      if (real && berlinTime(berlinInstant(day, time)) !== time) {
        report([...datePath, "start_time"], "this time does not exist in Berlin on that day");
      }
    });
  });
}
