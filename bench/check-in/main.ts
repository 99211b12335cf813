// Check-in benchmark (the issue 34, Checks; DESIGN §6 "one code per admission"): 1,000 codes
// of one time slot checked in by 20 devices at once, against the real server on PostgreSQL.
// The 20 devices scan side by side, each its 50 codes at a door's quickest pace: a code every
// 250 ms (a turnstile lets a person through every 2 to 3 s; four a second is a rush well past
// it), their starts spread over the first 250 ms, and then a forged code at the same pace.
// Then every code is scanned again by another device (already used) as fast as the server
// answers, which is reported. Budgets:
//  - a scan's p99 at most 20 ms, over the 1,000 first scans and the 20 forged ones (the
//    client's time);
//  - every first scan valid, every second already_used naming the first device, every forged
//    code refused as forged; exactly 1,000 people recorded.
// Prints the figures; exit code 0 within budget, 1 past one, 2 when the run failed. Without
// DATABASE_URL nothing is measured.
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { Pool } from "undici";
import { signAdmissionCode } from "../../apps/server/src/modules/documents/ticket-code";
import { createSchema } from "../reservations/fixtures";
import { type RunningServer, startServer } from "../reservations/server";
import { percentile } from "../reservations/stats";

const DEVICES = 20;
const ORDERS = 100;
const PERSONS = 10;
const CODES = ORDERS * PERSONS;
/** Orders whose codes warm the server up before the measured scans (not measured). */
const WARM_UP_ORDERS = 10;
const DAY = "2030-06-14";
const SLOT = "10:00";
const TICKET = 1;
const BUDGET = { scanP99Ms: 20 };
/** A device's pace: a code every this many ms. */
const SCAN_EVERY_MS = 250;
const REPORT_MODULE = new URL("../../scripts/report.mjs", import.meta.url).href;

interface Scan {
  result: "valid" | "refused";
  reason: string | null;
  used: { device: string } | null;
}

