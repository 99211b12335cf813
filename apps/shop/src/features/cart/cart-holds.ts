// spec selling-core §4 "Cart lifecycle", §7, DESIGN §4: the cart's holds as one pure reducer.
// An event (add, change, refresh, renew, release, expire) is planned against the cart's lines:
// the plan names the hold calls to make, and `settle` makes of their answers the new lines,
// the calls that undo what a failed event took, and the event's outcome. One hook runs the
// calls (./use-holds.ts); pages only dispatch events. Every line is found by one identity,
// `itemKey` (what a ticket line is: ticket, day, time, sub tickets), never by its index.
import { type BookableTicket, fillQuantity } from "@shop/core/booking";
import type { CartItem, Reservation, ReservationRequest } from "@shop/core/contract";
import { type Refusal, refusalOf } from "../../lib/refusal-text";
import type { AddTicketsOutcome, CappedLine, TicketLineRequest } from "./add-tickets-types";
import { type HoldError, holdErrorOf } from "./hold-error";
import { expireLines } from "./hold-expiry";
import {
  grownAttributes,
  isTicketItem,
  lineKey,
  mergeRequests,
  requestKey,
  reservationBody,
  type TicketCartItem,
} from "./ticket-lines";

/** The one identity of a line: what it is for ticket lines, its kind, id and place otherwise. */
export function itemKey(item: CartItem, index: number): string {
  return isTicketItem(item)
    ? `Ticket|${lineKey(item.attributes)}`
    : `${item.type}|${item.attributes.id}|${index}`;
}

/** What a line of a ticket may hold (spec selling-core §5), by ticket id. */
export type LineBounds = Readonly<
  Record<number, Pick<BookableTicket, "min_persons" | "max_persons">>
>;

export type HoldEvent =
  /**
   * Lines the ticket flow chose: all are held, or none (spec selling-core §4). A line is filled
   * up to its ticket's maximum (`bounds`), never past it (spec selling-core §5).
   */
  | { type: "add"; requests: readonly TicketLineRequest[]; bounds?: LineBounds }
  /** A line's new quantity: the hold moves first, the line only after. */
  | { type: "change"; key: string; quantity: number }
  /** Extend a line's holds (WCAG 2.2.1). */
  | { type: "refresh"; key: string }
  /** spec selling-core §4 step 4: lines whose holds are not among `live` are held anew. */
  | { type: "renew"; live: ReadonlySet<string> }
  /** Give the places of these lines back and drop them (all lines: the cart is emptied). */
  | { type: "release"; keys: readonly string[] }
  /** Drop the lines whose holds have ended by `at` (ms); their places are free already. */
  | { type: "expire"; at: number };

export type HoldCall =
  | { kind: "create"; body: ReservationRequest }
  | { kind: "change"; token: string; body: ReservationRequest }
  | { kind: "release"; token: string }
  | { kind: "extend"; tokens: string[] };

/** A hold as a line keeps it: a ticket's Reservation or an event's blocking. */
type AnsweredHold = Pick<Reservation, "token" | "valid_until">;

/** The answer of a call: the holds it answered (none for a release), or its error. */
export type HoldAnswer =
  | { ok: true; holds: readonly AnsweredHold[] }
  | { ok: false; error: unknown };

export type LineProblem =
  | { kind: "quantity"; error: HoldError; available?: number; refusal?: Refusal; quantity: number }
  // a refusal (rate_limit, hold_not_extendable) has its own text; else "could not be extended"
  | { kind: "refresh"; refusal?: Refusal };

export interface Outcomes {
  add: Omit<Extract<AddTicketsOutcome, { ok: true }>, "needsPersonalization"> | AddFailure;
  change: { problem?: LineProblem };
  refresh: { live: boolean; problem?: LineProblem };
  renew: Record<string, never>;
  release: Record<string, never>;
  expire: { dropped: CartItem[] };
}

type AddFailure = Extract<AddTicketsOutcome, { ok: false }>;

export interface Settled<O> {
  items: CartItem[];
  /** Calls that give back what a failed event took (best effort). */
  undo: HoldCall[];
  outcome: O;
}

export interface Plan<O> {
  calls: HoldCall[];
  /** Stop at the first failed call (the later ones answer as not made). */
  allOrNone: boolean;
  settle(items: readonly CartItem[], answers: readonly (HoldAnswer | undefined)[]): Settled<O>;
}

type Line = { index: number; item: TicketCartItem };

function findLine(items: readonly CartItem[], key: string): Line | undefined {
  const index = items.findIndex((item, at) => itemKey(item, at) === key);
  const item = items[index];
  return item && isTicketItem(item) ? { index, item } : undefined;
}

