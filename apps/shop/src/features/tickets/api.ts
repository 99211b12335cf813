// spec selling-core §7: the ticket calls of the selection flow. Answer types only: the contract
// schemas stay out of the shop's bundle.
import type {
  StartTimes,
  TicketCalendar,
  TicketCapacity,
  TicketGroupList,
  TicketList,
} from "@shop/core/contract";
import { api } from "../../lib/api";

// spec selling-core §9: list page size 1000.
export const TICKETS_PAGE_SIZE = 1000;

export interface TicketsFilter {
  /** Today in Berlin: the tickets valid today (spec selling-core §2 shop.tickets). */
  today: string;
  museumId?: number | undefined;
  exhibitionId?: number | undefined;
  /** VIP mode (surrounding-areas §2, §6): the tickets of this price target audience too. */
  audienceId?: number | undefined;
}

/** GET /tickets: bookable, valid today, current or future validities, 1000 per page. */
export function fetchTickets(locale: string, filter: TicketsFilter): Promise<TicketList> {
  return api.listTickets({
    locale,
    query: {
      valid_at: filter.today,
      by_bookable: true,
      with_current_or_future_validities: true,
      per_page: TICKETS_PAGE_SIZE,
      "by_museum_ids[]": filter.museumId,
      "by_exhibition_ids[]": filter.exhibitionId,
      by_price_target_audience_id: filter.audienceId,
    },
  });
}

/** GET /tickets/groups. */
export function fetchTicketGroups(locale: string): Promise<TicketGroupList> {
  return api.listTicketGroups({ locale });
}

/**
 * GET /tickets/calendar over [startAt, endAt] for the given tickets only (`by_ticket_ids[]`):
 * the days' `available` then counts the places of the chosen group, not of every ticket.
 */
export function fetchTicketCalendar(
  locale: string,
  range: { startAt: string; endAt: string; ticketIds: readonly number[] },
): Promise<TicketCalendar> {
  return api.getCalendar({
    locale,
    query: {
      start_at: range.startAt,
      end_at: range.endAt,
      by_bookable: true,
      "by_ticket_ids[]": range.ticketIds,
    },
  });
}

/** GET /tickets/{id}/capacity?date: the ticket's record, its quotas' records and slots. */
export function fetchTicketCapacity(
  locale: string,
  ticketId: number,
  date: string,
): Promise<TicketCapacity> {
  return api.getTicketCapacity({ locale, params: { id: ticketId }, query: { date } });
}

/** GET /tickets/{id}/start_times?date. */
export function fetchStartTimes(
  locale: string,
  ticketId: number,
  date: string,
): Promise<StartTimes> {
  return api.getStartTimes({ locale, params: { id: ticketId }, query: { date } });
}
