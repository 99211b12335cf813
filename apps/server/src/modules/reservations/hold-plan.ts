// Which pools a hold takes places from, after checking the request against its ticket, and
// the refusals a hold may meet when it takes them. Pure: the service hands in the ticket and
// `now`.

import { isHouseEntryOpen, lastEntryOfDay } from "@shop/core";
import {
  checkDay as checkLineDay,
  checkTime as checkLineTime,
  checkQuantity,
  placesPerUnit,
} from "@shop/core/booking";
import type { ReservationRequest } from "@shop/core/contract";
import { ApiError, fieldError, must } from "../../http/errors";
import type { HoldLine, Shortage } from "../capacity/ledger";
import { DAY_START, quotaPool } from "../capacity/pool";
import type { HoldableTicket } from "../tickets/service";
import { openStartTimes, slotStartTimes } from "../tickets/service";

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

function checkDay(ticket: HoldableTicket, request: ReservationRequest, now: Date): string | null {
  const day = must(checkLineDay(ticket, request.date, now));
  if (day === null) return null;
  if (
    (ticket.valid_from !== null && day < ticket.valid_from) ||
    (ticket.valid_to !== null && day > ticket.valid_to)
  ) {
    throw invalid("date", "The ticket is not valid on this date");
  }
  // spec selling-core §9: the entry is hidden once its last entry is past; a day is sold until
  // its houses' last entry where the ticket has none, and not at all while they are closed.
  if (!isHouseEntryOpen(ticket, ticket.houses, day, now)) {
    throw invalid(
      "date",
      lastEntryOfDay(ticket, ticket.houses, day) === "closed"
        ? "The museum is closed on this day"
        : "The last entry of this day has passed",
    );
  }
  return day;
}

function checkTime(
  ticket: HoldableTicket,
  request: ReservationRequest,
  day: string | null,
  now: Date,
): string | null {
  const time = must(checkLineTime(ticket, request.time));
  if (time === null) return null;
  if (!slotStartTimes(ticket).includes(time)) {
    throw invalid("time", "Not a start time of this ticket");
  }
  // The same rule that lists the start times the shop offers (@shop/core start-times).
  if (day !== null && !openStartTimes(ticket, day, now).includes(time)) {
    throw invalid("time", "This time slot is over");
  }
  return time;
}

export function planHold(
  ticket: HoldableTicket | undefined,
  request: ReservationRequest,
  now: Date,
): HoldPlan {
  if (!ticket) throw new ApiError("not_found", "No such ticket", { ticket_id: ["No such ticket"] });
  if (!ticket.bookable) throw invalid("ticket_id", "This ticket cannot be booked");
  if (ticket.booked_out) throw fieldError("sold_out", "ticket_id", "This ticket is booked out");
  must(checkQuantity(ticket, request.quantity));
  const day = checkDay(ticket, request, now);
  const startTime = checkTime(ticket, request, day, now);
  const places = request.quantity * must(placesPerUnit(ticket, request.sub_ticket_quantities));
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

/** Not enough places: says how many are left (the fewest of any pool the hold needs), on `field`. */
export function soldOut(available: number, field = "quantity"): ApiError {
  const error = fieldError("sold_out", field, "Not enough places left");
  error.available = available;
  return error;
}

export const fewestLeft = (shortages: readonly Shortage[]) =>
  Math.min(...shortages.map((shortage) => shortage.free));
// DESIGN §4: one client cannot block a day's places.
export const overClientCap = () =>
  fieldError(
    "hold_limit",
    "quantity",
    "You already hold as many places as one visitor may hold at once",
  );
// DESIGN §4: nor can many clients behind one address (migration 0517).
export const overAddressCap = () =>
  fieldError(
    "hold_limit",
    "quantity",
    "The visitors of your network hold as many places at once as one network may",
  );
