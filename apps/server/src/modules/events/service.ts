// spec surrounding-areas §7: the event calls — GET /events (filters), /events/{id},
// /events/{id}/dates/{date_id} (seats, prices per audience), /dates (range rules of §4, §5),
// /events/categories and the languages. A date's places and seats are pools of the capacity
// ledger, read at the request's instant (expired holds no longer count).
import { berlinDate, berlinDateTime, dateListRange, type Locale } from "@shop/core";
import type {
  Category,
  CategoryList,
  DatesQuery,
  Event,
  EventDate,
  EventDateList,
  EventList,
  LanguageList,
  Seat,
  SeatingCategory,
} from "@shop/core/contract";
import type { Queryable } from "../../db/database";
import { fieldError } from "../../http/errors";
import { serverText } from "../../i18n/intl";
import { localize, localizeOrNull } from "../../i18n/localized-text";
import type { CapacityLedger, PoolState } from "../capacity/ledger";
import { eventDatePool, poolKey, seatPool } from "../capacity/pool";
import { toPicture } from "../museums/service";
import type * as repo from "./repository";
import {
  type EventFilter,
  type EventRow,
  findCategories,
  findDateSeats,
  findDates,
  findEvent,
  findEventDate,
  findEventDatesById,
  findEvents,
  findLanguages,
  findLineSeats,
} from "./repository";

// The rows the cart prices event lines with (cart/price-lines.ts).
export type EventDateRow = repo.EventDateRow;
export type LineSeatRow = repo.LineSeatRow;
export type DateSeatRow = repo.DateSeatRow;
export type StoredScalePrice = repo.StoredScalePrice;

export interface EventDeps {
  db: Queryable;
  ledger: Pick<CapacityLedger, "read">;
}

function toCategory(row: EventRow["category"], locale: Locale): Category | null {
  if (!row) return null;
  return { id: row.id, name: localize(row.name, locale), filtername: row.filtername };
}

function toEvent(row: EventRow, locale: Locale): Event {
  return {
    id: row.id,
    title: localize(row.title, locale),
    sub_title: localizeOrNull(row.sub_title, locale),
    description: localize(row.description, locale),
    bookable: row.bookable,
    museum_id: row.museum_id,
    ticket_sales_in_shop: row.ticket_sales_in_shop,
    upcoming_bookings_start_times: row.upcoming.map((start) =>
      berlinDateTime(start.day, start.time),
    ),
    dates: { last: row.last ? berlinDateTime(row.last.day, row.last.time) : null },
    category: toCategory(row.category, locale),
    languages: row.languages.map((language) => ({
      id: language.id,
      name: localize(language.name, locale),
    })),
    slider_description: localizeOrNull(row.slider_description, locale),
    namespace: null,
    picture: toPicture(row.picture, locale),
  };
}

export async function listEvents(db: Queryable, filter: EventFilter): Promise<EventList> {
  const { total, rows } = await findEvents(db, filter);
  return { data: rows.map((row) => toEvent(row, filter.locale)), meta: { total_count: total } };
}

export async function getEvent(
  db: Queryable,
  id: number,
  locale: Locale,
  now: Date,
): Promise<Event> {
  const row = await findEvent(db, id, now);
  if (!row) throw fieldError("not_found", "id", "No such event");
  return toEvent(row, locale);
}

/** The scale prices open to these audiences: everyone's, and each audience's own. */
export function visiblePrices(row: EventDateRow, audiences: readonly number[]): StoredScalePrice[] {
  return row.prices.filter(
    (price) =>
      price.price_target_audience_id === null || audiences.includes(price.price_target_audience_id),
  );
}

/** A price's amount: its own for general admission, the lowest of its categories' when seated. */
function amountOf(price: StoredScalePrice): number {
  if (price.price_cents !== null) return price.price_cents;
  const amounts = Object.values(price.category_prices ?? {});
  return amounts.length === 0 ? 0 : Math.min(...amounts);
}

/** Whether the date can still be booked at `now`: bookable, and not begun. */
export const onSale = (row: { bookable: boolean; starts_at: Date }, now: Date) =>
  row.bookable && row.starts_at.getTime() > now.getTime();

/** An event date's name in a language: its own title, else its event's. */
export const eventDateTitle = (row: EventDateRow, locale: Locale) =>
  localizeOrNull(row.title, locale) ?? localize(row.event_title, locale);

