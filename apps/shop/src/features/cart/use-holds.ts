// The one runner of the cart's hold calls (./cart-holds.ts plans them) for every kind of line:
// it makes the calls an event asks for, settles the answers into the cart's lines, and gives
// back what a failed event took. Pages only dispatch events, through useHolds().dispatch. A
// call that holds anew carries an Idempotency-Key of its own (DESIGN §5), so a retried request
// holds once. The ticket holds are the typed client's calls (lib/api.ts; spec selling-core §7
// /tickets/reservations: POST holds places, 409 sold_out when too few; PUT …/{token} changes a
// hold to a new total and extends it; DELETE gives the places back; PUT /tickets/reservations
// extends holds, tickets' `data` and event places' `blockings`, leaving an expired token out).
// The event calls load with the event pages (their route table stays out of the first route's
// JavaScript).
import type { CartItem } from "@shop/core/contract";
import { useCallback } from "react";
import { useLocale } from "../../i18n/locale-context";
import { api } from "../../lib/api";
import { useNow } from "../../lib/clock";
import { useCartStore } from "./cart-context";
import {
  type HoldAnswer,
  type HoldCall,
  type HoldEvent,
  type Outcomes,
  planHolds,
} from "./cart-holds";
import type { CartStore } from "./cart-store";

async function answerOf(locale: string, call: HoldCall): Promise<HoldAnswer> {
  try {
    switch (call.kind) {
      case "create": {
        const headers = { "Idempotency-Key": crypto.randomUUID() };
        return { ok: true, holds: [await api.createHold({ locale, body: call.body, headers })] };
      }
      case "change": {
        const params = { token: call.token };
        return { ok: true, holds: [await api.changeHold({ locale, params, body: call.body })] };
      }
      case "release":
        await api.releaseHold({ locale, params: { token: call.token } });
        return { ok: true, holds: [] };
      case "extend": {
        const extended = await api.extendHolds({ locale, body: { tokens: call.tokens } });
        return { ok: true, holds: [...extended.data, ...extended.blockings] };
      }
      case "block": {
        const { createBlocking } = await import("../events/api");
        const key = crypto.randomUUID();
        return {
          ok: true,
          holds: [await createBlocking(locale, call.eventId, call.dateId, call.body, key)],
        };
      }
      case "unblock": {
        const { releaseBlocking } = await import("../events/api");
        await releaseBlocking(locale, call.eventId, call.dateId, call.seatId, call.token);
        return { ok: true, holds: [] };
      }
    }
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * Makes the calls: one after the other, stopping at the first failure, when all or none must
 * succeed (the calls not made answer undefined); else all at once.
 */
export async function runCalls(
  locale: string,
  calls: readonly HoldCall[],
  allOrNone: boolean,
): Promise<(HoldAnswer | undefined)[]> {
  if (!allOrNone) return Promise.all(calls.map((call) => answerOf(locale, call)));
  const answers: (HoldAnswer | undefined)[] = [];
  for (const call of calls) {
    const answer = await answerOf(locale, call);
    answers.push(answer);
    if (!answer.ok) break;
  }
  return answers;
}

export interface HoldDeps {
  store: CartStore;
  locale: string;
  now: () => Date;
}

/** Runs one event: its calls, its settling into the cart, and its undo (best effort). */
export async function dispatchHolds<E extends HoldEvent>(
  deps: HoldDeps,
  event: E,
): Promise<Outcomes[E["type"]]> {
  const plan = planHolds(deps.store.getState().items, event);
  const answers = await runCalls(deps.locale, plan.calls, plan.allOrNone);
  const settled = plan.settle(deps.store.getState().items, answers);
  // A hold that cannot be given back expires at valid_until anyway (DESIGN §4).
  await runCalls(deps.locale, settled.undo, false);
  if (!sameLines(deps.store.getState().items, settled.items)) {
    deps.store.setItems(settled.items, deps.now());
  }
  return settled.outcome;
}

function sameLines(a: readonly CartItem[], b: readonly CartItem[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

export function useHolds() {
  const store = useCartStore();
  const { locale } = useLocale();
  const now = useNow();
  const dispatch = useCallback(
    <E extends HoldEvent>(event: E) => dispatchHolds({ store, locale, now }, event),
    [store, locale, now],
  );
  return { dispatch };
}
