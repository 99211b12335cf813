// spec selling-core §3–§5, §7: the hold events of ticket lines (and of annual tickets, which
// the ticket flow adds beside them): add, a new quantity, and holding lost lines anew. Planned
// for the reducer of ./cart-holds.ts; a line is found by its identity (./line-identity.ts).
import { fillQuantity } from "@shop/core/booking";
import type { CartItem, Reservation } from "@shop/core/contract";
import type { CappedLine, TicketLineRequest } from "./add-tickets-types";
import { holdErrorOf } from "./hold-error";
import {
  errorOf,
  type HoldCall,
  holdOf,
  type LineBounds,
  type LineProblem,
  type Outcomes,
  type Plan,
  refOf,
  unchanged,
} from "./hold-plan";
import { itemKey, keyOf, lineOf, replaced } from "./line-identity";
import {
  grownAttributes,
  isTicketItem,
  lineKey,
  mergeRequests,
  requestKey,
  reservationBody,
  type TicketCartItem,
} from "./ticket-lines";

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

export function planRenew(items: readonly CartItem[], live: ReadonlySet<string>) {
  const lost = items.flatMap((item) =>
    isTicketItem(item) && !item.reservations.every((hold) => live.has(hold.token))
      ? [{ key: itemKey(item), item }]
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
