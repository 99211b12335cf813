// spec selling-core §3 "Cart item": ticket lines and how a requested line finds its match.
import type { CartItem, ReservationRequest } from "@shop/core/contract";
import type { TicketLineRequest } from "./add-tickets-types";

export type TicketCartItem = Extract<CartItem, { type: "Ticket" }>;

export function isTicketItem(item: CartItem): item is TicketCartItem {
  return item.type === "Ticket";
}

/** Sub-ticket quantities without the zero entries, so {7: 0} and {} read the same. */
function chosenSubTickets(quantities: Record<string, number> | undefined): Record<string, number> {
  const chosen: Record<string, number> = {};
  for (const [id, quantity] of Object.entries(quantities ?? {})) {
    if (quantity > 0) chosen[id] = quantity;
  }
  return chosen;
}

function subTicketKey(quantities: Record<string, number> | undefined): string {
  return Object.keys(chosenSubTickets(quantities)).sort().join(",");
}

// spec selling-core §4: the same ticket, day, time and sub tickets make one line whose hold
// grows, not a second line beside it. Sub tickets match by which ones are chosen.
/** The key that tells whether a request and a cart line are the same line. */
export function lineKey(line: {
  id: number;
  date?: string | undefined;
  time?: string | undefined;
  sub_ticket_quantities?: Record<string, number> | undefined;
}): string {
  return [line.id, line.date ?? "", line.time ?? "", subTicketKey(line.sub_ticket_quantities)].join(
    "|",
  );
}

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
