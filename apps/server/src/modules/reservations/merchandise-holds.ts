// Holds of an article's pieces (issue 31, Deliver 1 and 4): taken from the article's stock
// pool while the pieces are in a cart, under the same caps as a ticket's hold, so the last
// poster is never sold twice. The hold is a hold like any other (token, valid_until): PUT
// /tickets/reservations extends it, DELETE /tickets/reservations/{token} gives its pieces back.
// A change of the cart's quantity moves the hold's pieces in place, all or nothing.
//
// Not on the hot path of ticket holds (take_hold): one transaction locks, in the order of
// DESIGN §4, the hold's row, its address and owner, then its pool.
import type { MerchandiseReservation, MerchandiseReservationRequest } from "@shop/core/contract";
import { fieldError } from "../../http/errors";
import { type HoldClient, type HoldLine, toWrites } from "../capacity/ledger";
import { stockPool } from "../capacity/pool";
import { findHoldableMerchandise } from "../merchandise/service";
import { overAddressCap, overClientCap, soldOut } from "./hold-plan";
import { insertMerchandiseHold, rewriteMerchandiseHold } from "./merchandise-repository";
import { holderHasRoom } from "./repository";
import {
  type Changed,
  changingHolds,
  endOfLife,
  holdCaps,
  lockLiveHold,
  newToken,
  type ReservationDeps,
  validUntilFrom,
} from "./service";
import { takeNewHold } from "./take-new-hold";

const noArticle = () => fieldError("not_found", "id", "No such article on sale");

async function holdableLines(deps: ReservationDeps, id: number, quantity: number) {
  if (!(await findHoldableMerchandise(deps.db, id))) throw noArticle();
  const lines: HoldLine[] = [{ pool: stockPool(id), places: quantity }];
  return lines;
}

const answer = (token: string, validUntil: Date, id: number, quantity: number) => ({
  token,
  valid_until: validUntil.toISOString(),
  merchandise_id: id,
  quantity,
});

/** Holds `quantity` pieces of an article, or none (sold_out naming `quantity`). */
export function holdMerchandise(
  deps: ReservationDeps,
  id: number,
  request: MerchandiseReservationRequest,
  client: HoldClient,
): Promise<MerchandiseReservation> {
  return changingHolds(deps, async (): Promise<Changed<MerchandiseReservation>> => {
    const now = deps.clock();
    const lines = await holdableLines(deps, id, request.quantity);
    const token = newToken();
    const validUntil = validUntilFrom(deps, now);
    const writes = toWrites(lines);
    const pools = await deps.db.transaction(async (tx) => {
      const holder = await insertMerchandiseHold(tx, {
        token,
        merchandiseId: id,
        quantity: request.quantity,
        validUntil,
        now,
        client,
      });
      return takeNewHold(
        deps,
        tx,
        holder,
        { places: request.quantity, lines, writes, validUntil, now },
        (short) => soldOut(short.free),
      );
    });
    return {
      result: answer(token, validUntil, id, request.quantity),
      pools,
      taken: writes,
    };
  });
}

/**
 * The hold `token` of article `id` holds `quantity` pieces instead, under the same token; when
 * the stock lacks pieces it stays as it was (sold_out, `available` the most it may hold).
 */
export function changeMerchandiseHold(
  deps: ReservationDeps,
  id: number,
  token: string,
  request: MerchandiseReservationRequest,
): Promise<MerchandiseReservation> {
  return changingHolds(deps, async (): Promise<Changed<MerchandiseReservation>> => {
    const now = deps.clock();
    const lines = await holdableLines(deps, id, request.quantity);
    return deps.db.transaction(async (tx) => {
      const { hold, lines: held, keys } = await lockLiveHold(deps, tx, token, lines, now, true);
      if (hold.merchandise_id !== id) {
        throw fieldError("not_found", "token", "No such reservation of this article");
      }
      const room = await holderHasRoom(tx, hold, request.quantity, holdCaps(deps), now);
      if (room === "address_cap") throw overAddressCap();
      if (room === "client_cap") throw overClientCap();
      const writes = toWrites(lines);
      const [short] = await deps.ledger.change(tx, keys, held, writes, now);
      // The pieces free beside the ones this hold already holds: the most it may hold.
      if (short) throw soldOut(short.free + hold.quantity);
      // A change is no way around the lifetime cap: the hold keeps its creation.
      const lifeEnds = endOfLife(deps, hold.created_at);
      const proposed = validUntilFrom(deps, now);
      const validUntil = new Date(Math.min(proposed.getTime(), lifeEnds.getTime()));
      await rewriteMerchandiseHold(tx, { token, quantity: request.quantity, validUntil, now });
      await deps.ledger.writeLines(tx, token, writes, validUntil);
      return { result: answer(token, validUntil, id, request.quantity), pools: keys };
    });
  });
}
