// spec selling-core §5: how far a cart line may grow. A module of its own, apart from line.ts:
// only the cart's writers use it, and line.ts loads with the first route (bench/first-route).
import type { BookableTicket } from "./line";

/** What adding to a line came to: its quantity, and whether the maximum left some out. */
export interface FilledQuantity {
  quantity: number;
  /** More were asked for than the line may hold: it was filled to `max` instead. */
  capped: boolean;
  max: number;
}

/**
 * spec selling-core §5 "A selected quantity above the maximum is reduced to the maximum": adding
 * `added` to a line that holds `held` fills it up to the ticket's max_persons, never past it —
 * the same ticket added twice (3 + 2 of a maximum of 4) makes a line of 4, not an unbuyable 5.
 * A line already over the maximum (a cart stored before) comes back to it.
 */
export function fillQuantity(
  ticket: Pick<BookableTicket, "min_persons" | "max_persons">,
  held: number,
  added: number,
): FilledQuantity {
  // quantityBounds' max, read directly: calling it would keep it out of line.ts's inlining
  const max = ticket.max_persons;
  const asked = held + added;
  return asked > max
    ? { quantity: max, capped: true, max }
    : { quantity: asked, capped: false, max };
}

/** spec selling-core §5: whether a line's quantity is past its ticket's max_persons. */
export function isOverMaximum(
  ticket: Pick<BookableTicket, "min_persons" | "max_persons">,
  quantity: number,
): boolean {
  return quantity > ticket.max_persons;
}