const replaced = (items: readonly CartItem[], key: string, next: CartItem): CartItem[] =>
  items.map((item, at) => (itemKey(item, at) === key ? next : item));

const holdOf = (answer: HoldAnswer | undefined): AnsweredHold | undefined =>
  answer?.ok ? answer.holds[0] : undefined;

const refOf = (hold: AnsweredHold) => [{ token: hold.token, valid_until: hold.valid_until }];

const unchanged = <O>(outcome: O): Plan<O> => ({
  calls: [],
  allOrNone: false,
  settle: (items) => ({ items: [...items], undo: [], outcome }),
});

// spec selling-core §5: one attendee per ticket. Fewer tickets keep the first names; more
// tickets ask for all names again, as the contract allows only none or one per ticket.
function attendeesFor(item: TicketCartItem, quantity: number) {
  const { attendees } = item.attributes;
  if (attendees.length === quantity) return attendees;
  return attendees.length > quantity ? attendees.slice(0, quantity) : [];
}

/**
 * spec selling-core §5: the quantity a line comes to when `request` is added to the `held` it
 * has — up to the ticket's maximum when its bounds are known (else as asked: the server then
 * refuses what is too many). A line filled short of what was asked is noted in `capped`.
 */
function filled(
  request: TicketLineRequest,
  held: number,
  bounds: LineBounds,
  capped: CappedLine[],
): number {
  const bound = bounds[request.ticketId];
  if (bound === undefined) return held + request.quantity;
  const fill = fillQuantity(bound, held, request.quantity);
  if (fill.capped) capped.push({ ticketId: request.ticketId, max: fill.max });
  return fill.quantity;
}

/**
 * spec selling-core §3 cart item type Annual: id and quantity, no day and no reservations; the
 * same annual ticket again grows its line, up to the ticket's maximum.
 */
function withAnnual(
  items: CartItem[],
  request: TicketLineRequest,
  bounds: LineBounds,
  capped: CappedLine[],
): CartItem[] {
  const index = items.findIndex(
    (item) => item.type === "Annual" && item.attributes.id === request.ticketId,
  );
  const before = items[index];
  if (before === undefined) {
    const quantity = filled(request, 0, bounds, capped);
    return [
      ...items,
      { type: "Annual", attributes: { id: request.ticketId, quantity } },
    ] as CartItem[];
  }
  const held = (before.attributes as { quantity: number }).quantity;
  const quantity = filled(request, held, bounds, capped);
  if (quantity === held) return items;
  return items.map((item, at) =>
    at === index
      ? ({ ...before, attributes: { ...before.attributes, quantity } } as CartItem)
      : item,
  );
}

function planAdd(
  items: readonly CartItem[],
  requests: readonly TicketLineRequest[],
  bounds: LineBounds,
) {
  const merged = mergeRequests(requests).filter((line) => line.quantity > 0);
  const annual = merged.filter((line) => line.annual);
  // Lines the maximum left short of what was asked, told in the outcome (spec selling-core §5).
  const cappedHeld: CappedLine[] = [];
  const asked = merged
    .filter((line) => !line.annual)
    .map((request) => {
      const before = findLine(items, `Ticket|${requestKey(request)}`);
      const had = before?.item.attributes.quantity ?? 0;
      const quantity = filled(request, had, bounds, cappedHeld);
      const attributes = grownAttributes(
        { ...request, quantity: quantity - had },
        before?.item.attributes,
      );
      const body = reservationBody(attributes);
      const token = before?.item.reservations[0]?.token;
      const call: HoldCall =
        token === undefined ? { kind: "create", body } : { kind: "change", token, body };
      return { request, before, attributes, call, full: before !== undefined && quantity === had };
    });
  // A line already at its maximum stays as it is: nothing to hold anew.
  const held = asked.filter((line) => !line.full);
  const full = asked.length - held.length;
  const plan: Plan<Outcomes["add"]> = {
    calls: held.map((line) => line.call),
    allOrNone: true,
    settle(current, answers) {
      const failed = answers.findIndex((answer) => !answer?.ok);
      if (failed >= 0) {
        const answer = answers[failed];
        // Give back what this event took: new holds released, grown holds set back.
        const undo = held.flatMap(({ before }, at): HoldCall[] => {
          const hold = holdOf(answers[at]);
          if (!hold) return [];
          return before === undefined
            ? [{ kind: "release", token: hold.token }]
            : [
                {
                  kind: "change",
                  token: hold.token,
                  body: reservationBody(before.item.attributes),
                },
              ];
        });
        const error = answer && !answer.ok ? answer.error : undefined;
        const ticketId = held[failed]?.request.ticketId;
        return {
          items: [...current],
          undo,
          outcome: {
            ok: false,
            ...(ticketId === undefined ? {} : { ticketId }),
            ...holdErrorOf(error),
          },
        };
      }
      if (held.length === 0 && annual.length === 0 && full === 0) {
        return { items: [...current], undo: [], outcome: { ok: false, error: "invalid" } };
      }
      let next = [...current];
      held.forEach(({ attributes }, at) => {
        const hold = holdOf(answers[at]) as Reservation;
        const line: CartItem = { type: "Ticket", attributes, reservations: refOf(hold) };
        const key = `Ticket|${lineKey(attributes)}`;
        next = findLine(next, key) ? replaced(next, key, line) : [...next, line];
      });
      const capped = [...cappedHeld];
      for (const request of annual) next = withAnnual(next, request, bounds, capped);
      return {
        items: next,
        undo: [],
        outcome: capped.length > 0 ? { ok: true, capped } : { ok: true },
      };
    },
  };
  return plan;
}

