// spec selling-core §1, §5: what makes a ticket line valid — whether it is bought for a day,
// the day and start time it names, its quantity and its sub tickets — and how many places one
// unit takes. Pure: the caller hands in the ticket and `now`. Server (holds, cart pricing,
// catalogue) and shop (selection) use these, so the rules are written once.
import { isValidCartDate } from "../dates";
import { accepted, type BookingResult, refused } from "./result";

/** The fields of a ticket these rules read (of the contract's Ticket and the server's rows). */
export interface BookableTicket {
  ticket_type: "normal" | "time_slot" | "annual";
  free_timing: boolean;
  min_persons: number;
  max_persons: number;
  is_mantle: boolean;
  sub_tickets: readonly { id: number; min_persons: number; max_persons: number }[];
}

/** spec selling-core §1: flex (free timing) and annual tickets are not bought for a day. */
export function isDated(ticket: Pick<BookableTicket, "ticket_type" | "free_timing">): boolean {
  return !ticket.free_timing && ticket.ticket_type !== "annual";
}

/** A dated time-slot ticket: its line names a start time. */
export function isSlotted(ticket: Pick<BookableTicket, "ticket_type" | "free_timing">): boolean {
  return isDated(ticket) && ticket.ticket_type === "time_slot";
}

/**
 * The day a line names, checked against the ticket: a dated ticket needs one, today or later in
 * Berlin (spec selling-core §5); others name none. Which days the ticket is valid and open on
 * is the server's to check further.
 */
export function checkDay(
  ticket: Pick<BookableTicket, "ticket_type" | "free_timing">,
  date: string | undefined,
  now: Date,
): BookingResult<string | null> {
  const dated = isDated(ticket);
  if (!dated && date !== undefined) return refused("date", "This ticket is not bought for a date");
  if (dated && date === undefined) return refused("date", "Required for this ticket");
  if (date !== undefined && !isValidCartDate(date, now)) {
    return refused("date", "Must be today or later");
  }
  return accepted(date ?? null);
}

/** The start time a line names: a dated time-slot ticket needs one, other tickets name none. */
export function checkTime(
  ticket: Pick<BookableTicket, "ticket_type" | "free_timing">,
  time: string | undefined,
): BookingResult<string | null> {
  const slotted = isSlotted(ticket);
  if (slotted && time === undefined) return refused("time", "Required for a time-slot ticket");
  if (!slotted && time !== undefined) return refused("time", "This ticket has no start times");
  return accepted(time ?? null);
}

/** checkDay, then checkTime: the day and start time of a line. */
export function checkVisit(
  ticket: Pick<BookableTicket, "ticket_type" | "free_timing">,
  visit: { date?: string | undefined; time?: string | undefined },
  now: Date,
): BookingResult<{ date: string | null; time: string | null }> {
  const day = checkDay(ticket, visit.date, now);
  if (!day.ok) return day;
  const time = checkTime(ticket, visit.time);
  if (!time.ok) return time;
  return accepted({ date: day.value, time: time.value });
}

/** spec selling-core §5: a line's quantity lies between min_persons (at least 1) and max_persons. */
export function quantityBounds(ticket: Pick<BookableTicket, "min_persons" | "max_persons">): {
  min: number;
  max: number;
} {
  return { min: Math.max(ticket.min_persons, 1), max: ticket.max_persons };
}

export function checkQuantity(
  ticket: Pick<BookableTicket, "min_persons" | "max_persons">,
  quantity: number,
): BookingResult<number> {
  const { min, max } = quantityBounds(ticket);
  return quantity < min || quantity > max
    ? refused("quantity", `Must be between ${min} and ${max}`)
    : accepted(quantity);
}

/**
 * spec selling-core §5: a mantle ticket's unit takes as many places as its sub tickets'
 * quantities, each between its own min_persons and max_persons, at least one in all; other
 * tickets take one place per unit and name no sub tickets.
 */
export function placesPerUnit(
  ticket: Pick<BookableTicket, "is_mantle" | "sub_tickets">,
  given: Readonly<Record<string, number>> = {},
): BookingResult<number> {
  if (!ticket.is_mantle) {
    return Object.keys(given).length > 0
      ? refused("sub_ticket_quantities", "This ticket has no sub tickets")
      : accepted(1);
  }
  const known = new Set(ticket.sub_tickets.map((sub) => String(sub.id)));
  const unknown = Object.keys(given).find((id) => !known.has(id));
  if (unknown !== undefined) {
    return refused(`sub_ticket_quantities.${unknown}`, "Not a sub ticket of this ticket");
  }
  let sum = 0;
  for (const sub of ticket.sub_tickets) {
    const quantity = given[String(sub.id)] ?? 0;
    if (quantity < sub.min_persons || quantity > sub.max_persons) {
      return refused(
        `sub_ticket_quantities.${sub.id}`,
        `Must be between ${sub.min_persons} and ${sub.max_persons}`,
      );
    }
    sum += quantity;
  }
  return sum === 0
    ? refused("sub_ticket_quantities", "Choose at least one sub ticket")
    : accepted(sum);
}