/** A seat's name, as the seat list and the cart give it ("Row 3, seat 12"). */
export const seatTitle = (locale: Locale, seat: { row_name: string; number: number }) =>
  serverText(locale, "event.seatTitle", { row: seat.row_name, number: seat.number });

/** What POST /cart prices an event line with (cart/price-lines.ts). */
export interface PricingEventDate {
  date: EventDateRow;
  /** The seats the cart names that are on this date's plan, by seat id. */
  seats: Map<number, LineSeatRow>;
}

/** The dates of the cart's event lines, with the seats they name. */
export async function findPricingEventDates(
  db: Queryable,
  lines: readonly { dateId: number; seatIds: readonly number[] }[],
): Promise<Map<number, PricingEventDate>> {
  const dateIds = [...new Set(lines.map((line) => line.dateId))];
  const seatIds = [...new Set(lines.flatMap((line) => line.seatIds))];
  const [dates, seats] = await Promise.all([
    findEventDatesById(db, dateIds),
    findLineSeats(db, dateIds, seatIds),
  ]);
  const found = new Map<number, PricingEventDate>();
  for (const date of dates.values()) found.set(date.id, { date, seats: new Map() });
  for (const seat of seats) found.get(seat.event_date_id)?.seats.set(seat.seat_id, seat);
  return found;
}

function toEventDate(
  row: EventDateRow,
  state: PoolState | undefined,
  audiences: readonly number[],
  locale: Locale,
  now: Date,
  seating: { seatings: SeatingCategory[]; seats: Seat[] } = { seatings: [], seats: [] },
): EventDate {
  const prices = visiblePrices(row, audiences);
  // A date that cannot be booked (any more) has no place to offer.
  const bookable = onSale(row, now);
  const available = bookable ? (state?.available ?? 0) : 0;
  const amounts = prices.map(amountOf);
  return {
    id: row.id,
    event_id: row.event_id,
    title: eventDateTitle(row, locale),
    sub_title: localizeOrNull(row.sub_title, locale) ?? localizeOrNull(row.event_sub_title, locale),
    description: localizeOrNull(row.description, locale) ?? localize(row.event_description, locale),
    start_time: berlinDateTime(row.day, row.time),
    language: row.language ? { name: localize(row.language, locale) } : null,
    seats: {
      available,
      max: row.seats_max,
      min: row.seats_min,
      max_per_registration: row.max_per_registration,
      booked: (state?.sold ?? 0) + (state?.held ?? 0),
    },
    prices: prices.map((price) => ({
      price_cents: amountOf(price),
      scale_price_id: price.id,
      quantity: 0,
      title: localize(price.title, locale),
      category_prices: price.category_prices ?? {},
    })),
    vat_pct: Number(row.vat_pct),
    tax_included: row.tax_included,
    seatings: seating.seatings,
    seat_list: seating.seats,
    minPrice: amounts.length === 0 ? 0 : Math.min(...amounts),
    soldOut: available === 0,
    bookable,
  };
}

function seatStatus(state: PoolState | undefined): Seat["status"] {
  if (!state || state.capacity === 0) return "blocked";
  if (state.sold > 0) return "booked";
  // Someone holds it: not for sale to anyone else now.
  if (state.held > 0) return "blocked";
  return "available";
}

async function seatingOf(
  deps: EventDeps,
  row: EventDateRow,
  planId: number,
  prices: readonly StoredScalePrice[],
  dateFree: number,
  locale: Locale,
  now: Date,
): Promise<{ seatings: SeatingCategory[]; seats: Seat[] }> {
  const { categories, seats } = await findDateSeats(deps.db, row.id, planId);
  const states = await deps.ledger.read(
    deps.db,
    seats.map((seat) => seatPool(seat.date_seat_id)),
    now,
  );
  const byKey = new Map(states.map((state) => [state.key, state]));
  const seatings = categories.map((category): SeatingCategory => {
    const amounts = prices
      .map((price) => price.category_prices?.[String(category.id)])
      .filter((amount): amount is number => amount !== undefined);
    return {
      id: category.id,
      title: localize(category.title, locale),
      description: localizeOrNull(category.description, locale),
      color_code: category.color_code,
      price_from_cents: amounts.length === 0 ? 0 : Math.min(...amounts),
      price_to_cents: amounts.length === 0 ? 0 : Math.max(...amounts),
    };
  });
  return {
    seatings,
    seats: seats.map((seat) => ({
      id: seat.seat_id,
      category: seat.category_id,
      row: seat.row_name,
      number: seat.number,
      title: seatTitle(locale, seat),
      // A free seat needs a place of the date too: none while the waiting list keeps the
      // date's places that came back (issue 34) for those in line.
      status:
        onSale(row, now) && dateFree > 0
          ? seatStatus(byKey.get(poolKey(seatPool(seat.date_seat_id))))
          : "blocked",
      selectedPrice: null,
    })),
  };
}

