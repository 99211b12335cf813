// Availability of tickets per day, from the quota pools of the capacity ledger (DESIGN §4) at the instant
// `now`: places left = capacity − sold − held, where held no longer counts hold lines whose
// valid_until has passed, released or not. The calendar, the ticket list and the capacity
// answers all read through these CTEs, so they can never disagree with each other or with
// the holds. A pool row not created yet reads as its quota's full capacity.
//
// The start-time rule is @shop/core's openStartTimes written as SQL (one statement per
// answer, whatever the number of tickets and days): a day before today is closed; today
// offers the slots whose entry window (start + entry_duration) has not ended, and nothing
// once the last entry has passed. test/modules/calendar checks that both agree.
//
// The aggregates are MATERIALIZED: computed once each, whatever join order the planner picks
// from the statistics of young tables (inlined, one was recomputed for every ticket).
import { berlinDate, berlinWallSecondsSince } from "@shop/core";
import { quotaPoolFree, quotaPoolJoin, quotaPools, quotaPoolsFree } from "../capacity/ledger";
import type { SqlParams } from "./sql-params";

export interface AvailabilityWindow {
  /** First and last day, "YYYY-MM-DD" (Berlin), both included. */
  from: string;
  to: string;
  now: Date;
}

/** Minutes of the last start time of a day: slotStartTimes stops at 23:59. */
const LAST_MINUTE = 1439;

/**
 * The CTEs `days`, `tq`, `slot`, `free`, … and `avail`, to follow a CTE `t` of tickets (all
 * columns of `tickets`). `avail` has one row per ticket and day: on_sale (valid, bookable,
 * dated, museum open, an entry left before the ticket's last entry, else its museums' close)
 * and available (places left; null: no quota limits it).
 * `slot` (the open start times per day) and `free` (the pools) serve the capacity answers.
 */
