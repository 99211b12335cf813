// spec surrounding-areas §4 "Tour booking", §5, selling-core §2, §3: the cart's tour lines and
// their hold event, planned for the reducer of ./cart-holds.ts.
//
// The line (contract cart-item.ts TourItemAttributes): one per tour, day and start time
// (./hold-plan.ts), holding one hold of exactly its booking — participants per price,
// surcharges, equipment and the selects — since the server sells a tour line only with such a
// hold (POST /tours/{id}/reservations). A booking for a start the cart has already replaces
// that line's booking (design decision: the tour page shows one booking per start, and two
// bookings of one group would be two lines the server could not tell apart): the new hold is
// taken first, then the old one given back, so a refused booking leaves the line as it was.
import type { CartItem, TourItemAttributes, TourReservationRequest } from "@shop/core/contract";
import {
  errorOf,
  type HoldCall,
  type HoldEvent,
  holdOf,
  keyOf,
  lineOf,
  type Outcomes,
  type Plan,
  refOf,
  withLine,
} from "./hold-plan";

export type TourCartItem = Extract<CartItem, { type: "Tour" }>;

export function isTourItem(item: CartItem): item is TourCartItem {
  return item.type === "Tour";
}

/** How many participants a tour line books. */
export function participantsOf(item: TourCartItem): number {
  return Object.values(item.attributes.quantities).reduce((sum, n) => sum + n, 0);
}

/** The hold call of a booking: its tour, and the booking without the tour's id. */
export function tourHoldCall(booking: TourItemAttributes): HoldCall {
  const { id, ...request } = booking;
  return { kind: "tourHold", tourId: id, body: request satisfies TourReservationRequest };
}

export function planTour(
  items: readonly CartItem[],
  { booking }: Extract<HoldEvent, { type: "tour" }>,
): Plan<Outcomes["tour"]> {
  const key = keyOf({
    kind: "tour",
    tourId: booking.id,
    date: booking.date,
    startTime: booking.start_time,
  });
  const replacedHolds = lineOf(items, key)?.reservations ?? [];
  return {
    // The old hold is given back only once the new one is taken.
    calls: [
      tourHoldCall(booking),
      ...replacedHolds.map((hold): HoldCall => ({ kind: "release", token: hold.token })),
    ],
    allOrNone: true,
    settle(current, [answer]) {
      const hold = holdOf(answer);
      if (!hold) {
        return { items: [...current], undo: [], outcome: { ok: false, error: errorOf(answer) } };
      }
      const line: TourCartItem = { type: "Tour", attributes: booking, reservations: refOf(hold) };
      return { items: withLine(current, line), undo: [], outcome: { ok: true, hold } };
    },
  };
}
