// What the event pages show (spec surrounding-areas §2, §3): the places a visitor holds on a
// date, which scale prices a seat may be bought at, and the first dates of a preview. How many
// places a date offers is a booking rule (@shop/core/booking eventPlacesOffered).
import { DAY_AVAILABILITY, type DayAvailability, type IsoDate, isIsoDate } from "@shop/core";
import type { EventDate, SeatBlocking } from "@shop/core/contract";

/** The places the visitor holds on a date (GET …/blockings). */
export function heldPlaces(blockings: readonly SeatBlocking[] | undefined): number {
  return (blockings ?? []).reduce((sum, blocking) => sum + blocking.quantity, 0);
}

export interface SeatPrice {
  priceId: number;
  title: string;
  cents: number;
}

/**
 * The scale prices a seat of `categoryId` can be bought at: those with a price for its
 * category, in the date's order (surrounding-areas §3 Seat selectedPrice).
 */
export function seatPrices(prices: EventDate["prices"], categoryId: number): SeatPrice[] {
  return prices.flatMap((price) => {
    const cents = price.category_prices[String(categoryId)];
    return cents === undefined
      ? []
      : [{ priceId: price.scale_price_id, title: price.title, cents }];
  });
}

/**
 * The price a seat goes on the line at when chosen: its category's first scale price (the table
 * of chosen seats then offers the others). The seat map names this price, not the category's
 * lowest, so that what a seat says is what choosing it costs.
 */
export function chargedSeatPrice(
  prices: EventDate["prices"],
  categoryId: number,
): SeatPrice | undefined {
  return seatPrices(prices, categoryId)[0];
}

/**
 * The first day of an event's calendar a visitor can choose (few or enough places), in ISO
 * order; the calendar opens on its month rather than on today's, which may hold no date.
 */
export function firstChoosableDay(
  availability: Readonly<Record<string, DayAvailability>>,
): IsoDate | undefined {
  return Object.keys(availability)
    .filter(
      (day): day is IsoDate =>
        isIsoDate(day) &&
        (availability[day] === DAY_AVAILABILITY.few ||
          availability[day] === DAY_AVAILABILITY.enough),
    )
    .sort()[0];
}

/** spec surrounding-areas §2: a preview lists up to 5 dates. */
export const PREVIEW_DATES = 5;

/** The first upcoming start times of an event, at most PREVIEW_DATES. */
export function previewDates(startTimes: readonly string[]): string[] {
  return [...startTimes].sort().slice(0, PREVIEW_DATES);
}

/**
 * Whether a date is sold seat by seat: it lists seats, or (in the date list, which leaves the
 * seats out) its prices are per seat category.
 */
export function isSeated(date: EventDate): boolean {
  return (
    date.seat_list.length > 0 ||
    date.prices.some((price) => Object.keys(price.category_prices).length > 0)
  );
}
