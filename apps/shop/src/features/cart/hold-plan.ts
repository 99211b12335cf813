// The language of the cart's hold reducer (./cart-holds.ts): the events pages dispatch, the
// calls a plan asks of the server, their answers, and what settling them yields. One file per
// kind of line plans its events (./ticket-holds.ts, ./event-holds.ts, ./product-holds.ts);
// the reducer picks the plan; one hook runs the calls (./use-holds.ts).
import type { BookableTicket } from "@shop/core/booking";
import type {
  CartItem,
  EventSeatChoice,
  Reservation,
  ReservationRef,
  ReservationRequest,
} from "@shop/core/contract";
import type { Refusal } from "../../lib/refusal-text";
import type { AddTicketsOutcome, TicketLineRequest } from "./add-tickets-types";
import type { HoldError } from "./hold-error";

/** What a line of a ticket may hold (spec selling-core §5), by ticket id. */
export type LineBounds = Readonly<
  Record<number, Pick<BookableTicket, "min_persons" | "max_persons">>
>;

/** The kinds of product line that hold nothing: a quantity of a thing (spec selling-core §3). */
export type ProductType = "Coupon" | "Merchandise";

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
  /** Products added (coupons, merchandise): a line of the same product grows. */
  | { type: "products"; lines: readonly { type: ProductType; id: number; quantity: number }[] };

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
  products: Record<string, never>;
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
