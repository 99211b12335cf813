// Waiting-room benchmark (issue 32, Checks; DESIGN §9, §10): 10,000 waiting visitors, each
// checking its place every 10 s, against two server instances sharing one PostgreSQL and one
// Redis; one instance is killed with SIGKILL halfway. Budgets:
//  - a check's p99 at most 20 ms (the client's time, a retry on the other instance included);
//  - admissions per minute within ±5 % of the rule's: the first full minute, and no 60 s
//    window of the run above it (read from the line's own record in Redis);
//  - no visitor admitted out of order: the visitors let in are exactly the first in line;
//  - none lost: after the kill every visitor still has their place (no position ever grows,
//    every check answered), and at the end the positions of those waiting are 1..n once each.
// Prints the figures; exit code 0 within budget, 1 past one, 2 when the run failed. Without
// DATABASE_URL and REDIS_URL there are no two instances to share: nothing is measured.
import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import pg from "pg";
import { Pool } from "undici";
import { type RunningServer, startServer } from "../reservations/server";
import { percentile } from "../reservations/stats";

const VISITORS = 10_000;
const CHECK_EVERY_MS = 10_000;
const PER_MINUTE = 600;
/** How long after the first admission the checks run: one full minute and a quarter. */
const RUN_MS = 75_000;
/** When, after the first admission, the second instance is killed. */
const KILL_AT_MS = 35_000;
const ENTER_CONCURRENCY = 64;
const BUDGET = { checkP99Ms: 20, perMinuteTolerance: 0.05 };
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

const REPORT_MODULE = new URL("../../scripts/report.mjs", import.meta.url).href;

interface Visitor {
  token: string;
  /** Place in line when entering: 0 for those let in at once, else their position. */
  rank: number;
  admittedAt?: number;
  lastPosition?: number;
  grew: boolean;
}

interface Instance {
  server: RunningServer;
  pool: Pool;
  alive: boolean;
}

async function send(
  instances: Instance[],
  first: number,
  request: {
    method: "GET" | "POST" | "PUT";
    path: string;
    headers: Record<string, string>;
    body?: string;
  },
): Promise<{ status: number; body: unknown }> {
  for (let attempt = 0; attempt < instances.length; attempt += 1) {
    const instance = instances[(first + attempt) % instances.length];
    if (!instance?.alive) continue;
    try {
      const answer = await instance.pool.request({
        method: request.method,
        path: request.path,
        headers: { "user-agent": BROWSER, ...request.headers },
        ...(request.body === undefined ? {} : { body: request.body }),
      });
      return { status: answer.statusCode, body: await answer.body.json() };
    } catch {
      // The instance is gone (killed): the balancer would send the request to the next.
    }
  }
  throw new Error("no instance answered");
}

