// Which pools a hold takes places from, after checking the request against its ticket.
// Pure: the service hands in the ticket and `now`.
import { isValidCartDate } from "@shop/core";
import type { ReservationRequest } from "@shop/core/contract";
import { ApiError, fieldError } from "../../http/errors";
import type { HoldLine } from "../capacity/ledger";
import { DAY_START, quotaPool } from "../capacity/pool";
import type { HoldableTicket } from "../tickets/service";
import { isEntryOpen, openStartTimes, slotStartTimes } from "../tickets/start-times";

export interface HoldPlan {
  ticketId: number;
  quantity: number;
  day: string | null;
  startTime: string | null;
  subTicketQuantities: Record<string, number>;
  /** One line per quota of the ticket: its pool on the day (and start time). */
  lines: HoldLine[];
  /**
   * The places the hold takes from each of its pools, which count against the client's
   * cap (DESIGN §4); 0 for a ticket without a day, which draws on no pool.
   */
  places: number;
}

const invalid = (field: string, message: string) => fieldError("validation", field, message);

/** Tickets without a visit day (flex, annual) draw on no day's quota. */
function isDated(ticket: HoldableTicket): boolean {
  return !ticket.free_timing && ticket.ticket_type !== "annual";
}

function checkDay(ticket: HoldableTicket, request: ReservationRequest, now: Date): string | null {
  if (!isDated(ticket)) {
    if (request.date !== undefined) throw invalid("date", "This ticket is not bought for a date");
    return null;
  }
  if (request.date === undefined) throw invalid("date", "Required for this ticket");
  // spec selling-core §5: a cart date is valid only if it is today or later (Berlin).
  if (!isValidCartDate(request.date, now)) throw invalid("date", "Must be today or later");
  if (
    (ticket.valid_from !== null && request.date < ticket.valid_from) ||
    (ticket.valid_to !== null && request.date > ticket.valid_to)
  ) {
    throw invalid("date", "The ticket is not valid on this date");
  }
  // spec selling-core §9: the entry is hidden once its last entry is past.
  if (!isEntryOpen(ticket, request.date, now)) {
    throw invalid("date", "The last entry of this day has passed");
  }
  return request.date;
}

function checkTime(
  ticket: HoldableTicket,
  request: ReservationRequest,
  day: string | null,
  now: Date,
): string | null {
  if (ticket.ticket_type !== "time_slot" || !isDated(ticket)) {
    if (request.time !== undefined) throw invalid("time", "This ticket has no start times");
    return null;
  }
  if (request.time === undefined) throw invalid("time", "Required for a time-slot ticket");
  if (!slotStartTimes(ticket).includes(request.time)) {
    throw invalid("time", "Not a start time of this ticket");
  }
  // The same rule that lists the start times the shop offers (@shop/core start-times).
  if (day !== null && !openStartTimes(ticket, day, now).includes(request.time)) {
    throw invalid("time", "This time slot is over");
  }
  return request.time;
}

/** spec selling-core §5: a mantle unit takes as many places as its sub tickets' quantities. */
function placesPerUnit(ticket: HoldableTicket, request: ReservationRequest): number {
  const given = request.sub_ticket_quantities ?? {};
  if (!ticket.is_mantle) {
    if (Object.keys(given).length > 0) {
      throw invalid("sub_ticket_quantities", "This ticket has no sub tickets");
    }
    return 1;
  }
  const known = new Set(ticket.sub_tickets.map((sub) => String(sub.id)));
  for (const id of Object.keys(given)) {
    if (!known.has(id))
      throw invalid(`sub_ticket_quantities.${id}`, "Not a sub ticket of this ticket");
  }
  let sum = 0;
  for (const sub of ticket.sub_tickets) {
    const quantity = given[String(sub.id)] ?? 0;
    if (quantity < sub.min_persons || quantity > sub.max_persons) {
      throw invalid(
        `sub_ticket_quantities.${sub.id}`,
        `Must be between ${sub.min_persons} and ${sub.max_persons}`,
      );
    }
    sum += quantity;
  }
  if (sum === 0) throw invalid("sub_ticket_quantities", "Choose at least one sub ticket");
  return sum;
}

export function planHold(
  ticket: HoldableTicket | undefined,
  request: ReservationRequest,
  now: Date,
): HoldPlan {
  if (!ticket) throw new ApiError("not_found", "No such ticket", { ticket_id: ["No such ticket"] });
  if (!ticket.bookable) throw invalid("ticket_id", "This ticket cannot be booked");
  if (ticket.booked_out) throw fieldError("sold_out", "ticket_id", "This ticket is booked out");
  const min = Math.max(ticket.min_persons, 1);
  if (request.quantity < min || request.quantity > ticket.max_persons) {
    throw invalid("quantity", `Must be between ${min} and ${ticket.max_persons}`);
  }
  const day = checkDay(ticket, request, now);
  const startTime = checkTime(ticket, request, day, now);
  const places = request.quantity * placesPerUnit(ticket, request);
  const lines =
    day === null
      ? []
      : ticket.quotas.map((quota) => {
          if (quota.kind === "slot" && startTime === null) {
            // The catalogue loader refuses this; reaching it is a bug, not bad input.
            throw new Error(
              `ticket ${ticket.id} draws on slot quota ${quota.id} without start times`,
            );
          }
          const slot = quota.kind === "slot" ? (startTime as string) : DAY_START;
          return { pool: quotaPool(quota.id, day, slot), places };
        });
  return {
    ticketId: ticket.id,
    quantity: request.quantity,
    day,
    startTime,
    subTicketQuantities: request.sub_ticket_quantities ?? {},
    lines,
    places: lines.length > 0 ? places : 0,
  };
}
