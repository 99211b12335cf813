// Small catalogue pieces inserted straight into the tables, each with fresh ids so tests in
// one file never share a quota.

import type { Queryable } from "../../src/db/database";
import { poolKey, quotaPool } from "../../src/modules/capacity/pool";

let lastId = 0;
export function nextId(): number {
  lastId += 1;
  return lastId;
}

export async function insertQuota(
  db: Queryable,
  quota: { kind: "day" | "slot"; capacity: number },
): Promise<number> {
  const id = nextId();
  await db.query("INSERT INTO quotas (id, kind, capacity) VALUES ($1, $2, $3)", [
    id,
    quota.kind,
    quota.capacity,
  ]);
  return id;
}

export interface TicketFixture {
  ticket_type?: "normal" | "time_slot" | "annual";
  quotaIds?: number[];
  min_persons?: number;
  max_persons?: number;
  entry_duration?: number;
  first_entry?: number | null;
  last_entry?: number | null;
  free_timing?: boolean;
  bookable?: boolean;
  booked_out?: boolean;
  valid_from?: string | null;
  valid_to?: string | null;
  is_mantle?: boolean;
  sub_tickets?: { id: number; min_persons: number; max_persons: number }[];
}

export async function insertTicket(db: Queryable, fixture: TicketFixture = {}): Promise<number> {
  const id = nextId();
  const type = fixture.ticket_type ?? "normal";
  const slotted = type === "time_slot";
  await db.query(
    `INSERT INTO tickets (id, title, ticket_type, price_cents, vat_pct, min_persons, max_persons,
       entry_duration, first_entry, last_entry, free_timing, bookable, booked_out,
       valid_from, valid_to, is_mantle, sub_tickets)
     VALUES ($1, $2, $3, 1400, 7, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      id,
      JSON.stringify({ de: `Ticket ${id}`, en: `Ticket ${id}` }),
      type,
      fixture.min_persons ?? 1,
      fixture.max_persons ?? 10,
      fixture.entry_duration ?? (slotted ? 30 : 0),
      fixture.first_entry === undefined ? (slotted ? 600 : null) : fixture.first_entry,
      fixture.last_entry === undefined ? (slotted ? 1020 : null) : fixture.last_entry,
      fixture.free_timing ?? false,
      fixture.bookable ?? true,
      fixture.booked_out ?? false,
      fixture.valid_from ?? null,
      fixture.valid_to ?? null,
      fixture.is_mantle ?? false,
      JSON.stringify(
        (fixture.sub_tickets ?? []).map((sub) => ({
          ...sub,
          title: { de: "Teil" },
          description: {},
        })),
      ),
    ],
  );
  for (const quotaId of fixture.quotaIds ?? []) {
    await db.query("INSERT INTO ticket_quotas (ticket_id, quota_id) VALUES ($1, $2)", [
      id,
      quotaId,
    ]);
  }
  return id;
}

export interface CounterRow {
  capacity: number;
  sold: number;
  held: number;
}

/** The raw counter row (held includes expired lines not yet released). */
export async function counterRow(
  db: Queryable,
  quotaId: number,
  day: string,
  startTime = "00:00",
): Promise<CounterRow | undefined> {
  const result = await db.query<CounterRow>(
    "SELECT capacity, sold, held FROM capacity_pools WHERE key = $1",
    [poolKey(quotaPool(quotaId, day, startTime))],
  );
  return result.rows[0];
}

/** The sum of the hold lines of a counter: held must always equal it. */
export async function sumOfLines(
  db: Queryable,
  quotaId: number,
  day: string,
  startTime = "00:00",
): Promise<number> {
  const result = await db.query<{ sum: number }>(
    "SELECT coalesce(sum(quantity), 0)::int AS sum FROM hold_lines WHERE pool = $1",
    [poolKey(quotaPool(quotaId, day, startTime))],
  );
  return result.rows[0]?.sum ?? 0;
}
