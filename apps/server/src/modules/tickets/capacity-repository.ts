// SQL of the capacity answers (GET /tickets/{id}/capacity, /tickets/capacities,
// /tickets/{id}/start_times): for tickets on one day, through the same availability CTEs as
// the calendar, one statement returning three kinds of rows.
import type { Queryable } from "../../db/database";
import { availabilityCtes } from "./availability-sql";
import { SqlParams } from "./sql-params";

export interface CapacityRows {
  tickets: {
    ticket_id: number;
    ticket_type: "normal" | "time_slot" | "annual";
    free_timing: boolean;
    booked_out: boolean;
    on_sale: boolean;
    available: number | null;
  }[];
  /** The open start times of time-slot tickets, ascending. */
  slots: { ticket_id: number; start_time: string }[];
  /** Each quota of a ticket at each of its pools that day ("00:00" for day quotas). */
  quotas: {
    ticket_id: number;
    quota_id: number;
    start_time: string;
    free: number;
    total: number;
  }[];
}

interface Row {
  kind: "ticket" | "slot" | "quota";
  ticket_id: number;
  ticket_type: "normal" | "time_slot" | "annual" | null;
  free_timing: boolean | null;
  booked_out: boolean | null;
  on_sale: boolean | null;
  quota_id: number | null;
  start_time: string | null;
  free: number | null;
  total: number | null;
}

export async function readCapacityRows(
  db: Queryable,
  ids: readonly number[],
  day: string,
  now: Date,
): Promise<CapacityRows> {
  const params = new SqlParams();
  const idsP = params.add(ids, "int[]");
  const result = await db.query<Row>(
    `WITH t AS (SELECT * FROM tickets WHERE id = ANY(${idsP})),
     ${availabilityCtes(params, { from: day, to: day, now })}
     SELECT 'ticket' AS kind, t.id AS ticket_id, t.ticket_type, t.free_timing, t.booked_out,
            a.on_sale, NULL::int AS quota_id, NULL::text AS start_time,
            a.available AS free, NULL::int AS total
     FROM t JOIN avail a ON a.ticket_id = t.id
     UNION ALL
     SELECT 'slot', s.ticket_id, NULL, NULL, NULL, NULL, NULL, to_char(s.start_time, 'HH24:MI'),
            NULL, NULL
     FROM slot s
     UNION ALL
     SELECT 'quota', tq.ticket_id, NULL, NULL, NULL, NULL, tq.quota_id, '00:00',
            coalesce(f.free, tq.capacity), coalesce(f.total, tq.capacity)
     FROM tq CROSS JOIN days d
     LEFT JOIN free f ON f.quota_id = tq.quota_id AND f.day = d.day AND f.start_time = '00:00'
     WHERE tq.kind = 'day'
     UNION ALL
     SELECT 'quota', s.ticket_id, NULL, NULL, NULL, NULL, tq.quota_id,
            to_char(s.start_time, 'HH24:MI'),
            coalesce(f.free, tq.capacity), coalesce(f.total, tq.capacity)
     FROM slot s JOIN tq ON tq.ticket_id = s.ticket_id AND tq.kind = 'slot'
     LEFT JOIN free f ON f.quota_id = tq.quota_id AND f.day = s.day AND f.start_time = s.start_time
     ORDER BY 1, 2, 7, 8`,
    params.values,
  );
  const rows: CapacityRows = { tickets: [], slots: [], quotas: [] };
  for (const row of result.rows) {
    if (row.kind === "ticket") {
      rows.tickets.push({
        ticket_id: row.ticket_id,
        ticket_type: row.ticket_type ?? "normal",
        free_timing: row.free_timing ?? false,
        booked_out: row.booked_out ?? false,
        on_sale: row.on_sale ?? false,
        available: row.free,
      });
    } else if (row.kind === "slot") {
      rows.slots.push({ ticket_id: row.ticket_id, start_time: row.start_time ?? "" });
    } else {
      rows.quotas.push({
        ticket_id: row.ticket_id,
        quota_id: row.quota_id ?? 0,
        start_time: row.start_time ?? "",
        free: row.free ?? 0,
        total: row.total ?? 0,
      });
    }
  }
  return rows;
}
