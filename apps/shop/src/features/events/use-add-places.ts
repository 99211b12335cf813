// spec surrounding-areas §5 "Event add-to-cart", §4: places of a general-admission date go
// into the cart held — the "places" event of the cart's hold reducer (../cart/event-holds.ts):
// one blocking for all the places chosen (POST …/blockings with the quantity, sent with an
// Idempotency-Key so a retried request does not hold twice), then the date's line gains them.
import type { EventDate } from "@shop/core/contract";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { type BlockingProblem, blockingProblemOf } from "../../lib/refusal-text";
import { swrKeys } from "../../lib/swr-keys";
import { useHolds } from "../cart/cart-holds";

export function useAddPlaces(locale: string, date: EventDate) {
  const { dispatch } = useHolds();
  const { mutate } = useSWRConfig();
  const [adding, setAdding] = useState(false);

  /** Holds the places and adds them; the refusal when the server would not hold them. */
  const addPlaces = async (
    quantities: Readonly<Record<string, number>>,
  ): Promise<{ ok: true } | { ok: false; problem: BlockingProblem }> => {
    setAdding(true);
    try {
      const outcome = await dispatch({
        type: "places",
        eventId: date.event_id,
        dateId: date.id,
        quantities,
      });
      return outcome.ok ? { ok: true } : { ok: false, problem: blockingProblemOf(outcome.error) };
    } finally {
      setAdding(false);
      // The places left and the visitor's count changed: both are read again.
      void mutate(swrKeys.eventDate(locale, date.event_id, date.id));
      void mutate(swrKeys.blockings(locale, date.event_id, date.id));
    }
  };

  return { addPlaces, adding };
}
