// spec surrounding-areas §4 "Event seats", §6: selecting a seat reserves it at once and adds it
// to the date's cart line; deselecting releases it and takes it off the line — the "seat"
// event of the cart's hold reducer (../cart/event-holds.ts). One call at a time: the map does
// not toggle while one runs. A click changes the seat it chose in the plan and holds the page
// read (`reads`, ./use-events.ts), not the whole plan (no refetch); a seat that turns out taken
// is shown taken from then on and the date's seats are read again; the other refusals say why
// (../../lib/refusal-text.ts).
import type { EventDate, SeatBlocking, SeatBlockingList } from "@shop/core/contract";
import { useEffect, useMemo, useState } from "react";
import type { KeyedMutator } from "swr";
import { type BlockingProblem, blockingProblemOf } from "../../lib/refusal-text";
import { useCart } from "../cart/cart-context";
import { useHolds } from "../cart/cart-holds";
import { eventLineOf } from "../cart/event-holds";
import { chargedSeatPrice } from "./event-rules";

export interface SeatProblem {
  seatId: number;
  problem: BlockingProblem;
  /** Changes on every refusal, so the alert takes the focus again. */
  seq: number;
}

type SeatStatus = EventDate["seat_list"][number]["status"];

/** The page's reads of the date's plan and of the visitor's holds on it (their SWR mutate). */
export interface SeatReads {
  plan: KeyedMutator<EventDate>;
  holds: KeyedMutator<SeatBlockingList>;
}

export function useSeatChoice(
  date: EventDate,
  blockings: readonly SeatBlocking[] | undefined,
  reads: SeatReads,
) {
  const cart = useCart();
  const { dispatch } = useHolds();
  const [busySeat, setBusySeat] = useState<number>();
  const [taken, setTaken] = useState<ReadonlySet<number>>(new Set());
  const [problem, setProblem] = useState<SeatProblem | null>(null);
  const eventId = date.event_id;
  const dateId = date.id;

  const line = eventLineOf(cart.items, dateId);
  const chosen = useMemo(() => line?.attributes.seats ?? [], [line]);

  const defaultPrice = (seatId: number) => {
    const seat = date.seat_list.find((candidate) => candidate.id === seatId);
    return seat ? chargedSeatPrice(date.prices, seat.category) : undefined;
  };

  // Seats the visitor holds on the date that the cart does not name (another tab, a cart
  // restored after the line was saved) join the line, so the cart and the holds agree.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the holds are read
  useEffect(() => {
    if (!blockings) return;
    const seats = blockings.flatMap((blocking) => {
      const price = blocking.seat_id === null ? undefined : defaultPrice(blocking.seat_id);
      return blocking.seat_id === null || !price
        ? []
        : [{ seat: { id: blocking.seat_id, price_id: price.priceId }, hold: blocking }];
    });
    if (seats.length > 0) void dispatch({ type: "seatsHeld", dateId, seats });
  }, [blockings]);

  /**
   * The seat's new state in the plan and in the visitor's holds, in place: the plan is not read
   * again for it (the date's other seats change only by others, read on a refusal).
   */
  const showSeat = (seatId: number, status: SeatStatus, hold?: SeatBlocking) => {
    void reads.plan(
      (plan) =>
        plan && {
          ...plan,
          seat_list: plan.seat_list.map((seat) =>
            seat.id === seatId ? { ...seat, status } : seat,
          ),
        },
      { revalidate: false },
    );
    void reads.holds(
      (list) => {
        if (!list) return list;
        const others = list.data.filter((blocking) => blocking.seat_id !== seatId);
        return { ...list, data: hold ? [...others, hold] : others };
      },
      { revalidate: false },
    );
  };
  /** A seat taken by another: the date's seats and holds are read again. */
  const readAgain = () => {
    void reads.plan();
    void reads.holds();
  };
  const report = (seatId: number, next: BlockingProblem) =>
    setProblem((previous) => ({ seatId, problem: next, seq: (previous?.seq ?? 0) + 1 }));

  const choose = async (seatId: number, wanted: boolean) => {
    const price = defaultPrice(seatId);
    if (wanted && !price) return;
    setBusySeat(seatId);
    setProblem(null);
    // A seat given back is named by its id alone (its price leaves with it).
    const seat = { id: seatId, price_id: price?.priceId ?? 0 };
    try {
      const outcome = await dispatch({ type: "seat", eventId, dateId, seat, chosen: wanted });
      if (outcome.ok) {
        const hold = outcome.hold && { seat_id: seatId, quantity: 1, ...outcome.hold };
        showSeat(seatId, wanted ? "blocked" : "available", hold);
        return;
      }
      const refused = blockingProblemOf(outcome.error);
      report(seatId, refused);
      if (refused.kind === "refused" && refused.refusal.code === "sold_out") {
        setTaken((seats) => new Set([...seats, seatId]));
        readAgain();
      }
    } finally {
      setBusySeat(undefined);
    }
  };

  // One call at a time (the map is disabled meanwhile; a key press that slips through waits).
  const toggle = (seatId: number, wanted: boolean) => {
    if (busySeat !== undefined) return;
    void choose(seatId, wanted);
  };

  const setPrice = (seatId: number, priceId: number) =>
    void dispatch({ type: "seatPrice", dateId, seatId, priceId });

  return { chosen, taken, busySeat, problem, toggle, setPrice };
}
