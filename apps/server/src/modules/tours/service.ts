// spec surrounding-areas §7: the tour calls — GET /tours (filters), /tours/{id}, a tour's start
// times on a day or in a range, /tours/categories and the languages. A start time's
// participants are a pool of the capacity ledger (migration 0530), read at the request's
// instant (expired holds no longer count).
import { CUSTOMER_TYPE_IDS, type CustomerTypeId, type Locale } from "@shop/core";
import {
  type TourEquipmentBounds,
  type TourParticipantBounds,
  type TourPriceRule,
  type TourSelectOptions,
  tourSurchargeBounds,
} from "@shop/core/booking";
import type {
  CategoryList,
  LanguageList,
  Tour,
  TourAudienceList,
  TourCalendar,
  TourEquipment,
  TourList,
  TourPriceList,
  TourPricesQuery,
  TourStartTime,
} from "@shop/core/contract";
import type { Queryable } from "../../db/database";
import { fieldError } from "../../http/errors";
import { type MessageId, serverText } from "../../i18n/intl";
import { localize, localizeOrNull } from "../../i18n/localized-text";
import type { CapacityLedger } from "../capacity/ledger";
import { equipmentPool, type Pool, poolKey, tourPool } from "../capacity/pool";
import { toPicture } from "../museums/service";
import {
  findCategories,
  findLanguages,
  findPricingStartTimes,
  findStartTimes,
  findTour,
  findTourBooking,
  findTourPricing,
  findTours,
  type PricingTourRow,
  type TourFilter,
  type TourRow,
} from "./repository";

export interface TourDeps {
  db: Queryable;
  ledger: Pick<CapacityLedger, "read">;
}

const named = (list: TourRow["languages"], locale: Locale) =>
  list.map((option) => ({ id: option.id, name: localize(option.name, locale) }));

function toTour(row: TourRow, locale: Locale): Tour {
  return {
    id: row.id,
    title: localize(row.title, locale),
    sub_title: localizeOrNull(row.sub_title, locale),
    description: localize(row.description, locale),
    museum_id: row.museum_id,
    category: row.category
      ? {
          id: row.category.id,
          name: localize(row.category.name, locale),
          filtername: row.category.filtername,
        }
      : null,
    languages: named(row.languages, locale),
    age_groups: named(row.age_groups, locale),
    grades: named(row.grades, locale),
    // The pieces at each start time; what is left at one is GET …/equipments/…/{start_time}'s.
    equipment: row.equipment.map((item) => ({
      id: item.id,
      type: item.type,
      title: localize(item.title, locale),
      available: item.quantity,
      quantity: 0,
      max: item.max,
    })),
    picture: toPicture(row.picture, locale),
    bookable: row.bookable,
    featured: row.featured,
  };
}

export async function listTours(db: Queryable, filter: TourFilter): Promise<TourList> {
  const { total, rows } = await findTours(db, filter);
  return { data: rows.map((row) => toTour(row, filter.locale)), meta: { total_count: total } };
}

async function tourOrNotFound(db: Queryable, id: number): Promise<TourRow> {
  const row = await findTour(db, id);
  if (!row) throw fieldError("not_found", "id", "No such tour");
  return row;
}

export async function getTour(db: Queryable, id: number, locale: Locale): Promise<Tour> {
  return toTour(await tourOrNotFound(db, id), locale);
}

/** The tour's start times on sale at `now` from day `from` to day `to`, with their places. */
async function startTimes(
  deps: TourDeps,
  tourId: number,
  from: string,
  to: string,
  now: Date,
): Promise<(TourStartTime & { date: string })[]> {
  await tourOrNotFound(deps.db, tourId);
  const rows = await findStartTimes(deps.db, tourId, from, to, now);
  const states = await deps.ledger.read(
    deps.db,
    rows.map((row) => tourPool(tourId, row.day, row.time)),
    now,
  );
  // The ledger answers in key order: found by key, not by position.
  const left = new Map(states.map((state) => [state.key, state.available]));
  return rows.map((row) => ({
    date: row.day,
    start_time: row.time,
    participants: {
      min: row.participants_min,
      max: row.participants_max,
      bookable: left.get(poolKey(tourPool(tourId, row.day, row.time))) ?? 0,
    },
  }));
}

