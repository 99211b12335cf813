// A new hold that takes its pools in a transaction of its own (tours, articles; not the ticket
// holds' hot path, take_hold): in the order of DESIGN §4, its row's owner and address, their
// caps, then its pools by key.
import type { Queryable } from "../../db/database";
import type { HoldLine, LineWrite, Shortage } from "../capacity/ledger";
import { overAddressCap, overClientCap } from "./hold-plan";
import { type HoldRow, holderHasRoom, lockHolder } from "./repository";
import { holdCaps, type ReservationDeps } from "./service";

/**
 * Takes the pools of the hold whose row `holder` was just written in `tx`: refused over the
 * address's or owner's cap, or by `refuse` when a pool is short; else its lines are written.
 * Answers the keys of the pools it locked.
 */
export async function takeNewHold(
  deps: ReservationDeps,
  tx: Queryable,
  holder: Pick<HoldRow, "token" | "owner" | "address">,
  hold: {
    places: number;
    lines: readonly HoldLine[];
    writes: LineWrite[];
    validUntil: Date;
    now: Date;
  },
  refuse: (short: Shortage) => Error,
): Promise<string[]> {
  await lockHolder(tx, holder);
  const room = await holderHasRoom(tx, holder, hold.places, holdCaps(deps), hold.now);
  if (room === "address_cap") throw overAddressCap();
  if (room === "client_cap") throw overClientCap();
  const { keys } = await deps.ledger.lock(
    tx,
    [holder.token],
    hold.lines.map((line) => line.pool),
  );
  const [short] = await deps.ledger.change(tx, keys, [], hold.writes, hold.now);
  if (short) throw refuse(short);
  await deps.ledger.writeLines(tx, holder.token, hold.writes, hold.validUntil);
  return keys;
}
