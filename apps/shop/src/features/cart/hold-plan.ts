// The language of the cart's hold reducer (./cart-holds.ts): the events pages dispatch, the
// calls a plan asks of the server, their answers, and what settling them yields; and the one
// identity of a cart line that every plan finds its line by. One file per kind of line plans
// its events (./ticket-holds.ts, ./event-holds.ts, ./tour-holds.ts, ./merchandise-holds.ts,
// ./product-holds.ts); the reducer picks the plan; one hook runs the calls (./cart-holds.ts).
import type { BookableTicket } from "@shop/core/booking";
import type {
  CartItem,
  EventSeatChoice,
  MerchandiseReservationRequest,
  Reservation,
  ReservationRef,
  ReservationRequest,
  TourItemAttributes,
  TourReservationRequest,
} from "@shop/core/contract";
import type { HoldError, Refusal } from "../../lib/refusal-text";
import type { AddTicketsOutcome, TicketLineRequest } from "./add-tickets-types";

/** What a line of a ticket may hold (spec selling-core §5), by ticket id. */
export type LineBounds = Readonly<
  Record<number, Pick<BookableTicket, "min_persons" | "max_persons">>
>;

/** The kind of product line that holds nothing: a quantity of a thing (spec selling-core §3). */
export type ProductType = "Coupon";

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
  | { type: "expire"; at: number }
  /**
   * spec surrounding-areas §4: a seat chosen (held at once, then on the date's line) or chosen
   * again (given back, then off the line).
   */
  | { type: "seat"; eventId: number; dateId: number; seat: EventSeatChoice; chosen: boolean }
  /** A chosen seat bought at another scale price: the same seat, no new hold. */
  | { type: "seatPrice"; dateId: number; seatId: number; priceId: number }
  /** Seats the visitor holds already (another tab, a restored cart) that the line lacks. */
  | { type: "seatsHeld"; dateId: number; seats: readonly HeldSeat[] }
  /** spec surrounding-areas §5: places of a general-admission date, held by one blocking. */
  | {
      type: "places";
      eventId: number;
      dateId: number;
      quantities: Readonly<Record<string, number>>;
    }
  /**
   * spec surrounding-areas §4 "Tour booking": a tour booking held as one line (./tour-holds.ts);
   * a booking of a start the cart has replaces that line's.
   */
  | { type: "tour"; booking: TourItemAttributes }
  /**
   * Issue 31: pieces of an article, held from its stock (./merchandise-holds.ts); the article's
   * line grows, its hold changed in place.
   */
  | { type: "merchandise"; id: number; quantity: number }
  /** Products added (coupons): a line of the same product grows. */
  | { type: "products"; lines: readonly { type: ProductType; id: number; quantity: number }[] }
  /**
   * Issue 34, Deliver 3: a waiting list's offer taken into the cart: its holds, claimed already
   * (features/waiting-list), kept as the line `line`, a time slot's ticket line or an event
   * date's (./ticket-holds.ts planOffer).
   */
  | { type: "offer"; line: TicketCartItem | Extract<CartItem, { type: "Event" }> };

export interface HeldSeat {
  seat: EventSeatChoice;
  hold: ReservationRef;
}

export type HoldCall =
  | { kind: "create"; body: ReservationRequest }
  | { kind: "change"; token: string; body: ReservationRequest }
  | { kind: "release"; token: string }
  | { kind: "extend"; tokens: string[] }
  /** POST …/blockings: a seat, or places of a general-admission date. */
  | {
      kind: "block";
      eventId: number;
      dateId: number;
      body: { seat_id: number } | { quantity: number };
    }
  /** POST /tours/{id}/reservations: a tour booking's participants and equipment. */
  | { kind: "tourHold"; tourId: number; body: TourReservationRequest }
  /** POST /merchandises/{id}/reservations: pieces of an article. */
  | { kind: "merchandiseHold"; merchandiseId: number; body: MerchandiseReservationRequest }
  /** PUT /merchandises/{id}/reservations/{token}: the pieces an article's hold holds. */
  | {
      kind: "merchandiseChange";
      merchandiseId: number;
      token: string;
      body: MerchandiseReservationRequest;
    }
  /** DELETE …/blockings/{seat_id}, proven by the seat's token. */
  | { kind: "unblock"; eventId: number; dateId: number; seatId: number; token?: string };

/** A hold as a line keeps it: a ticket's Reservation or an event's blocking. */
export type AnsweredHold = Pick<Reservation, "token" | "valid_until">;

/** The answer of a call: the holds it answered (none for a release), or its error. */
export type HoldAnswer =
  | { ok: true; holds: readonly AnsweredHold[] }
  | { ok: false; error: unknown };

export type LineProblem =
  | { kind: "quantity"; error: HoldError; available?: number; refusal?: Refusal; quantity: number }
  // a refusal (rate_limit, hold_not_extendable) has its own text; else "could not be extended"
  | { kind: "refresh"; refusal?: Refusal };

type AddFailure = Extract<AddTicketsOutcome, { ok: false }>;

