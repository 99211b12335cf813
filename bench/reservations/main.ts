// Reservation benchmark (DESIGN §10): holds per second and latency on one hot slot, and the
// latency of the ticket list and calendar reads, against PostgreSQL, each against its
// budget. Exit code 0: within budget; 1: a figure missed its budget; 2: the run failed.
import { writeFileSync } from "node:fs";
import type pg from "pg";
import { parseArgs, UsageError } from "./args";
import { cpuPerRequest, sampleCpu } from "./cpu";
import {
  berlinDay,
  CATALOGUE,
  createSchema,
  HOT,
  insertCatalogue,
  readHotCounter,
} from "./fixtures";
import { probe, runLoad } from "./load";
import { createRawCounter, pgbenchMissing, rawTarget, runRawHolds } from "./raw";
import {
  countChecks,
  formatCpu,
  formatRatios,
  formatTable,
  type HoldPhase,
  holdRow,
  type ReadPhase,
  type Row,
  rawRow,
  readRow,
} from "./report";
import { type RunningServer, startServer } from "./server";

async function measureRead(
  origin: string,
  name: string,
  path: string,
  seconds: number,
  clients: number,
): Promise<ReadPhase> {
  const first = await probe(origin, path);
  if (first.status === 404) {
    const message = (first.body as { error?: { message?: string } }).error?.message ?? "";
    if (message.startsWith("No route")) return { name, path, missing: "endpoint missing" };
  }
  if (first.status !== 200) return { name, path, missing: `answered ${first.status}` };
  const stats = await runLoad({
    origin,
    clients,
    seconds,
    spec: { method: "GET", path, okStatus: 200 },
  });
  return { name, path, stats };
}

// scripts/report.mjs is plain JavaScript without types: loaded by URL, typed here.
const REPORT_MODULE = new URL("../../scripts/report.mjs", import.meta.url).href;
const REPORT_NAME = "bench-reservations";

