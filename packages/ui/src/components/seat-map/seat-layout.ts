// The data of a seat map and where its seats sit: rows, columns, and the seat nearest to a
// number in another row (for the arrow keys).

/** A seat category of the legend (spec surrounding-areas §3 "Seating category"). */
export type SeatCategory = {
  id: number;
  title: string;
  /** The catalogue's colour, `#rrggbb`. */
  color_code: string;
  /** Shown on its seats and in the legend so that colour is not the only cue; A, B, C … if unset. */
  marker?: string;
  price_from_cents?: number;
  price_to_cents?: number;
};

/** "booked" and "blocked" both mean: not for sale to this visitor. */
export type SeatStatus = "available" | "blocked" | "booked";

export type SeatMapSeat = {
  id: number;
  row: string | number;
  /** The seat number; it also places the seat in its column. */
  number: number;
  category_id: number;
  status: SeatStatus;
  price_cents: number;
};

export type Row = { key: string | number; seats: SeatMapSeat[] };

/** The marker of each category: its own, else a letter by its place in the list. */
export function seatCategoryMarkers(categories: readonly SeatCategory[]): Map<number, string> {
  return new Map(
    categories.map((category, index) => [
      category.id,
      category.marker ?? (index < 26 ? String.fromCharCode(65 + index) : String(index + 1)),
    ]),
  );
}

export function groupRows(seats: readonly SeatMapSeat[]): Row[] {
  const rows = new Map<string | number, SeatMapSeat[]>();
  for (const seat of seats) {
    const row = rows.get(seat.row);
    if (row) row.push(seat);
    else rows.set(seat.row, [seat]);
  }
  return [...rows].map(([key, list]) => ({ key, seats: list.sort((a, b) => a.number - b.number) }));
}

/** One column per seat number, so that equal numbers line up across rows; gaps stay empty cells. */
export function seatColumns(seats: readonly SeatMapSeat[]): number[] {
  const numbers = seats.map((seat) => seat.number);
  const first = Math.min(...numbers);
  const last = Math.max(...numbers);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** The index of the seat nearest to `number` in a row (seat numbers need not line up). */
export function nearest(row: Row, number: number): number {
  let best = 0;
  row.seats.forEach((seat, index) => {
    const bestSeat = row.seats[best] as SeatMapSeat;
    if (Math.abs(seat.number - number) < Math.abs(bestSeat.number - number)) best = index;
  });
  return best;
}
