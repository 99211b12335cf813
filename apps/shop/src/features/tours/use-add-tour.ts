// spec surrounding-areas §4 "Tour booking", §5: a tour booking goes into the cart held — the
// "tour" event of the cart's hold reducer (../cart/tour-holds.ts: POST /tours/{id}/reservations,
// then the start's line). A refusal keeps its code for the refusal table (lib/refusal-text.ts,
// area "tour"); the start times are read again, as what is left changed.
import type { TourItemAttributes } from "@shop/core/contract";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { type Refusal, refusalOf } from "../../lib/refusal-text";
import { useHolds } from "../cart/cart-holds";

/** Why a tour booking was not held: a refusal with its own text, else "try again". */
export type TourAddProblem = { kind: "refused"; refusal: Refusal } | { kind: "failed" };

/** The tour hold's refusals the shop tells in the visitor's words (their codes, unrenamed). */
export function tourProblemOf(error: unknown): TourAddProblem {
  const refusal = refusalOf(error, ["rate_limit", "hold_limit", "sold_out", "max_participants"]);
  if (refusal) return { kind: "refused", refusal };
  return { kind: "failed" };
}

export function useAddTour() {
  const { dispatch } = useHolds();
  const { mutate } = useSWRConfig();
  const [adding, setAdding] = useState(false);

  const addTour = async (
    booking: TourItemAttributes,
  ): Promise<{ ok: true } | { ok: false; problem: TourAddProblem }> => {
    setAdding(true);
    try {
      const outcome = await dispatch({ type: "tour", booking });
      return outcome.ok ? { ok: true } : { ok: false, problem: tourProblemOf(outcome.error) };
    } finally {
      setAdding(false);
      // The places left at the start changed: the tour's calendar ranges are read again.
      void mutate(
        (key) => Array.isArray(key) && key[0] === "tourCalendar" && key[2] === booking.id,
      );
    }
  };

  return { addTour, adding };
}