/** Adds the run's checks to the closing line of `npm test` (when TEST_RESULTS_DIR is set). */
async function writeReport(passed: number, failed: number): Promise<void> {
  const { writeTestReport } = (await import(REPORT_MODULE)) as {
    writeTestReport(name: string, passed: number, failed: number): void;
  };
  writeTestReport(REPORT_NAME, passed, failed);
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2), process.env);
  if (!args.databaseUrl) {
    // CI always has PostgreSQL; a fresh laptop may not. Nothing measured, nothing failed.
    console.info(
      "reservations benchmark: DATABASE_URL is not set, skipping the PostgreSQL measurements " +
        "(e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/test)",
    );
    return 0;
  }
  const missing = pgbenchMissing();
  if (missing) throw new Error(`reservations benchmark: ${missing}`);
  const schema = await createSchema(args.databaseUrl);
  let server: RunningServer | undefined;
  let client: pg.Client | undefined;
  const cleanUp = async () => {
    await client?.end().catch(() => undefined);
    await server?.stop();
    await schema.drop();
  };
  process.once("SIGINT", () => {
    void cleanUp().finally(() => process.exit(130));
  });
  try {
    server = await startServer({
      databaseUrl: schema.serverUrl,
      poolMax: args.poolMax,
      logLevel: args.logLevel,
      readCacheMs: args.readCacheMs,
      profileDir: args.profileDir,
    });
    client = await schema.connect();
    const firstDay = berlinDay(1);
    await insertCatalogue(client, firstDay);
    const holdDay = berlinDay(7);
    console.info(
      `reservations benchmark: server pid ${server.pid} at ${server.origin}, schema ${schema.name}, ` +
        `DB_POOL_MAX ${args.poolMax ?? "the server's default"}, LOG_LEVEL ${args.logLevel}` +
        (args.readCacheMs === undefined ? "" : `, READ_CACHE_MS ${args.readCacheMs}`) +
        (args.idempotency ? ", with Idempotency-Key" : ""),
    );

    const holdSpec = {
      method: "POST" as const,
      path: "/api/v1/tickets/reservations",
      body: JSON.stringify({ ticket_id: HOT.ticketId, quantity: 1, date: holdDay, time: HOT.time }),
      okStatus: 201,
      idempotencyKey: args.idempotency,
      visitorPerRequest: true,
    };
    const largest = Math.max(...args.clients);
    const raw = rawTarget(schema.serverUrl, `${schema.applicationName}-raw`, berlinDay(8));
    await createRawCounter(client, raw.day);
    await runRawHolds(raw, client, largest, args.warmupSeconds);
    const warmup = await runLoad({
      origin: server.origin,
      clients: largest,
      seconds: args.warmupSeconds,
      spec: holdSpec,
    });
    let granted = warmup.statuses[201] ?? 0;
    const holds: HoldPhase[] = [];
    for (const clients of args.clients) {
      // The yardstick first, at the same client count, just before the endpoint.
      console.info(
        `raw transaction on one counter with ${clients} clients for ${args.seconds} s …`,
      );
      const rawPhase = await runRawHolds(raw, client, clients, args.seconds);
      console.info(`holding on one slot with ${clients} clients for ${args.seconds} s …`);
      // The server's pool closed its idle connections during the raw phase: a second of
      // holds, not counted, opens them again before their CPU time is sampled.
      const rewarm = await runLoad({ origin: server.origin, clients, seconds: 1, spec: holdSpec });
      granted += rewarm.statuses[201] ?? 0;
      const before = await sampleCpu(server.pid, client, schema.applicationName);
      const clientBefore = process.cpuUsage();
      const stats = await runLoad({
        origin: server.origin,
        clients,
        seconds: args.seconds,
        spec: holdSpec,
      });
      const used = process.cpuUsage(clientBefore);
      const cpu = {
        ...cpuPerRequest(before, server.pid, stats.requests),
        clientMs: (used.user + used.system) / 1000 / Math.max(stats.requests, 1),
      };
      granted += stats.statuses[201] ?? 0;
      holds.push({ clients, stats, cpu, raw: rawPhase });
    }
    const lastDay = berlinDay(CATALOGUE.calendarDays);
    const reads: ReadPhase[] = [];
    for (const [name, path] of [
      ["GET /tickets?per_page=1000", "/api/v1/tickets?per_page=1000"],
      [
        `GET /tickets/calendar (${CATALOGUE.calendarDays} days)`,
        `/api/v1/tickets/calendar?start_at=${firstDay}&end_at=${lastDay}`,
      ],
    ] as const) {
      console.info(`reading ${name} with ${args.readClients} clients for ${args.readSeconds} s …`);
      reads.push(await measureRead(server.origin, name, path, args.readSeconds, args.readClients));
    }
    // The issue "speed", Deliver 6: the reads stay fast while clients hold places on one slot.
    // Every hold changes a cell both of them count (the hot ticket on the hold's day), so each
    // answer is rebuilt between holds from the cells a hold left and the ones it changed.
    const holding = Math.min(...args.clients);
    const duringHolds: ReadPhase[] = [];
    for (const [name, path] of [
      [
        `GET /tickets/calendar, ${holding} clients holding`,
        `/api/v1/tickets/calendar?start_at=${firstDay}&end_at=${lastDay}`,
      ],
      [
        `GET /tickets on the held day, ${holding} holding`,
        `/api/v1/tickets?per_page=1000&valid_at=${holdDay}`,
      ],
    ] as const) {
      console.info(`reading ${name} with ${args.readClients} clients …`);
      const [read, holdsMeanwhile] = await Promise.all([
        measureRead(server.origin, name, path, args.readSeconds, args.readClients),
        runLoad({
          origin: server.origin,
          clients: holding,
          seconds: args.readSeconds,
          spec: holdSpec,
        }),
      ]);
      granted += holdsMeanwhile.statuses[201] ?? 0;
      duringHolds.push(read);
    }
    const counter = await readHotCounter(client, holdDay);
    const consistent =
      counter.held === granted && counter.linesSum === granted && counter.lines === granted;

    const rows: Row[] = [
      ...holds.flatMap((phase) => [rawRow(phase), holdRow(phase, phase.clients === largest)]),
      ...reads.map((phase) => readRow(phase)),
      ...duringHolds.map((phase) => readRow(phase)),
    ];
    const consistency = `hot slot: ${granted} holds granted, held ${counter.held}, ${counter.lines} lines summing to ${counter.linesSum}`;
    console.info(`\n${formatTable(rows)}\n${consistency}${consistent ? "" : "  FAIL"}`);
    console.info(holds.map(formatRatios).join("\n"));
    console.info(holds.map(formatCpu).join("\n"));
    if (server.problems.length > 0) {
      console.warn(`server warnings and errors:\n${server.problems.slice(0, 10).join("\n")}`);
    }
    if (args.jsonFile) {
      writeFileSync(
        args.jsonFile,
        JSON.stringify(
          {
            schema: schema.name,
            args,
            holds,
            reads,
            duringHolds,
            rows,
            granted,
            counter,
            consistent,
          },
          null,
          2,
        ),
      );
    }
    const checks = countChecks(rows, consistent);
    await writeReport(checks.passed, checks.failed);
    const passed = checks.failed === 0;
    console.info(passed ? "within budget" : "OVER BUDGET");
    return passed ? 0 : 1;
  } finally {
    await cleanUp();
  }
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    console.error(error instanceof UsageError ? error.message : error);
    // A run that could not measure counts as one failed check.
    await writeReport(0, 1).catch(() => undefined);
    process.exit(2);
  },
);
