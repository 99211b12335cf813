// surrounding-areas §2 "Accounts and user area", §4, §5, §6; DESIGN §7 (issue "accounts",
// Deliver 2): registration with a mailed confirmation link (random, single use, expiring),
// argon2id password hashes of at least 19 MiB and 2 iterations, sign-in that rotates the
// session, no answer that tells whether an address is registered, and sign-ins limited per
// client and per account. On PGlite and PostgreSQL.
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { engineNames } from "../../helpers/engines";
import { GENEROUS_LIMITS, startTestApp, type TestApp } from "../../helpers/test-app";
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
    outbox = await mkdtemp(join(tmpdir(), "shop-account-mail-"));
    t = await startTestApp(engine, {
      config: { outboxDir: outbox, publicUrl: "https://shop.example.org" },
      prepare: insertReference,
    });
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

  it("registers an unconfirmed account, its password an argon2id hash, and mails the link", async () => {
    const response = await post("/auth/registration", registration("ada@example.org"));
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ status: "mail_sent" });
    expect(response.headers["set-cookie"]).toBeUndefined();

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
    await post("/auth/registration", registration("grace@example.org"));
    const first = await confirmationToken(outbox, "grace@example.org");

    // unconfirmed: refused like a wrong password, and a fresh link goes out
    const early = await signIn("grace@example.org");
    expect(early.statusCode).toBe(401);
    const both = await confirmationTokens(outbox, "grace@example.org", 2);
    expect(both).toContain(first);
    expect(new Set(both).size).toBe(2);

    const confirmed = await post("/auth/confirmation", { token: first });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ level: 20, email: "grace@example.org" });
    const cookie = sessionCookieOf(confirmed.headers["set-cookie"]);
    const session = await t.app.inject({
      method: "GET",
      url: "/api/v1/auth/validate_token",
      headers: { cookie },
    });
    expect(session.json().data.email).toBe("grace@example.org");

    const again = await post("/auth/confirmation", { token: first });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe("token_not_found");

    const signedIn = await signIn("grace@example.org");
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it("lets a confirmation link expire after 24 hours", async () => {
    await post("/auth/registration", registration("late@example.org"));
    const token = await confirmationToken(outbox, "late@example.org");
    t.clock.advance(24 * 3_600_000 + 1);
    try {
      const late = await post("/auth/confirmation", { token });
      expect(late.statusCode).toBe(404);
      expect(late.json().error.code).toBe("token_not_found");
    } finally {
      t.clock.advance(-(24 * 3_600_000 + 1));
    }
  });

  it("rotates the session at sign-in: the one the request carried ends", async () => {
    await post("/auth/registration", registration("rotate@example.org"));
    const confirmed = await post("/auth/confirmation", {
      token: await confirmationToken(outbox, "rotate@example.org"),
    });
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

  // DESIGN §7, the issue "accounts" Check: the answers for a known and an unknown address are
  // the same in status and body, and in time within a bound — both paths hash with argon2
  // (sign-in: a decoy check; registration: the password), so the median of one is within a
  // factor 2 of the other's; a reset request takes no hash either way, so its medians lie
  // within 50 ms. Medians of 5, alternating, so the machine's noise falls on both alike.
  it("takes as long for a known address as for an unknown one, within a bound", async () => {
    await post("/auth/registration", registration("timed@example.org"));
    await post("/auth/confirmation", {
      token: await confirmationToken(outbox, "timed@example.org"),
    });
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[2] ?? 0;
    const timed = async (send: () => Promise<{ statusCode: number; body: string }>) => {
      const start = performance.now();
      const answer = await send();
      return { ms: performance.now() - start, status: answer.statusCode, body: answer.body };
    };
    const compare = async (
      known: () => Promise<{ statusCode: number; body: string }>,
      unknown: () => Promise<{ statusCode: number; body: string }>,
    ) => {
      const a: number[] = [];
      const b: number[] = [];
      for (let run = 0; run < 5; run += 1) {
        const first = await timed(known);
        const second = await timed(unknown);
        expect(first.status).toBe(second.status);
        expect(first.body).toBe(second.body);
        a.push(first.ms);
        b.push(second.ms);
      }
      return { known: median(a), unknown: median(b) };
    };

    const signIns = await compare(
      () => signIn("timed@example.org", "not the password"),
      () => signIn("untimed@example.org", "not the password"),
    );
    expect(signIns.unknown / signIns.known).toBeGreaterThan(0.5);
    expect(signIns.unknown / signIns.known).toBeLessThan(2);

    let fresh = 0;
    const registrations = await compare(
      () => post("/auth/registration", registration("timed@example.org")),
      () => {
        fresh += 1;
        return post("/auth/registration", registration(`timed-${fresh}@example.org`));
      },
    );
    expect(registrations.unknown / registrations.known).toBeGreaterThan(0.5);
    expect(registrations.unknown / registrations.known).toBeLessThan(2);

    const resets = await compare(
      () => post("/auth/password", { email: "timed@example.org" }),
      () => post("/auth/password", { email: "untimed@example.org" }),
    );
    expect(Math.abs(resets.known - resets.unknown)).toBeLessThan(50);
  });

  it("answers a wrong password and an unknown address alike", async () => {
    await post("/auth/registration", registration("known@example.org"));
    await post("/auth/confirmation", {
      token: await confirmationToken(outbox, "known@example.org"),
    });
    const wrong = await signIn("known@example.org", "not the password");
    const unknown = await signIn("nobody@example.org", "not the password");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.headers["set-cookie"]).toBeUndefined();
  });

  it("answers the registration of a taken address alike, changes nothing, and mails that it is taken", async () => {
    await post("/auth/registration", registration("taken@example.org"));
    await post("/auth/confirmation", {
      token: await confirmationToken(outbox, "taken@example.org"),
    });
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
