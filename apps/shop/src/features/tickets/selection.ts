// spec selling-core §4, §5: the chosen quantities of the ticket flow and the cart lines they
// become. The selection is held by the /tickets container, above every step and above the
// language, so a language switch or a step back keeps it (journey f).

import { applySingleSelection } from "@shop/core";
import { isDated, isSlotted } from "@shop/core/booking";
import type { Ticket } from "@shop/core/contract";
import type { TicketLineRequest } from "../cart/add-tickets-types";

/** Ticket id → quantity; mantle id → sub ticket id → quantity. */
export interface Selection {
  quantities: Readonly<Record<number, number>>;
  subQuantities: Readonly<Record<number, Readonly<Record<number, number>>>>;
}

export const EMPTY_SELECTION: Selection = { quantities: {}, subQuantities: {} };

/** Sets one row's quantity; in single selection mode (VIP) every other row goes to 0. */
export function withQuantity(
  selection: Selection,
  ticketId: number,
  quantity: number,
  single: boolean,
): Selection {
  const quantities = single
    ? applySingleSelection(selection.quantities, ticketId, quantity)
    : { ...selection.quantities, [ticketId]: quantity };
  return { ...selection, quantities };
}

export function withSubQuantity(
  selection: Selection,
  mantleId: number,
  subTicketId: number,
  quantity: number,
): Selection {
  const subs = { ...selection.subQuantities[mantleId], [subTicketId]: quantity };
  return { ...selection, subQuantities: { ...selection.subQuantities, [mantleId]: subs } };
}

/** A sub ticket's quantity: chosen, else its minimum (spec §5: own min_persons to max). */
export function subQuantityOf(
  selection: Selection,
  mantle: Pick<Ticket, "id">,
  subTicket: { id: number; min_persons: number },
): number {
  return selection.subQuantities[mantle.id]?.[subTicket.id] ?? subTicket.min_persons;
}

/** The sub quantities of every mantle, their minimums filled in, for the quantity rules. */
export function effectiveSubSelection(
  selection: Selection,
  tickets: readonly Ticket[],
): Record<number, Record<number, number>> {
  const subs: Record<number, Record<number, number>> = {};
  for (const ticket of tickets) {
    if (!ticket.is_mantle) continue;
    subs[ticket.id] = Object.fromEntries(
      ticket.sub_tickets.map((sub) => [sub.id, subQuantityOf(selection, ticket, sub)]),
    );
  }
  return subs;
}

/** The cart lines of the selected rows: date unless without one, time for time slots. */
export function selectionLines(
  tickets: readonly Ticket[],
  selection: Selection,
  moment: { date?: string | undefined; time?: string | undefined },
): TicketLineRequest[] {
  const lines: TicketLineRequest[] = [];
  for (const ticket of tickets) {
    const quantity = selection.quantities[ticket.id] ?? 0;
    if (quantity <= 0) continue;
    const line: TicketLineRequest = { ticketId: ticket.id, quantity };
    // Flex (free timing) and annual tickets have no date (spec selling-core §1).
    if (isDated(ticket) && moment.date) line.date = moment.date;
    if (isSlotted(ticket) && moment.time) line.time = moment.time;
    if (ticket.ticket_type === "annual") line.annual = true;
    if (ticket.is_mantle) {
      // spec selling-core §5: a mantle ticket carries the quantities of its sub tickets.
      line.subTicketQuantities = Object.fromEntries(
        ticket.sub_tickets.map((sub) => [String(sub.id), subQuantityOf(selection, ticket, sub)]),
      );
    }
    lines.push(line);
  }
  return lines;
}
