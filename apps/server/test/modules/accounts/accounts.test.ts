// surrounding-areas §2 "Accounts and user area", §4, §5, §6; DESIGN §7 (issue "accounts",
// Deliver 2): registration with a mailed confirmation link (random, single use, expiring),
// argon2id password hashes of at least 19 MiB and 2 iterations, sign-in that rotates the
// session, no answer that tells whether an address is registered, and sign-ins limited per
// client and per account. On PGlite and PostgreSQL.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { engineNames } from "../../helpers/engines";
import {
  GENEROUS_LIMITS,
  startMailingTestApp,
  startTestApp,
  type TestApp,
} from "../../helpers/test-app";
import { sessionCookieOf, signInGuest } from "../auth/guest-session";
import { insertReference, setSettings } from "../cart/cart-fixtures";
import {
  accountCalls,
  confirmationToken,
  confirmationTokens,
  mailsIn,
  PASSWORD,
  registration,
} from "./account-fixtures";

describe.each(engineNames())("customer accounts on %s", (engine) => {
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
  const signIn: ReturnType<typeof accountCalls>["signIn"] = (...args) =>
    accountCalls(t, outbox).signIn(...args);
  const register: ReturnType<typeof accountCalls>["register"] = (...args) =>
    accountCalls(t, outbox).register(...args);

  it("registers an unconfirmed account, its password an argon2id hash, and mails the link", async () => {
    const response = await post("/auth/registration", registration("ada@example.org"));
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ status: "mail_sent" });
    // no session: only the browser's proof for the link (256 bits, sent to the account calls)
    const cookies = [response.headers["set-cookie"] ?? []].flat();
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(
      /^shop_confirmation=[A-Za-z0-9_-]{43}; Path=\/api\/v1\/auth; HttpOnly; SameSite=Lax; Max-Age=86400$/,
    );

    // the account is written after the answer (both answers alike in time); its mail follows
    const token = await confirmationToken(outbox, "ada@example.org");
    const rows = await t.db.query<{ level: number; password_hash: string; confirmed: boolean }>(
      `SELECT level, password_hash, email_confirmed_at IS NOT NULL AS confirmed
         FROM customers WHERE email = 'ada@example.org'`,
    );
    expect(rows.rows).toHaveLength(1);
    const [account] = rows.rows;
    expect(account?.level).toBe(20);
    expect(account?.confirmed).toBe(false);
    // DESIGN §7: argon2id, at least 19 MiB and 2 iterations; never the password itself
    expect(account?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(account?.password_hash).not.toContain(PASSWORD);

    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits
    const [mail] = await mailsIn(outbox, "confirm");
    expect(mail?.subject).toBe("Please confirm your e-mail address");
    expect(mail?.text).toContain(`https://shop.example.org/confirmation?token=${token}`);
    // only the token's hash is stored
    const stored = await t.db.query<{ token_hash: string }>(
      "SELECT token_hash FROM account_tokens",
    );
    expect(stored.rows.map((row) => row.token_hash)).not.toContain(token);
  });

  it("signs in only once confirmed; the link confirms and signs in once, then is dead", async () => {
    const proof = await register("grace@example.org");
    const first = await confirmationToken(outbox, "grace@example.org");

    // unconfirmed: refused like a wrong password, and a fresh link goes out
    const early = await signIn("grace@example.org");
    expect(early.statusCode).toBe(401);
    const both = await confirmationTokens(outbox, "grace@example.org", 2);
    expect(both).toContain(first);
    expect(new Set(both).size).toBe(2);

    const confirmed = await post("/auth/confirmation", { token: first }, proof);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ level: 20, email: "grace@example.org" });
    const cookie = sessionCookieOf(confirmed.headers["set-cookie"]);
    const session = await t.app.inject({
      method: "GET",
      url: "/api/v1/auth/validate_token",
      headers: { cookie },
    });
    expect(session.json().data.email).toBe("grace@example.org");

    const again = await post("/auth/confirmation", { token: first }, proof);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe("token_not_found");

    const signedIn = await signIn("grace@example.org");
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it("lets a confirmation link expire after 24 hours", async () => {
    const proof = await register("late@example.org");
    const token = await confirmationToken(outbox, "late@example.org");
    t.clock.advance(24 * 3_600_000 + 1);
    try {
      const late = await post("/auth/confirmation", { token }, proof);
      expect(late.statusCode).toBe(404);
      expect(late.json().error.code).toBe("token_not_found");
    } finally {
      t.clock.advance(-(24 * 3_600_000 + 1));
    }
  });

  it("rotates the session at sign-in: the one the request carried ends", async () => {
    const proof = await register("rotate@example.org");
    const confirmed = await post(
      "/auth/confirmation",
      { token: await confirmationToken(outbox, "rotate@example.org") },
      proof,
    );
    const before = sessionCookieOf(confirmed.headers["set-cookie"]);
    const signedIn = await signIn("rotate@example.org", PASSWORD, before);
    const after = sessionCookieOf(signedIn.headers["set-cookie"]);
    expect(after).not.toBe(before);
    const old = await t.app.inject({
      method: "GET",
      url: "/api/v1/auth/validate_token",
      headers: { cookie: before },
    });
    expect(old.statusCode).toBe(401);
  });

  it("answers a wrong password and an unknown address alike", async () => {
    const proof = await register("known@example.org");
    await post(
      "/auth/confirmation",
      { token: await confirmationToken(outbox, "known@example.org") },
      proof,
    );
    const wrong = await signIn("known@example.org", "not the password");
    const unknown = await signIn("nobody@example.org", "not the password");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.headers["set-cookie"]).toBeUndefined();
  });

  it("answers the registration of a taken address alike, changes nothing, and mails that it is taken", async () => {
    const proof = await register("taken@example.org");
    await post(
      "/auth/confirmation",
      { token: await confirmationToken(outbox, "taken@example.org") },
      proof,
    );
    const again = await post(
      "/auth/registration",
      registration("Taken@Example.org", {
        password: "another password",
        password_confirmation: "another password",
        name: "Mallory",
      }),
    );
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ status: "mail_sent" });
    // the registration's work runs after the answer: its mail says it is done
    await vi.waitFor(async () => {
      const exists = await mailsIn(outbox, "exists");
      expect(exists.map((mail) => mail.to?.[0]?.address)).toContain("taken@example.org");
    });
    const rows = await t.db.query<{ name: string }>(
      "SELECT name FROM customers WHERE lower(email) = 'taken@example.org'",
    );
    expect(rows.rows).toEqual([{ name: "Ada" }]);
    expect((await signIn("taken@example.org")).statusCode).toBe(200);
    expect((await signIn("taken@example.org", "another password")).statusCode).toBe(401);
    const [exists] = await mailsIn(outbox, "exists");
    expect(exists?.text).toContain("https://shop.example.org/password-reset");
  });

  /** A confirmed account of `email`, signed in: its session cookie. */
  const confirmedAccount = (email: string) => accountCalls(t, outbox).confirmedAccount(email);

  async function resetToken(email: string): Promise<string> {
    let token = "";
    await vi.waitFor(async () => {
      const mails = (await mailsIn(outbox, "reset")).filter(
        (mail) => mail.to?.[0]?.address === email,
      );
      const match = /\/password-reset\?token=([A-Za-z0-9_-]+)/.exec(mails[0]?.text ?? "");
      expect(match?.[1]).toBeDefined();
      token = match?.[1] ?? "";
    });
    return token;
  }

  /** The tokens of the reset links mailed to `email`, once there are `count` of them. */
  async function resetTokens(email: string, count: number): Promise<string[]> {
    let tokens: string[] = [];
    await vi.waitFor(async () => {
      const mails = (await mailsIn(outbox, "reset")).filter(
        (mail) => mail.to?.[0]?.address === email,
      );
      tokens = mails.flatMap((mail) => {
        const match = /\/password-reset\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? "");
        return match?.[1] ? [match[1]] : [];
      });
      expect(tokens).toHaveLength(count);
    });
    return tokens;
  }

  /** The notices of `kind` mailed to `email`, once there are `count` of them. */
  async function notices(kind: "password-changed" | "email-changed", email: string, count = 1) {
    let found: Awaited<ReturnType<typeof mailsIn>> = [];
    await vi.waitFor(async () => {
      found = (await mailsIn(outbox, kind)).filter((mail) => mail.to?.[0]?.address === email);
      expect(found).toHaveLength(count);
    });
    return found;
  }

  const reset = (payload: object) =>
    t.app.inject({ method: "PUT", url: "/api/v1/auth/password?locale=en", payload });
  const change = (payload: object, cookie: string) =>
    t.app.inject({
      method: "PUT",
      url: "/api/v1/auth/password_change?locale=en",
      payload,
      headers: { cookie },
    });

  // DESIGN §7 (the review's item 6): a password on the common list is refused wherever a
  // password is chosen, naming the field, and changes nothing.
  it.each([["password"], ["12345678"], ["Passwort1"]])(
    "refuses the common password %j at registration, reset and change",
    async (common) => {
      const slug = common.toLowerCase();
      const weak = { password: common, password_confirmation: common };
      const registered = await post(
        "/auth/registration",
        registration(`weak-${slug}@example.org`, weak),
      );
      expect(registered.statusCode, registered.body).toBe(422);
      expect(registered.json().error.code).toBe("password_too_common");
      expect(Object.keys(registered.json().error.fields)).toEqual(["password"]);

      const email = `strong-${slug}@example.org`;
      const session = await confirmedAccount(email);
      const changed = await change({ current_password: PASSWORD, ...weak }, session);
      expect(changed.statusCode, changed.body).toBe(422);
      expect(changed.json().error.code).toBe("password_too_common");
      expect(Object.keys(changed.json().error.fields)).toEqual(["password"]);

      await post("/auth/password", { email });
      const token = await resetToken(email);
      const refused = await reset({ token, email, ...weak });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().error.code).toBe("password_too_common");
      expect(Object.keys(refused.json().error.fields)).toEqual(["password"]);

      expect((await signIn(email, common)).statusCode).toBe(401);
      expect((await signIn(email)).statusCode).toBe(200);
      // the reset link is still good for a better password
      const good = {
        password: "a new long password",
        password_confirmation: "a new long password",
      };
      expect((await reset({ token, email, ...good })).statusCode).toBe(204);
      const rows = await t.db.query("SELECT 1 FROM customers WHERE email = $1", [
        `weak-${slug}@example.org`,
      ]);
      expect(rows.rows).toEqual([]);
    },
  );

  it("refuses the venue's name and its words as a password", async () => {
    await setSettings(t.db, { venueName: "Museen am Fluss" });
    for (const password of ["Museen am Fluss", "Fluss2030!", "museenamfluss"]) {
      const response = await post(
        "/auth/registration",
        registration("venue-fan@example.org", { password, password_confirmation: password }),
      );
      expect(response.statusCode, password).toBe(422);
      expect(response.json().error.code).toBe("password_too_common");
    }
    const fine = await post("/auth/registration", registration("venue-fan@example.org"));
    expect(fine.statusCode).toBe(202);
  });

  it("ends every open reset link of the account when one is used", async () => {
    await confirmedAccount("two-links@example.org");
    await post("/auth/password", { email: "two-links@example.org" });
    await post("/auth/password", { email: "two-links@example.org" });
    const [first, second] = await resetTokens("two-links@example.org", 2);
    const body = {
      email: "two-links@example.org",
      password: "a new long password",
      password_confirmation: "a new long password",
    };
    expect((await reset({ ...body, token: second ?? "" })).statusCode).toBe(204);
    const dead = await reset({
      ...body,
      token: first ?? "",
      password: "a third long password",
      password_confirmation: "a third long password",
    });
    expect(dead.statusCode).toBe(404);
    expect(dead.json().error.code).toBe("token_not_found");
    expect((await signIn("two-links@example.org", "a new long password")).statusCode).toBe(200);
  });

  it("mails the account after a password reset and after a password change, in its language", async () => {
    const session = await confirmedAccount("noticed@example.org");
    const changed = await change(
      {
        current_password: PASSWORD,
        password: "another long password",
        password_confirmation: "another long password",
      },
      session,
    );
    expect(changed.statusCode).toBe(204);
    const [afterChange] = await notices("password-changed", "noticed@example.org");
    // language 2 of the registration: English
    expect(afterChange?.subject).toBe("The password of your customer account was changed");
    expect(afterChange?.text).toContain("https://shop.example.org/password-reset");

    await post("/auth/password", { email: "noticed@example.org" });
    const token = await resetToken("noticed@example.org");
    const done = await reset({
      token,
      email: "noticed@example.org",
      password: "a new long password",
      password_confirmation: "a new long password",
    });
    expect(done.statusCode).toBe(204);
    await notices("password-changed", "noticed@example.org", 2);
  });

  it("answers a reset request alike for an account and an unknown address, mailing only the account", async () => {
    await confirmedAccount("reset@example.org");
    const known = await post("/auth/password", { email: "reset@example.org" });
    const unknown = await post("/auth/password", { email: "stranger@example.org" });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    const token = await resetToken("reset@example.org");
    expect(token.length).toBeGreaterThanOrEqual(43);
    const mails = await mailsIn(outbox, "reset");
    expect(mails.map((mail) => mail.to?.[0]?.address)).not.toContain("stranger@example.org");
    expect(mails[0]?.text).toContain("https://shop.example.org/password-reset?token=");
  });

  it("sets the new password with the link once, and ends every session of the account", async () => {
    const session = await confirmedAccount("forgot@example.org");
    await post("/auth/password", { email: "forgot@example.org" });
    const token = await resetToken("forgot@example.org");
    const body = {
      token,
      email: "forgot@example.org",
      password: "a new long password",
      password_confirmation: "a new long password",
    };
    // the link of another address changes nothing, and stays usable
    const other = await t.app.inject({
      method: "PUT",
      url: "/api/v1/auth/password?locale=en",
      payload: { ...body, email: "someone@example.org" },
    });
    expect(other.statusCode).toBe(404);
    expect((await signIn("forgot@example.org")).statusCode).toBe(200);

    const reset = await t.app.inject({
      method: "PUT",
      url: "/api/v1/auth/password?locale=en",
      payload: body,
    });
    expect(reset.statusCode, reset.body).toBe(204);
    const old = await t.app.inject({
      method: "GET",
      url: "/api/v1/auth/validate_token",
      headers: { cookie: session },
    });
    expect(old.statusCode).toBe(401);
    expect((await signIn("forgot@example.org")).statusCode).toBe(401);
    expect((await signIn("forgot@example.org", "a new long password")).statusCode).toBe(200);
    const again = await t.app.inject({
      method: "PUT",
      url: "/api/v1/auth/password?locale=en",
      payload: body,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe("token_not_found");
  });

  it("lets a reset link expire after 1 hour", async () => {
    await confirmedAccount("hour@example.org");
    await post("/auth/password", { email: "hour@example.org" });
    const token = await resetToken("hour@example.org");
    t.clock.advance(3_600_000 + 1);
    try {
      const late = await t.app.inject({
        method: "PUT",
        url: "/api/v1/auth/password?locale=en",
        payload: {
          token,
          email: "hour@example.org",
          password: "a new long password",
          password_confirmation: "a new long password",
        },
      });
      expect(late.statusCode).toBe(404);
    } finally {
      t.clock.advance(-(3_600_000 + 1));
    }
    expect((await signIn("hour@example.org")).statusCode).toBe(200);
  });

  it("changes the password with the current one, ending every other session of the account", async () => {
    const here = await confirmedAccount("change@example.org");
    const elsewhere = sessionCookieOf((await signIn("change@example.org")).headers["set-cookie"]);
    const change = (payload: object, cookie?: string) =>
      t.app.inject({
        method: "PUT",
        url: "/api/v1/auth/password_change?locale=en",
        payload,
        headers: cookie ? { cookie } : {},
      });
    const body = {
      current_password: PASSWORD,
      password: "another long password",
      password_confirmation: "another long password",
    };
    expect((await change(body)).statusCode).toBe(401);
    const guest = await signInGuest(t.app);
    expect((await change(body, guest.cookie)).statusCode).toBe(403);

    const wrong = await change({ ...body, current_password: "not it" }, here);
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().error.fields)).toEqual(["current_password"]);
    expect((await signIn("change@example.org")).statusCode).toBe(200);

    const changed = await change(body, here);
    expect(changed.statusCode, changed.body).toBe(204);
    const validate = (cookie: string) =>
      t.app.inject({ method: "GET", url: "/api/v1/auth/validate_token", headers: { cookie } });
    expect((await validate(here)).statusCode).toBe(200);
    expect((await validate(elsewhere)).statusCode).toBe(401);
    expect((await signIn("change@example.org")).statusCode).toBe(401);
    expect((await signIn("change@example.org", "another long password")).statusCode).toBe(200);
  });

  // The finding 1: one registration with price_target_audience_id 5 bought the
  // VIP-only ticket. A visitor picks a customer type only (private 1, company 3).
  it("refuses a registration that picks a VIP audience, naming the field; a company registers", async () => {
    const vip = await post(
      "/auth/registration",
      registration("vip-self@example.org", { price_target_audience_id: 5 }),
    );
    expect(vip.statusCode, vip.body).toBe(422);
    expect(Object.keys(vip.json().error.fields)).toEqual(["price_target_audience_id"]);

    const company = await post(
      "/auth/registration",
      registration("company@example.org", {
        price_target_audience_id: 3,
        addr_vat_number: "DE123456789",
      }),
    );
    expect(company.statusCode, company.body).toBe(202);
    await confirmationToken(outbox, "company@example.org");
    const rows = await t.db.query<{ email: string; audience: number }>(
      `SELECT email, price_target_audience_id AS audience FROM customers
        WHERE email IN ('vip-self@example.org', 'company@example.org')`,
    );
    expect(rows.rows).toEqual([{ email: "company@example.org", audience: 3 }]);
    // The issue 33, Deliver 5: its VAT number is kept with its billing address, for invoices.
    const vat = await t.db.query<{ vat_number: string }>(
      `SELECT a.vat_number FROM customer_addresses a JOIN customers c ON c.id = a.customer_id
        WHERE c.email = 'company@example.org'`,
    );
    expect(vat.rows).toEqual([{ vat_number: "DE123456789" }]);
  });

  // DESIGN §7, the pre-account takeover: an attacker registers the victim's address first.
  // The victim's own registration replaces the unconfirmed account, and the link mailed for it
  // signs in only the browser that registered (or whoever knows the password the victim chose).
  it("lets the victim's registration replace an attacker's unconfirmed account of the address", async () => {
    const attackerProof = await register("victim@example.org", {
      name: "Mallory",
      password: "attacker password A",
      password_confirmation: "attacker password A",
      price_target_audience_id: 3,
      addr_vat_number: "DE999999999",
      addr_street: "Hinterhof 13",
    });
    const [attackerToken] = await confirmationTokens(outbox, "victim@example.org", 1);
    const victimProof = await register("victim@example.org", {
      password: "victim password V",
      password_confirmation: "victim password V",
    });
    const tokens = await confirmationTokens(outbox, "victim@example.org", 2);
    const victimToken = tokens.find((token) => token !== attackerToken) ?? "";

    // the attacker-era link is dead, with or without its cookie
    for (const cookie of [attackerProof, undefined]) {
      const old = await post("/auth/confirmation", { token: attackerToken ?? "" }, cookie);
      expect(old.statusCode).toBe(404);
      expect(old.headers["set-cookie"]).toBeUndefined();
    }
    // the victim's link without the victim's browser proof or password signs nobody in
    for (const cookie of [attackerProof, undefined]) {
      const bare = await post("/auth/confirmation", { token: victimToken }, cookie);
      expect(bare.statusCode, bare.body).toBe(401);
      expect(bare.json().error.code).toBe("password_required");
      expect(bare.headers["set-cookie"]).toBeUndefined();
    }
    // the attacker's password does not open it either
    const guessed = await post("/auth/confirmation", {
      token: victimToken,
      password: "attacker password A",
    });
    expect(guessed.statusCode).toBe(422);
    expect(Object.keys(guessed.json().error.fields)).toEqual(["password"]);

    const confirmed = await post("/auth/confirmation", { token: victimToken }, victimProof);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({
      email: "victim@example.org",
      name: "Ada",
      price_target_audience_id: 1,
      addr_street: "Parkweg 3",
      addr_vat_number: null,
    });
    expect((await signIn("victim@example.org", "victim password V")).statusCode).toBe(200);
    expect((await signIn("victim@example.org", "attacker password A")).statusCode).toBe(401);
    const addresses = await t.db.query<{ street: string }>(
      `SELECT a.street FROM customer_addresses a JOIN customers c ON c.id = a.customer_id
        WHERE c.email = 'victim@example.org'`,
    );
    expect(addresses.rows).toEqual([{ street: "Parkweg 3" }]);
  });

  it("confirms a link opened in another browser only with the account's password", async () => {
    const proof = await register("elsewhere@example.org");
    const token = await confirmationToken(outbox, "elsewhere@example.org");
    const other = await register("someone-else@example.org");

    for (const cookie of [undefined, other]) {
      const asked = await post("/auth/confirmation", { token }, cookie);
      expect(asked.statusCode).toBe(401);
      expect(asked.json().error.code).toBe("password_required");
    }
    const wrong = await post("/auth/confirmation", { token, password: "not the password" });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.code).toBe("validation");
    expect(Object.keys(wrong.json().error.fields)).toEqual(["password"]);
    // nothing changed: still unconfirmed, the link still alive
    expect((await signIn("elsewhere@example.org")).statusCode).toBe(401);

    const confirmed = await post("/auth/confirmation", { token, password: PASSWORD });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(sessionCookieOf(confirmed.headers["set-cookie"])).toMatch(/^shop_session=/);
    expect((await post("/auth/confirmation", { token }, proof)).statusCode).toBe(404);
    expect((await signIn("elsewhere@example.org")).statusCode).toBe(200);
  });

  it("refuses a registration when the shop offers no accounts", async () => {
    await setSettings(t.db, { registrationAllowed: false });
    const response = await post("/auth/registration", registration("off@example.org"));
    expect(response.statusCode).toBe(403);
    const rows = await t.db.query("SELECT 1 FROM customers WHERE email = 'off@example.org'");
    expect(rows.rows).toEqual([]);
  });

  it.each([
    ["an unknown language", { language_id: 9 }, "language_id"],
    ["an unknown salutation", { customer_salutation_id: 99 }, "customer_salutation_id"],
    [
      "a confirmation that differs",
      { email_confirmation: "other@example.org" },
      "email_confirmation",
    ],
    ["a short password", { password: "short", password_confirmation: "short" }, "password"],
    ["terms not accepted", { terms: false }, "terms"],
  ])("answers %s with 422 naming the field, and makes no account", async (_name, change, field) => {
    const email = `bad-${field}@example.org`;
    const response = await post("/auth/registration", registration(email, change));
    expect(response.statusCode, response.body).toBe(422);
    expect(Object.keys(response.json().error.fields)).toContain(field);
    const rows = await t.db.query("SELECT 1 FROM customers WHERE email = $1", [email]);
    expect(rows.rows).toEqual([]);
  });
});

