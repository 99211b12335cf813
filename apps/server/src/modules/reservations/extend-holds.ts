// Extending holds (spec selling-core §7: PUT /tickets/reservations): every live hold of the
// tokens, ticket, event place, tour or article alike, by the hold time up to the end of its life, each
// kind answered apart so the cart can show each line's new end.
import type { ExtendedHolds } from "@shop/core/contract";
import { ApiError } from "../../http/errors";
import { extendHolds, type HoldRow, lockHolds } from "./repository";
import {
  type Changed,
  changingHolds,
  endOfLife,
  isTicketHold,
  moveHeld,
  type ReservationDeps,
  rowToReservation,
  validUntilFrom,
} from "./service";

/**
 * Extends live holds by the hold time, each at most to the end of its life; unknown and
 * expired tokens are left out. A live hold already at the end of its life cannot be
 * extended: hold_not_extendable names it (`tokens.N`), and nothing changes.
 */
export function extendReservations(
  deps: ReservationDeps,
  tokens: readonly string[],
): Promise<ExtendedHolds> {
  return changingHolds(deps, () => extendHoldsOf(deps, tokens));
}

async function extendHoldsOf(
  deps: ReservationDeps,
  tokens: readonly string[],
): Promise<Changed<ExtendedHolds>> {
  const now = deps.clock();
  const validUntil = validUntilFrom(deps, now);
  return deps.db.transaction(async (tx) => {
    // Holds of event places (seat-blockings.ts) and of tours (tour-holds.ts) are extended
    // too, and answered apart.
    const holds = await lockHolds(tx, [...new Set(tokens)].sort());
    const held = holds.map((hold) => hold.token);
    // Under the pools' locks no other request can release these lines meanwhile; the
    // expired ones among them are released here.
    const { keys } = await deps.ledger.lock(tx, held, []);
    await moveHeld(deps, tx, keys, [], [], now);
    const { lines } = await deps.ledger.lock(tx, held, []);
    const live = holds.filter(
      (hold) =>
        hold.valid_until.getTime() > now.getTime() &&
        lines.filter((line) => line.token === hold.token).length >= hold.line_count,
    );
    const spent = live.find(
      (hold) => endOfLife(deps, hold.created_at).getTime() <= hold.valid_until.getTime(),
    );
    if (spent) {
      const message = "The reservation can no longer be extended";
      throw new ApiError("hold_not_extendable", message, {
        [`tokens.${tokens.indexOf(spent.token)}`]: [message],
      });
    }
    const liveTokens = live.map((hold) => hold.token);
    const extended = await extendHolds(tx, liveTokens, validUntil, now, deps.holdLifetimeMinutes);
    await deps.ledger.extend(tx, liveTokens);
    const until = (hold: HoldRow) => extended.get(hold.token) ?? validUntil;
    return {
      result: {
        data: live.filter(isTicketHold).map((hold) => rowToReservation(hold, until(hold))),
        blockings: live
          .filter((hold) => hold.event_date_id !== null)
          .map((hold) => ({
            seat_id: hold.seat_id,
            quantity: hold.quantity,
            token: hold.token,
            valid_until: until(hold).toISOString(),
          })),
        tours: live.flatMap((hold) =>
          hold.tour_id !== null && hold.day !== null && hold.start_time !== null
            ? [
                {
                  token: hold.token,
                  valid_until: until(hold).toISOString(),
                  tour_id: hold.tour_id,
                  date: hold.day,
                  start_time: hold.start_time,
                  participants: hold.quantity,
                },
              ]
            : [],
        ),
        merchandise: live.flatMap((hold) =>
          hold.merchandise_id !== null
            ? [
                {
                  token: hold.token,
                  valid_until: until(hold).toISOString(),
                  merchandise_id: hold.merchandise_id,
                  quantity: hold.quantity,
                },
              ]
            : [],
        ),
      },
      pools: keys,
    };
  });
}
