// surrounding-areas §2 "Profile", §5 (the profile form's rules), DESIGN §7 (an address is the
// customer's once confirmed; no answer tells whether an address has an account): PUT /auth
// changes salutation, name, surname and language at once; a new e-mail address only through
// the link mailed to it. On PGlite and PostgreSQL.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { engineNames } from "../../helpers/engines";
import { startMailingTestApp, type TestApp } from "../../helpers/test-app";
import { signInGuest } from "../auth/guest-session";
import { insertReference, setSettings } from "../cart/cart-fixtures";
import { accountCalls, confirmationTokens, mailsIn, proofCookieOf } from "./account-fixtures";

function profile(email: string, change: Record<string, unknown> = {}) {
  return {
    customer_salutation_id: 2,
    name: "Augusta Ada",
    surname: "King",
    email,
    email_confirmation: email,
    language_id: 1,
    ...change,
  };
}

describe.each(engineNames())("the profile on %s", (engine) => {
  let t: TestApp;
  let outbox: string;
  beforeAll(async () => {
    ({ t, outbox } = await startMailingTestApp(engine, { prepare: insertReference }));
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await setSettings(t.db, {});
  });

  const post: ReturnType<typeof accountCalls>["post"] = (...args) =>
    accountCalls(t, outbox).post(...args);
  const update = (payload: object, cookie?: string) =>
    t.app.inject({
      method: "PUT",
      url: "/api/v1/auth?locale=en",
      payload,
      headers: cookie ? { cookie } : {},
    });
  const signIn = (email: string) => accountCalls(t, outbox).signIn(email);
  const confirmedAccount = (email: string) => accountCalls(t, outbox).confirmedAccount(email);

  it("changes salutation, name, surname and language at once", async () => {
    const cookie = await confirmedAccount("profile@example.org");
    const response = await update(profile("profile@example.org"), cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      customer_salutation_id: 2,
      name: "Augusta Ada",
      surname: "King",
      email: "profile@example.org",
      language_id: 1,
    });
    const session = await t.app.inject({
      method: "GET",
      url: "/api/v1/auth/validate_token",
      headers: { cookie },
    });
    expect(session.json().data).toMatchObject({ name: "Augusta Ada", language_id: 1 });
    expect(await mailsIn(outbox, "email")).toEqual([]);
  });

  it("changes the address only through the link mailed to the new one", async () => {
    const cookie = await confirmedAccount("old@example.org");
    const response = await update(profile("new@example.org"), cookie);
    expect(response.statusCode, response.body).toBe(200);
    // still the old address until the new one is confirmed
    expect(response.json().data.email).toBe("old@example.org");
    expect((await signIn("old@example.org")).statusCode).toBe(200);

    const proof = proofCookieOf(response.headers["set-cookie"]);
    const [token] = await confirmationTokens(outbox, "new@example.org", 1, "email");
    const [mail] = (await mailsIn(outbox, "email")).filter(
      (each) => each.to?.[0]?.address === "new@example.org",
    );
    // in the language the profile chose (1: German)
    expect(mail?.text).toContain("Sie möchten die E-Mail-Adresse Ihres Kundenkontos ändern.");
    const confirmed = await post("/auth/confirmation", { token: token ?? "" }, proof);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ email: "new@example.org", level: 20 });
    expect((await signIn("new@example.org")).statusCode).toBe(200);
    expect((await signIn("old@example.org")).statusCode).toBe(401);
    // DESIGN §7: the old address and the new one both hear of the change, in German
    await vi.waitFor(async () => {
      const notices = await mailsIn(outbox, "email-changed");
      expect(notices.map((notice) => notice.to?.[0]?.address).sort()).toEqual([
        "new@example.org",
        "old@example.org",
      ]);
      for (const notice of notices) {
        expect(notice.subject).toBe("Die E-Mail-Adresse Ihres Kundenkontos wurde geändert");
        expect(notice.text).toContain("lautet ab jetzt new@example.org");
      }
    });
    // once only
    expect((await post("/auth/confirmation", { token: token ?? "" }, proof)).statusCode).toBe(404);
  });

  it("answers a change to another account's address alike, mailing that address that it is taken", async () => {
    await confirmedAccount("owner@example.org");
    const cookie = await confirmedAccount("wants@example.org");
    const taken = await update(profile("owner@example.org"), cookie);
    const free = await update(profile("free@example.org"), cookie);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual(free.json());
    await vi.waitFor(async () => {
      const exists = (await mailsIn(outbox, "exists")).filter(
        (mail) => mail.to?.[0]?.address === "owner@example.org",
      );
      expect(exists).toHaveLength(1);
    });
    const rows = await t.db.query<{ email: string }>(
      "SELECT email FROM customers WHERE level = 20 AND lower(email) LIKE '%wants%'",
    );
    expect(rows.rows).toEqual([{ email: "wants@example.org" }]);
  });

  it("lets the link of a changed address die when another account took it meanwhile", async () => {
    const cookie = await confirmedAccount("first@example.org");
    const changed = await update(profile("contested@example.org"), cookie);
    const proof = proofCookieOf(changed.headers["set-cookie"]);
    const [token] = await confirmationTokens(outbox, "contested@example.org", 1, "email");
    await confirmedAccount("contested@example.org");

    const late = await post("/auth/confirmation", { token: token ?? "" }, proof);
    expect(late.statusCode).toBe(404);
    expect(late.json().error.code).toBe("token_not_found");
    const rows = await t.db.query<{ email: string }>(
      "SELECT email FROM customers WHERE level = 20 AND lower(email) = 'first@example.org'",
    );
    expect(rows.rows).toHaveLength(1);
  });

  it("refuses without a session (401), for a guest (403), and names a wrong field (422)", async () => {
    expect((await update(profile("x@example.org"))).statusCode).toBe(401);
    const guest = await signInGuest(t.app);
    expect((await update(profile("x@example.org"), guest.cookie)).statusCode).toBe(403);

    const cookie = await confirmedAccount("fields@example.org");
    for (const [change, field] of [
      [{ customer_salutation_id: 99 }, "customer_salutation_id"],
      [{ language_id: 9 }, "language_id"],
      [{ email_confirmation: "other@example.org" }, "email_confirmation"],
      [{ name: "" }, "name"],
      [{ surname: "x".repeat(101) }, "surname"],
      [{ name: "Ada\u0000" }, "name"],
    ] as const) {
      const response = await update(profile("fields@example.org", change), cookie);
      expect(response.statusCode, JSON.stringify(change)).toBe(422);
      expect(Object.keys(response.json().error.fields)).toContain(field);
    }
    const rows = await t.db.query<{ name: string }>(
      "SELECT name FROM customers WHERE email = 'fields@example.org'",
    );
    expect(rows.rows).toEqual([{ name: "Ada" }]);
  });
});