describe.each(engineNames())("sign-in limits on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, {
      config: {
        limits: { ...GENEROUS_LIMITS.limits, loginsPerHour: 3 },
        trustProxy: ["127.0.0.1"],
      },
      prepare: insertReference,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const attempt = (email: string, visitor: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/auth/sign_in?locale=en",
      payload: { email, password: "not the password" },
      remoteAddress: "127.0.0.1",
      headers: { "x-forwarded-for": visitor },
    });

  it("limits one account's sign-ins from many clients, with Retry-After", async () => {
    for (const visitor of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
      expect((await attempt("target@example.org", visitor)).statusCode).toBe(401);
    }
    const limited = await attempt("target@example.org", "203.0.113.4");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe("rate_limit");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // another account from a fresh client is not held back by it
    expect((await attempt("other@example.org", "203.0.113.5")).statusCode).toBe(401);
  });

  it("limits one client's sign-ins across accounts", async () => {
    for (const email of ["a@example.org", "b@example.org", "c@example.org"]) {
      expect((await attempt(email, "198.51.100.7")).statusCode).toBe(401);
    }
    expect((await attempt("d@example.org", "198.51.100.7")).statusCode).toBe(429);
  });
});

// The security review's item 4: 20 wrong guesses refused the owner's right password for an
// hour, renewable forever. Budgets count failures only; past the account's, it slows down to
// one try a minute; a device that signed in before, or a completed reset, passes.
describe.each(engineNames())("sign-in budgets that lock no owner out on %s", (engine) => {
  let t: TestApp;
  let outbox: string;
  beforeAll(async () => {
    ({ t, outbox } = await startMailingTestApp(engine, {
      config: {
        limits: { ...GENEROUS_LIMITS.limits, loginsPerHour: 3 },
        trustProxy: ["127.0.0.1"],
      },
      prepare: insertReference,
    }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const from = (visitor: string, cookie?: string) => ({
    remoteAddress: "127.0.0.1",
    headers: { "x-forwarded-for": visitor, ...(cookie ? { cookie } : {}) },
  });
  const signIn = (email: string, password: string, visitor: string, cookie?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/auth/sign_in?locale=en",
      payload: { email, password },
      ...from(visitor, cookie),
    });
  const deviceCookieOf = (setCookie: string | string[] | undefined): string => {
    const pair = [setCookie ?? []]
      .flat()
      .map((header) => header.split(";")[0] ?? "")
      .find((each) => each.startsWith("shop_device="));
    if (!pair) throw new Error(`no device cookie in ${String(setCookie)}`);
    return pair;
  };
  /** Three wrong guesses from three addresses: the account's budget is spent. */
  const lockOut = async (email: string, prefix: string) => {
    for (const n of [1, 2, 3]) {
      expect((await signIn(email, "a wrong guess", `${prefix}.${n}`)).statusCode).toBe(401);
    }
    const attacker = await signIn(email, "a wrong guess", `${prefix}.4`);
    expect(attacker.statusCode).toBe(429);
    return attacker;
  };

  it("counts failures only: the owner's right sign-ins spend no budget", async () => {
    await accountCalls(t, outbox).confirmedAccount("often@example.org");
    for (let run = 0; run < 6; run += 1) {
      const signedIn = await signIn("often@example.org", PASSWORD, "192.0.2.10");
      expect(signedIn.statusCode, `sign-in ${run + 1}`).toBe(200);
    }
  });

  it("slows an account past its budget to one try a minute instead of closing it for an hour", async () => {
    await accountCalls(t, outbox).confirmedAccount("slowed@example.org");
    const refused = await lockOut("slowed@example.org", "203.0.113");
    expect(refused.json().error.code).toBe("rate_limit");
    const wait = Number(refused.headers["retry-after"]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // the owner from a new device waits that minute too, but no hour
    const owner = await signIn("slowed@example.org", PASSWORD, "192.0.2.20");
    expect(owner.statusCode).toBe(429);
    expect(Number(owner.headers["retry-after"])).toBeLessThanOrEqual(60);
  });

  it("lets the owner in from a device that signed in before, whatever others guessed", async () => {
    await accountCalls(t, outbox).confirmedAccount("owner@example.org");
    const before = await signIn("owner@example.org", PASSWORD, "192.0.2.30");
    expect(before.statusCode).toBe(200);
    const device = deviceCookieOf(before.headers["set-cookie"]);
    expect([before.headers["set-cookie"]].flat().join("\n")).toMatch(
      /shop_device=[A-Za-z0-9_-]{43}; Path=\/api\/v1\/auth; HttpOnly; SameSite=Lax; Max-Age=31536000/,
    );

    await lockOut("owner@example.org", "198.51.100");
    const owner = await signIn("owner@example.org", PASSWORD, "192.0.2.31", device);
    expect(owner.statusCode, owner.body).toBe(200);
    // the device's budget is its own: the attacker's guesses did not spend it, and a device
    // known to another account is a stranger to this one
    await accountCalls(t, outbox).confirmedAccount("neighbour@example.org");
    const neighbour = deviceCookieOf(
      (await signIn("neighbour@example.org", PASSWORD, "192.0.2.33")).headers["set-cookie"],
    );
    const stranger = await signIn("owner@example.org", PASSWORD, "192.0.2.32", neighbour);
    expect(stranger.statusCode).toBe(429);
  });

  it("lets the owner in after a completed password reset", async () => {
    const calls = accountCalls(t, outbox);
    await calls.confirmedAccount("reset-owner@example.org");
    await lockOut("reset-owner@example.org", "198.51.101");

    await calls.post("/auth/password", { email: "reset-owner@example.org" });
    let token = "";
    await vi.waitFor(async () => {
      const [mail] = (await mailsIn(outbox, "reset")).filter(
        (each) => each.to?.[0]?.address === "reset-owner@example.org",
      );
      token = /\/password-reset\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
      expect(token).not.toBe("");
    });
    const reset = await t.app.inject({
      method: "PUT",
      url: "/api/v1/auth/password?locale=en",
      payload: {
        token,
        email: "reset-owner@example.org",
        password: "a new long password",
        password_confirmation: "a new long password",
      },
    });
    expect(reset.statusCode, reset.body).toBe(204);
    const owner = await signIn("reset-owner@example.org", "a new long password", "192.0.2.40");
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it("counts the passwords tried at a confirmation link like sign-ins of the account", async () => {
    const calls = accountCalls(t, outbox);
    await calls.register("link-guess@example.org");
    const token = await confirmationToken(outbox, "link-guess@example.org");
    const confirm = (password: string, visitor: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/auth/confirmation?locale=en",
        payload: { token, password },
        ...from(visitor),
      });
    for (const n of [1, 2, 3]) {
      expect((await confirm("a wrong guess", `203.0.114.${n}`)).statusCode).toBe(422);
    }
    const limited = await confirm(PASSWORD, "203.0.114.4");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe("rate_limit");
  });
});

// The review's item 6: 25 registrations in a burst sent 25 mails to one address. A recipient
// gets at most REGISTRATION_MAILS_PER_HOUR of them, whoever asks; the answers stay alike.
describe.each(engineNames())("registration mails per recipient on %s", (engine) => {
  it("sends one address at most its budget of registration mails, answering alike", async () => {
    const { t, outbox } = await startMailingTestApp(engine, {
      config: { limits: { ...GENEROUS_LIMITS.limits, registrationMailsPerHour: 3 } },
      prepare: insertReference,
    });
    const calls = accountCalls(t, outbox);
    const answers: { status: number; body: string }[] = [];
    try {
      for (let run = 0; run < 6; run += 1) {
        const answer = await calls.post("/auth/registration", registration("flooded@example.org"));
        answers.push({ status: answer.statusCode, body: answer.body });
      }
      // another address has a budget of its own
      await calls.post("/auth/registration", registration("calm@example.org"));
    } finally {
      // closing waits for the mails begun in the background
      await t.close();
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(
      new Set([JSON.stringify({ status: 202, body: JSON.stringify({ status: "mail_sent" }) })]),
    );
    const to = async (email: string) =>
      (await mailsIn(outbox, "confirm")).filter((mail) => mail.to?.[0]?.address === email);
    expect(await to("flooded@example.org")).toHaveLength(3);
    expect(await to("calm@example.org")).toHaveLength(1);
  });
});
