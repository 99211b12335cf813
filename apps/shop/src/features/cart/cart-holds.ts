// spec selling-core §4 "Cart lifecycle", §7, DESIGN §4: the cart's holds as one pure reducer,
// for every kind of line, and the one runner of its calls. An event (add, change, refresh,
// renew, release, expire; a seat chosen or given back, places held, a tour booked, products
// added) is planned against the cart's lines: the plan names the hold calls to make, and
// `settle` makes of their answers the new lines, the calls that undo what a failed event took,
// and the event's outcome. The runner (dispatchHolds, useHolds) makes the calls and settles the
// answers into the cart; pages only dispatch events. Every line is found by one identity, its
// kind and product, never by its index. The plans of each kind of line: ./ticket-holds.ts,
// ./event-holds.ts, ./tour-holds.ts, ./merchandise-holds.ts, ./product-holds.ts; the events'
// language and the lines' identity: ./hold-plan.ts (its own module, as every plan imports it and the reducer imports
// them).
//
// A call that holds anew carries an Idempotency-Key of its own (DESIGN §5), so a retried
// request holds once. The calls are the typed client's (lib/api.ts; spec selling-core §7
// /tickets/reservations: POST holds places, 409 sold_out when too few; PUT …/{token} changes a
// hold to a new total and extends it; DELETE gives the places back; PUT /tickets/reservations
// extends holds, tickets' `data` and event places' `blockings`, leaving an expired token out;
// spec surrounding-areas §7 POST/DELETE …/blockings hold and give back an event's seat or
// places, POST /tours/{id}/reservations a tour booking, POST and PUT
// /merchandises/{id}/reservations[/{token}] an article's pieces, released and extended as the
// others).
import type { CartItem, ExtendedHolds, MerchandiseReservationRequest } from "@shop/core/contract";
import { useCallback } from "react";
import { useLocale } from "../../i18n/locale-context";
import { api, type ClientOf, clientOf } from "../../lib/api";
import { ApiRequestError } from "../../lib/api-client";
import { useNow } from "../../lib/clock";
import { refusalOf } from "../../lib/refusal-text";
import { type CartStore, expireLines, useCartStore } from "./cart-context";
import { planPlaces, planSeat, planSeatPrice, planSeatsHeld } from "./event-holds";
import {
  type HoldAnswer,
  type HoldCall,
  type HoldEvent,
  itemKey,
  type LineProblem,
  lineOf,
  type Outcomes,
  type Plan,
  replaced,
  unchanged,
} from "./hold-plan";
import { isMerchandiseKey, planMerchandise, planMerchandiseChange } from "./merchandise-holds";
import { isProductKey, planProductChange, planProducts } from "./product-holds";
import { planAdd, planOffer, planRenew, planTicketChange } from "./ticket-holds";
import { planTour } from "./tour-holds";

/**
 * Every hold an extend answer lists, whatever its kind: a reader that lists the kinds itself
 * forgets the next one (the failure page's renewal once took live article holds for lost).
 */
export function extendedHoldsOf(extended: ExtendedHolds) {
  return [...extended.data, ...extended.blockings, ...extended.tours, ...extended.merchandise];
}

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
        if (isMerchandiseKey(items, event.key)) {
          return planMerchandiseChange(items, event.key, event.quantity);
        }
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
      case "tour":
        return planTour(items, event);
      case "merchandise":
        return planMerchandise(items, event);
      case "products":
        return planProducts(event);
      case "offer":
        return planOffer(items, event.line);
    }
  })();
  return plan as Plan<Outcomes[E["type"]]>;
}

// The event calls' table loads with the first blocking (it stays out of the first route's
// JavaScript, bench/first-route): built once, then reused.
let eventClient: Promise<ClientOf<"createBlocking" | "releaseBlocking">> | undefined;
const blockings = () =>
  (eventClient ??= import("@shop/core/page-routes").then(({ EVENT_ROUTES: routes }) =>
    clientOf({ createBlocking: routes.createBlocking, releaseBlocking: routes.releaseBlocking }),
  ));
// The article holds' calls alike, with the first article held.
let merchandiseClient:
  | Promise<ClientOf<"createMerchandiseReservation" | "changeMerchandiseReservation">>
  | undefined;
const merchandiseHolds = () =>
  (merchandiseClient ??= import("@shop/core/page-routes").then(({ MERCHANDISE_ROUTES: routes }) =>
    clientOf({
      createMerchandiseReservation: routes.createMerchandiseReservation,
      changeMerchandiseReservation: routes.changeMerchandiseReservation,
    }),
  ));
/** A new hold of an article's pieces (POST /merchandises/{id}/reservations). */
async function holdPieces(locale: string, id: number, body: MerchandiseReservationRequest) {
  const headers = { "Idempotency-Key": crypto.randomUUID() };
  return (await merchandiseHolds()).createMerchandiseReservation({
    locale,
    params: { id },
    body,
    headers,
  });
}

/** Whether a hold call was refused because its token is unknown or its hold ended. */
function namesGoneToken(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  if (error.code !== "not_found" && error.code !== "hold_expired") return false;
  return typeof error.fields === "object" && error.fields !== null && "token" in error.fields;
}
// The tour hold's call alike, with the first tour hold.
let tourClient: Promise<ClientOf<"createTourReservation">> | undefined;
const tourHolds = () =>
  (tourClient ??= import("@shop/core/page-routes").then(({ TOUR_ROUTES: routes }) =>
    clientOf({ createTourReservation: routes.createTourReservation }),
  ));

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
        return { ok: true, holds: extendedHoldsOf(extended) };
      }
      case "block": {
        const params = { id: call.eventId, date_id: call.dateId };
        const headers = { "Idempotency-Key": crypto.randomUUID() };
        const hold = await (await blockings()).createBlocking({
          locale,
          params,
          body: call.body,
          headers,
        });
        return { ok: true, holds: [hold] };
      }
      case "tourHold": {
        const headers = { "Idempotency-Key": crypto.randomUUID() };
        const hold = await (await tourHolds()).createTourReservation({
          locale,
          params: { id: call.tourId },
          body: call.body,
          headers,
        });
        return { ok: true, holds: [hold] };
      }
      case "merchandiseHold":
        return { ok: true, holds: [await holdPieces(locale, call.merchandiseId, call.body)] };
      case "merchandiseChange": {
        const params = { id: call.merchandiseId, token: call.token };
        try {
          const hold = await (await merchandiseHolds()).changeMerchandiseReservation({
            locale,
            params,
            body: call.body,
          });
          return { ok: true, holds: [hold] };
        } catch (error) {
          // The line's hold is gone on the server (given back in another tab, or by a failed
          // order): its pieces are held anew, else every retry would name the same dead token.
          if (!namesGoneToken(error)) throw error;
          return { ok: true, holds: [await holdPieces(locale, call.merchandiseId, call.body)] };
        }
      }
      case "unblock": {
        // The seat's token proves the hold: a visitor without a session has no other proof.
        const params = { id: call.eventId, date_id: call.dateId, seat_id: call.seatId };
        const query = call.token ? { query: { token: call.token } } : {};
        await (await blockings()).releaseBlocking({ locale, params, ...query });
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
