// SQL of the ticket reads: the fields that decide a hold, and the ticket answers.
import type { HouseHours } from "@shop/core";
import type { Queryable } from "../../db/database";
import { quotaPoolFree, quotaPoolJoin, quotaPoolKeySql } from "../capacity/ledger";
import type { CountedCell, PoolFree } from "./availability-cells";
import { availabilityCtes } from "./availability-sql";
import { SqlParams } from "./sql-params";

export interface TicketQuota {
  id: number;
  kind: "day" | "slot";
}

export interface SubTicketBounds {
  id: number;
  min_persons: number;
  max_persons: number;
}

/** The fields of a ticket that decide whether and how it can be held. */
export interface HoldableTicket {
  id: number;
  ticket_type: "normal" | "time_slot" | "annual";
  free_timing: boolean;
  bookable: boolean;
  booked_out: boolean;
  min_persons: number;
  max_persons: number;
  entry_duration: number;
  first_entry: number | null;
  last_entry: number | null;
  valid_from: string | null;
  valid_to: string | null;
  is_mantle: boolean;
  sub_tickets: SubTicketBounds[];
  /** By quota id: the fixed order in which its pools are locked. */
  quotas: TicketQuota[];
  /** The opening hours of its museums: a day is sold until their last entry (@shop/core). */
  houses: HouseHours[];
}

