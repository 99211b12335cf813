// spec selling-core §7: GET /tickets (every filter), /tickets/{id}, /tickets/content,
// /tickets/groups. Texts in the asked locale, German when missing; places left counted live
// for the day asked (valid_at, else today).
import { berlinDate, type Locale } from "@shop/core";
import {
  DEFAULT_TICKET_GROUPS,
  type Ticket,
  type TicketContent,
  type TicketContentList,
  type TicketGroup,
  type TicketGroupList,
  type TicketList,
  type TicketsQuery,
  type TicketType,
} from "@shop/core/contract";
import type { Clock } from "../../clock";
import type { Queryable } from "../../db/database";
import { ApiError, fieldError } from "../../http/errors";
import { localize } from "../../i18n/localized-text";
import { cellKey } from "./availability-cells";
import type { AvailabilityReads } from "./availability-reads";
import { ANNUAL_CAPACITY } from "./capacity-service";
import * as repo from "./repository";
import {
  findTicketContents,
  findTicketGroups,
  findTicketPage,
  findTicketsByIds,
  type TicketRow,
} from "./repository";
import { SqlParams } from "./sql-params";
import { type TicketFilter, ticketConditions } from "./ticket-filter";

export interface TicketDeps {
  db: Queryable;
  clock: Clock;
}

export function toContent(
  content: Record<string, Record<string, string>> | null,
  locale: Locale,
): TicketContent {
  const out: TicketContent = { reduction_reason: null };
  for (const [key, text] of Object.entries(content ?? {})) out[key] = localize(text, locale);
  return out;
}

/** Places left on the day counted: null when unlimited; 0 when the day sells nothing. */
function availableOf(row: TicketRow): number | null {
  if (row.ticket_type === "annual") return ANNUAL_CAPACITY.places;
  if (row.free_timing) return null;
  if (row.booked_out || !row.on_sale) return 0;
  return row.available;
}

export function toTicket(row: TicketRow, locale: Locale): Ticket {
  return {
    id: row.id,
    title: localize(row.title, locale),
    description: localize(row.description, locale),
    ticket_type: row.ticket_type,
    price_cents: row.price_cents,
    vat_pct: row.vat_pct,
    tax_included: row.tax_included,
    discount: row.discount,
    quantity: row.quantity,
    entry_duration: row.entry_duration,
    first_entry: row.first_entry,
    last_entry: row.last_entry,
    free_timing: row.free_timing,
    booked_out: row.booked_out,
    available: availableOf(row),
    quota_ids: row.quota_ids,
    museum_ids: row.museum_ids,
    exhibition_ids: row.exhibition_ids,
    min_persons: row.min_persons,
    max_persons: row.max_persons,
    dynamic_prices: row.dynamic_prices,
    is_mantle: row.is_mantle,
    sub_tickets: row.sub_tickets.map((sub) => ({
      id: sub.id,
      title: localize(sub.title, locale),
      description: localize(sub.description, locale),
      min_persons: sub.min_persons,
      max_persons: sub.max_persons,
    })),
    attendees: row.attendees,
    shipped_with_merchandise_id: row.shipped_with_merchandise_id,
    photo_mandatory: row.photo_mandatory,
    content: toContent(row.content, locale),
  };
}

/**
 * spec surrounding-areas §6: a billing address gives the price target audience. Addresses
 * belong to accounts, which do not exist yet, so no address id is known.
 */
function audienceOf(query: TicketsQuery): number | null {
  if (query.billing_address_id !== undefined) {
    throw fieldError("not_found", "billing_address_id", "No such billing address");
  }
  return query.by_price_target_audience_id ?? null;
}

export function filterOfQuery(query: TicketsQuery, today: string): TicketFilter {
  const types: TicketType[][] = [];
  if (query["by_ticket_types[]"]) types.push(query["by_ticket_types[]"]);
  if (query.by_ticket_type) types.push([query.by_ticket_type]);
  // spec selling-core §2: the flex group lists tickets without a date (free timing).
  const freeTiming = [query.by_free_timing, query.flex].filter((v) => v !== undefined);
  return {
    validAt: query.valid_at,
    validFromToday: query.with_current_or_future_validities ? today : undefined,
    museumIds: query["by_museum_ids[]"],
    exhibitionIds: query["by_exhibition_ids[]"],
    types,
    bookable: query.by_bookable,
    ticketIds: query["by_ticket_ids[]"],
    excludeIds: query["exclude_ticket_ids[]"],
    audienceId: audienceOf(query),
    freeTiming,
    groupIds: query["by_ticket_group_ids[]"],
    listIds: query["by_list_ids[]"],
  };
}

