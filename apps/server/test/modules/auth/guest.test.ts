// spec surrounding-areas §5, §6; DESIGN §7: a guest is a level-10 customer with its billing
// address; the session is an httpOnly SameSite=Lax cookie whose token is stored hashed and
// ended server-side at sign out; writes from another origin are refused.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import { startTestApp, type TestApp } from "../../helpers/test-app";
import { insertReference } from "../cart/cart-fixtures";
import { GUEST, sessionCookieOf, signInGuest } from "./guest-session";

describe.each(engineNames())("guest sessions on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
    await insertReference(t.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  const validate = (cookie?: string) =>
    t.app.inject({
      method: "GET",
      url: "/api/v1/auth/validate_token",
      headers: cookie ? { cookie } : {},
    });

  it("creates a level-10 guest with its billing address and a session cookie", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/guest",
      payload: GUEST,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      level: 10,
      name: "Ada",
      surname: "Lovelace",
      email: "ada@example.org",
      customer_salutation_id: 2,
      addr_street: "Parkweg 3",
      addr_zip: "10115",
      addr_city: "Berlin",
      addr_country_id: 60,
    });
    const [session, hint] = response.headers["set-cookie"] as string[];
    expect(session).toMatch(/^shop_session=[A-Za-z0-9_-]{43};/);
    expect(session).toContain("HttpOnly");
    expect(session).toContain("SameSite=Lax");
    expect(session).toContain("Path=/api");
    // The shop's pages read that a session may exist, and nothing of it.
    expect(hint).toBe("shop_signed_in=1; Path=/; SameSite=Lax; Max-Age=43200");
  });

  // spec selling-core §5: the one-pager asks for no salutation and leaves the country
  // optional; surrounding-areas §4: the address is then in the guest's country, 60.
  it("creates a guest without salutation and country, the address in Germany (60)", async () => {
    const { customer_salutation_id: _s, addr_country_id: _c, ...rest } = GUEST;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/guest",
      payload: rest,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      level: 10,
      customer_salutation_id: null,
      addr_city: "Berlin",
      addr_country_id: 60,
    });
  });

  it("stores only the hash of the session token", async () => {
    const { cookie } = await signInGuest(t.app);
    const token = cookie.split("=")[1] ?? "";
    const rows = await t.db.query<{ token_hash: string }>("SELECT token_hash FROM sessions");
    const hashes = rows.rows.map((row) => row.token_hash);
    expect(hashes).not.toContain(token);
    expect(hashes).toContain(createHash("sha256").update(token).digest("hex"));
  });

  it("answers the signed-in guest, and 401 without a session", async () => {
    const { cookie, customerId } = await signInGuest(t.app);
    const signedIn = await validate(cookie);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data).toMatchObject({ id: customerId, level: 10 });
    expect((await validate()).statusCode).toBe(401);
    expect((await validate(`shop_session=${"x".repeat(43)}`)).statusCode).toBe(401);
  });

  it("ends the session on the server at sign out", async () => {
    const { cookie } = await signInGuest(t.app);
    const out = await t.app.inject({
      method: "DELETE",
      url: "/api/v1/auth/sign_out",
      headers: { cookie },
    });
    expect(out.statusCode).toBe(204);
    const [session, hint] = out.headers["set-cookie"] as string[];
    expect(session).toMatch(/^shop_session=;.*Max-Age=0/);
    expect(hint).toMatch(/^shop_signed_in=;.*Max-Age=0/);
    // The old cookie, replayed, no longer signs anybody in.
    expect((await validate(cookie)).statusCode).toBe(401);
  });

  it("rotates the session when a signed-in visitor continues as a new guest", async () => {
    const first = await signInGuest(t.app);
    const second = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/guest",
      payload: GUEST,
      headers: { cookie: first.cookie },
    });
    expect(second.statusCode).toBe(201);
    expect((await validate(first.cookie)).statusCode).toBe(401);
    expect((await validate(sessionCookieOf(second.headers["set-cookie"]))).statusCode).toBe(200);
  });

  it("ends a session after its lifetime", async () => {
    const { cookie } = await signInGuest(t.app);
    t.clock.advance(13 * 3_600_000);
    const answer = await validate(cookie);
    t.clock.advance(-13 * 3_600_000);
    expect(answer.statusCode).toBe(401);
  });

  describe("given a request from another origin", () => {
    it.each([
      [{ "sec-fetch-site": "cross-site" }],
      [{ "sec-fetch-site": "same-site" }],
      [{ origin: "https://evil.example" }],
      [{ origin: "null" }],
    ])("refuses a guest sign-up with %j (403, nothing created)", async (headers) => {
      const before = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM customers");
      const response = await t.app.inject({
        method: "POST",
        url: "/api/v1/auth/guest",
        payload: GUEST,
        headers,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe("forbidden");
      const after = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM customers");
      expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
    });

    it("refuses a cross-site sign out and a cross-site cart", async () => {
      const headers = { "sec-fetch-site": "cross-site" };
      const out = await t.app.inject({ method: "DELETE", url: "/api/v1/auth/sign_out", headers });
      const cart = await t.app.inject({
        method: "POST",
        url: "/api/v1/cart",
        payload: { items: [] },
        headers,
      });
      expect([out.statusCode, cart.statusCode]).toEqual([403, 403]);
    });

    it("lets same-origin writes and cross-site reads through", async () => {
      const same = await t.app.inject({
        method: "POST",
        url: "/api/v1/auth/guest",
        payload: GUEST,
        headers: {
          "sec-fetch-site": "same-origin",
          origin: "http://localhost:80",
          host: "localhost:80",
        },
      });
      expect(same.statusCode).toBe(201);
      const sameHost = await t.app.inject({
        method: "POST",
        url: "/api/v1/cart",
        payload: { items: [] },
        headers: { origin: "http://shop.example.org", host: "shop.example.org" },
      });
      expect(sameHost.statusCode).toBe(200);
      const read = await t.app.inject({
        method: "GET",
        url: "/api/v1/auth/validate_token",
        headers: { "sec-fetch-site": "cross-site" },
      });
      expect(read.statusCode).toBe(401);
    });
  });
});