function planChange(items: readonly CartItem[], key: string, quantity: number) {
  const found = findLine(items, key);
  if (!found || found.item.attributes.quantity === quantity) return unchanged({});
  const { item } = found;
  const attributes = { ...item.attributes, quantity, attendees: attendeesFor(item, quantity) };
  const body = reservationBody(attributes);
  const token = item.reservations[0]?.token;
  const plan: Plan<Outcomes["change"]> = {
    calls: [token ? { kind: "change", token, body } : { kind: "create", body }],
    allOrNone: true,
    settle(current, [answer]) {
      const hold = holdOf(answer);
      if (!hold) {
        // spec selling-core §4: a failed quantity change is reverted — the line and its hold
        // stay as they were.
        const error = answer && !answer.ok ? answer.error : undefined;
        const problem: LineProblem = {
          kind: "quantity",
          quantity: item.attributes.quantity,
          ...holdErrorOf(error),
        };
        return { items: [...current], undo: [], outcome: { problem } };
      }
      const line: CartItem = { ...item, attributes, reservations: refOf(hold) };
      // The line is looked up again: the visitor may have removed it meanwhile.
      const next = findLine(current, key) ? replaced(current, key, line) : [...current];
      return { items: next, undo: [], outcome: {} };
    },
  };
  return plan;
}

/**
 * Extends the line's holds; `live` false when one has gone (expired or released meanwhile: the
 * answer leaves it out). A hold at the end of its life is refused (409 hold_not_extendable)
 * and then simply runs out at its valid_until.
 */
/** Any line by its key: a ticket's, or an event's (its blockings are extended alike). */
const lineOf = (items: readonly CartItem[], key: string): CartItem | undefined =>
  items.find((item, at) => itemKey(item, at) === key);

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

function planRenew(items: readonly CartItem[], live: ReadonlySet<string>) {
  const lost = items.flatMap((item, at) =>
    isTicketItem(item) && !item.reservations.every((hold) => live.has(hold.token))
      ? [{ key: itemKey(item, at), item }]
      : [],
  );
  const plan: Plan<Outcomes["renew"]> = {
    calls: lost.map(({ item }) => ({ kind: "create", body: reservationBody(item.attributes) })),
    allOrNone: false,
    settle(current, answers) {
      let next = [...current];
      lost.forEach(({ key, item }, at) => {
        const hold = holdOf(answers[at]);
        // Sold out meanwhile, or no answer: the line stays for the visitor to change.
        if (hold && findLine(next, key))
          next = replaced(next, key, { ...item, reservations: refOf(hold) });
      });
      return { items: next, undo: [], outcome: {} };
    },
  };
  return plan;
}

function planRelease(items: readonly CartItem[], keys: readonly string[]) {
  const gone = new Set(keys);
  const tokens = items.flatMap((item, at) =>
    gone.has(itemKey(item, at)) ? item.reservations.map((hold) => hold.token) : [],
  );
  const plan: Plan<Outcomes["release"]> = {
    // Best effort: a hold that cannot be released (no answer) still ends at valid_until.
    calls: tokens.map((token) => ({ kind: "release", token })),
    allOrNone: false,
    settle: (current) => ({
      items: current.filter((item, at) => !gone.has(itemKey(item, at))),
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
        return planChange(items, event.key, event.quantity);
      case "refresh":
        return planRefresh(items, event.key);
      case "renew":
        return planRenew(items, event.live);
      case "release":
        return planRelease(items, event.keys);
      case "expire":
        return planExpire(event.at);
    }
  })();
  return plan as Plan<Outcomes[E["type"]]>;
}
