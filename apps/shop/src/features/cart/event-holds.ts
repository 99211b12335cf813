// spec surrounding-areas §4 "Event seats", §5, §6, selling-core §2, §3: the cart's event-date
// lines and their hold events, planned for the reducer of ./cart-holds.ts.
//
// The line (contract cart-item.ts EventItemAttributes): one per event date, found by its date
// (./hold-plan.ts). A seated date's line names its seats, each with its scale price, and
// holds one blocking per seat; its `reservations` run beside `seats` (the n-th token holds the
// n-th seat), so a deselected seat takes its own token with it. A general-admission line has
// no seats; each "add" holds its places with one more blocking. `quantities` counts the
// places per scale price either way, so the server prices both alike.
//
// The events: a seat chosen is held at once (POST …/blockings) and then put on the date's
// line; chosen again it is given back (DELETE …/blockings/{seat_id}) and taken off. Places of
// a general-admission date are held by one blocking and join the line.
import type { CartItem, EventSeatChoice, ReservationRef } from "@shop/core/contract";
import { ApiRequestError } from "../../lib/api-client";
import {
  errorOf,
  type HoldEvent,
  holdOf,
  keyOf,
  local,
  type Outcomes,
  type Plan,
  replaced,
  withLine,
} from "./hold-plan";

export type EventCartItem = Extract<CartItem, { type: "Event" }>;

export function isEventItem(item: CartItem): item is EventCartItem {
  return item.type === "Event";
}

/** The cart's line of event date `dateId` (one line per date: ./hold-plan.ts). */
export function eventLineOf(items: readonly CartItem[], dateId: number): EventCartItem | undefined {
  return items.find(
    (item): item is EventCartItem => isEventItem(item) && item.attributes.id === dateId,
  );
}

/** The seats of a seated line counted per scale price. */
export function quantitiesOfSeats(seats: readonly EventSeatChoice[]): Record<string, number> {
  const quantities: Record<string, number> = {};
  for (const seat of seats) {
    const key = String(seat.price_id);
    quantities[key] = (quantities[key] ?? 0) + 1;
  }
  return quantities;
}

/** How many places a line holds. */
export function placesOf(item: EventCartItem): number {
  return Object.values(item.attributes.quantities).reduce((sum, n) => sum + n, 0);
}

const ref = (hold: ReservationRef): ReservationRef => ({
  token: hold.token,
  valid_until: hold.valid_until,
});

/** The line of `dateId` with `seat` added (held by `hold`); a new line when there is none. */
export function withSeat(
  line: EventCartItem | undefined,
  dateId: number,
  seat: EventSeatChoice,
  hold: ReservationRef,
): EventCartItem {
  const seats = line?.attributes.seats ?? [];
  const reservations = line?.reservations ?? [];
  // A seat held again (a double click answered its one blocking) stays one seat.
  const at = seats.findIndex((chosen) => chosen.id === seat.id);
  const nextSeats = at === -1 ? [...seats, seat] : seats;
  const nextHolds =
    at === -1
      ? [...reservations, ref(hold)]
      : reservations.map((r, i) => (i === at ? ref(hold) : r));
  return {
    type: "Event",
    attributes: { id: dateId, quantities: quantitiesOfSeats(nextSeats), seats: nextSeats },
    reservations: nextHolds,
  };
}

/** The token of the hold of seat `seatId` on the line (the n-th token holds the n-th seat). */
export function seatToken(line: EventCartItem | undefined, seatId: number): string | undefined {
  const at = line?.attributes.seats.findIndex((seat) => seat.id === seatId) ?? -1;
  return at === -1 ? undefined : line?.reservations[at]?.token;
}

/** The line without seat `seatId` and its hold; undefined when no seat is left. */
export function withoutSeat(line: EventCartItem, seatId: number): EventCartItem | undefined {
  const at = line.attributes.seats.findIndex((seat) => seat.id === seatId);
  if (at === -1) return line;
  const seats = line.attributes.seats.filter((_, i) => i !== at);
  if (seats.length === 0) return undefined;
  return {
    ...line,
    attributes: { ...line.attributes, quantities: quantitiesOfSeats(seats), seats },
    reservations: line.reservations.filter((_, i) => i !== at),
  };
}

/** The line with seat `seatId` bought at scale price `priceId` (no new hold: same seat). */
export function withSeatPrice(line: EventCartItem, seatId: number, priceId: number): EventCartItem {
  const seats = line.attributes.seats.map((seat) =>
    seat.id === seatId ? { id: seat.id, price_id: priceId } : seat,
  );
  return {
    ...line,
    attributes: { ...line.attributes, quantities: quantitiesOfSeats(seats), seats },
  };
}