/**
 * A page of the list with the places left on valid_at, else today: the page from the
 * catalogue (kept READ_CACHE_MS), the places cell by cell (availability-cells.ts).
 */
export async function listTickets(
  deps: TicketDeps & { availability: AvailabilityReads },
  query: TicketsQuery,
): Promise<TicketList> {
  const today = berlinDate(deps.clock());
  const params = new SqlParams();
  const conditions = ticketConditions(params, filterOfQuery(query, today));
  const page = { limit: query.per_page, offset: (query.page - 1) * query.per_page };
  const { total, rows } = await deps.availability.pages.get(
    JSON.stringify([conditions, params.values, page]),
    () => findTicketPage(deps.availability.db, params, conditions, page),
  );
  const day = query.valid_at ?? today;
  const cells = await deps.availability.cells.read(
    rows.map((row) => row.id),
    day,
    day,
  );
  return {
    data: rows.map((row) => {
      const cell = cells.get(cellKey(row.id, day));
      return toTicket(
        { ...row, on_sale: cell?.onSale ?? null, available: cell?.available ?? null },
        query.locale,
      );
    }),
    meta: { total_count: total },
  };
}

export async function getTicket(deps: TicketDeps, id: number, locale: Locale): Promise<Ticket> {
  const now = deps.clock();
  const [row] = await findTicketsByIds(deps.db, [id], berlinDate(now), now);
  if (!row) throw fieldError("not_found", "id", "No such ticket");
  return toTicket(row, locale);
}

export async function getTicketContents(
  db: Queryable,
  ids: readonly number[],
  locale: Locale,
): Promise<TicketContentList> {
  const unique = [...new Set(ids)];
  const rows = new Map((await findTicketContents(db, unique)).map((row) => [row.id, row]));
  const unknown = unique.filter((id) => !rows.has(id));
  if (unknown.length > 0) {
    const message = `No such ticket: ${unknown.join(", ")}`;
    throw new ApiError("not_found", message, { "ticket_ids[]": [message] });
  }
  return {
    data: unique.map((id) => ({ id, content: toContent(rows.get(id)?.content ?? null, locale) })),
  };
}

/** spec selling-core §3: groups by order; the defaults day and timeSlot when none is set. */
export async function listTicketGroups(db: Queryable): Promise<TicketGroupList> {
  const rows = await findTicketGroups(db);
  if (rows.length === 0) return { data: [...DEFAULT_TICKET_GROUPS] };
  return {
    data: rows.map(
      (row): TicketGroup => ({
        name: row.name,
        order: row.sort_order,
        types: row.types as TicketType[],
        list_ids: row.list_ids,
        ticket_ids: row.ticket_ids,
        withContentAttributes: row.with_content_attributes,
        iconClass: row.icon_class,
      }),
    ),
  };
}

export { type Cell, cellKey, daysFrom } from "./availability-cells";
export { type AvailabilityReads, createAvailabilityReads } from "./availability-reads";
// What the calendar and the hold plan share with the ticket reads: the ticket filter and its
// SQL, the availability query, the start-time rules.
export { availabilityCtes } from "./availability-sql";
/** What other modules read of tickets: the hot path's view of a ticket, a ticket's quotas. */
export type HoldableTicket = repo.HoldableTicket;
export type MatchingTickets = repo.MatchingTickets;

/** The tickets of `ids` as a hold checks them (reservations). */
export async function findHoldableTickets(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, HoldableTicket>> {
  return repo.findHoldableTickets(db, ids);
}

/** The tickets and quotas the conditions match (the calendar's filter). */
export async function findMatchingTickets(
  db: Queryable,
  params: SqlParams,
  conditions: string,
): Promise<MatchingTickets> {
  return repo.findMatchingTickets(db, params, conditions);
}

/** The quotas of the tickets of `ids` (the scope of a cached capacity answer). */
export async function findQuotaIdsOfTickets(
  db: Queryable,
  ids: readonly number[],
): Promise<number[]> {
  return repo.findQuotaIdsOfTickets(db, ids);
}

export { SqlParams } from "./sql-params";
export { isEntryOpen, openStartTimes, slotStartTimes } from "./start-times";
export { ticketConditions } from "./ticket-filter";
