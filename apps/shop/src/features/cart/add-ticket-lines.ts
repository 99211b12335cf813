// spec selling-core §4 "Cart lifecycle", §7, DESIGN.md §4: adding tickets holds their places
// first, line by line, and keeps the lines only when every hold was taken. A failure gives
// back what this call took (new holds released, grown holds set back), so the cart and the
// server stay as they were. Annual tickets hold nothing: they become lines of type Annual.
import type { CartItem, Reservation, Ticket } from "@shop/core/contract";
import type { AddTicketsOutcome, TicketLineRequest } from "./add-tickets-types";
import { changeHold, createHold, releaseHold } from "./api";
import type { CartStore } from "./cart-store";
import { holdErrorOf } from "./hold-error";
import {
  grownAttributes,
  isTicketItem,
  lineKey,
  mergeRequests,
  requestKey,
  reservationBody,
  type TicketCartItem,
} from "./ticket-lines";

export interface AddTicketLinesDeps {
  store: CartStore;
  locale: string;
  now: () => Date;
  /** The tickets of the cart's ticket lines (GET /tickets/{id}), to learn `attendees`. */
  loadTicket: (id: number) => Promise<Ticket>;
}

/** One hold taken by this call, and how to undo it. */
interface Taken {
  request: TicketLineRequest;
  attributes: TicketCartItem["attributes"];
  hold: Reservation;
  /** The line it grew (index and the line as it was), or undefined for a new line. */
  before: { index: number; item: TicketCartItem } | undefined;
}

async function undo(taken: readonly Taken[], locale: string): Promise<void> {
  // Best effort: a hold that cannot be given back expires at valid_until anyway (DESIGN §4).
  await Promise.allSettled(
    taken.map(({ hold, before }) =>
      before === undefined
        ? releaseHold(locale, hold.token)
        : changeHold(locale, hold.token, reservationBody(before.item.attributes)),
    ),
  );
}

function findLine(items: readonly unknown[], key: string) {
  const index = (items as TicketCartItem[]).findIndex(
    (item) => isTicketItem(item) && lineKey(item.attributes) === key,
  );
  return index < 0 ? undefined : { index, item: items[index] as TicketCartItem };
}

async function holdLine(
  request: TicketLineRequest,
  before: Taken["before"],
  locale: string,
): Promise<Taken> {
  const attributes = grownAttributes(request, before?.item.attributes);
  const body = reservationBody(attributes);
  const token = before?.item.reservations[0]?.token;
  if (token === undefined)
    return { request, attributes, hold: await createHold(locale, body), before };
  return { request, attributes, hold: await changeHold(locale, token, body), before };
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

/** The contract's one variant of product lines (Merchandise, Coupon, Annual). */
type ProductCartItem = Extract<CartItem, { type: "Merchandise" | "Coupon" | "Annual" }>;

/**
 * spec selling-core §3 cart item type Annual: id and quantity, no day and no reservations; the
 * same annual ticket again grows its line.
 */
function addAnnualLine(store: CartStore, request: TicketLineRequest, now: Date): void {
  const items = store.getState().items;
  const index = items.findIndex(
    (item) => item.type === "Annual" && item.attributes.id === request.ticketId,
  );
  const before = items[index] as ProductCartItem | undefined;
  if (before === undefined) {
    store.addItem(
      { type: "Annual", attributes: { id: request.ticketId, quantity: request.quantity } },
      now,
    );
    return;
  }
  const quantity = before.attributes.quantity + request.quantity;
  store.updateItem(index, { ...before, attributes: { ...before.attributes, quantity } }, now);
}

export async function addTicketLines(
  deps: AddTicketLinesDeps,
  lines: readonly TicketLineRequest[],
): Promise<AddTicketsOutcome> {
  const { store, locale } = deps;
  const requests = mergeRequests(lines).filter((line) => line.quantity > 0);
  const annual = requests.filter((line) => line.annual);
  const taken: Taken[] = [];
  for (const request of requests.filter((line) => !line.annual)) {
    const before = findLine(store.getState().items, requestKey(request));
    try {
      taken.push(await holdLine(request, before, locale));
    } catch (error) {
      await undo(taken, locale);
      return { ok: false, ticketId: request.ticketId, ...holdErrorOf(error) };
    }
  }
  if (taken.length === 0 && annual.length === 0) return { ok: false, error: "invalid" };

  const now = deps.now();
  for (const { attributes, hold, before } of taken) {
    const item = {
      type: "Ticket" as const,
      attributes,
      reservations: [{ token: hold.token, valid_until: hold.valid_until }],
    };
    // The index is looked up again: a line is found by what it is, not where it was.
    const current = before && findLine(store.getState().items, lineKey(before.item.attributes));
    if (current) store.updateItem(current.index, item, now);
    else store.addItem(item, now);
  }
  for (const request of annual) addAnnualLine(store, request, now);
  return { ok: true, needsPersonalization: await cartNeedsPersonalization(deps) };
}
