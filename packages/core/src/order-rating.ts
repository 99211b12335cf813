// The issue 33, Deliver 1 (spec surrounding-areas §7 PUT /orders/{id}/rate): after the visit the
// order page asks for a rating of it, 1 to 5 and a comment, once per order. The rule both the
// server (which refuses a rating too early) and the order page (which offers the form) follow.
import { berlinDate, type IsoDate } from "./dates";

/** The fewest and the most stars of a rating. */
export const RATING_STARS = { min: 1, max: 5 } as const;

/** The longest comment a rating keeps, in characters. */
export const RATING_COMMENT_MAX = 2000;

/** What the rule reads of an order (GET /orders/{id}'s fields). */
export interface RateableOrder {
  is_valid: boolean;
  canceled: boolean;
  created_at: string;
  items: readonly { attributes: { date?: string | undefined } }[];
}

/**
 * The first Berlin day the order may be rated, or null when it may not be at all (not valid —
 * unpaid, failed — or canceled). A visit is over from its day on: the first day any of the
 * order's dated lines is for (a ticket's visit day, an event or tour date), so a family rates
 * the museum the evening they were there. An order without a dated line (a flex or annual
 * ticket, goods, a coupon) is for use from the day it was placed.
 */
export function ratingOpensOn(order: RateableOrder): IsoDate | null {
  if (!order.is_valid || order.canceled) return null;
  const days = order.items
    .map((item) => item.attributes.date)
    .filter((day): day is IsoDate => day !== undefined)
    .sort();
  return days[0] ?? berlinDate(new Date(order.created_at));
}

/** Whether the order may be rated on the Berlin day `today` (before any rating is kept). */
export function mayRate(order: RateableOrder, today: IsoDate): boolean {
  const opens = ratingOpensOn(order);
  return opens !== null && opens <= today;
}
