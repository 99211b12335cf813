// DESIGN §5, §9: the server listens before its database is open (main.ts builds the app over
// a gate). Until the gate opens, every request that needs the database answers 503
// `unavailable` with Retry-After, as a database lost later does, and the shop's own page is
// still served, so the shop can show its maintenance page; then everything answers normally.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../src/app";
import { createDatabaseGate, type DatabaseGate } from "../../src/db/database-gate";
import { isDatabaseUnavailable } from "../../src/db/unavailable";
import { engineNames, type OpenedDatabase, openDatabase } from "../helpers/engines";
import { TEST_NOW, testClock, testConfig } from "../helpers/test-app";

const SHOP_HTML = "<!doctype html><title>Museum shop</title><div id=root></div>";

describe("a database gate not opened yet", () => {
  it("refuses every call as a database that is starting up, and closes nothing", async () => {
    const gate = createDatabaseGate("pglite");
    const calls = [
      gate.db.query("SELECT 1"),
      gate.db.exec("SELECT 1"),
      gate.db.transaction(async () => 1),
      gate.db.reads?.query("SELECT 1"),
    ];
    for (const call of calls) {
      const error = await call?.catch((failure: unknown) => failure);
      expect(isDatabaseUnavailable(error)).toBe(true);
    }
    await expect(gate.db.close()).resolves.toBeUndefined();
    expect(gate.isOpen).toBe(false);
  });
});

describe.each(engineNames())("an app built over a database gate on %s", (engine) => {
  let opened: OpenedDatabase;
  let gate: DatabaseGate;
  let app: FastifyInstance;
  const dist = mkdtempSync(join(tmpdir(), "shop-gate-dist-"));
  beforeAll(async () => {
    writeFileSync(join(dist, "index.html"), SHOP_HTML);
    vi.stubEnv("SHOP_DIST_DIR", dist);
    opened = await openDatabase(engine);
    gate = createDatabaseGate(engine);
    app = await buildApp({ db: gate.db, config: testConfig(), clock: testClock(TEST_NOW) });
    await app.ready();
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await app?.close();
    await opened?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const expectUnavailable = (answer: Awaited<ReturnType<FastifyInstance["inject"]>>) => {
    expect(answer.statusCode, answer.body).toBe(503);
    expect(answer.headers["retry-after"]).toBe("5");
    expect(answer.json()).toEqual({
      error: {
        code: "unavailable",
        message: "The shop cannot reach its database: try again shortly",
      },
    });
  };

  it("answers the API 503 unavailable with Retry-After until it opens", async () => {
    expectUnavailable(await app.inject({ method: "GET", url: "/api/v1/shop" }));
    expectUnavailable(await app.inject({ method: "GET", url: "/api/v1/tickets" }));
    expectUnavailable(
      await app.inject({
        method: "POST",
        url: "/api/v1/tickets/reservations",
        payload: { ticket_id: 1, quantity: 1, date: "2030-06-02" },
      }),
    );
  });

  it("serves the shop's page meanwhile, so the shop can show its maintenance page", async () => {
    const page = await app.inject({
      method: "GET",
      url: "/tickets/time",
      headers: { accept: "text/html" },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(SHOP_HTML);
  });

  it("answers normally once it is open", async () => {
    gate.open(opened.db);
    const museums = await app.inject({ method: "GET", url: "/api/v1/museums" });
    expect(museums.statusCode, museums.body).toBe(200);
    expect(museums.json()).toMatchObject({ data: [] });
    expect(gate.isOpen).toBe(true);
  });
});
