// spec selling-core §3: Ticket price_cents, discount (percent) and dynamic_prices, keyed by date
// for normal tickets and by time for time_slot tickets.
import { applyDiscount } from "./discount";
import { type Cents, isCents } from "./money";

/** The fields of a Ticket (spec selling-core §3) that decide its unit price. */
export type PricedTicket = {
  ticket_type: "normal" | "time_slot" | "annual";
  price_cents: Cents;
  /** Percent off, 0 to 100; null or absent means none. */
  discount?: number | null;
  /** Price in cents by date `YYYY-MM-DD` (normal) or by time `HH:MM` / `HH:MM:SS` (time_slot). */
  dynamic_prices?: Record<string, number> | null;
};

/** When the visit takes place: the Berlin calendar date and the slot's wall-clock time. */
export type PriceMoment = { date?: string; time?: string };

const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;
const TIME_KEY = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

function secondsOfDay(time: string): number | null {
  const match = TIME_KEY.exec(time);
  if (match === null) return null;
  const [, hours, minutes, seconds] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds ?? 0);
}

function priceForDate(prices: Record<string, number>, date: string): number | undefined {
  if (!DATE_KEY.test(date)) throw new RangeError(`A date is written YYYY-MM-DD: ${date}`);
  return prices[date];
}

/** `10:00` and `10:00:00` are one slot, whichever way the key or the asked time is written. */
function priceForTime(prices: Record<string, number>, time: string): number | undefined {
  const wanted = secondsOfDay(time);
  if (wanted === null) throw new RangeError(`A time is written HH:MM or HH:MM:SS: ${time}`);
  for (const [key, price] of Object.entries(prices)) {
    if (secondsOfDay(key) === wanted) return price;
  }
  return undefined;
}

function dynamicPrice(ticket: PricedTicket, moment: PriceMoment): number | undefined {
  const prices = ticket.dynamic_prices ?? {};
  switch (ticket.ticket_type) {
    case "normal":
      return moment.date === undefined ? undefined : priceForDate(prices, moment.date);
    case "time_slot":
      return moment.time === undefined ? undefined : priceForTime(prices, moment.time);
    case "annual":
      // spec selling-core §3 keys dynamic prices only for normal and time_slot tickets
      return undefined;
    default:
      // a type the API adds later must not sell at a price nobody decided
      throw new RangeError(`Unknown ticket type: ${ticket.ticket_type satisfies never}`);
  }
}

/**
 * The price of one ticket for a date or time slot.
 *
 * Order: the dynamic price for the date (normal) or time (time_slot) replaces the base price
 * first, then the ticket's discount percent applies to it, so a reduced ticket stays reduced on
 * a day with a special price. Without a matching key the base price applies.
 */
export function unitPriceCents(ticket: PricedTicket, moment: PriceMoment = {}): Cents {
  return applyDiscount(listPriceCents(ticket, moment), ticket.discount ?? 0);
}

/**
 * The price of one ticket for a date or time slot before its discount: what a page shows
 * struck through beside the discounted price.
 */
export function listPriceCents(ticket: PricedTicket, moment: PriceMoment = {}): Cents {
  const price = dynamicPrice(ticket, moment) ?? ticket.price_cents;
  if (!isCents(price)) throw new RangeError(`Not a price in cents: ${price}`);
  return price;
}
