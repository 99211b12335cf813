// spec surrounding-areas §4 "Event seats", §5, §6: the hold events of event-date lines, planned
// for the reducer of ./cart-holds.ts. A seat chosen is held at once (POST …/blockings) and then
// put on the date's line; chosen again it is given back (DELETE …/blockings/{seat_id}) and
// taken off. Places of a general-admission date are held by one blocking and join the line.
// The line is found by its date (./line-identity.ts); its lines' shapes: ./event-lines.ts.
import type { CartItem } from "@shop/core/contract";
import { ApiRequestError } from "../../lib/api-client";
import {
  type EventCartItem,
  eventLineOf,
  seatToken,
  withoutSeat,
  withPlaces,
  withSeat,
  withSeatPrice,
} from "./event-lines";
import { errorOf, type HoldEvent, holdOf, local, type Outcomes, type Plan } from "./hold-plan";
import { keyOf, replaced, withLine } from "./line-identity";

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