export async function getEventDate(
  deps: EventDeps,
  ids: { eventId: number; dateId: number },
  audiences: readonly number[],
  locale: Locale,
  now: Date,
): Promise<EventDate> {
  const row = await findEventDate(deps.db, ids.eventId, ids.dateId);
  if (!row) throw fieldError("not_found", "date_id", "No such date of this event");
  // surrounding-areas §4: a date announced without prices has nothing to book them to.
  if (row.prices.length === 0) {
    throw fieldError(
      "product_without_accounting_article",
      "date_id",
      "This date is not on sale yet: it has no prices",
    );
  }
  const [state] = await deps.ledger.read(deps.db, [eventDatePool(row.id)], now);
  const seating =
    row.seating_plan_id === null
      ? undefined
      : await seatingOf(
          deps,
          row,
          row.seating_plan_id,
          visiblePrices(row, audiences),
          state?.available ?? 0,
          locale,
          now,
        );
  return toEventDate(row, state, audiences, locale, now, seating);
}

export async function listDates(
  deps: EventDeps,
  query: DatesQuery,
  audiences: readonly number[],
  now: Date,
): Promise<EventDateList> {
  // spec surrounding-areas §4: an end before the start becomes start + 30 days.
  const range = dateListRange({ start: query.start_at, end: query.end_at }, now);
  if (!range.ok) {
    throw range.error === "tooEarly"
      ? fieldError(
          "date_too_early",
          "start_at",
          `The range starts before today, ${berlinDate(now)}`,
        )
      : fieldError("date_too_late", "end_at", "The range ends more than 60 days after start_at");
  }
  const { total, rows } = await findDates(deps.db, {
    start: range.start,
    end: range.end,
    eventIds: query["by_event_ids[]"],
    bookable: query.by_bookable,
    perPage: query.per_page,
    page: query.page,
  });
  const states = await deps.ledger.read(
    deps.db,
    rows.map((row) => eventDatePool(row.id)),
    now,
  );
  const byKey = new Map(states.map((state) => [state.key, state]));
  return {
    data: rows.map((row) =>
      toEventDate(row, byKey.get(poolKey(eventDatePool(row.id))), audiences, query.locale, now),
    ),
    meta: { total_count: total },
  };
}

export async function listCategories(db: Queryable, locale: Locale): Promise<CategoryList> {
  const rows = await findCategories(db);
  return {
    data: rows.map((row) => ({
      id: row.id,
      name: localize(row.name, locale),
      filtername: row.filtername ?? "",
    })),
    meta: { total_count: rows.length },
  };
}

export async function listLanguages(db: Queryable, locale: Locale): Promise<LanguageList> {
  const rows = await findLanguages(db);
  return {
    data: rows.map((row) => ({ id: row.id, name: localize(row.name, locale) })),
    meta: { total_count: rows.length },
  };
}

export { eventCalendar } from "./calendar";

/**
 * The waiting list's view of event dates (issue 34, Deliver 3): a date of an event, or by its
 * id alone; undefined when there is none.
 */
export async function findWaitingDate(
  db: Queryable,
  ids: { eventId?: number; dateId: number },
): Promise<EventDateRow | undefined> {
  if (ids.eventId !== undefined) return findEventDate(db, ids.eventId, ids.dateId);
  return (await findEventDatesById(db, [ids.dateId])).get(ids.dateId);
}

/** A seated date's seats in its plan's order (its pools: seat:<date_seat_id>). */
export async function findPlanSeats(db: Queryable, row: EventDateRow): Promise<DateSeatRow[]> {
  if (row.seating_plan_id === null) return [];
  return (await findDateSeats(db, row.id, row.seating_plan_id)).seats;
}