/**
 * The general-admission line of `dateId` with `quantities` more places (held by `hold`): the
 * places per price add up with the line already there, and the hold joins its others.
 */
export function withPlaces(
  line: EventCartItem | undefined,
  dateId: number,
  quantities: Readonly<Record<string, number>>,
  hold: ReservationRef,
): EventCartItem {
  const sum: Record<string, number> = { ...(line?.attributes.quantities ?? {}) };
  for (const [priceId, quantity] of Object.entries(quantities)) {
    if (quantity > 0) sum[priceId] = (sum[priceId] ?? 0) + quantity;
  }
  return {
    type: "Event",
    attributes: { id: dateId, quantities: sum, seats: [] },
    reservations: [...(line?.reservations ?? []), ref(hold)],
  };
}

type EventOf<T extends HoldEvent["type"]> = Extract<HoldEvent, { type: T }>;

/** The lines with the date's line made anew by `next` (dropped when it gives undefined). */
function withEventLine(
  items: readonly CartItem[],
  dateId: number,
  next: (line: EventCartItem | undefined) => EventCartItem | undefined,
): CartItem[] {
  const made = next(eventLineOf(items, dateId));
  return made ? withLine(items, made) : replaced(items, keyOf({ kind: "event", dateId }), made);
}

export function planSeat(
  items: readonly CartItem[],
  { eventId, dateId, seat, chosen }: EventOf<"seat">,
): Plan<Outcomes["seat"]> {
  if (chosen) {
    return {
      calls: [{ kind: "block", eventId, dateId, body: { seat_id: seat.id } }],
      allOrNone: true,
      settle(current, [answer]) {
        const hold = holdOf(answer);
        if (!hold)
          return { items: [...current], undo: [], outcome: { ok: false, error: errorOf(answer) } };
        // A seat held again (a double click answered its one blocking) stays one seat.
        const next = withEventLine(current, dateId, (line) => withSeat(line, dateId, seat, hold));
        return { items: next, undo: [], outcome: { ok: true, hold } };
      },
    };
  }
  const token = seatToken(eventLineOf(items, dateId), seat.id);
  return {
    calls: [{ kind: "unblock", eventId, dateId, seatId: seat.id, ...(token ? { token } : {}) }],
    allOrNone: true,
    settle(current, [answer]) {
      const error = errorOf(answer);
      // 404: the hold is gone already (expired, released elsewhere): the seat leaves the line
      // all the same. Any other failure keeps it, held, and says so.
      if (!answer?.ok && !(error instanceof ApiRequestError && error.status === 404)) {
        return { items: [...current], undo: [], outcome: { ok: false, error } };
      }
      const next = withEventLine(current, dateId, (line) => line && withoutSeat(line, seat.id));
      return { items: next, undo: [], outcome: { ok: true } };
    },
  };
}

export function planPlaces(
  _items: readonly CartItem[],
  { eventId, dateId, quantities }: EventOf<"places">,
): Plan<Outcomes["places"]> {
  const quantity = Object.values(quantities).reduce((sum, n) => sum + n, 0);
  return {
    calls: [{ kind: "block", eventId, dateId, body: { quantity } }],
    allOrNone: true,
    settle(current, [answer]) {
      const hold = holdOf(answer);
      if (!hold)
        return { items: [...current], undo: [], outcome: { ok: false, error: errorOf(answer) } };
      const next = withEventLine(current, dateId, (line) =>
        withPlaces(line, dateId, quantities, hold),
      );
      return { items: next, undo: [], outcome: { ok: true } };
    },
  };
}

export function planSeatPrice({ dateId, seatId, priceId }: EventOf<"seatPrice">) {
  return local(
    (items) => withEventLine(items, dateId, (line) => line && withSeatPrice(line, seatId, priceId)),
    {} as Outcomes["seatPrice"],
  );
}

export function planSeatsHeld({ dateId, seats }: EventOf<"seatsHeld">) {
  return local(
    (items) => {
      let next = [...items];
      for (const { seat, hold } of seats) {
        const line = eventLineOf(next, dateId);
        if (line?.attributes.seats.some((chosen) => chosen.id === seat.id)) continue;
        next = withLine(next, withSeat(line, dateId, seat, hold));
      }
      return next;
    },
    {} as Outcomes["seatsHeld"],
  );
}
