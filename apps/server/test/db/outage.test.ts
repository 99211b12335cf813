// DESIGN §5 and §9: a refused or stalled database answers 503 `unavailable` with Retry-After
// within its timeouts, the server recovers by itself when the database returns, and a server
// started while the database is down says so in one line and keeps trying instead of
// exiting. PostgreSQL only (PGlite is in the process and cannot go away): a relay the test
// starts stands between the server and DATABASE_URL's PostgreSQL and plays the outage.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import type { Database } from "../../src/db/database";
import { migrate } from "../../src/db/migrate";
import { createPostgresDatabase } from "../../src/db/postgres";
import { insertQuota, insertTicket } from "../helpers/fixtures";
import { adminQuery } from "../helpers/pglite-template";
import { type Relay, startRelay } from "../helpers/relay";
import { TEST_NOW, testClock, testConfig } from "../helpers/test-app";

const databaseUrl = process.env.DATABASE_URL;
const SERVER_DIR = fileURLToPath(new URL("../../", import.meta.url));

if (databaseUrl) {
  describe("a database that goes away", () => {
    const schema = `t_${randomBytes(6).toString("hex")}`;
    let relay: Relay;
    let db: Database;
    let app: FastifyInstance;
    let ticket: number;

    beforeAll(async () => {
      await adminQuery(databaseUrl, `CREATE SCHEMA ${schema}`);
      relay = await startRelay(databaseUrl);
      db = await createPostgresDatabase({
        url: relay.url,
        max: 4,
        schema,
        connectTimeoutMs: 1000,
        statementTimeoutMs: 1000,
      });
      await migrate(db);
      const quota = await insertQuota(db, { kind: "day", capacity: 100 });
      ticket = await insertTicket(db, { quotaIds: [quota] });
      // No cached answers: every read goes to the database.
      app = await buildApp({
        db,
        config: testConfig({ readCacheMs: 0 }),
        clock: testClock(TEST_NOW),
      });
      await app.ready();
    });
    afterAll(async () => {
      await relay?.setMode("pass");
      await app?.close();
      await db?.close();
      await relay?.close();
      await adminQuery(databaseUrl, `DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    });

    const read = () => app.inject({ method: "GET", url: "/api/v1/tickets" });
    const hold = () =>
      app.inject({
        method: "POST",
        url: "/api/v1/tickets/reservations",
        payload: { ticket_id: ticket, quantity: 1, date: "2030-06-02" },
      });
    const expectUnavailable = (answer: Awaited<ReturnType<typeof read>>) => {
      expect(answer.statusCode, answer.body).toBe(503);
      expect(answer.headers["retry-after"]).toBe("5");
      expect(answer.json()).toEqual({
        error: {
          code: "unavailable",
          message: "The shop cannot reach its database: try again shortly",
        },
      });
    };
    const timed = async <T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> => {
      const started = performance.now();
      const result = await work();
      return { result, ms: performance.now() - started };
    };

    it("answers normally while the database answers", async () => {
      expect((await read()).statusCode).toBe(200);
      expect((await hold()).statusCode).toBe(201);
    });

    it("answers 503 unavailable with Retry-After when the database refuses connections, at once", async () => {
      await relay.setMode("refuse");

      const reading = await timed(read);
      const holding = await timed(hold);

      expectUnavailable(reading.result);
      expectUnavailable(holding.result);
      expect(reading.ms).toBeLessThan(3000);
      expect(holding.ms).toBeLessThan(3000);
    });

    it("recovers by itself once the database is back", async () => {
      await relay.setMode("pass");

      expect((await read()).statusCode).toBe(200);
      expect((await hold()).statusCode).toBe(201);
    });

    it("answers 503 within the timeouts when the database stalls", async () => {
      // Open connections first, so the stall meets both pooled and new ones.
      await Promise.all([read(), read(), read()]);
      await relay.setMode("stall");

      const [reading, holding] = await Promise.all([timed(read), timed(hold)]);

      expectUnavailable(reading.result);
      expectUnavailable(holding.result);
      // Statement timeout 1 s (the client gives up 1 s later), connection timeout 1 s.
      expect(reading.ms).toBeLessThan(4000);
      expect(holding.ms).toBeLessThan(4000);
    });

    it("recovers from the stall too", async () => {
      await relay.setMode("pass");

      expect((await read()).statusCode).toBe(200);
      expect((await hold()).statusCode).toBe(201);
    });
  });

  describe("a server started while the database is down", () => {
    it("says so in one line, answers 503 meanwhile, and serves once the database answers", async () => {
      const schema = `t_${randomBytes(6).toString("hex")}`;
      await adminQuery(databaseUrl, `CREATE SCHEMA ${schema}`);
      const relay = await startRelay(databaseUrl);
      await relay.setMode("refuse");
      const url = new URL(relay.url);
      url.searchParams.set("options", `-c search_path=${schema}`);
      const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
        cwd: SERVER_DIR,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: "production",
          PAYMENT_DEMO: "on",
          DATABASE_URL: url.toString().replaceAll("+", "%20"),
          DB_CONNECT_TIMEOUT_MS: "500",
          HOST: "127.0.0.1",
          PORT: "0",
          LOG_LEVEL: "silent",
          DEMO_CATALOGUE: "off",
          SERVE_SHOP: "false",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
        output += chunk;
      });
      child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
        output += chunk;
      });
      const waitFor = async (pattern: RegExp, ms: number) => {
        const until = Date.now() + ms;
        while (!pattern.test(output) && Date.now() < until && child.exitCode === null) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return pattern.test(output);
      };
      try {
        expect(await waitFor(/Database unreachable: PostgreSQL at /, 20_000), output).toBe(true);
        // Still running after another retry, and said it once.
        await new Promise((resolve) => setTimeout(resolve, 6000));
        expect(child.exitCode).toBeNull();
        expect(output.match(/Database unreachable/g)).toHaveLength(1);
        // It listens meanwhile: the API answers 503 unavailable, not a refused connection.
        const origin = /answering 503 at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output)?.[1];
        const waiting = await fetch(`${origin}/api/v1/tickets`);
        expect(waiting.status).toBe(503);
        expect(waiting.headers.get("retry-after")).toBe("5");
        expect(await waiting.json()).toMatchObject({ error: { code: "unavailable" } });

        await relay.setMode("pass");

        expect(await waitFor(/Museum shop API: http:\/\/127\.0\.0\.1:\d+/, 20_000), output).toBe(
          true,
        );
        expect(output).toContain("Database reachable again");
        // The same listener serves now.
        expect((await fetch(`${origin}/api/v1/tickets`)).status).toBe(200);
      } finally {
        child.kill("SIGTERM");
        await new Promise((resolve) => child.once("exit", resolve));
        await relay.close();
        await adminQuery(databaseUrl, `DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      }
    }, 60_000);
  });
}
