// spec selling-core §4 "Cart lifecycle", §7, DESIGN.md §4: adding tickets holds their places
// first and keeps the lines only when every hold was taken; a failure gives back what the add
// took (the "add" event of ./cart-holds.ts). Annual tickets hold nothing: they become lines of
// type Annual. Whether the cart then needs attendee data is read from its lines' tickets.
import type { Ticket } from "@shop/core/contract";
import type { AddTicketsOutcome, TicketLineRequest } from "./add-tickets-types";
import { isTicketItem } from "./ticket-lines";
import { dispatchHolds, type HoldDeps } from "./use-holds";

export interface AddTicketLinesDeps extends HoldDeps {
  /** The tickets of the cart's ticket lines (GET /tickets/{id}), to learn `attendees`. */
  loadTicket: (id: number) => Promise<Ticket>;
}

/** Whether some ticket line of the cart needs attendee data (spec selling-core §5). */
async function cartNeedsPersonalization(deps: AddTicketLinesDeps): Promise<boolean> {
  const ids = new Set(
    deps.store
      .getState()
      .items.filter(isTicketItem)
      .map((item) => item.attributes.id),
  );
  const tickets = await Promise.allSettled([...ids].map((id) => deps.loadTicket(id)));
  return tickets.some((result) => result.status === "fulfilled" && result.value.attendees);
}

export async function addTicketLines(
  deps: AddTicketLinesDeps,
  lines: readonly TicketLineRequest[],
): Promise<AddTicketsOutcome> {
  const outcome = await dispatchHolds(deps, { type: "add", requests: lines });
  if (!outcome.ok) return outcome;
  return { ok: true, needsPersonalization: await cartNeedsPersonalization(deps) };
}
