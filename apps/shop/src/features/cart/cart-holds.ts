// spec selling-core §4 "Cart lifecycle", §7, DESIGN §4: the cart's holds as one pure reducer,
// for every kind of line. An event (add, change, refresh, renew, release, expire; a seat chosen
// or given back, places held, products added) is planned against the cart's lines: the plan
// names the hold calls to make, and `settle` makes of their answers the new lines, the calls
// that undo what a failed event took, and the event's outcome. One hook runs the calls
// (./use-holds.ts); pages only dispatch events. Every line is found by one identity, its kind
// and product, never by its index. The plans of each kind of line: ./ticket-holds.ts,
// ./event-holds.ts, ./product-holds.ts; the events' language and the lines' identity:
// ./hold-plan.ts (its own module, as every plan imports it and the reducer imports them).
import type { CartItem } from "@shop/core/contract";
import { refusalOf } from "../../lib/refusal-text";
import { planPlaces, planSeat, planSeatPrice, planSeatsHeld } from "./event-holds";
import { expireLines } from "./hold-expiry";
import {
  type HoldEvent,
  itemKey,
  type LineProblem,
  lineOf,
  type Outcomes,
  type Plan,
  replaced,
  unchanged,
} from "./hold-plan";
import { isProductKey, planProductChange, planProducts } from "./product-holds";
import { planAdd, planRenew, planTicketChange } from "./ticket-holds";

export type {
  HoldAnswer,
  HoldCall,
  HoldEvent,
  LineBounds,
  LineProblem,
  Outcomes,
  Plan,
  Settled,
} from "./hold-plan";
export { itemKey } from "./hold-plan";

/**
 * Extends the line's holds; `live` false when one has gone (expired or released meanwhile: the
 * answer leaves it out). A hold at the end of its life is refused (409 hold_not_extendable)
 * and then simply runs out at its valid_until. Any line: a ticket's, or an event's (its
 * blockings are extended alike).
 */
function planRefresh(items: readonly CartItem[], key: string) {
  const found = lineOf(items, key);
  const tokens = found?.reservations.map((hold) => hold.token) ?? [];
  if (!found || tokens.length === 0) return unchanged({ live: true });
  const plan: Plan<Outcomes["refresh"]> = {
    calls: [{ kind: "extend", tokens }],
    allOrNone: true,
    settle(current, [answer]) {
      if (!answer?.ok) {
        const refusal = refusalOf(answer?.error, ["rate_limit", "hold_not_extendable"]);
        const problem: LineProblem = refusal ? { kind: "refresh", refusal } : { kind: "refresh" };
        return { items: [...current], undo: [], outcome: { live: true, problem } };
      }
      // In the line's order: an event line's n-th hold is its n-th seat's.
      const reservations = tokens.flatMap((token) =>
        answer.holds
          .filter((hold) => hold.token === token)
          .map(({ valid_until }) => ({ token, valid_until })),
      );
      if (reservations.length < tokens.length) {
        return { items: [...current], undo: [], outcome: { live: false } };
      }
      const line = lineOf(current, key);
      const next = line ? replaced(current, key, { ...line, reservations }) : [...current];
      return { items: next, undo: [], outcome: { live: true } };
    },
  };
  return plan;
}

function planRelease(items: readonly CartItem[], keys: readonly string[]) {
  const gone = new Set(keys);
  const tokens = items.flatMap((item) =>
    gone.has(itemKey(item)) ? item.reservations.map((hold) => hold.token) : [],
  );
  const plan: Plan<Outcomes["release"]> = {
    // Best effort: a hold that cannot be released (no answer) still ends at valid_until.
    calls: tokens.map((token) => ({ kind: "release", token })),
    allOrNone: false,
    settle: (current) => ({
      items: current.filter((item) => !gone.has(itemKey(item))),
      undo: [],
      outcome: {},
    }),
  };
  return plan;
}

function planExpire(at: number): Plan<Outcomes["expire"]> {
  return {
    calls: [],
    allOrNone: false,
    settle: (current) => {
      const { items, dropped } = expireLines(current, at);
      return { items, undo: [], outcome: { dropped } };
    },
  };
}

/** The reducer: what an event asks of the server, and what the answers make of the lines. */
export function planHolds<E extends HoldEvent>(
  items: readonly CartItem[],
  event: E,
): Plan<Outcomes[E["type"]]> {
  const plan = (() => {
    switch (event.type) {
      case "add":
        return planAdd(items, event.requests, event.bounds ?? {});
      case "change":
        return isProductKey(items, event.key)
          ? planProductChange(items, event.key, event.quantity)
          : planTicketChange(items, event.key, event.quantity);
      case "refresh":
        return planRefresh(items, event.key);
      case "renew":
        return planRenew(items, event.live);
      case "release":
        return planRelease(items, event.keys);
      case "expire":
        return planExpire(event.at);
      case "seat":
        return planSeat(items, event);
      case "seatPrice":
        return planSeatPrice(event);
      case "seatsHeld":
        return planSeatsHeld(event);
      case "places":
        return planPlaces(items, event);
      case "products":
        return planProducts(event);
    }
  })();
  return plan as Plan<Outcomes[E["type"]]>;
}
