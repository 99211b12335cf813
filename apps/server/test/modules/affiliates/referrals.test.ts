// surrounding-areas §1, §7: POST /affiliates/referrals/{at}/{action} with ac stores each
// referral ("check" on arrival, "track" for a conversion), which the staff API counts; bad
// input answers 422 naming the field and stores nothing; each client address has a budget of
// referrals an hour (DESIGN §7), so a script cannot inflate the counts. On PGlite and
// PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import { GENEROUS_LIMITS, startTestApp, type TestApp } from "../../helpers/test-app";

const KEY = "venue-staff-key-0123456789abcdef";
const LIMIT = 5;

describe.each(engineNames())("affiliate referrals on %s", (engine) => {
  let t: TestApp;
  let visitor = 0;
  beforeAll(async () => {
    t = await startTestApp(engine, {
      config: {
        staffApiKey: KEY,
        limits: { ...GENEROUS_LIMITS.limits, referralsPerHour: LIMIT },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A client address of its own, so each test has the whole budget. */
  const newVisitor = () => {
    visitor += 1;
    return `198.51.100.${visitor}`;
  };
  const refer = (path: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: `/api/v1/affiliates/referrals/${path}`,
      remoteAddress,
      headers: { "sec-fetch-site": "same-origin", ...headers },
    });
  const stored = async () =>
    (
      await t.db.query<{ affiliate_id: string; campaign: string | null; action: string }>(
        "SELECT affiliate_id, campaign, action FROM affiliate_referrals ORDER BY id",
      )
    ).rows;
  const statsOf = async (id: string) => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/v1/staff/affiliates",
      headers: { authorization: `Bearer ${KEY}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.find((a: { id: string }) => a.id === id);
  };

  it("stores a check with its campaign, answers 204 without a body, and counts it", async () => {
    const answer = await refer("partner-17/check?ac=spring&locale=en", newVisitor());

    expect(answer.statusCode, answer.body).toBe(204);
    expect(answer.body).toBe("");
    expect(await stored()).toContainEqual({
      affiliate_id: "partner-17",
      campaign: "spring",
      action: "check",
    });
    expect(await statsOf("partner-17")).toEqual({
      id: "partner-17",
      referrals: 1,
      tracks: 0,
      orders: 0,
      paid_orders: 0,
      revenue_cents: 0,
      campaigns: [
        {
          campaign: "spring",
          referrals: 1,
          tracks: 0,
          orders: 0,
          paid_orders: 0,
          revenue_cents: 0,
        },
      ],
    });
  });

  it("stores a track, and a check without a campaign, apart from the checks", async () => {
    const address = newVisitor();
    expect((await refer("partner-18/track?ac=spring", address)).statusCode).toBe(204);
    expect((await refer("partner-18/check", address)).statusCode).toBe(204);

    const stats = await statsOf("partner-18");
    expect(stats).toMatchObject({ referrals: 1, tracks: 1 });
    expect(stats.campaigns).toEqual([
      expect.objectContaining({ campaign: null, referrals: 1, tracks: 0 }),
      expect.objectContaining({ campaign: "spring", referrals: 0, tracks: 1 }),
    ]);
  });

  it.each([
    ["a NUL", "a%00b"],
    ["an escape (C0)", "a%1Bb"],
    ["a next line (C1)", "a%C2%85b"],
    ["65 characters", "p".repeat(65)],
    ["blanks only", "%20%20"],
  ])("answers an affiliate id with %s 422 naming at, storing nothing", async (_name, at) => {
    const before = (await stored()).length;

    const answer = await refer(`${at}/check?ac=spring`, newVisitor());

    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json().error.code).toBe("validation");
    expect(Object.keys(answer.json().error.fields)).toEqual(["at"]);
    expect(await stored()).toHaveLength(before);
  });

  it("takes the longest affiliate id, 64 characters", async () => {
    const at = "p".repeat(64);
    expect((await refer(`${at}/check`, newVisitor())).statusCode).toBe(204);
    expect(await stored()).toContainEqual({ affiliate_id: at, campaign: null, action: "check" });
  });

  it("answers an unknown action 422 naming action", async () => {
    const answer = await refer("partner-17/pay?ac=spring", newVisitor());
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.json().error.fields)).toEqual(["action"]);
  });

  it("answers a campaign of 65 characters 422 naming ac", async () => {
    const answer = await refer(`partner-17/check?ac=${"c".repeat(65)}`, newVisitor());
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.json().error.fields)).toEqual(["ac"]);
  });

  it("refuses a referral from another site: 403, nothing stored", async () => {
    const before = (await stored()).length;
    const answer = await refer("partner-17/check", newVisitor(), {
      "sec-fetch-site": "cross-site",
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error.code).toBe("forbidden");
    expect(await stored()).toHaveLength(before);
  });

  it("answers past the client's budget 429 with Retry-After, storing nothing more", async () => {
    const address = newVisitor();
    // Refused input spends nothing of the budget.
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await refer("partner-20/pay", address)).statusCode).toBe(422);
    }
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await refer("partner-20/check", address)).statusCode).toBe(204);
    }

    const refused = await refer("partner-20/check", address);

    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json().error).toEqual({
      code: "rate_limit",
      message: expect.stringMatching(/^Too many affiliate referrals: try again in \d+ seconds$/),
      fields: { base: [`At most ${LIMIT} affiliate referrals per 3600 seconds`] },
    });
    expect(await statsOf("partner-20")).toMatchObject({ referrals: LIMIT });
    // Another visitor still has its budget.
    expect((await refer("partner-20/check", newVisitor())).statusCode).toBe(204);
    expect(await statsOf("partner-20")).toMatchObject({ referrals: LIMIT + 1 });
  });
});
