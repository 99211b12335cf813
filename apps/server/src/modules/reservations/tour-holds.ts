// Holds of a tour's participants and equipment (issue 30, Deliver 4; surrounding-areas §4 "Tour
// booking", §5): the booking is checked by the tour's rules (@shop/core/booking), then its
// places are taken from the start time's participants pool and each equipment pool at once,
// all or none (DESIGN §4), under the same caps as a ticket's hold. The hold is a hold like any
// other (token, valid_until): PUT /tickets/reservations extends it, DELETE
// /tickets/reservations/{token} releases every pool it holds.
//
// Not on the hot path of ticket holds (take_hold): one transaction locks, in the order of
// DESIGN §4, the new hold's row, its address and owner, then its pools by key.
import { checkTourBooking } from "@shop/core/booking";
import type { TourReservation, TourReservationRequest } from "@shop/core/contract";
import { fieldError, must } from "../../http/errors";
import { type HoldClient, type HoldLine, toWrites } from "../capacity/ledger";
import { poolKey } from "../capacity/pool";
import { findBooking } from "../tours/service";
import { soldOut } from "./hold-plan";
import { insertTourHold } from "./repository";
import {
  type Changed,
  changingHolds,
  newToken,
  type ReservationDeps,
  validUntilFrom,
} from "./service";
import { takeNewHold } from "./take-new-hold";

/** Holds the participants and equipment of one booking of a tour's start time. */
export function holdTour(
  deps: ReservationDeps,
  tourId: number,
  request: TourReservationRequest,
  client: HoldClient,
): Promise<TourReservation> {
  return changingHolds(deps, () => takeTourHold(deps, tourId, request, client));
}

async function takeTourHold(
  deps: ReservationDeps,
  tourId: number,
  request: TourReservationRequest,
  client: HoldClient,
): Promise<Changed<TourReservation>> {
  const now = deps.clock();
  const booking = await findBooking(deps, tourId, request.date, request.start_time, now);
  if (!booking) {
    throw fieldError("not_found", "start_time", "No such start time of this tour on sale");
  }
  const { participants } = must(
    checkTourBooking(
      request,
      booking.startTime,
      booking.prices,
      booking.equipment,
      booking.options,
    ),
  );
  const lines: HoldLine[] = [
    { pool: booking.participantsPool, places: participants },
    ...request.equipment.flatMap((asked) => {
      const item = booking.equipment.find((equipment) => equipment.type === asked.type);
      return item && asked.quantity > 0 ? [{ pool: item.pool, places: asked.quantity }] : [];
    }),
  ];
  // The field a pool's shortage names: the participants', or the equipment's type.
  const fieldOf = new Map<string, string>([
    [poolKey(booking.participantsPool), "participants"],
    ...booking.equipment.map((item): [string, string] => [
      poolKey(item.pool),
      `equipment.${item.type}`,
    ]),
  ]);
  const token = newToken();
  const validUntil = validUntilFrom(deps, now);
  const writes = toWrites(lines);
  const pools = await deps.db.transaction(async (tx) => {
    const holder = await insertTourHold(tx, {
      token,
      tourId,
      booking: request,
      participants,
      lineCount: writes.length,
      validUntil,
      now,
      client,
    });
    return takeNewHold(
      deps,
      tx,
      holder,
      { places: participants, lines, writes, validUntil, now },
      (short) => soldOut(short.free, fieldOf.get(short.key) ?? "participants"),
    );
  });
  return {
    result: {
      token,
      valid_until: validUntil.toISOString(),
      tour_id: tourId,
      date: request.date,
      start_time: request.start_time,
      participants,
    },
    pools,
    taken: writes,
  };
}
