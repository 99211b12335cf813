// The yardstick of the hold budget: the raw PostgreSQL transaction a hold performs — one
// conditional UPDATE of a counter row and one INSERT of the hold — run by pgbench (PostgreSQL's own load client, written in C) against the same PostgreSQL,
// with as many clients as the endpoint phase it precedes, each on its own connection.
// On a busy or small machine both sides slow down together, so the budget is stated as the
// endpoint's share of this rate in the same run, not as holds per second.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import type pg from "pg";
import { cpuPerRequest, sampleCpu } from "./cpu";
import { HOT } from "./fixtures";
import { type PhaseStats, summarise } from "./stats";

/** A raw transaction counts as "ok" when it committed. */
export const RAW_OK = "committed";

// What take_hold (migrations 0300, 0500) does under its lock, as one statement and so one
// round trip and one transaction, like the hold: take the place if it is free, then write the
// hold with its pool's day and start time. A refusal inserts nothing and answers no row; `\gset` then fails
// the transaction, so it counts as failed (the counter is never full here).
const SCRIPT = `WITH taken AS (
  UPDATE capacity_pools SET held = held + 1
  WHERE key = 'quota:' || :quota || ':' || :day || ':' || :time
    AND capacity - sold - held >= 1
  RETURNING day, start_time
)
INSERT INTO holds (token, ticket_id, day, start_time, quantity, line_count, valid_until,
                   created_at, updated_at)
SELECT gen_random_uuid()::text, :ticket, day, start_time, 1, 1, now() + interval '30 minutes',
       now(), now()
FROM taken
RETURNING 1 AS written \\gset
`;

export interface RawTarget {
  /** The server's database and schema, under its own application_name (rawTarget). */
  connectionString: string;
  /** application_name of the raw connections, to find their backends' CPU time. */
  applicationName: string;
  /** The counter's day: not the endpoint's hot day, so the two never share a row lock. */
  day: string;
}

/**
 * The server's connection string (with its schema on the search_path) for pgbench. A hold
 * commits without waiting for the WAL flush (take_hold sets synchronous_commit off), and so
 * does this transaction.
 */
export function rawTarget(serverUrl: string, applicationName: string, day: string): RawTarget {
  const url = new URL(serverUrl);
  const options = url.searchParams.get("options") ?? "";
  url.searchParams.set("options", `${options} -c synchronous_commit=off`.trim());
  url.searchParams.set("application_name", applicationName);
  // libpq reads "+" literally: spaces go as %20.
  url.search = url.searchParams.toString().replaceAll("+", "%20");
  return { connectionString: url.toString(), applicationName, day };
}

/** A pool of the hot quota on the raw day, as large as the hot slot's. */
export async function createRawCounter(client: pg.Client, day: string): Promise<void> {
  await client.query(
    `INSERT INTO capacity_pools (key, kind, ref, day, start_time, capacity)
     VALUES ('quota:' || $1::int || ':' || $2::date || ':' || $3::text, 'quota', $1::int, $2::date, $3::time, $4)`,
    [HOT.quotaId, day, HOT.time, HOT.capacity],
  );
}

/** Why pgbench cannot run here, or undefined when it can. */
export function pgbenchMissing(): string | undefined {
  const run = spawnSync("pgbench", ["--version"], { encoding: "utf8" });
  if (run.status === 0) return undefined;
  return (
    "pgbench (PostgreSQL's load client, Debian package postgresql-<version>) is not on the " +
    "PATH: the hold budget is stated against the raw transaction it measures"
  );
}

/** One line of pgbench's per-transaction log: latency in µs and completion time. */
export interface LoggedTransaction {
  latencyUs: number;
  /** Completion, in ms since the epoch. */
  doneMs: number;
  failed: boolean;
}

/**
 * Parses pgbench's --log lines: `client transaction latency_us script epoch_s epoch_us`;
 * the latency reads "failed" (or "skipped") for a transaction that did not commit.
 */
export function parseLog(text: string): LoggedTransaction[] {
  const transactions: LoggedTransaction[] = [];
  for (const line of text.split("\n")) {
    const fields = line.trim().split(/\s+/);
    if (fields.length < 6) continue;
    const [, , latency, , seconds, micros] = fields;
    const doneMs = Number(seconds) * 1000 + Number(micros) / 1000;
    const latencyUs = Number(latency);
    transactions.push({
      latencyUs: Number.isFinite(latencyUs) ? latencyUs : Number.NaN,
      doneMs,
      failed: !Number.isFinite(latencyUs),
    });
  }
  return transactions;
}

