// spec surrounding-areas §5 "Event add-to-cart", §4: places of a general-admission date go
// into the cart held — one blocking for all the places chosen (POST …/blockings with the
// quantity, sent with an Idempotency-Key so a retried request does not hold twice), then the
// date's line gains them (./event-lines.ts withPlaces).
import type { EventDate } from "@shop/core/contract";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { useNow } from "../../lib/clock";
import { useCartStore } from "../cart/cart-context";
import { createBlocking } from "./api";
import { type BlockingProblem, blockingProblemOf } from "./blocking-problem";
import { eventLineIndex, isEventItem, withPlaces } from "./event-lines";
import { blockingsKey, eventDateKey } from "./use-events";

export function useAddPlaces(locale: string, date: EventDate) {
  const store = useCartStore();
  const now = useNow();
  const { mutate } = useSWRConfig();
  const [adding, setAdding] = useState(false);

  /** Holds the places and adds them; the refusal when the server would not hold them. */
  const addPlaces = async (
    quantities: Readonly<Record<string, number>>,
  ): Promise<{ ok: true } | { ok: false; problem: BlockingProblem }> => {
    const quantity = Object.values(quantities).reduce((sum, n) => sum + n, 0);
    setAdding(true);
    try {
      const blocking = await createBlocking(
        locale,
        date.event_id,
        date.id,
        { quantity },
        crypto.randomUUID(),
      );
      const items = store.getState().items;
      const at = eventLineIndex(items, date.id);
      const found = items[at];
      const line = withPlaces(
        found && isEventItem(found) ? found : undefined,
        date.id,
        quantities,
        blocking,
      );
      if (at === -1) store.addItem(line, now());
      else store.updateItem(at, line, now());
      return { ok: true };
    } catch (error) {
      return { ok: false, problem: blockingProblemOf(error) };
    } finally {
      setAdding(false);
      void mutate(eventDateKey(locale, date.event_id, date.id));
      void mutate(blockingsKey(locale, date.event_id, date.id));
    }
  };

  return { addPlaces, adding };
}
