// SQL of GET /tickets/calendar: one row per day of the range, aggregated from the same
// availability CTEs as the ticket and capacity answers, in one statement.
import type { Queryable } from "../../db/database";
import type { SqlParams } from "../tickets/service";
import { availabilityCtes } from "../tickets/service";

export interface CalendarRow {
  day: string;
  /** Tickets on sale that day. */
  on_sale: number;
  /** Whether one ticket on sale has no limit. */
  unlimited: boolean;
  /** Most places left for one ticket on sale. */
  most: number | null;
  /** Places left per ticket on sale (null: unlimited). */
  tickets: Record<string, number | null>;
}

export async function readCalendar(
  db: Queryable,
  params: SqlParams,
  conditions: string,
  range: { from: string; to: string },
  now: Date,
): Promise<CalendarRow[]> {
  const result = await db.query<CalendarRow>(
    `WITH t AS (SELECT tk.* FROM tickets tk WHERE ${conditions}),
     ${availabilityCtes(params, { ...range, now })}
     SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
            count(a.ticket_id) FILTER (WHERE a.on_sale)::int AS on_sale,
            coalesce(bool_or(a.on_sale AND a.available IS NULL), false) AS unlimited,
            max(a.available) FILTER (WHERE a.on_sale) AS most,
            coalesce(jsonb_object_agg(a.ticket_id::text, a.available) FILTER (WHERE a.on_sale),
                     '{}') AS tickets
     FROM days d LEFT JOIN avail a ON a.day = d.day
     GROUP BY d.day ORDER BY d.day`,
    params.values,
  );
  return result.rows;
}