export interface RawPhase {
  stats: PhaseStats;
  /** CPU ms per transaction of pgbench's PostgreSQL backends; undefined when unreadable. */
  databaseMs: number | undefined;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * pgbench with `clients` connections for `seconds`, every transaction logged. The backends'
 * CPU time is sampled once all clients are connected and again a second before the end; the
 * transactions that completed between the two samples are the divisor.
 */
export async function runRawHolds(
  target: RawTarget,
  observer: pg.Client,
  clients: number,
  seconds: number,
): Promise<RawPhase> {
  const dir = mkdtempSync(join(tmpdir(), "bench-raw-"));
  try {
    const script = join(dir, "hold.sql");
    writeFileSync(script, SCRIPT);
    const threads = Math.max(1, Math.min(clients, availableParallelism()));
    const child = spawn(
      "pgbench",
      [
        ...["--no-vacuum", "--protocol=prepared", `--client=${clients}`, `--jobs=${threads}`],
        ...[`--time=${seconds}`, "--log", `--log-prefix=${join(dir, "raw")}`, "--file", script],
        ...["-D", `quota=${HOT.quotaId}`, "-D", `day=${target.day}`, "-D", `time=${HOT.time}`],
        ...["-D", `ticket=${HOT.ticketId}`, target.connectionString],
      ],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    let output = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      output = (output + chunk).slice(-8000);
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      output = (output + chunk).slice(-8000);
    });
    const exited = new Promise<number>((resolve) =>
      child.once("exit", (code, signal) => resolve(code ?? (signal ? 128 : 0))),
    );
    const started = Date.now();

    let cpu: { before: Awaited<ReturnType<typeof sampleCpu>>; at: number } | undefined;
    for (let tries = 0; tries < 50 && Date.now() - started < (seconds * 1000) / 2; tries += 1) {
      const before = await sampleCpu(process.pid, observer, target.applicationName);
      if (before.pids.length >= clients) {
        cpu = { before, at: Date.now() };
        break;
      }
      await delay(100);
    }
    let databaseMs: number | undefined;
    let end: number | undefined;
    const sampleAt = started + seconds * 1000 - 1000;
    if (cpu && sampleAt > cpu.at) {
      await delay(sampleAt - Date.now());
      end = Date.now();
      databaseMs = cpuPerRequest(cpu.before, process.pid, 1).databaseMs;
    }
    const code = await exited;
    if (code !== 0 && code !== 2) {
      throw new Error(`pgbench exited with ${code}: ${output.slice(-2000)}`);
    }
    const logged = readdirSync(dir)
      .filter((name) => name.startsWith("raw."))
      .flatMap((name) => parseLog(readFileSync(join(dir, name), "utf8")));
    const statuses: Record<string, number> = {};
    for (const transaction of logged) {
      const status = transaction.failed ? "failed" : RAW_OK;
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
    // Exit code 2: a client was aborted by an error (its transaction is not in the log).
    if (code === 2) {
      statuses.aborted = (statuses.aborted ?? 0) + 1;
      console.warn(`pgbench: a client was aborted:\n${output.slice(-1500)}`);
    }
    const committed = logged.filter((transaction) => !transaction.failed);
    // The phase runs from the first transaction's start to the last one's end (pgbench's
    // "without initial connection time").
    let first = Number.POSITIVE_INFINITY;
    let last = Number.NEGATIVE_INFINITY;
    for (const transaction of committed) {
      first = Math.min(first, transaction.doneMs - transaction.latencyUs / 1000);
      last = Math.max(last, transaction.doneMs);
    }
    const stats = summarise(
      committed.map((transaction) => transaction.latencyUs / 1000),
      statuses,
      committed.length > 0 ? last - first : 0,
      RAW_OK,
    );
    const inWindow =
      cpu && end !== undefined
        ? committed.filter((t) => t.doneMs >= (cpu?.at ?? 0) && t.doneMs <= (end ?? 0)).length
        : 0;
    return {
      stats,
      databaseMs: databaseMs !== undefined && inWindow > 0 ? databaseMs / inWindow : undefined,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
