// The rules of the event pages that are the shop's to show (spec surrounding-areas §5): how
// many places a date offers this visitor, which scale prices a seat may be bought at, and the
// first dates of a preview. The server decides the same again when it holds the places
// (max_per_registration, sold_out), so these only keep the form from offering what it would
// refuse.
import type { EventDate, EventSeats, SeatBlocking } from "@shop/core/contract";

/**
 * spec surrounding-areas §5: the most places a date offers = the smallest of its seats
 * available, its seats max and what the per-registration allowance leaves after the places
 * the visitor holds already (`held`). Never below 0.
 */
export function maxPlaces(seats: EventSeats, held: number): number {
  const allowance =
    seats.max_per_registration > 0 ? seats.max_per_registration - held : Number.POSITIVE_INFINITY;
  const max = seats.max > 0 ? seats.max : Number.POSITIVE_INFINITY;
  const most = Math.min(seats.available, max, allowance);
  return Number.isFinite(most) ? Math.max(0, most) : 0;
}

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
