// The contract between the ticket-selection pages (which decide what to add) and the cart
// (which holds the places on the server and keeps the lines): spec selling-core §3, §4.
import type { HoldError, Refusal } from "../../lib/refusal-text";

/** One ticket line the visitor chose: ticket, day, start time and quantities. */
export interface TicketLineRequest {
  ticketId: number;
  /** "YYYY-MM-DD" (Berlin); absent for free-timing (flex) tickets. */
  date?: string;
  /** "HH:MM", for time-slot tickets. */
  time?: string;
  quantity: number;
  /** spec selling-core §5: a mantle ticket's sub-ticket quantities, by sub-ticket id. */
  subTicketQuantities?: Record<string, number>;
  /**
   * spec selling-core §1, §3: an annual ticket, kept as a cart line of type Annual (id and
   * quantity: no day, no hold — the server sells it without reservations).
   */
  annual?: boolean;
}

/** A line filled to its ticket's maximum short of what was asked (spec selling-core §5). */
export interface CappedLine {
  ticketId: number;
  /** The ticket's max_persons: the line holds this many now. */
  max: number;
}

/** What adding lines to the cart came to. Nothing is added unless every line was held. */
export type AddTicketsOutcome =
  | {
      ok: true;
      /** Some line in the cart needs attendee data: the flow goes to personalization. */
      needsPersonalization: boolean;
      /** Lines that hold their maximum rather than all that was asked: the visitor is told. */
      capped?: readonly CappedLine[];
    }
  | {
      ok: false;
      /**
       * sold_out: not enough places left (`available` says how many); refused: a refusal with
       * a text of its own (`refusal`: rate_limit, hold_limit); the others as named.
       */
      error: HoldError;
      ticketId?: number;
      available?: number;
      refusal?: Refusal;
    };
