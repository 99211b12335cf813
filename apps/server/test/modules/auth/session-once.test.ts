// DESIGN §3: the session is resolved once per request. A route whose preValidation and handler
// both need the signed-in customer (POST /customer/customer_addresses) reads the session once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../helpers/test-app";
import { insertReference } from "../cart/cart-fixtures";
import { GUEST, signInGuest } from "./guest-session";

describe("the session of a request", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite");
    await insertReference(t.db);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it("is read once by a route that asks for it before and in its handler", async () => {
    const { cookie } = await signInGuest(t.app);
    const sessionReads: string[] = [];
    const query = t.db.query.bind(t.db);
    t.db.query = ((sql: string, params?: unknown[]) => {
      if (/FROM sessions/.test(sql)) sessionReads.push(sql);
      return query(sql, params);
    }) as typeof t.db.query;
    try {
      const created = await t.app.inject({
        method: "POST",
        url: "/api/v1/customer/customer_addresses",
        headers: { cookie },
        payload: {
          street: "Museumsinsel 1",
          zip: "10178",
          city: "Berlin",
          country_id: GUEST.addr_country_id,
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(sessionReads).toHaveLength(1);
    } finally {
      t.db.query = query;
    }
  });
});