async function main(): Promise<number> {
  const databaseUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!databaseUrl || !redisUrl) {
    console.info(
      "queue benchmark: DATABASE_URL and REDIS_URL are needed for two instances sharing them; nothing measured",
    );
    return 0;
  }
  const name = `bench_q_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const staffKey = randomBytes(24).toString("base64url");
  const env = {
    REDIS_URL: redisUrl,
    REDIS_PREFIX: name,
    STAFF_API_KEY: staffKey,
    TICKET_CODE_SECRET: randomBytes(32).toString("hex"),
    QUEUE_ENTERS_PER_MINUTE: "1000000",
  };
  const settings = { databaseUrl: url.toString(), poolMax: undefined, logLevel: "warn", env };
  const instances: Instance[] = [];
  const redis = new Redis(redisUrl);
  try {
    for (let i = 0; i < 2; i += 1) {
      const server = await startServer(settings);
      instances.push({ server, pool: new Pool(server.origin, { connections: 32 }), alive: true });
    }
    const rule = await send(instances, 0, {
      method: "PUT",
      path: "/api/v1/staff/queue",
      headers: { authorization: `Bearer ${staffKey}`, "content-type": "application/json" },
      body: JSON.stringify({
        enabled: true,
        visitorsInside: 1_000_000,
        admissionsPerMinute: PER_MINUTE,
        visitIdleMinutes: 600,
      }),
    });
    if (rule.status !== 200) throw new Error(`PUT /staff/queue answered ${rule.status}`);
    // Each instance applies the rule within READ_CACHE_MS (at most 1 s).
    await new Promise((resolve) => setTimeout(resolve, 1100));

    // Everyone enters, 64 at a time, every other one through each instance.
    const visitors: Visitor[] = [];
    let next = 0;
    const enterStarted = Date.now();
    await Promise.all(
      Array.from({ length: ENTER_CONCURRENCY }, async () => {
        while (next < VISITORS) {
          const index = next++;
          const answer = await send(instances, index, {
            method: "POST",
            path: "/api/v1/queue",
            headers: {},
          });
          const body = answer.body as { token: string; status: string; position: number | null };
          if (answer.status !== 201) throw new Error(`POST /queue answered ${answer.status}`);
          visitors[index] = {
            token: body.token,
            rank: body.status === "visiting" ? 0 : (body.position ?? 0),
            grew: false,
            ...(body.status === "visiting" ? { admittedAt: Date.now() } : {}),
          };
        }
      }),
    );
    console.info(
      `${VISITORS} visitors entered in ${((Date.now() - enterStarted) / 1000).toFixed(1)} s`,
    );

    // Every visitor checks every 10 s, spread evenly; the second instance is killed halfway.
    const latencies: number[] = [];
    let failedChecks = 0;
    const start = Date.now();
    const killAt = start + KILL_AT_MS;
    let killed = false;
    const check = async (visitor: Visitor, index: number) => {
      const began = performance.now();
      try {
        const answer = await send(instances, index, {
          method: "GET",
          path: "/api/v1/queue",
          headers: { authorization: `Bearer ${visitor.token}` },
        });
        latencies.push(performance.now() - began);
        const body = answer.body as { status: string; position: number | null };
        if (answer.status !== 200) {
          failedChecks += 1;
          return;
        }
        if (body.status === "visiting") {
          visitor.admittedAt ??= Date.now();
        } else if (body.position !== null) {
          if (visitor.lastPosition !== undefined && body.position > visitor.lastPosition) {
            visitor.grew = true;
          }
          visitor.lastPosition = body.position;
        }
      } catch {
        failedChecks += 1;
      }
    };
    await Promise.all(
      visitors.map(async (visitor, index) => {
        let at = start + (index * CHECK_EVERY_MS) / VISITORS;
        while (at < start + RUN_MS) {
          const wait = at - Date.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          if (!killed && Date.now() >= killAt) {
            killed = true;
            const second = instances[1];
            if (second) {
              second.alive = false;
              process.kill(second.server.pid, "SIGKILL");
              console.info(
                `instance 2 killed with SIGKILL at ${((Date.now() - start) / 1000).toFixed(1)} s`,
              );
            }
          }
          await check(visitor, index);
          at += CHECK_EVERY_MS;
        }
      }),
    );

    // The final sweep: every visitor once more.
    const final = await Promise.all(
      visitors.map((visitor) =>
        send(instances, 0, {
          method: "GET",
          path: "/api/v1/queue",
          headers: { authorization: `Bearer ${visitor.token}` },
        }),
      ),
    );
    const waitingPositions: number[] = [];
    const admittedRanks: number[] = [];
    final.forEach((answer, index) => {
      const body = answer.body as { status: string; position: number | null };
      const visitor = visitors[index];
      if (!visitor) return;
      if (answer.status !== 200) failedChecks += 1;
      else if (body.status === "visiting") admittedRanks.push(visitor.rank);
      else waitingPositions.push(body.position ?? -1);
    });

    // The line's own record of its admissions (number → ms), the rate's source of truth.
    const times = (await redis.zrange(`${name}:queue:{line}:admitted`, 0, -1, "WITHSCORES"))
      .filter((_, i) => i % 2 === 1)
      .map(Number)
      .sort((a, b) => a - b);
    const firstAt = times[0] ?? 0;
    const firstMinute = times.filter((t) => t < firstAt + 60_000).length;
    let busiest = 0;
    for (let i = 0, j = 0; i < times.length; i += 1) {
      while ((times[j] ?? 0) <= (times[i] ?? 0) - 60_000) j += 1;
      busiest = Math.max(busiest, i - j + 1);
    }

    const sorted = [...latencies].sort((a, b) => a - b);
    const p50 = percentile(sorted, 50);
    const p99 = percentile(sorted, 99);
    const firstInLine = admittedRanks.map((rank) => rank).sort((a, b) => a - b);
    const atOnce = firstInLine.filter((rank) => rank === 0).length;
    const expectedRanks = [
      ...Array.from({ length: atOnce }, () => 0),
      ...Array.from({ length: firstInLine.length - atOnce }, (_, i) => i + 1),
    ];
    const inOrder = JSON.stringify(firstInLine) === JSON.stringify(expectedRanks);
    const positions = [...waitingPositions].sort((a, b) => a - b);
    const noneLost =
      failedChecks === 0 &&
      visitors.every((visitor) => !visitor.grew) &&
      positions.length + firstInLine.length === VISITORS &&
      positions.every((position, i) => position === i + 1);
    const low = PER_MINUTE * (1 - BUDGET.perMinuteTolerance);
    const high = PER_MINUTE * (1 + BUDGET.perMinuteTolerance);

    const rows: [string, string, string, boolean][] = [
      ["checks", `${latencies.length} (p50 ${p50.toFixed(1)} ms)`, "", true],
      ["check p99", `${p99.toFixed(1)} ms`, `≤ ${BUDGET.checkP99Ms} ms`, p99 <= BUDGET.checkP99Ms],
      [
        "admissions, first minute",
        String(firstMinute),
        `${low}–${high}`,
        firstMinute >= low && firstMinute <= high,
      ],
      ["admissions, busiest 60 s", String(busiest), `≤ ${high}`, busiest <= high],
      ["admitted in order", `${firstInLine.length} admitted`, "the first in line", inOrder],
      [
        "none lost after SIGKILL",
        `${positions.length} waiting, ${failedChecks} failed checks`,
        "1..n, none failed",
        noneLost,
      ],
    ];
    console.info("\nWaiting room: 10,000 visitors checking every 10 s, two instances, one Redis\n");
    for (const [what, figure, budget, ok] of rows) {
      console.info(
        `${what.padEnd(28)} ${figure.padEnd(34)} ${budget.padEnd(20)} ${ok ? "✓" : "✗"}`,
      );
    }
    for (const instance of instances) {
      for (const line of instance.server.problems) console.info(`server: ${line}`);
    }
    const failed = rows.filter(([, , , ok]) => !ok).length;
    const { writeTestReport } = (await import(REPORT_MODULE)) as {
      writeTestReport(name: string, passed: number, failed: number): void;
    };
    writeTestReport("bench-queue", rows.length - failed, failed);
    return failed > 0 ? 1 : 0;
  } finally {
    redis.disconnect();
    for (const instance of instances) {
      await instance.pool.close().catch(() => undefined);
      if (instance.alive) await instance.server.stop();
    }
    const cleanup = new pg.Client({ connectionString: databaseUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(2);
  },
);