export async function getStartTimes(
  deps: TourDeps,
  tourId: number,
  day: string,
  now: Date,
): Promise<{ data: TourStartTime[] }> {
  const list = await startTimes(deps, tourId, day, day, now);
  return { data: list.map(({ date: _date, ...start }) => start) };
}

export async function getCalendar(
  deps: TourDeps,
  tourId: number,
  range: { start_at: string; end_at: string },
  now: Date,
): Promise<TourCalendar> {
  return { data: await startTimes(deps, tourId, range.start_at, range.end_at, now) };
}

export async function listCategories(db: Queryable, locale: Locale): Promise<CategoryList> {
  const rows = await findCategories(db);
  return {
    data: rows.map((row) => ({
      id: row.id,
      name: localize(row.name, locale),
      filtername: row.filtername,
    })),
    meta: { total_count: rows.length },
  };
}

export async function listLanguages(db: Queryable, locale: Locale): Promise<LanguageList> {
  const rows = await findLanguages(db);
  return { data: named(rows, locale), meta: { total_count: rows.length } };
}

/** What a booking of one start time is checked against, with its pools (tour-holds.ts). */
export interface TourBooking {
  startTime: TourParticipantBounds;
  prices: TourPriceRule[];
  equipment: (TourEquipmentBounds & { pool: Pool })[];
  options: TourSelectOptions;
  participantsPool: Pool;
}

const ids = (list: readonly number[]) => list.map((id) => ({ id }));

// The rule fields of a stored participant price and surcharge, as the booking rules read them
// (findBooking) and as GET …/prices answers them beside their amounts (listPrices).
const participantRule = (price: { id: number }): TourPriceRule => ({
  scale_price_id: price.id,
  price_surcharge_id: null,
  optional: false,
  group: false,
  count_participants: true,
});

const surchargeRule = (surcharge: {
  id: number;
  optional: boolean;
  group: boolean;
  count_participants: boolean;
}): TourPriceRule => ({
  scale_price_id: null,
  price_surcharge_id: surcharge.id,
  optional: surcharge.optional,
  group: surcharge.group,
  count_participants: surcharge.count_participants,
});

/**
 * The start time's bounds, the tour's price rules and equipment, and its options, with the
 * places left at `now`; undefined when the tour or the start time is not on sale.
 */
export async function findBooking(
  deps: TourDeps,
  tourId: number,
  day: string,
  time: string,
  now: Date,
): Promise<TourBooking | undefined> {
  const row = await findTourBooking(deps.db, tourId, day, time, now);
  if (!row) return undefined;
  const participantsPool = tourPool(tourId, day, time);
  const pools = row.equipment.map((item) => equipmentPool(item.id, day, time));
  const states = await deps.ledger.read(deps.db, [participantsPool, ...pools], now);
  const left = new Map(states.map((state) => [state.key, state.available]));
  return {
    startTime: {
      participants: {
        min: row.participants_min,
        max: row.participants_max,
        bookable: left.get(poolKey(participantsPool)) ?? 0,
      },
    },
    prices: [...row.prices.map(participantRule), ...row.surcharges.map(surchargeRule)],
    equipment: row.equipment.map((item, index) => ({
      type: item.type,
      available: left.get(poolKey(pools[index] as Pool)) ?? 0,
      max: item.max,
      pool: pools[index] as Pool,
    })),
    options: {
      languages: ids(row.language_ids),
      age_groups: ids(row.age_group_ids),
      grades: ids(row.grade_ids),
    },
    participantsPool,
  };
}

