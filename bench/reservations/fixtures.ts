// The benchmark's own data: a fresh schema (dropped afterwards) that the server migrates,
// and a catalogue written straight into its tables — one hot time-slot ticket on a quota
// too large to sell out, and a venue-sized catalogue for the read endpoints.
import { randomBytes } from "node:crypto";
import pg from "pg";

export interface BenchSchema {
  name: string;
  /** DATABASE_URL for the server: the same database, with this schema on its search_path. */
  serverUrl: string;
  /** The application_name of the server's connections, to find their backends. */
  applicationName: string;
  connect(): Promise<pg.Client>;
  drop(): Promise<void>;
}

export async function createSchema(databaseUrl: string): Promise<BenchSchema> {
  const name = `bench_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${name}`);
  } finally {
    await admin.end();
  }
  const serverUrl = new URL(databaseUrl);
  serverUrl.searchParams.set("options", `-c search_path=${name}`);
  const applicationName = `shop-${name}`;
  serverUrl.searchParams.set("application_name", applicationName);
  return {
    name,
    serverUrl: serverUrl.toString(),
    applicationName,
    async connect() {
      const client = new pg.Client({
        connectionString: databaseUrl,
        options: `-c search_path=${name}`,
      });
      await client.connect();
      return client;
    },
    async drop() {
      const cleanup = new pg.Client({ connectionString: databaseUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

export const HOT = {
  ticketId: 1,
  quotaId: 1,
  time: "10:00",
  // Large enough that every hold of a run succeeds: the benchmark measures taking places,
  // not refusing them.
  capacity: 10_000_000,
} as const;

export const CATALOGUE = { museums: 10, exhibitions: 30, tickets: 120, calendarDays: 60 } as const;

/** "YYYY-MM-DD" in Europe/Berlin, `days` after today. */
export function berlinDay(days: number, now = new Date()): string {
  const at = new Date(now.getTime() + days * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(at);
}

const DAILY = [{ open: "10:00", close: "18:00" }];
const OPEN_EVERY_DAY = {
  regular: {
    monday: DAILY,
    tuesday: DAILY,
    wednesday: DAILY,
    thursday: DAILY,
    friday: DAILY,
    saturday: DAILY,
    sunday: DAILY,
  },
  exceptions: [],
};

const title = (label: string) =>
  `jsonb_build_object('de', '${label} ' || i, 'en', '${label} ' || i)`;

/**
 * Tickets 2…n: day tickets on shared day quotas, time-slot tickets (10:00–17:00 every 30
 * minutes) on shared slot quotas, flex and annual tickets; counters with places sold on
 * every day of the calendar range.
 */
export async function insertCatalogue(client: pg.Client, firstDay: string): Promise<void> {
  const { museums, exhibitions, tickets, calendarDays } = CATALOGUE;
  await client.query("BEGIN");
  // Open every day, 10:00–18:00: a museum without opening hours is closed, and a calendar of
  // closed days counts no places at all (it would measure nothing).
  await client.query(
    `INSERT INTO museums (id, title, sort_order, opening_hours)
     SELECT i, ${title("Museum")}, i, $2::jsonb FROM generate_series(1, $1) i`,
    [museums, JSON.stringify(OPEN_EVERY_DAY)],
  );
  await client.query(
    `INSERT INTO exhibitions (id, museum_id, title, sort_order)
     SELECT i, 1 + i % $2, ${title("Exhibition")}, i FROM generate_series(1, $1) i`,
    [exhibitions, museums],
  );
  await client.query(
    `INSERT INTO quotas (id, name, kind, capacity) VALUES ($1, 'hot slot', 'slot', $2)`,
    [HOT.quotaId, HOT.capacity],
  );
  // Quotas 2–21: day quotas; 22–41: slot quotas.
  await client.query(
    `INSERT INTO quotas (id, name, kind, capacity)
     SELECT i, 'quota ' || i, CASE WHEN i <= 21 THEN 'day' ELSE 'slot' END,
            CASE WHEN i <= 21 THEN 500 ELSE 40 END
     FROM generate_series(2, 41) i`,
  );
  await client.query(
    `INSERT INTO tickets (id, title, ticket_type, price_cents, vat_pct, max_persons,
                          entry_duration, first_entry, last_entry)
     VALUES ($1, '{"de": "Heißer Slot", "en": "Hot slot"}', 'time_slot', 1400, 7, 10, 30, 600, 1020)`,
    [HOT.ticketId],
  );
  // i % 4: 0 day, 1 time slot, 2 day, 3 flex (every 12th an annual ticket).
  await client.query(
    `INSERT INTO tickets (id, title, description, ticket_type, price_cents, vat_pct, max_persons,
                          entry_duration, first_entry, last_entry, free_timing, sort_order)
     SELECT i, ${title("Ticket")}, ${title("Beschreibung")},
            CASE WHEN i % 12 = 3 THEN 'annual' WHEN i % 4 = 1 THEN 'time_slot' ELSE 'normal' END,
            500 + i * 10, 7, 10,
            CASE WHEN i % 4 = 1 THEN 30 ELSE 0 END,
            CASE WHEN i % 4 = 1 THEN 600 END, CASE WHEN i % 4 = 1 THEN 1020 END,
            i % 4 = 3 AND i % 12 <> 3, i
     FROM generate_series(2, $1) i`,
    [tickets],
  );
  await client.query(
    `INSERT INTO ticket_museums (ticket_id, museum_id)
     SELECT i, 1 + i % $2 FROM generate_series(1, $1) i`,
    [tickets, museums],
  );
  await client.query(
    `INSERT INTO ticket_exhibitions (ticket_id, exhibition_id)
     SELECT i, 1 + i % $2 FROM generate_series(1, $1) i`,
    [tickets, exhibitions],
  );
  await client.query(
    `INSERT INTO ticket_quotas (ticket_id, quota_id)
     SELECT $2::int, $3::int
     UNION ALL
     SELECT i, 2 + i % 20 FROM generate_series(2, $1) i WHERE i % 4 IN (0, 1, 2)
     UNION ALL
     SELECT i, 22 + i % 20 FROM generate_series(2, $1) i WHERE i % 4 = 1`,
    [tickets, HOT.ticketId, HOT.quotaId],
  );
  await client.query(
    `INSERT INTO capacity_pools (key, kind, ref, day, start_time, capacity, sold)
     SELECT 'quota:' || q.id || ':' || to_char($1::date + d, 'YYYY-MM-DD') || ':'
              || to_char(s.start_time, 'HH24:MI'),
            'quota', q.id, $1::date + d, s.start_time, q.capacity,
            (q.id * 7 + d * 3) % (q.capacity / 2)
     FROM quotas q
     CROSS JOIN generate_series(0, $2 - 1) d
     CROSS JOIN LATERAL (
       SELECT '00:00'::time AS start_time WHERE q.kind = 'day'
       UNION ALL
       SELECT '10:00'::time + make_interval(mins => 30 * n) FROM generate_series(0, 14) n
       WHERE q.kind = 'slot'
     ) s
     WHERE q.id > 1`,
    [firstDay, calendarDays],
  );
  await client.query("COMMIT");
}

export interface HotCounter {
  held: number;
  lines: number;
  linesSum: number;
}

/** The hot slot's counter and its hold lines, to check that every 201 left one hold. */
export async function readHotCounter(client: pg.Client, day: string): Promise<HotCounter> {
  const result = await client.query<HotCounter>(
    `SELECT coalesce((SELECT held FROM capacity_pools WHERE key = $1), 0) AS held,
            count(*)::int AS lines, coalesce(sum(quantity), 0)::int AS "linesSum"
     FROM hold_lines WHERE pool = $1`,
    [`quota:${HOT.quotaId}:${day}:${HOT.time}`],
  );
  const row = result.rows[0];
  if (!row) throw new Error("no answer reading the hot counter");
  return row;
}
