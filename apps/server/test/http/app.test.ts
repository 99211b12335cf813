import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { type OpenedDatabase, openDatabase } from "../helpers/engines";
import { startTestApp, type TestApp, testConfig } from "../helpers/test-app";

describe("the HTTP application", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite");
  });
  afterAll(async () => {
    await t?.close();
  });

  describe("request ids", () => {
    it("gives every request an id and answers it in x-request-id", async () => {
      const first = await t.app.inject({ method: "GET", url: "/api/v1/nowhere" });
      const second = await t.app.inject({ method: "GET", url: "/api/v1/nowhere" });

      expect(first.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
      expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
    });

    it("keeps an incoming x-request-id that looks like one", async () => {
      const response = await t.app.inject({
        method: "GET",
        url: "/api/v1/nowhere",
        headers: { "x-request-id": "lb-7f3a.42" },
      });

      expect(response.headers["x-request-id"]).toBe("lb-7f3a.42");
    });

    it("replaces an incoming x-request-id that could forge log lines", async () => {
      const response = await t.app.inject({
        method: "GET",
        url: "/api/v1/nowhere",
        headers: { "x-request-id": 'x" injected=1' },
      });

      expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  it("answers an unknown route with 404 not_found in the error body", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v1/no/such/route?x=1" });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: "not_found", message: "No route GET /api/v1/no/such/route" },
    });
  });

  it("answers a method the route lacks with 404 not_found", async () => {
    const response = await t.app.inject({ method: "PATCH", url: "/api/v1/tickets/reservations" });

    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("not_found");
  });
});

describe("an unexpected failure", () => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await openDatabase("pglite");
  });
  afterAll(async () => {
    await opened?.close();
  });

  it("answers 500 internal with a generic message and no stack trace", async () => {
    const app = await buildApp({ db: opened.db, config: testConfig() });
    app.get("/api/v1/boom", async () => {
      throw new Error("secret detail at /srv/app/src/x.ts:12");
    });

    const response = await app.inject({ method: "GET", url: "/api/v1/boom" });
    await app.close();

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: "internal", message: "Something went wrong" },
    });
    expect(response.body).not.toContain("secret");
  });

  it("maps a database failure to 500 without leaking SQL", async () => {
    const app = await buildApp({ db: opened.db, config: testConfig() });
    app.get("/api/v1/bad-sql", async () => opened.db.query("SELECT * FROM no_such_table"));

    const response = await app.inject({ method: "GET", url: "/api/v1/bad-sql" });
    await app.close();

    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain("no_such_table");
  });
});
