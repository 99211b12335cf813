// The issue "accounts", Deliver 5; spec surrounding-areas §3 Customer "newsletter choices", §7:
// the groups from the catalogue in the asked locale; a customer's choice at registration and
// later, each consent recorded with its time and the text read; a group left is withdrawn,
// its consent kept as the record. Guests have none. On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Queryable } from "../../../src/db/database";
import { engineNames } from "../../helpers/engines";
import { startMailingTestApp, type TestApp } from "../../helpers/test-app";
import { confirmationToken, proofCookieOf, registration } from "../accounts/account-fixtures";
import { sessionCookieOf, signInGuest } from "../auth/guest-session";
import { insertReference } from "../cart/cart-fixtures";

async function insertGroups(db: Queryable): Promise<void> {
  await insertReference(db);
  await db.query(
    `INSERT INTO newsletter_groups (id, name, checkbox_text, sort_order) VALUES
       (1, '{"de": "Museumsnachrichten", "en": "Museum news"}',
           '{"de": "Ja, schicken Sie mir die Museumsnachrichten.", "en": "Yes, send me the museum news."}', 0),
       (2, '{"de": "Familien"}', '{"de": "Ja, Familienangebote per E-Mail."}', 1)
     ON CONFLICT DO NOTHING`,
  );
}

describe.each(engineNames())("newsletter groups on %s", (engine) => {
  let t: TestApp;
  let outbox: string;
  beforeAll(async () => {
    ({ t, outbox } = await startMailingTestApp(engine, { prepare: insertGroups }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: "GET" | "POST", url: string, cookie?: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}?locale=en`,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const consents = async (email: string) =>
    (
      await t.db.query<{
        group_id: number;
        consent_text: string;
        consent_locale: string;
        withdrawn: boolean;
      }>(
        `SELECT s.group_id, s.consent_text, s.consent_locale, s.withdrawn_at IS NOT NULL AS withdrawn
           FROM newsletter_subscriptions s JOIN customers c ON c.id = s.customer_id
          WHERE c.email = $1 ORDER BY s.id`,
        [email],
      )
    ).rows;

  async function account(email: string, newsletterIds: number[] = []): Promise<string> {
    const registered = await call(
      "POST",
      "/auth/registration",
      undefined,
      registration(email, { newsletter_ids: newsletterIds }),
    );
    expect(registered.statusCode, registered.body).toBe(202);
    const confirmed = await call(
      "POST",
      "/auth/confirmation",
      proofCookieOf(registered.headers["set-cookie"]),
      { token: await confirmationToken(outbox, email) },
    );
    return sessionCookieOf(confirmed.headers["set-cookie"]);
  }

  it("lists the groups in the asked locale, German where it lacks one", async () => {
    const response = await call("GET", "/newsletter_subscriber_groups");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { id: 1, name: "Museum news", checkbox_text: "Yes, send me the museum news." },
        { id: 2, name: "Familien", checkbox_text: "Ja, Familienangebote per E-Mail." },
      ],
      meta: { total_count: 2 },
    });
  });

  it("records the consent given at registration with the text read", async () => {
    const cookie = await account("news@example.org", [1]);
    expect(await consents("news@example.org")).toEqual([
      {
        group_id: 1,
        consent_text: "Yes, send me the museum news.",
        consent_locale: "en",
        withdrawn: false,
      },
    ]);
    const choice = await call("GET", "/customer/newsletter_groups", cookie);
    expect(
      choice.json().data.map((g: { id: number; checked: boolean }) => [g.id, g.checked]),
    ).toEqual([
      [1, true],
      [2, false],
    ]);
  });

  it("changes the choice: a new group's consent recorded, a group left withdrawn and kept", async () => {
    const cookie = await account("change-news@example.org", [1]);
    const changed = await call("POST", "/customer/newsletter_groups", cookie, {
      newsletter_ids: [2],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.map((g: { checked: boolean }) => g.checked)).toEqual([false, true]);
    expect(await consents("change-news@example.org")).toEqual([
      expect.objectContaining({ group_id: 1, withdrawn: true }),
      expect.objectContaining({ group_id: 2, consent_text: "Ja, Familienangebote per E-Mail." }),
    ]);
    // the same choice again records nothing new
    await call("POST", "/customer/newsletter_groups", cookie, { newsletter_ids: [2] });
    expect(await consents("change-news@example.org")).toHaveLength(2);
  });

  it("refuses an unknown group with 422 on newsletter_ids, at registration too, changing nothing", async () => {
    const cookie = await account("unknown-news@example.org", [1]);
    const response = await call("POST", "/customer/newsletter_groups", cookie, {
      newsletter_ids: [1, 99],
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().error.fields)).toEqual(["newsletter_ids"]);
    expect(await consents("unknown-news@example.org")).toHaveLength(1);

    // a taken address answers an unknown group as a new one does (no enumeration)
    const taken = await call(
      "POST",
      "/auth/registration",
      undefined,
      registration("unknown-news@example.org", { newsletter_ids: [99] }),
    );
    const fresh = await call(
      "POST",
      "/auth/registration",
      undefined,
      registration("fresh-news@example.org", { newsletter_ids: [99] }),
    );
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual(fresh.json());
  });

  it("answers 401 without a session and 403 for a guest", async () => {
    expect((await call("GET", "/customer/newsletter_groups")).statusCode).toBe(401);
    expect(
      (await call("POST", "/customer/newsletter_groups", undefined, { newsletter_ids: [] }))
        .statusCode,
    ).toBe(401);
    const guest = await signInGuest(t.app);
    expect((await call("GET", "/customer/newsletter_groups", guest.cookie)).statusCode).toBe(403);
  });
});
