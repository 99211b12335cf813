// spec surrounding-areas §5 "Quantities": how many places an event date offers one visitor.
// The shop bounds its places form by it; the server refuses more when it holds the places
// (take_event_hold: max_per_registration, the date's pool: sold_out).

/** The bounds of a date's places (the contract's EventSeats, as far as they count here). */
export interface EventPlaceBounds {
  available: number;
  max: number;
  max_per_registration: number;
}

/**
 * The most places a date offers: the smallest of its places available, its seats max and what
 * the per-registration allowance leaves after the places the visitor holds already (`held`).
 * A max or an allowance of 0 is no limit. Never below 0.
 */
export function eventPlacesOffered(seats: EventPlaceBounds, held: number): number {
  const allowance =
    seats.max_per_registration > 0 ? seats.max_per_registration - held : Number.POSITIVE_INFINITY;
  const max = seats.max > 0 ? seats.max : Number.POSITIVE_INFINITY;
  const most = Math.min(seats.available, max, allowance);
  return Number.isFinite(most) ? Math.max(0, most) : 0;
}

/** spec surrounding-areas §4 "Event detail": a date is sold out when no place is left. */
export function eventDateSoldOut(date: {
  soldOut: boolean;
  seats: Pick<EventPlaceBounds, "available">;
}): boolean {
  return date.soldOut || date.seats.available === 0;
}