export function availabilityCtes(params: SqlParams, window: AvailabilityWindow): string {
  const today = berlinDate(window.now);
  const from = params.add(window.from, "date");
  const to = params.add(window.to, "date");
  const todayP = params.add(today, "date");
  const elapsed = params.add(berlinWallSecondsSince(today, window.now), "int");
  const now = params.add(window.now, "timestamptz");
  const isOpenToday = `(ts.minute + ts.entry_duration) * 60 > ${elapsed}`;
  const poolJoin = (quota: string, day: string, start: string) =>
    quotaPoolJoin(quota, day, start, now);
  return `
days AS (
  -- Whole days by date arithmetic: a timestamp series would load time-zone data per connection.
  SELECT d AS day, to_char(d, 'YYYY-MM-DD') AS day_key
  FROM generate_series(0, ${to} - ${from}) AS i CROSS JOIN LATERAL (SELECT ${from} + i AS d) AS x
),
tq AS NOT MATERIALIZED (
  -- Inlined: the planner estimates each kind from the tables, not from a CTE's guess.
  SELECT x.ticket_id, q.id AS quota_id, q.kind, q.capacity
  FROM ticket_quotas x JOIN quotas q ON q.id = x.quota_id
  WHERE x.ticket_id IN (SELECT id FROM t)
),
ticket_slot AS (
  SELECT t.id AS ticket_id, m AS minute, t.entry_duration,
         make_time(m / 60, m % 60, 0) AS start_time,
         to_char(make_time(m / 60, m % 60, 0), 'HH24:MI') AS time_key
  FROM t CROSS JOIN LATERAL generate_series(coalesce(t.first_entry, 0),
    least(coalesce(t.last_entry, ${LAST_MINUTE}), ${LAST_MINUTE}),
    greatest(t.entry_duration, 1)) AS m
  WHERE t.ticket_type = 'time_slot' AND t.entry_duration > 0 AND NOT t.free_timing
),
slot AS (
  SELECT ts.ticket_id, d.day, ts.start_time, d.day_key || '|' || ts.time_key AS key
  FROM ticket_slot ts JOIN days d ON d.day > ${todayP} OR (d.day = ${todayP} AND ${isOpenToday})
),
free AS (${quotaPoolsFree("(SELECT quota_id FROM tq)", from, to, now)}
),
day_rep AS MATERIALIZED (
  -- Tickets on the same day quotas have the same places left: counted once per quota set.
  SELECT x.ticket_id, min(x.ticket_id) OVER (PARTITION BY x.quota_ids) AS rep
  FROM (SELECT tq.ticket_id, array_agg(tq.quota_id ORDER BY tq.quota_id) AS quota_ids
        FROM tq WHERE tq.kind = 'day' GROUP BY tq.ticket_id) AS x
),
rep_day_free AS MATERIALIZED (
  SELECT tq.ticket_id, d.day, min(${quotaPoolFree("tq.capacity")}) AS free
  FROM tq CROSS JOIN days d ${poolJoin("tq.quota_id", "d.day", "'00:00'::time")}
  WHERE tq.kind = 'day' AND tq.ticket_id IN (SELECT rep FROM day_rep)
  GROUP BY tq.ticket_id, d.day
),
day_free AS MATERIALIZED (
  SELECT r.ticket_id, x.day, x.free FROM day_rep r JOIN rep_day_free x ON x.ticket_id = r.rep
),
slot_total AS (
  -- A whole later day without pool rows: every start time at its slot quotas' capacity.
  SELECT ts.ticket_id, count(*)::int AS slots,
         (count(*) * (SELECT min(tq.capacity) FROM tq
                      WHERE tq.ticket_id = ts.ticket_id AND tq.kind = 'slot'))::int AS free
  FROM ticket_slot ts GROUP BY ts.ticket_id
),
slot_rep AS MATERIALIZED (
  -- Tickets of the same start times on the same slot quotas have the same places left: the
  -- slots are counted for one of them (rep), the others take its sums.
  SELECT x.ticket_id,
         min(x.ticket_id) OVER (PARTITION BY t.first_entry, t.last_entry, t.entry_duration,
                                             x.quota_ids) AS rep
  FROM (SELECT tq.ticket_id, array_agg(tq.quota_id ORDER BY tq.quota_id) AS quota_ids
        FROM tq WHERE tq.kind = 'slot' GROUP BY tq.ticket_id) AS x
  JOIN t ON t.id = x.ticket_id
  WHERE t.ticket_type = 'time_slot' AND t.entry_duration > 0 AND NOT t.free_timing
),
counted_day AS (
  -- Later days whose slots are counted one by one: the ticket's slot quotas have pools.
  SELECT DISTINCT tq.ticket_id, c.day FROM tq JOIN ${quotaPools("c")} ON c.quota_id = tq.quota_id
  WHERE tq.kind = 'slot' AND c.day > ${todayP} AND c.day BETWEEN ${from} AND ${to}
    AND tq.ticket_id IN (SELECT rep FROM slot_rep)
),
slot_day AS (
  SELECT ts.ticket_id, d.day, ts.start_time
  FROM ticket_slot ts JOIN days d ON d.day = ${todayP} AND ${isOpenToday}
  WHERE ts.ticket_id IN (SELECT rep FROM slot_rep)
  UNION ALL
  SELECT ts.ticket_id, c.day, ts.start_time
  FROM counted_day c JOIN ticket_slot ts ON ts.ticket_id = c.ticket_id
),
slot_count AS MATERIALIZED (
  SELECT ts.ticket_id, ${todayP} AS day, count(*) AS open_slots
  FROM ticket_slot ts WHERE ${todayP} BETWEEN ${from} AND ${to} AND ${isOpenToday}
  GROUP BY ts.ticket_id
  UNION ALL
  SELECT st.ticket_id, d.day, st.slots FROM slot_total st JOIN days d ON d.day > ${todayP}
),
rep_sum AS MATERIALIZED (
  SELECT x.ticket_id, x.day, sum(x.free)::int AS free
  FROM (SELECT sd.ticket_id, sd.day, min(${quotaPoolFree("tq.capacity")}) AS free
        FROM slot_day sd JOIN tq ON tq.ticket_id = sd.ticket_id AND tq.kind = 'slot'
        ${poolJoin("tq.quota_id", "sd.day", "sd.start_time")}
        GROUP BY sd.ticket_id, sd.day, sd.start_time) AS x
  GROUP BY x.ticket_id, x.day
  UNION ALL
  SELECT st.ticket_id, d.day, st.free FROM slot_total st JOIN days d ON d.day > ${todayP}
  WHERE st.free IS NOT NULL AND st.ticket_id IN (SELECT rep FROM slot_rep)
    AND NOT EXISTS (SELECT 1 FROM counted_day c WHERE c.ticket_id = st.ticket_id AND c.day = d.day)
),
slot_sum AS MATERIALIZED (
  SELECT r.ticket_id, s.day, s.free FROM slot_rep r JOIN rep_sum s ON s.ticket_id = r.rep
),
museum_exception AS (
  SELECT m.id AS museum_id, (e ->> 'date')::date AS day, e -> 'intervals' AS intervals
  FROM museums m CROSS JOIN LATERAL jsonb_array_elements(m.opening_hours -> 'exceptions') AS e
  WHERE m.id IN (SELECT museum_id FROM ticket_museums WHERE ticket_id IN (SELECT id FROM t))
),
museum_day AS MATERIALIZED (
  -- Per museum and day (a few museums, not every ticket): a dated exception replaces its
  -- weekday; a weekday the catalogue leaves out has none. Open with an interval; its last close
  -- in minutes.
  SELECT x.museum_id, x.day, jsonb_array_length(x.intervals) > 0 AS open,
         (SELECT max(split_part(i ->> 'close', ':', 1)::int * 60
                     + split_part(i ->> 'close', ':', 2)::int)
          FROM jsonb_array_elements(x.intervals) AS i) AS last_close
  FROM (SELECT m.id AS museum_id, d.day,
               coalesce(ex.intervals, m.opening_hours -> 'regular' -> to_char(d.day, 'FMday'),
                        '[]') AS intervals
        FROM museums m CROSS JOIN days d
        LEFT JOIN museum_exception ex ON ex.museum_id = m.id AND ex.day = d.day
        WHERE m.id IN (SELECT museum_id FROM ticket_museums WHERE ticket_id IN (SELECT id FROM t))
       ) AS x
),
museum_open AS MATERIALIZED (
  -- A ticket of several museums (combi) is on sale when one of them is open, until the latest
  -- close of their intervals (@shop/core houseLastEntry).
  SELECT x.ticket_id, md.day, bool_or(md.open) AS open, max(md.last_close) AS last_close
  FROM ticket_museums x JOIN museum_day md ON md.museum_id = x.museum_id
  WHERE x.ticket_id IN (SELECT id FROM t)
  GROUP BY x.ticket_id, md.day
),
avail AS MATERIALIZED (
  SELECT t.id AS ticket_id, d.day,
         (d.day >= ${todayP} AND t.bookable AND NOT t.free_timing AND t.ticket_type <> 'annual'
          AND (t.valid_from IS NULL OR d.day >= t.valid_from)
          AND (t.valid_to IS NULL OR d.day <= t.valid_to)
          AND coalesce(mo.open, true)
          -- the ticket's own last entry where given, else its houses' (@shop/core lastEntryOfDay)
          AND (d.day > ${todayP} OR coalesce(t.last_entry, mo.last_close) IS NULL
               OR coalesce(t.last_entry, mo.last_close) * 60 >= ${elapsed})
          AND (t.ticket_type <> 'time_slot' OR coalesce(sc.open_slots, 0) > 0)) AS on_sale,
         CASE WHEN t.booked_out THEN 0 ELSE least(df.free, ss.free) END AS available
  FROM t CROSS JOIN days d
  LEFT JOIN day_free df ON df.ticket_id = t.id AND df.day = d.day
  LEFT JOIN slot_count sc ON sc.ticket_id = t.id AND sc.day = d.day
  LEFT JOIN slot_sum ss ON ss.ticket_id = t.id AND ss.day = d.day
  LEFT JOIN museum_open mo ON mo.ticket_id = t.id AND mo.day = d.day
)`;
}
