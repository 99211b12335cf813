// The ticket filters of spec selling-core §7 as SQL conditions on `tickets tk`. Each filter
// given narrows the list; ids that match nothing give an empty list, not an error.
import type { TicketType } from "@shop/core/contract";
import type { SqlParams } from "./sql-params";

export interface TicketFilter {
  validAt?: string | undefined;
  /** Today (Berlin) when only tickets valid today or later are wanted. */
  validFromToday?: string | undefined;
  museumIds?: number[] | undefined;
  exhibitionIds?: number[] | undefined;
  /** Every list of types given must hold the ticket's type (by_ticket_types[], by_ticket_type). */
  types?: TicketType[][] | undefined;
  bookable?: boolean | undefined;
  ticketIds?: number[] | undefined;
  excludeIds?: number[] | undefined;
  /** Tickets open to everyone, plus those of this audience (VIP); null: everyone's only. */
  audienceId: number | null;
  /** Each value given must equal the ticket's free_timing (by_free_timing, flex). */
  freeTiming?: boolean[] | undefined;
  groupIds?: number[] | undefined;
  listIds?: number[] | undefined;
  /** Only tickets with a visit day (calendar). */
  datedOnly?: boolean | undefined;
}

/** The WHERE conditions of the filter, joined by AND ("true" when none). */
export function ticketConditions(params: SqlParams, filter: TicketFilter): string {
  const where: string[] = [];
  const add = (condition: string) => where.push(condition);
  if (filter.validAt !== undefined) {
    const day = params.add(filter.validAt, "date");
    add(`(tk.valid_from IS NULL OR tk.valid_from <= ${day})`);
    add(`(tk.valid_to IS NULL OR tk.valid_to >= ${day})`);
  }
  if (filter.validFromToday !== undefined) {
    add(`(tk.valid_to IS NULL OR tk.valid_to >= ${params.add(filter.validFromToday, "date")})`);
  }
  if (filter.museumIds) {
    add(`EXISTS (SELECT 1 FROM ticket_museums x WHERE x.ticket_id = tk.id
                 AND x.museum_id = ANY(${params.add(filter.museumIds, "int[]")}))`);
  }
  if (filter.exhibitionIds) {
    add(`EXISTS (SELECT 1 FROM ticket_exhibitions x WHERE x.ticket_id = tk.id
                 AND x.exhibition_id = ANY(${params.add(filter.exhibitionIds, "int[]")}))`);
  }
  for (const types of filter.types ?? []) {
    add(`tk.ticket_type = ANY(${params.add(types, "text[]")})`);
  }
  if (filter.bookable !== undefined) add(`tk.bookable = ${params.add(filter.bookable, "boolean")}`);
  if (filter.ticketIds) add(`tk.id = ANY(${params.add(filter.ticketIds, "int[]")})`);
  if (filter.excludeIds) add(`NOT (tk.id = ANY(${params.add(filter.excludeIds, "int[]")}))`);
  add(
    filter.audienceId === null
      ? "tk.price_target_audience_id IS NULL"
      : `(tk.price_target_audience_id IS NULL OR tk.price_target_audience_id = ${params.add(filter.audienceId, "int")})`,
  );
  for (const freeTiming of filter.freeTiming ?? []) {
    add(`tk.free_timing = ${params.add(freeTiming, "boolean")}`);
  }
  if (filter.groupIds) {
    add(`EXISTS (SELECT 1 FROM ticket_group_tickets x WHERE x.ticket_id = tk.id
                 AND x.group_id = ANY(${params.add(filter.groupIds, "int[]")}))`);
  }
  if (filter.listIds) {
    add(`EXISTS (SELECT 1 FROM ticket_group_tickets x JOIN ticket_groups g ON g.id = x.group_id
                 WHERE x.ticket_id = tk.id AND g.list_ids && ${params.add(filter.listIds, "int[]")})`);
  }
  if (filter.datedOnly) add("NOT tk.free_timing AND tk.ticket_type <> 'annual'");
  return where.length === 0 ? "true" : where.join("\n  AND ");
}