/** A blocking's outcome: done (with the hold made, if any), or the server's refusal. */
export type BlockOutcome = { ok: true; hold?: AnsweredHold } | { ok: false; error: unknown };

export interface Outcomes {
  add: Omit<Extract<AddTicketsOutcome, { ok: true }>, "needsPersonalization"> | AddFailure;
  change: { problem?: LineProblem };
  refresh: { live: boolean; problem?: LineProblem };
  renew: Record<string, never>;
  release: Record<string, never>;
  expire: { dropped: CartItem[] };
  seat: BlockOutcome;
  seatPrice: Record<string, never>;
  seatsHeld: Record<string, never>;
  places: BlockOutcome;
  tour: BlockOutcome;
  merchandise: BlockOutcome;
  products: Record<string, never>;
  /** `inCart`: the cart has that line already (it stays as it is). */
  offer: { ok: boolean };
}

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

export const holdOf = (answer: HoldAnswer | undefined): AnsweredHold | undefined =>
  answer?.ok ? answer.holds[0] : undefined;

export const errorOf = (answer: HoldAnswer | undefined): unknown =>
  answer && !answer.ok ? answer.error : undefined;

export const refOf = (hold: AnsweredHold): ReservationRef[] => [
  { token: hold.token, valid_until: hold.valid_until },
];

/** A plan that asks nothing and changes nothing. */
export const unchanged = <O>(outcome: O): Plan<O> => ({
  calls: [],
  allOrNone: false,
  settle: (items) => ({ items: [...items], undo: [], outcome }),
});

/** A plan that asks nothing: the lines `next` makes of the current ones. */
export const local = <O>(
  next: (items: readonly CartItem[]) => CartItem[],
  outcome: O,
): Plan<O> => ({
  calls: [],
  allOrNone: false,
  settle: (items) => ({ items: next(items), undo: [], outcome }),
});

// spec selling-core §3 "Cart item": the one identity of a cart line — its kind and what it is
// for (a ticket line: ticket, day, time and sub tickets; an event line: its date; a tour line:
// tour, day and start; a product line: its product) — never its place among the lines, which
// an expired or removed line before it shifts. The cart keeps one line per identity: the hold
// events grow a line rather than add a second one beside it.

export type TicketCartItem = Extract<CartItem, { type: "Ticket" }>;

export function isTicketItem(item: CartItem): item is TicketCartItem {
  return item.type === "Ticket";
}

/** Sub-ticket quantities without the zero entries, so {7: 0} and {} read the same. */
export function chosenSubTickets(
  quantities: Record<string, number> | undefined,
): Record<string, number> {
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

export type LineId =
  | { kind: "ticket"; ticketId: number; line: string }
  | { kind: "event"; dateId: number }
  | { kind: "tour"; tourId: number; date: string; startTime: string }
  | { kind: "annual" | "coupon" | "merchandise"; productId: number };

export function lineIdOf(item: CartItem): LineId {
  if (isTicketItem(item)) {
    return { kind: "ticket", ticketId: item.attributes.id, line: lineKey(item.attributes) };
  }
  switch (item.type) {
    case "Event":
      return { kind: "event", dateId: item.attributes.id };
    case "Tour": {
      const { id, date, start_time } = item.attributes;
      return { kind: "tour", tourId: id, date, startTime: start_time };
    }
    case "Annual":
      return { kind: "annual", productId: item.attributes.id };
    case "Coupon":
      return { kind: "coupon", productId: item.attributes.id };
    case "Merchandise":
      return { kind: "merchandise", productId: item.attributes.id };
  }
}

/** The identity as a string (React keys, stored snapshots, the events' `key`). */
export function keyOf(id: LineId): string {
  switch (id.kind) {
    case "ticket":
      return `Ticket|${id.line}`;
    case "event":
      return `Event|${id.dateId}`;
    case "tour":
      return `Tour|${id.tourId}|${id.date}|${id.startTime}`;
    case "annual":
      return `Annual|${id.productId}`;
    case "coupon":
      return `Coupon|${id.productId}`;
    case "merchandise":
      return `Merchandise|${id.productId}`;
  }
}

/** The key of a line: `keyOf(lineIdOf(item))`. */
export function itemKey(item: CartItem): string {
  return keyOf(lineIdOf(item));
}

/** The line of `key`, if the cart has it. */
export function lineOf(items: readonly CartItem[], key: string): CartItem | undefined {
  return items.find((item) => itemKey(item) === key);
}

/** The lines with the line of `key` replaced by `next` (dropped when `next` is undefined). */
export function replaced(
  items: readonly CartItem[],
  key: string,
  next: CartItem | undefined,
): CartItem[] {
  return items.flatMap((item) => (itemKey(item) !== key ? [item] : next ? [next] : []));
}

/** The lines with `next` in place of the line of its identity, or added after them. */
export function withLine(items: readonly CartItem[], next: CartItem): CartItem[] {
  const key = itemKey(next);
  return lineOf(items, key) ? replaced(items, key, next) : [...items, next];
}
