// spec selling-core §4, §5: whether a ticket selection may go on, VIP single selection mode,
// and the keys of the ticket selection errors.
import type { QuantityTicket } from "./quantity";

/** Ticket id → selected quantity on the ticket selection page. */
export type TicketSelection = Readonly<Record<number, number>>;

/** Keys of the ticket selection errors (spec selling-core §4, §8); wording lives in the shop. */
export const SELECTION_ERRORS = {
  noSelection: "noSelection",
  empty: "empty",
  noneAvailable: "noneAvailable",
  /** A time slot holds fewer places than the minimum selectable capacity. */
  available: "available",
} as const;

export type SelectionError = (typeof SELECTION_ERRORS)[keyof typeof SELECTION_ERRORS];

/** Where a selection error is shown: the page's alert or beside one time slot. */
export type SelectionErrorScope = "page" | "slot";

export type SelectionValidation =
  | { ok: true }
  | { ok: false; error: typeof SELECTION_ERRORS.noSelection };

/** Checks that at least one ticket that is not a sub ticket has a quantity above 0. */
export function validateSelection(
  selection: TicketSelection,
  tickets: ReadonlyArray<Pick<QuantityTicket, "id" | "is_mantle" | "sub_tickets">>,
): SelectionValidation {
  // spec selling-core §5: sub-ticket quantities alone do not make a selection, since a sub
  // ticket is only bought inside its mantle.
  const subTicketIds = new Set<number>();
  for (const ticket of tickets) {
    if (!ticket.is_mantle) continue;
    for (const subTicket of ticket.sub_tickets ?? []) subTicketIds.add(subTicket.id);
  }
  const selected = tickets.some(
    (ticket) => !subTicketIds.has(ticket.id) && (selection[ticket.id] ?? 0) > 0,
  );
  return selected ? { ok: true } : { ok: false, error: SELECTION_ERRORS.noSelection };
}

/** Sets a quantity on one row and zeroes every other row (spec selling-core §4, VIP mode). */
export function applySingleSelection(
  selection: TicketSelection,
  ticketId: number,
  quantity: number,
): Record<number, number> {
  const next: Record<number, number> = {};
  for (const key of Object.keys(selection)) next[Number(key)] = 0;
  next[ticketId] = quantity;
  return next;
}

/** Tells whether at most one row holds a quantity (spec selling-core §4, VIP mode). */
export function isSingleSelectionValid(selection: TicketSelection): boolean {
  return Object.values(selection).filter((quantity) => quantity > 0).length <= 1;
}

/** Tells where a selection error shows, and so where focus goes (spec selling-core §5, §8). */
export function selectionErrorScope(error: SelectionError): SelectionErrorScope {
  switch (error) {
    // spec selling-core §8: selection errors show an alert and focus it.
    case SELECTION_ERRORS.noSelection:
    case SELECTION_ERRORS.empty:
    case SELECTION_ERRORS.noneAvailable:
      return "page";
    // spec selling-core §5: the slot is disabled with a message naming the available count.
    case SELECTION_ERRORS.available:
      return "slot";
    default:
      return error satisfies never;
  }
}