export async function findHoldableTickets(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, HoldableTicket>> {
  const result = await db.query<HoldableTicket>(
    `SELECT t.id, t.ticket_type, t.free_timing, t.bookable, t.booked_out, t.min_persons,
            t.max_persons, t.entry_duration, t.first_entry, t.last_entry,
            t.valid_from, t.valid_to, t.is_mantle,
            coalesce((SELECT jsonb_agg(jsonb_build_object('id', (s->>'id')::int,
                                'min_persons', (s->>'min_persons')::int,
                                'max_persons', (s->>'max_persons')::int))
                      FROM jsonb_array_elements(t.sub_tickets) s), '[]') AS sub_tickets,
            coalesce((SELECT jsonb_agg(jsonb_build_object('id', q.id, 'kind', q.kind) ORDER BY q.id)
                      FROM ticket_quotas tq JOIN quotas q ON q.id = tq.quota_id
                      WHERE tq.ticket_id = t.id), '[]') AS quotas,
            coalesce((SELECT jsonb_agg(jsonb_build_object(
                                'regular', m.opening_hours -> 'regular',
                                'exceptions', m.opening_hours -> 'exceptions') ORDER BY m.id)
                      FROM ticket_museums x JOIN museums m ON m.id = x.museum_id
                      WHERE x.ticket_id = t.id), '[]') AS houses
     FROM tickets t WHERE t.id = ANY($1::int[])`,
    [ids],
  );
  return new Map(result.rows.map((ticket) => [ticket.id, ticket]));
}

/**
 * The quotas whose pools the availability of these tickets is counted from (the `tq` of
 * availability-sql): the scope of a cached answer (src/http/read-cache.ts).
 */
export async function findQuotaIdsOfTickets(
  db: Queryable,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const result = await db.query<{ quota_id: number }>(
    "SELECT DISTINCT quota_id FROM ticket_quotas WHERE ticket_id = ANY($1::int[])",
    [ids],
  );
  return result.rows.map((row) => row.quota_id);
}

/** A ticket row as the ticket answers need it, texts still per locale. */
export interface TicketRow {
  id: number;
  title: Record<string, string>;
  description: Record<string, string>;
  ticket_type: "normal" | "time_slot" | "annual";
  price_cents: number;
  vat_pct: number;
  tax_included: boolean;
  discount: number;
  quantity: number;
  entry_duration: number;
  first_entry: number | null;
  last_entry: number | null;
  free_timing: boolean;
  booked_out: boolean;
  min_persons: number;
  max_persons: number;
  dynamic_prices: Record<string, number>;
  is_mantle: boolean;
  sub_tickets: {
    id: number;
    title: Record<string, string>;
    description: Record<string, string>;
    min_persons: number;
    max_persons: number;
  }[];
  attendees: boolean;
  shipped_with_merchandise_id: number | null;
  photo_mandatory: "mandatory" | "optional" | "none";
  content: Record<string, Record<string, string>>;
  quota_ids: number[];
  museum_ids: number[];
  exhibition_ids: number[];
  /** On the day the places were counted for. */
  on_sale: boolean | null;
  available: number | null;
}

// The links of the tickets in CTE `t`: each link table aggregated once and joined (no
// per-ticket subqueries).
const linkOf = (table: string, column: string) =>
  `LEFT JOIN (SELECT x.ticket_id, array_agg(x.${column} ORDER BY x.${column}) AS ids
             FROM ${table} x WHERE x.ticket_id IN (SELECT id FROM t) GROUP BY x.ticket_id)`;
const LINKS = `
links AS (
  SELECT t.id, coalesce(lq.ids, '{}') AS quota_ids, coalesce(lm.ids, '{}') AS museum_ids,
         coalesce(le.ids, '{}') AS exhibition_ids
  FROM t
  ${linkOf("ticket_quotas", "quota_id")} AS lq ON lq.ticket_id = t.id
  ${linkOf("ticket_museums", "museum_id")} AS lm ON lm.ticket_id = t.id
  ${linkOf("ticket_exhibitions", "exhibition_id")} AS le ON le.ticket_id = t.id
)`;

const TICKET_COLUMNS = `t.id, t.title, t.description, t.ticket_type, t.price_cents, t.vat_pct,
  t.tax_included, t.discount, t.quantity, t.entry_duration, t.first_entry, t.last_entry,
  t.free_timing, t.booked_out, t.min_persons, t.max_persons, t.dynamic_prices, t.is_mantle,
  t.sub_tickets, t.attendees, t.shipped_with_merchandise_id, t.photo_mandatory, t.content,
  l.quota_ids, l.museum_ids, l.exhibition_ids`;

/** A ticket without its places left (counted apart: availability-cells.ts). */
export type TicketFacts = Omit<TicketRow, "on_sale" | "available">;

/**
 * One page of the tickets matching `conditions` (on `tickets tk`), in list order, and the
 * number of matches: one statement. Their places left are counted cell by cell
 * (availability-cells.ts).
 */
export async function findTicketPage(
  db: Queryable,
  params: SqlParams,
  conditions: string,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: TicketFacts[] }> {
  const limit = params.add(page.limit, "int");
  // (page − 1) × per_page passes 2^31 − 1 for a page the contract takes (page up to 2^31 − 1).
  const offset = params.add(page.offset, "bigint");
  const result = await db.query<TicketFacts & { total: number }>(
    `WITH matching AS (SELECT tk.* FROM tickets tk WHERE ${conditions}),
     t AS (SELECT * FROM matching ORDER BY sort_order, id LIMIT ${limit} OFFSET ${offset}),
     ${LINKS}
     SELECT c.total, ${TICKET_COLUMNS}
     FROM (SELECT count(*)::int AS total FROM matching) c
     LEFT JOIN (t JOIN links l ON l.id = t.id) ON true
     ORDER BY t.sort_order, t.id`,
    params.values,
  );
  const total = result.rows[0]?.total ?? 0;
  return {
    total,
    rows: result.rows.filter((row) => row.id !== null).map(({ total: _, ...row }) => row),
  };
}

/** Tickets a filter matches: their ids in list order, and the quotas that limit them. */
export interface MatchingTickets {
  ids: number[];
  quotaIds: number[];
}

/** The tickets matching `conditions` (on `tickets tk`). */
export async function findMatchingTickets(
  db: Queryable,
  params: SqlParams,
  conditions: string,
): Promise<MatchingTickets> {
  const result = await db.query<{ ids: number[] | null; quota_ids: number[] | null }>(
    `WITH t AS (SELECT tk.id, tk.sort_order FROM tickets tk WHERE ${conditions})
     SELECT (SELECT array_agg(id ORDER BY sort_order, id) FROM t) AS ids,
            (SELECT array_agg(DISTINCT x.quota_id) FROM ticket_quotas x
             WHERE x.ticket_id IN (SELECT id FROM t)) AS quota_ids`,
    params.values,
  );
  const row = result.rows[0];
  return { ids: row?.ids ?? [], quotaIds: row?.quota_ids ?? [] };
}

/** The tickets of these ids (any order), with their places left on `day`. */
export async function findTicketsByIds(
  db: Queryable,
  ids: readonly number[],
  day: string,
  now: Date,
): Promise<TicketRow[]> {
  const params = new SqlParams();
  const idsP = params.add(ids, "int[]");
  const result = await db.query<TicketRow>(
    `WITH t AS (SELECT * FROM tickets WHERE id = ANY(${idsP})),
     ${availabilityCtes(params, { from: day, to: day, now })},
     ${LINKS}
     SELECT ${TICKET_COLUMNS}, a.on_sale, a.available
     FROM t JOIN links l ON l.id = t.id LEFT JOIN avail a ON a.ticket_id = t.id
     ORDER BY t.sort_order, t.id`,
    params.values,
  );
  return result.rows;
}

export async function findTicketContents(
  db: Queryable,
  ids: readonly number[],
): Promise<{ id: number; content: Record<string, Record<string, string>> }[]> {
  const result = await db.query<{ id: number; content: Record<string, Record<string, string>> }>(
    "SELECT id, content FROM tickets WHERE id = ANY($1::int[])",
    [ids],
  );
  return result.rows;
}

export interface GroupRow {
  name: string;
  sort_order: number;
  types: string[];
  list_ids: number[];
  ticket_ids: number[];
  with_content_attributes: boolean;
  icon_class: string | null;
}

export async function findTicketGroups(db: Queryable): Promise<GroupRow[]> {
  const result = await db.query<GroupRow>(
    `SELECT g.name, g.sort_order, g.types, g.list_ids, g.with_content_attributes, g.icon_class,
            coalesce((SELECT array_agg(x.ticket_id ORDER BY tk.sort_order, tk.id)
                      FROM ticket_group_tickets x JOIN tickets tk ON tk.id = x.ticket_id
                      WHERE x.group_id = g.id), '{}') AS ticket_ids
     FROM ticket_groups g ORDER BY g.sort_order, g.id`,
  );
  return result.rows;
}

/**
 * The cells of these tickets on every day from…to, counted at `now` (one statement); with
 * their pools when `withPools`.
 */
export async function countCells(
  db: Queryable,
  ticketIds: readonly number[],
  range: { from: string; to: string; now: Date },
  withPools: boolean,
): Promise<CountedCell[]> {
  const params = new SqlParams();
  const ids = params.add(ticketIds, "int[]");
  const ctes = availabilityCtes(params, range);
  const quotas = `LEFT JOIN (SELECT x.ticket_id, array_agg(x.quota_id) AS ids FROM ticket_quotas x
                WHERE x.ticket_id IN (SELECT id FROM t) GROUP BY x.ticket_id) AS q
       ON q.ticket_id = a.ticket_id`;
  if (!withPools) {
    // One row per ticket with its days as JSON: a two-month calendar is 120 rows, not 7,200
    // (the rows' parsing held the event loop for tens of milliseconds during a rush).
    const result = await db.query<{
      ticketId: number;
      quotaIds: number[];
      days: [string, boolean, number | null][];
    }>(
      `WITH t AS (SELECT tk.* FROM tickets tk WHERE tk.id = ANY(${ids})), ${ctes}
       SELECT a.ticket_id AS "ticketId", coalesce(q.ids, '{}') AS "quotaIds",
              json_agg(json_build_array(to_char(a.day, 'YYYY-MM-DD'), a.on_sale, a.available)
                       ORDER BY a.day) AS days
       FROM avail a ${quotas}
       GROUP BY a.ticket_id, q.ids`,
      params.values,
    );
    return result.rows.flatMap(({ ticketId, quotaIds, days }) =>
      days.map(([day, onSale, available]) => ({ ticketId, day, onSale, available, quotaIds })),
    );
  }
  const now = params.add(range.now, "timestamptz");
  const pool = (day: string, start: string) =>
    `json_build_object('key', ${quotaPoolKeySql("tq.quota_id", day, start)},
                       'free', ${quotaPoolFree("tq.capacity")})`;
  const result = await db.query<
    Omit<CountedCell, "pools"> & { bookedOut: boolean; dayPools: PoolFree[]; slots: PoolFree[][] }
  >(
    `WITH t AS (SELECT tk.* FROM tickets tk WHERE tk.id = ANY(${ids})), ${ctes},
     day_pools AS (
       SELECT tq.ticket_id, d.day, json_agg(${pool("d.day", "'00:00'::time")}) AS pools
       FROM tq CROSS JOIN days d ${quotaPoolJoin("tq.quota_id", "d.day", "'00:00'::time", now)}
       WHERE tq.kind = 'day'
       GROUP BY tq.ticket_id, d.day
     ),
     slot_pools AS (
       -- The open start times of \`slot\` (time-slot tickets), each with its slot quotas' pools.
       SELECT x.ticket_id, x.day, json_agg(x.pools ORDER BY x.start_time) AS slots
       FROM (SELECT s.ticket_id, s.day, s.start_time, json_agg(${pool("s.day", "s.start_time")}) AS pools
             FROM slot s JOIN tq ON tq.ticket_id = s.ticket_id AND tq.kind = 'slot'
             ${quotaPoolJoin("tq.quota_id", "s.day", "s.start_time", now)}
             GROUP BY s.ticket_id, s.day, s.start_time) AS x
       GROUP BY x.ticket_id, x.day
     )
     SELECT a.ticket_id AS "ticketId", to_char(a.day, 'YYYY-MM-DD') AS day,
            a.on_sale AS "onSale", a.available, coalesce(q.ids, '{}') AS "quotaIds",
            t.booked_out AS "bookedOut", coalesce(dp.pools, '[]') AS "dayPools", sp.slots
     FROM avail a JOIN t ON t.id = a.ticket_id
     LEFT JOIN day_pools dp ON dp.ticket_id = a.ticket_id AND dp.day = a.day
     LEFT JOIN slot_pools sp ON sp.ticket_id = a.ticket_id AND sp.day = a.day
     ${quotas}`,
    params.values,
  );
  return result.rows.map(({ bookedOut, dayPools, slots, ...cell }) => ({
    ...cell,
    pools: { bookedOut, day: dayPools, slots },
  }));
}
