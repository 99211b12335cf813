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

/**
 * What a date says of itself (spec surrounding-areas §4 "Event detail"): `closed` when it
 * cannot be booked at all — its sale closed, or it has begun (the server's `bookable`) —,
 * else `soldOut` when no place is left, else `open`. A closed date has no places left either,
 * and is never called sold out (nor offered a waiting list).
 */
export type EventDateState = "open" | "soldOut" | "closed";

export function eventDateState(date: {
  bookable: boolean;
  /** The server's own word (GET /dates, /events/{id}/dates/{id}); a calendar date has none. */
  soldOut?: boolean;
  available: number;
}): EventDateState {
  if (!date.bookable) return "closed";
  return date.soldOut || date.available === 0 ? "soldOut" : "open";
}

/** A seat of a plan, as far as "side by side" goes: its row and its number in it. */
export interface PlanSeat {
  row_name: string;
  number: number;
}

/**
 * The seats a waiting list's offer of `places` gives on a seated date (the issue 34): a party
 * expects to sit together. Of the `free` seats (in the plan's order): the first `places` side
 * by side (one row, numbers one apart); else the first row's with that many free seats; else
 * the first free ones. Undefined when fewer than `places` are free.
 */
export function seatsForPlaces<S extends PlanSeat>(
  free: readonly S[],
  places: number,
): S[] | undefined {
  if (places < 1 || free.length < places) return undefined;
  const rows = new Map<string, S[]>();
  for (const seat of free) rows.set(seat.row_name, [...(rows.get(seat.row_name) ?? []), seat]);
  for (const seats of rows.values()) {
    const byNumber = [...seats].sort((a, b) => a.number - b.number);
    for (let first = 0; first + places <= byNumber.length; first += 1) {
      const run = byNumber.slice(first, first + places);
      if ((run.at(-1)?.number ?? 0) - (run[0]?.number ?? 0) === places - 1) return run;
    }
  }
  for (const seats of rows.values()) if (seats.length >= places) return seats.slice(0, places);
  return free.slice(0, places);
}
