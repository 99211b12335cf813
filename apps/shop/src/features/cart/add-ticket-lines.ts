// spec selling-core §4 "Cart lifecycle", §7, DESIGN.md §4: adding tickets holds their places
// first and keeps the lines only when every hold was taken; a failure gives back what the add
// took (the "add" event of ./cart-holds.ts). Annual tickets hold nothing: they become lines of
// type Annual. Whether the cart then needs attendee data is read from its lines' tickets.
import type { Ticket } from "@shop/core/contract";
import type { AddTicketsOutcome, TicketLineRequest } from "./add-tickets-types";
import type { LineBounds } from "./cart-holds";
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

/**
 * What each asked ticket's line may hold (spec selling-core §5), for the reducer to fill lines
 * up to it. A ticket that cannot be loaded has no bound here; the server still refuses a line
 * past its maximum.
 */
async function boundsOf(
  deps: AddTicketLinesDeps,
  lines: readonly TicketLineRequest[],
): Promise<LineBounds> {
  const ids = [...new Set(lines.map((line) => line.ticketId))];
  const loaded = await Promise.allSettled(ids.map((id) => deps.loadTicket(id)));
  const bounds: Record<number, { min_persons: number; max_persons: number }> = {};
  for (const result of loaded) {
    if (result.status !== "fulfilled") continue;
    const { id, min_persons, max_persons } = result.value;
    bounds[id] = { min_persons, max_persons };
  }
  return bounds;
}

export async function addTicketLines(
  deps: AddTicketLinesDeps,
  lines: readonly TicketLineRequest[],
): Promise<AddTicketsOutcome> {
  const bounds = await boundsOf(deps, lines);
  const outcome = await dispatchHolds(deps, { type: "add", requests: lines, bounds });
  if (!outcome.ok) return outcome;
  const needsPersonalization = await cartNeedsPersonalization(deps);
  return outcome.capped
    ? { ok: true, needsPersonalization, capped: outcome.capped }
    : { ok: true, needsPersonalization };
}
