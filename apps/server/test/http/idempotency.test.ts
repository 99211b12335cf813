// DESIGN §5: Idempotency-Key on a route that counts how often its handler ran, so each test
// sees directly whether a request executed or was answered from the stored first answer.
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import {
  ABANDONED_AFTER_MS,
  deleteExpiredIdempotencyKeys,
  idempotent,
} from "../../src/http/idempotency";
import { engineNames, type OpenedDatabase, openDatabase } from "../helpers/engines";
import { TEST_NOW, type TestClock, testClock, testConfig } from "../helpers/test-app";

interface EchoBody {
  n: number;
  fail?: "server" | "client" | "later";
  delayMs?: number;
}

// Both ways of committing the key rows run the same SQL apart from the setting.
const variants = engineNames().flatMap((engine) =>
  [false, true].map((asynchronousCommit) => ({ engine, asynchronousCommit })),
);

describe.each(variants)(
  "Idempotency-Key on $engine (asynchronous commit: $asynchronousCommit)",
  ({ engine, asynchronousCommit }) => {
    let opened: OpenedDatabase;
    let app: FastifyInstance;
    let clock: TestClock;
    let runs: number;

    async function start(waitForFirstMs?: number) {
      clock = testClock(TEST_NOW);
      app = await buildApp({ db: opened.db, config: testConfig(), clock });
      const hooks = idempotent({ db: opened.db, clock, waitForFirstMs, asynchronousCommit });
      const handler = async (
        request: { body: unknown },
        reply: { status(code: number): unknown },
      ) => {
        runs += 1;
        const body = request.body as EchoBody;
        if (body.delayMs) await sleep(body.delayMs);
        if (body.fail === "server") throw new Error("boom");
        if (body.fail === "later") {
          reply.status(429);
          return { error: { code: "rate_limit", message: "later" } };
        }
        if (body.fail === "client") {
          reply.status(409);
          return { error: { code: "sold_out", message: "gone" } };
        }
        reply.status(201);
        return { run: runs, n: body.n };
      };
      app.post("/api/v1/echo", hooks, handler);
      app.post("/api/v1/other", hooks, handler);
      await app.ready();
    }

    // One database for the file (keys differ per test), a fresh app and clock per test.
    beforeAll(async () => {
      opened = await openDatabase(engine);
    });
    afterAll(async () => {
      await opened?.close();
    });
    beforeEach(() => {
      runs = 0;
    });
    afterEach(async () => {
      await app?.close();
    });

    const post = (body: EchoBody, key?: string, url = "/api/v1/echo") =>
      app.inject({
        method: "POST",
        url,
        payload: body as unknown as Record<string, unknown>,
        headers: key === undefined ? {} : { "idempotency-key": key },
      });

    it("answers five replays with the first answer and runs the handler once", async () => {
      await start();
      const first = await post({ n: 1 }, "key-1");

      const replays = [];
      for (let i = 0; i < 5; i += 1) replays.push(await post({ n: 1 }, "key-1"));

      expect(first.statusCode).toBe(201);
      expect(first.headers["idempotent-replayed"]).toBeUndefined();
      for (const replay of replays) {
        expect(replay.statusCode).toBe(201);
        expect(replay.body).toBe(first.body);
        expect(replay.headers["content-type"]).toBe(first.headers["content-type"]);
        expect(replay.headers["idempotent-replayed"]).toBe("true");
      }
      expect(runs).toBe(1);
    });

    it("refuses the same key with another body: 409 conflict naming the header", async () => {
      await start();
      await post({ n: 1 }, "key-2");

      const response = await post({ n: 2 }, "key-2");

      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        code: "conflict",
        fields: { "Idempotency-Key": [expect.stringContaining("different request")] },
      });
      expect(runs).toBe(1);
    });

    it("treats the same body with keys in another order as the same request", async () => {
      await start();
      const first = await app.inject({
        method: "POST",
        url: "/api/v1/echo",
        headers: { "idempotency-key": "key-3", "content-type": "application/json" },
        payload: '{"n": 3, "delayMs": 0}',
      });
      const replay = await app.inject({
        method: "POST",
        url: "/api/v1/echo",
        headers: { "idempotency-key": "key-3", "content-type": "application/json" },
        payload: '{"delayMs": 0, "n": 3}',
      });

      expect(replay.statusCode).toBe(201);
      expect(replay.body).toBe(first.body);
      expect(runs).toBe(1);
    });

    it("scopes a key by method and path", async () => {
      await start();
      await post({ n: 1 }, "key-4", "/api/v1/echo");

      const other = await post({ n: 1 }, "key-4", "/api/v1/other");

      expect(other.statusCode).toBe(201);
      expect(other.headers["idempotent-replayed"]).toBeUndefined();
      expect(runs).toBe(2);
    });

    it("runs every request that carries no key", async () => {
      await start();
      await post({ n: 1 });
      await post({ n: 1 });

      expect(runs).toBe(2);
    });

    it.each([
      ["empty", ""],
      ["too long", "k".repeat(256)],
      ["with a space", "my key"],
    ])("refuses a key that is %s with 422 naming the header", async (_name, key) => {
      await start();

      const response = await post({ n: 1 }, key);

      expect(response.statusCode).toBe(422);
      expect(response.json().error.fields).toHaveProperty("Idempotency-Key");
      expect(runs).toBe(0);
    });

    it("keeps a 4xx answer: the replay answers it without running again", async () => {
      await start();
      const first = await post({ n: 1, fail: "client" }, "key-5");

      const replay = await post({ n: 1, fail: "client" }, "key-5");

      expect(first.statusCode).toBe(409);
      expect(replay.statusCode).toBe(409);
      expect(replay.body).toBe(first.body);
      expect(runs).toBe(1);
    });

    it("forgets a 5xx answer: a retry with the same key runs again", async () => {
      await start();
      const first = await post({ n: 1, fail: "server" }, "key-6");

      const retry = await post({ n: 1, fail: "server" }, "key-6");

      expect(first.statusCode).toBe(500);
      expect(retry.statusCode).toBe(500);
      expect(runs).toBe(2);
    });

    it("forgets a 429 answer: the request was not judged, a retry with the same key runs again", async () => {
      await start();
      const first = await post({ n: 1, fail: "later" }, "key-6b");

      const retry = await post({ n: 1 }, "key-6b");

      expect(first.statusCode).toBe(429);
      expect(retry.statusCode).toBe(201);
      expect(runs).toBe(2);
    });

    it("lets concurrent duplicates run once: the others wait and answer the first answer", async () => {
      await start();

      const answers = await Promise.all(
        Array.from({ length: 10 }, () => post({ n: 7, delayMs: 300 }, "key-7")),
      );

      expect(runs).toBe(1);
      expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([201]));
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      expect(answers.filter((a) => a.headers["idempotent-replayed"] === "true")).toHaveLength(9);
    });

    it("answers 409 when the first request still runs after the wait", async () => {
      await start(50);
      const first = post({ n: 8, delayMs: 1000 }, "key-8");
      await sleep(100);

      const duplicate = await post({ n: 8, delayMs: 1000 }, "key-8");

      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().error.fields["Idempotency-Key"]).toEqual([
        expect.stringContaining("still running"),
      ]);
      expect((await first).statusCode).toBe(201);
      expect(runs).toBe(1);
    });

    it("takes over a key whose request was abandoned (a crashed instance)", async () => {
      await start();
      const lockedAt = new Date(clock().getTime() - ABANDONED_AFTER_MS);
      const replayed = await post({ n: 9 }, "key-9");
      expect(replayed.statusCode).toBe(201);
      await opened.db.query(
        "UPDATE idempotency_keys SET status = NULL, body = NULL, locked_at = $1 WHERE key = 'key-9'",
        [lockedAt],
      );

      const response = await post({ n: 9 }, "key-9");

      expect(response.statusCode).toBe(201);
      expect(response.headers["idempotent-replayed"]).toBeUndefined();
      expect(runs).toBe(2);
    });

    it("forgets keys older than the cut-off", async () => {
      await start();
      await post({ n: 10 }, "key-old");
      clock.advance(25 * 60 * 60 * 1000);
      await post({ n: 10 }, "key-new");

      const deleted = await deleteExpiredIdempotencyKeys(
        opened.db,
        new Date(clock().getTime() - 24 * 60 * 60 * 1000),
      );

      expect(deleted).toBeGreaterThanOrEqual(1);
      const again = await post({ n: 10 }, "key-old");
      expect(again.headers["idempotent-replayed"]).toBeUndefined();
      expect((await post({ n: 10 }, "key-new")).headers["idempotent-replayed"]).toBe("true");
    });
  },
);