/** A piece of the tour's equipment at one start time on sale: what is left, the most per booking. */
export async function getEquipment(
  deps: TourDeps,
  ref: { tourId: number; equipmentId: number; day: string; time: string },
  locale: Locale,
  now: Date,
): Promise<TourEquipment> {
  const tour = await tourOrNotFound(deps.db, ref.tourId);
  const item = tour.equipment.find((equipment) => equipment.id === ref.equipmentId);
  if (!item) throw fieldError("not_found", "equipment_id", "No such equipment of this tour");
  const starts = await findStartTimes(deps.db, ref.tourId, ref.day, ref.day, now);
  if (!starts.some((start) => start.time === ref.time)) {
    throw fieldError("not_found", "start_time", "No such start time of this tour on sale");
  }
  const [state] = await deps.ledger.read(deps.db, [equipmentPool(item.id, ref.day, ref.time)], now);
  return {
    id: item.id,
    type: item.type,
    title: localize(item.title, locale),
    available: state?.available ?? 0,
    quantity: 0,
    max: item.max,
  };
}

/**
 * The tour's participant prices open to these audiences (everyone's and each audience's own;
 * with `audience`, only that one's among them) and its surcharges, with the quantity each
 * surcharge takes for `participants`.
 */
export async function listPrices(
  db: Queryable,
  tourId: number,
  query: TourPricesQuery,
  audiences: readonly number[],
): Promise<TourPriceList> {
  const row = await findTourPricing(db, tourId);
  if (!row) throw fieldError("not_found", "id", "No such tour");
  if (query.language_id !== undefined && !row.language_ids.includes(query.language_id)) {
    throw fieldError("validation", "language_id", "Not a language of this tour");
  }
  const { locale } = query;
  const participants = query.participants ?? 0;
  const vat = Number(row.vat_pct);
  const prices = row.prices.filter(
    (price) =>
      (price.price_target_audience_id === null ||
        audiences.includes(price.price_target_audience_id)) &&
      (query.price_target_audience_id === undefined ||
        price.price_target_audience_id === query.price_target_audience_id),
  );
  return {
    data: [
      ...prices.map((price) => ({
        accounting_article_id: price.id,
        ...participantRule(price),
        price_cents: price.price_cents,
        vat_pct: vat,
        quantity: 0,
        available: null,
        title: localize(price.title, locale),
        description: null,
      })),
      ...row.surcharges.map((surcharge) => ({
        accounting_article_id: surcharge.id,
        ...surchargeRule(surcharge),
        price_cents: surcharge.price_cents,
        vat_pct: vat,
        quantity: tourSurchargeBounds(surcharge, participants).min,
        available: null,
        title: localize(surcharge.title, locale),
        description: localizeOrNull(surcharge.description, locale),
      })),
    ],
  };
}

const AUDIENCE_NAMES: Record<CustomerTypeId, MessageId> = {
  1: "audience.private",
  3: "audience.firma",
};

/** The audiences a visitor may choose for themselves (the customer types), named. */
export function listAudiences(locale: Locale): TourAudienceList {
  return {
    data: CUSTOMER_TYPE_IDS.map((id) => ({ id, name: serverText(locale, AUDIENCE_NAMES[id]) })),
    meta: { total_count: CUSTOMER_TYPE_IDS.length },
  };
}

export type PricingTour = PricingTourRow;

/** The key of a tour's start time in findPricingTours' answer. */
export const startKey = (tourId: number, day: string, time: string) => `${tourId} ${day} ${time}`;

/** The start times the cart's tour lines name, with their tours, by startKey. */
export async function findPricingTours(
  db: Queryable,
  starts: readonly { tourId: number; day: string; time: string }[],
): Promise<Map<string, PricingTour>> {
  const rows = await findPricingStartTimes(db, starts);
  return new Map(rows.map((row) => [startKey(row.tour_id, row.day, row.time), row]));
}
