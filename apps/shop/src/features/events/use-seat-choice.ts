// spec surrounding-areas §4 "Event seats", §6: selecting a seat reserves it at once (POST
// …/blockings) and adds it to the date's cart line; deselecting releases it (DELETE
// …/blockings/{seat_id}) and takes it off the line. One call at a time: the map does not
// toggle while one runs. A seat that turns out taken is shown taken from then on (and the
// date's seats are read again); the other refusals say why (./blocking-problem.ts).
import type { EventDate, SeatBlocking } from "@shop/core/contract";
import { useEffect, useMemo, useState } from "react";
import { useSWRConfig } from "swr";
import { ApiRequestError } from "../../lib/api-client";
import { useNow } from "../../lib/clock";
import { useCart, useCartStore } from "../cart/cart-context";
import { createBlocking, releaseBlocking } from "./api";
import { type BlockingProblem, blockingProblemOf } from "./blocking-problem";
import {
  type EventCartItem,
  eventLineIndex,
  isEventItem,
  seatToken,
  withoutSeat,
  withSeat,
  withSeatPrice,
} from "./event-lines";
import { chargedSeatPrice } from "./event-rules";
import { blockingsKey, eventDateKey } from "./use-events";

export interface SeatProblem {
  seatId: number;
  problem: BlockingProblem;
  /** Changes on every refusal, so the alert takes the focus again. */
  seq: number;
}

export function useSeatChoice(
  locale: string,
  date: EventDate,
  blockings: readonly SeatBlocking[] | undefined,
) {
  const store = useCartStore();
  const cart = useCart();
  const now = useNow();
  const { mutate } = useSWRConfig();
  const [busySeat, setBusySeat] = useState<number>();
  const [taken, setTaken] = useState<ReadonlySet<number>>(new Set());
  const [problem, setProblem] = useState<SeatProblem | null>(null);
  const eventId = date.event_id;
  const dateId = date.id;

  const index = eventLineIndex(cart.items, dateId);
  const found = cart.items[index];
  const line = found && isEventItem(found) ? found : undefined;
  const chosen = useMemo(() => line?.attributes.seats ?? [], [line]);

  const lineNow = (): { at: number; line: EventCartItem | undefined } => {
    const items = store.getState().items;
    const at = eventLineIndex(items, dateId);
    const item = items[at];
    return { at, line: item && isEventItem(item) ? item : undefined };
  };
  const save = (at: number, next: EventCartItem | undefined) => {
    if (next === undefined) {
      if (at !== -1) store.removeItem(at);
    } else if (at === -1) store.addItem(next, now());
    else store.updateItem(at, next, now());
  };
  const defaultPrice = (seatId: number) => {
    const seat = date.seat_list.find((candidate) => candidate.id === seatId);
    return seat ? chargedSeatPrice(date.prices, seat.category) : undefined;
  };

  // Seats the visitor holds on the date that the cart does not name (another tab, a cart
  // restored after the line was saved) join the line, so the cart and the holds agree.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the holds are read
  useEffect(() => {
    if (!blockings) return;
    for (const blocking of blockings) {
      if (blocking.seat_id === null) continue;
      const { at, line: current } = lineNow();
      if (current?.attributes.seats.some((seat) => seat.id === blocking.seat_id)) continue;
      const price = defaultPrice(blocking.seat_id);
      if (!price) continue;
      save(
        at,
        withSeat(current, dateId, { id: blocking.seat_id, price_id: price.priceId }, blocking),
      );
    }
  }, [blockings]);

  const refresh = () => {
    void mutate(eventDateKey(locale, eventId, dateId));
    void mutate(blockingsKey(locale, eventId, dateId));
  };
  const report = (seatId: number, next: BlockingProblem) =>
    setProblem((previous) => ({ seatId, problem: next, seq: (previous?.seq ?? 0) + 1 }));

  const select = async (seatId: number) => {
    const price = defaultPrice(seatId);
    if (!price) return;
    setBusySeat(seatId);
    setProblem(null);
    try {
      const blocking = await createBlocking(locale, eventId, dateId, { seat_id: seatId });
      const { at, line: current } = lineNow();
      save(at, withSeat(current, dateId, { id: seatId, price_id: price.priceId }, blocking));
    } catch (error) {
      const refused = blockingProblemOf(error);
      if (refused.kind === "refused" && refused.refusal.code === "sold_out") {
        setTaken((seats) => new Set([...seats, seatId]));
      }
      report(seatId, refused);
    } finally {
      setBusySeat(undefined);
      refresh();
    }
  };

  const deselect = async (seatId: number) => {
    setBusySeat(seatId);
    setProblem(null);
    try {
      await releaseBlocking(locale, eventId, dateId, seatId, seatToken(lineNow().line, seatId));
    } catch (error) {
      // 404: the hold is gone already (expired, released elsewhere): the seat leaves the line
      // all the same. Any other failure keeps it, held, and says so.
      if (!(error instanceof ApiRequestError && error.status === 404)) {
        report(seatId, blockingProblemOf(error));
        setBusySeat(undefined);
        return;
      }
    }
    const { at, line: current } = lineNow();
    if (current) save(at, withoutSeat(current, seatId));
    setBusySeat(undefined);
    refresh();
  };

  // One call at a time (the map is disabled meanwhile; a key press that slips through waits).
  const toggle = (seatId: number, wanted: boolean) => {
    if (busySeat !== undefined) return;
    if (wanted) void select(seatId);
    else void deselect(seatId);
  };

  const setPrice = (seatId: number, priceId: number) => {
    const { at, line: current } = lineNow();
    if (current) save(at, withSeatPrice(current, seatId, priceId));
  };

  return { chosen, taken, busySeat, problem, toggle, setPrice };
}