async function main(): Promise<number> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.info("check-in benchmark: DATABASE_URL is not set; nothing measured");
    return 0;
  }
  const schema = await createSchema(databaseUrl);
  const keys = generateKeyPairSync("ed25519");
  const staffKey = randomBytes(24).toString("base64url");
  let server: RunningServer | undefined;
  let pool: Pool | undefined;
  try {
    server = await startServer({
      databaseUrl: schema.serverUrl,
      poolMax: undefined,
      logLevel: "warn",
      profileDir: process.env.BENCH_PROFILE_DIR,
      env: {
        STAFF_API_KEY: staffKey,
        TICKET_SIGNING_KEY: String(keys.privateKey.export({ type: "pkcs8", format: "pem" })),
        TICKET_CODE_SECRET: randomBytes(32).toString("hex"),
        // 10:05 in Berlin on the slot's day: within the door's window.
        CLOCK_START: `${DAY}T08:05:00Z`,
      },
    });
    const client = await schema.connect();
    try {
      await seed(client);
    } finally {
      await client.end();
    }
    const origin = server.origin;
    pool = new Pool(origin, { connections: DEVICES + 2 });
    const http = pool;
    const call = async (method: "GET" | "POST", path: string, key: string, body?: object) => {
      const answer = await http.request({
        method,
        path: `/api/v1${path}`,
        headers: {
          authorization: `Bearer ${key}`,
          ...(body ? { "content-type": "application/json" } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: answer.statusCode, body: (await answer.body.json()) as unknown };
    };

    const devices: { name: string; key: string }[] = [];
    for (let i = 0; i < DEVICES; i += 1) {
      const name = `Gerät ${i + 1}`;
      const created = await call("POST", "/staff/check_in/devices", staffKey, { name });
      if (created.status !== 201) throw new Error(`device: ${created.status}`);
      devices.push({ name, key: (created.body as { key: string }).key });
    }
    const codeOf = (index: number) =>
      signAdmissionCode(keys.privateKey, {
        kind: "ticket",
        orderId: 1001 + Math.floor(index / PERSONS),
        itemId: 5001 + Math.floor(index / PERSONS),
        productId: TICKET,
        person: (index % PERSONS) + 1,
        persons: PERSONS,
        date: DAY,
        slot: SLOT,
        seat: null,
      });
    const codes = Array.from({ length: CODES }, (_, index) => codeOf(index));
    const warmUpCodes = Array.from({ length: WARM_UP_ORDERS * PERSONS }, (_, index) =>
      codeOf(CODES + index),
    );

    const latencies: number[] = [];
    const scan = async (key: string, code: string): Promise<Scan> => {
      const began = performance.now();
      const answer = await call("POST", "/check_in/scans", key, { code });
      latencies.push(performance.now() - began);
      if (answer.status !== 200) throw new Error(`scan answered ${answer.status}`);
      return answer.body as Scan;
    };
    // The warm-up orders' codes, each device its share back to back, then each once more: every
    // device known to the server, every pooled connection with its statements prepared, both
    // answers' paths run. Not measured.
    for (let round = 0; round < 2; round += 1) {
      await Promise.all(
        devices.map(async (device, d) => {
          for (let i = d; i < warmUpCodes.length; i += DEVICES) {
            await scan(device.key, warmUpCodes[i] ?? "");
          }
        }),
      );
    }
    latencies.length = 0;

    // Device d scans codes d, d + 20, d + 40, …: the codes of one family reach several doors.
    const first: Scan[] = [];
    const forged: Scan[] = [];
    const started = performance.now();
    await Promise.all(
      devices.map(async (device, d) => {
        let at = started + (d * SCAN_EVERY_MS) / DEVICES;
        const pace = async () => {
          const wait = at - performance.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          at += SCAN_EVERY_MS;
        };
        for (let i = d; i < CODES; i += DEVICES) {
          await pace();
          first[i] = await scan(device.key, codes[i] ?? "");
        }
        // Then a forged code (its slot changed), at the same pace.
        await pace();
        forged[d] = await scan(
          device.key,
          (codes[d] ?? "").replace(`.${SLOT.replace(":", "")}.`, ".1100."),
        );
      }),
    );
    const paced = [...latencies];
    // The same codes again, each by the next device, back to back: the server's own pace.
    latencies.length = 0;
    const second: Scan[] = [];
    const rushStarted = performance.now();
    await Promise.all(
      devices.map(async (device, d) => {
        for (let i = (d + 1) % DEVICES; i < CODES; i += DEVICES) {
          second[i] = await scan(device.key, codes[i] ?? "");
        }
      }),
    );
    const rushSeconds = (performance.now() - rushStarted) / 1000;
    const rush = [...latencies].sort((a, b) => a - b);

    const allValid = first.length === CODES && first.every((answer) => answer.result === "valid");
    const allUsed =
      second.length === CODES &&
      second.every(
        (answer, i) =>
          answer.reason === "already_used" && answer.used?.device === devices[i % DEVICES]?.name,
      );
    const allForged =
      forged.length === DEVICES && forged.every((answer) => answer.reason === "forged");
    const counts = await call("GET", `/check_in/counts?day=${DAY}`, devices[0]?.key ?? "");
    // The warm-up's people are in too.
    const admitted =
      (counts.body as { admitted: number; expected: number }).admitted - WARM_UP_ORDERS * PERSONS;

    const sorted = paced.sort((a, b) => a - b);
    const p50 = percentile(sorted, 50);
    const p99 = percentile(sorted, 99);
    const rows: [string, string, string, boolean][] = [
      ["scans at a door's pace", `${sorted.length} (p50 ${p50.toFixed(1)} ms)`, "", true],
      ["scan p99", `${p99.toFixed(1)} ms`, `≤ ${BUDGET.scanP99Ms} ms`, p99 <= BUDGET.scanP99Ms],
      [
        "back to back (reported)",
        `${(CODES / rushSeconds).toFixed(0)}/s, p50 ${percentile(rush, 50).toFixed(1)} ms, p99 ${percentile(rush, 99).toFixed(1)} ms`,
        "",
        true,
      ],
      [
        "first scans valid",
        `${first.filter((a) => a.result === "valid").length}`,
        `${CODES}`,
        allValid,
      ],
      [
        "second scans already used",
        `${second.filter((a) => a.reason === "already_used").length}`,
        `${CODES}, first device named`,
        allUsed,
      ],
      [
        "forged codes refused",
        `${forged.filter((a) => a.reason === "forged").length}`,
        `${DEVICES}`,
        allForged,
      ],
      ["people admitted (counts)", String(admitted), String(CODES), admitted === CODES],
    ];
    console.info(`\nCheck-in: ${CODES} codes, ${DEVICES} devices at once, PostgreSQL\n`);
    for (const [what, figure, budget, ok] of rows) {
      console.info(
        `${what.padEnd(28)} ${figure.padEnd(44)} ${budget.padEnd(26)} ${ok ? "✓" : "✗"}`,
      );
    }
    // The clock's start is the benchmark's own doing (CLOCK_START): the server warns of it.
    for (const line of server.problems) {
      if (!line.includes("CLOCK_START")) console.info(`server: ${line}`);
    }
    const failed = rows.filter(([, , , ok]) => !ok).length;
    const { writeTestReport } = (await import(REPORT_MODULE)) as {
      writeTestReport(name: string, passed: number, failed: number): void;
    };
    writeTestReport("bench-check-in", rows.length - failed, failed);
    return failed > 0 ? 1 : 0;
  } finally {
    await pool?.close().catch(() => undefined);
    await server?.stop();
    await schema.drop();
  }
}

/** One museum, one time-slot ticket, a buyer and 100 paid orders of 10 people each. */
async function seed(client: import("pg").Client): Promise<void> {
  await client.query(
    `INSERT INTO museums (id, title, sort_order) VALUES (1, '{"de": "Kunsthalle"}', 1)`,
  );
  await client.query(
    `INSERT INTO tickets (id, title, ticket_type, price_cents, vat_pct, max_persons,
                          entry_duration, first_entry, last_entry)
     VALUES ($1, '{"de": "Zeitfenster"}', 'time_slot', 1400, 7, 10, 30, 600, 1020)`,
    [TICKET],
  );
  await client.query("INSERT INTO ticket_museums (ticket_id, museum_id) VALUES ($1, 1)", [TICKET]);
  const customer = await client.query<{ id: number }>(
    `INSERT INTO customers (level, name, surname, email, created_at)
     VALUES (10, 'Erika', 'Muster', 'erika@example.org', now()) RETURNING id`,
  );
  const customerId = customer.rows[0]?.id;
  const address = await client.query<{ id: number }>(
    `INSERT INTO customer_addresses (customer_id, street, zip, city, country_id)
     VALUES ($1, 'Uferweg 3', '10178', 'Berlin', 1) RETURNING id`,
    [customerId],
  );
  await client.query(
    `INSERT INTO orders (id, token, customer_id, billing_address_id, payment_mode_id,
                         total_price_cents, payment_status, is_valid, created_at, updated_at)
     SELECT 1000 + i, 'bench-order-' || i, $1, $2, 1, 14000, 30, true, now(), now()
     FROM generate_series(1, $3) i`,
    [customerId, address.rows[0]?.id, ORDERS + WARM_UP_ORDERS],
  );
  await client.query(
    `INSERT INTO order_items (id, order_id, position, line, vat_pct, type, product_id, title, quantity,
                              price_cents, total_cents, attributes, day)
     SELECT 5000 + i, 1000 + i, 1, 0, 7, 'ticket', $1, 'Zeitfenster', $2, 1400, 1400 * $2,
            jsonb_build_object('id', $1::int, 'start_time', $3::text, 'ticket_type', 'time_slot'),
            $4::date
     FROM generate_series(1, $5) i`,
    [TICKET, PERSONS, SLOT, DAY, ORDERS + WARM_UP_ORDERS],
  );
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(2);
  },
);
