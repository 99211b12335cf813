// spec selling-core §3–§5, §7: ticket lines — how a requested line finds its match, what a line
// holds on the server — and their hold events (and those of annual tickets, which the ticket
// flow adds beside them): add, a new quantity, and holding lost lines anew (a tour line's and an
// article's too, by their own calls: ./tour-holds.ts, ./merchandise-holds.ts). Planned for the reducer of ./cart-holds.ts; a line is
// found by its identity (./hold-plan.ts).
import { fillQuantity } from "@shop/core/booking";
import type { CartItem, Reservation, ReservationRequest } from "@shop/core/contract";
import { holdErrorOf } from "../../lib/refusal-text";
import type { CappedLine, TicketLineRequest } from "./add-tickets-types";
import {
  chosenSubTickets,
  errorOf,
  type HoldCall,
  type HoldEvent,
  holdOf,
  isTicketItem,
  itemKey,
  keyOf,
  type LineBounds,
  type LineProblem,
  lineKey,
  lineOf,
  local,
  type Outcomes,
  type Plan,
  refOf,
  replaced,
  type TicketCartItem,
  unchanged,
} from "./hold-plan";
import {
  isMerchandiseItem,
  type MerchandiseCartItem,
  merchandiseHoldCall,
} from "./merchandise-holds";
import { isTourItem, type TourCartItem, tourHoldCall } from "./tour-holds";

export function requestKey(line: TicketLineRequest): string {
  return lineKey({
    id: line.ticketId,
    date: line.date,
    time: line.time,
    sub_ticket_quantities: line.subTicketQuantities,
  });
}

function addQuantities(
  a: Record<string, number> | undefined,
  b: Record<string, number> | undefined,
): Record<string, number> | undefined {
  if (a === undefined && b === undefined) return undefined;
  const sum: Record<string, number> = { ...chosenSubTickets(a) };
  for (const [id, quantity] of Object.entries(chosenSubTickets(b))) {
    sum[id] = (sum[id] ?? 0) + quantity;
  }
  return sum;
}

/** Requests for the same line (twice in one call) become one request of the sum. */
export function mergeRequests(lines: readonly TicketLineRequest[]): TicketLineRequest[] {
  const merged = new Map<string, TicketLineRequest>();
  for (const line of lines) {
    const key = requestKey(line);
    const before = merged.get(key);
    if (before === undefined) {
      merged.set(key, line);
      continue;
    }
    const subTickets = addQuantities(before.subTicketQuantities, line.subTicketQuantities);
    merged.set(key, {
      ...before,
      quantity: before.quantity + line.quantity,
      ...(subTickets ? { subTicketQuantities: subTickets } : {}),
    });
  }
  return [...merged.values()];
}

/** What a line holds on the server: its attributes as a reservation body. */
export function reservationBody(attributes: TicketCartItem["attributes"]): ReservationRequest {
  return {
    ticket_id: attributes.id,
    quantity: attributes.quantity,
    ...(attributes.date !== undefined ? { date: attributes.date } : {}),
    ...(attributes.time !== undefined ? { time: attributes.time } : {}),
    ...(attributes.sub_ticket_quantities !== undefined
      ? { sub_ticket_quantities: attributes.sub_ticket_quantities }
      : {}),
  };
}

/** The attributes of a line after adding `line` to what `before` had (or to nothing). */
export function grownAttributes(
  line: TicketLineRequest,
  before: TicketCartItem["attributes"] | undefined,
): TicketCartItem["attributes"] {
  const quantity = (before?.quantity ?? 0) + line.quantity;
  const subTickets = addQuantities(before?.sub_ticket_quantities, line.subTicketQuantities);
  return {
    id: line.ticketId,
    ...(line.date !== undefined ? { date: line.date } : {}),
    ...(line.time !== undefined ? { time: line.time } : {}),
    quantity,
    // spec selling-core §5: one attendee per ticket; a changed quantity asks for them again.
    attendees: before !== undefined && before.quantity === quantity ? before.attendees : [],
    ...(before?.shipped_with_merchandise_id !== undefined
      ? { shipped_with_merchandise_id: before.shipped_with_merchandise_id }
      : {}),
    ...(subTickets !== undefined ? { sub_ticket_quantities: subTickets } : {}),
  };
}

type Line = { item: TicketCartItem };

function findLine(items: readonly CartItem[], key: string): Line | undefined {
  const item = lineOf(items, key);
  return item && isTicketItem(item) ? { item } : undefined;
}

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
  const key = keyOf({ kind: "annual", productId: request.ticketId });
  const before = lineOf(items, key);
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
  return replaced(items, key, {
    ...before,
    attributes: { ...before.attributes, quantity },
  } as CartItem);
}

export function planAdd(
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
        const error = errorOf(answer);
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

/**
 * Issue 34, Deliver 3: a waiting list's offer into the cart, its holds claimed already: a ticket
 * line, or an event date's, of its own. A cart that has that line keeps it (`ok` false: the
 * offer's page says so).
 */
export function planOffer(
  items: readonly CartItem[],
  line: Extract<HoldEvent, { type: "offer" }>["line"],
) {
  if (findLine(items, itemKey(line))) return unchanged<Outcomes["offer"]>({ ok: false });
  return local<Outcomes["offer"]>((current) => [...current, line], { ok: true });
}

export function planTicketChange(items: readonly CartItem[], key: string, quantity: number) {
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
        const error = errorOf(answer);
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

/** The call that holds a lost line anew: a ticket's, a tour booking's or an article's. */
function renewCall(item: TicketCartItem | TourCartItem | MerchandiseCartItem): HoldCall {
  if (isTicketItem(item)) return { kind: "create", body: reservationBody(item.attributes) };
  if (isTourItem(item)) return tourHoldCall(item.attributes);
  return merchandiseHoldCall(item.attributes.id, item.attributes.quantity);
}

export function planRenew(items: readonly CartItem[], live: ReadonlySet<string>) {
  const lost = items.flatMap((item) =>
    (isTicketItem(item) || isTourItem(item) || isMerchandiseItem(item)) &&
    !item.reservations.every((hold) => live.has(hold.token))
      ? [{ key: itemKey(item), item }]
      : [],
  );
  const plan: Plan<Outcomes["renew"]> = {
    calls: lost.map(({ item }) => renewCall(item)),
    allOrNone: false,
    settle(current, answers) {
      let next = [...current];
      lost.forEach(({ key, item }, at) => {
        const hold = holdOf(answers[at]);
        // Sold out meanwhile, or no answer: the line stays for the visitor to change.
        if (hold && lineOf(next, key))
          next = replaced(next, key, { ...item, reservations: refOf(hold) });
      });
      return { items: next, undo: [], outcome: {} };
    },
  };
  return plan;
}
