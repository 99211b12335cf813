// The issue "accounts", Deliver 4 and its Check "VIP code uses counted under concurrency";
// spec surrounding-areas §2 "VIP", §6, §7 (POST /customer/token/{token}): codes from the
// catalogue, stored as hashes; a code with a use left moves the signed-in customer into its
// price target audience; uses are counted exactly, also when redemptions arrive at once; an
// unknown and a used-up code answer alike; off while VIP is off. On PGlite and PostgreSQL.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CatalogueFormatError } from "../../../src/modules/catalogue/errors";
import { parseCatalogue } from "../../../src/modules/catalogue/format";
import { loadCatalogue } from "../../../src/modules/catalogue/load-catalogue";
import { engineNames } from "../../helpers/engines";
import { GENEROUS_LIMITS, startTestApp, type TestApp } from "../../helpers/test-app";
import { GUEST, signInGuest } from "../auth/guest-session";
import { minimalCatalogue } from "../catalogue/minimal-catalogue";

const NOW = new Date("2030-06-01T08:00:00Z");
const VIP = 5;

function withCodes(codes: unknown[], vip: object = { enabled: true, priceTargetAudienceId: VIP }) {
  const catalogue = minimalCatalogue();
  return { ...catalogue, settings: { ...catalogue.settings, vip }, vip_codes: codes };
}

describe("the catalogue's VIP codes", () => {
  it.each([
    [[{ code: "abc", uses: 1 }], "vip_codes[0].code"],
    [[{ code: "FRIENDS 2030", uses: 1 }], "vip_codes[0].code"],
    [[{ code: "friends", uses: 0 }], "vip_codes[0].uses"],
    [
      [
        { code: "friends", uses: 1 },
        { code: " FRIENDS ", uses: 2 },
      ],
      "vip_codes[1].code",
    ],
  ])("refuses %j at %s", (codes, path) => {
    let error: unknown;
    try {
      parseCatalogue(withCodes(codes));
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(CatalogueFormatError);
    expect((error as CatalogueFormatError).issues.map((issue) => issue.path)).toContain(path);
  });

  it("refuses a VIP menu item while VIP access is off or for the default audience", () => {
    for (const vip of [
      { enabled: false, priceTargetAudienceId: VIP },
      { enabled: true, priceTargetAudienceId: 1 },
    ]) {
      const catalogue = withCodes([], vip);
      catalogue.settings.navigation = { vipTickets: { enabled: true } };
      let error: unknown;
      try {
        parseCatalogue(catalogue);
      } catch (thrown) {
        error = thrown;
      }
      expect((error as CatalogueFormatError).issues.map((issue) => issue.path)).toContain(
        "settings.navigation.vipTickets.enabled",
      );
    }
    const open = withCodes([]);
    open.settings.navigation = { vipTickets: { enabled: true } };
    expect(parseCatalogue(open).settings.navigation.vipTickets.enabled).toBe(true);
  });

  it("needs an audience for a code when the VIP setting names none", () => {
    expect(() => parseCatalogue(withCodes([{ code: "friends", uses: 1 }], {}))).toThrow(
      CatalogueFormatError,
    );
    expect(
      parseCatalogue(withCodes([{ code: "friends", uses: 1, price_target_audience_id: 9 }], {}))
        .vip_codes,
    ).toEqual([{ code: "FRIENDS", uses: 1, price_target_audience_id: 9 }]);
  });
});

describe.each(engineNames())("VIP codes on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await load([
      { code: "friends-2030", uses: 3 },
      { code: "PATRONS", uses: 100, price_target_audience_id: 6 },
    ]);
    await t.db.query("UPDATE vip_codes SET used = 0");
  });

  const load = (codes: unknown[], vip?: object) =>
    loadCatalogue(t.db, parseCatalogue(withCodes(codes, vip)), { now: NOW, source: "t.json" });
  const redeem = (code: string, cookie?: string, body: object = {}) =>
    t.app.inject({
      method: "POST",
      url: `/api/v1/customer/token/${encodeURIComponent(code)}?locale=en`,
      payload: body,
      headers: cookie ? { cookie } : {},
    });
  const usedOf = async (audience: number) =>
    (
      await t.db.query<{ used: number }>(
        "SELECT used FROM vip_codes WHERE price_target_audience_id = $1",
        [audience],
      )
    ).rows[0]?.used;

  it("stores only the hash of a code", async () => {
    const rows = await t.db.query<{ code_hash: string }>("SELECT code_hash FROM vip_codes");
    expect(rows.rows).toHaveLength(2);
    for (const row of rows.rows) {
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.code_hash).not.toContain("FRIENDS");
    }
  });

  it("moves the customer into the code's audience, whatever the case of the code typed", async () => {
    const guest = await signInGuest(t.app);
    const response = await redeem(" Friends-2030 ", guest.cookie, { id: guest.customerId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      id: guest.customerId,
      price_target_audience_id: VIP,
    });
    expect(await usedOf(VIP)).toBe(1);
    // once in the audience, the same code spends no further use
    expect((await redeem("FRIENDS-2030", guest.cookie)).statusCode).toBe(200);
    expect(await usedOf(VIP)).toBe(1);
  });

  it("counts the uses exactly when 8 customers redeem a 3-use code at once", async () => {
    const guests = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        signInGuest(t.app, { ...GUEST, email: `vip-${n}@example.org` }),
      ),
    );
    const answers = await Promise.all(guests.map((guest) => redeem("FRIENDS-2030", guest.cookie)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 404, 404, 404, 404, 404]);
    expect(await usedOf(VIP)).toBe(3);
    const moved = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM customers WHERE price_target_audience_id = $1 AND email LIKE 'vip-%'",
      [VIP],
    );
    expect(moved.rows[0]?.n).toBe(3);
  });

  it("answers an unknown and a used-up code alike, naming the token, and changes nothing", async () => {
    const guest = await signInGuest(t.app);
    await t.db.query("UPDATE vip_codes SET used = max_uses WHERE price_target_audience_id = $1", [
      VIP,
    ]);
    const usedUp = await redeem("FRIENDS-2030", guest.cookie);
    const unknown = await redeem("NOBODY", guest.cookie);
    expect(usedUp.statusCode).toBe(404);
    expect(usedUp.json()).toEqual(unknown.json());
    expect(Object.keys(usedUp.json().error.fields)).toEqual(["token"]);
    const rows = await t.db.query<{ price_target_audience_id: number }>(
      "SELECT price_target_audience_id FROM customers WHERE id = $1",
      [guest.customerId],
    );
    expect(rows.rows[0]?.price_target_audience_id).toBe(1);
  });

  it("keeps the uses of a listed code across loads, and drops an unlisted one", async () => {
    const guest = await signInGuest(t.app);
    await redeem("PATRONS", guest.cookie);
    const summary = await load([{ code: "PATRONS", uses: 50, price_target_audience_id: 6 }]);
    expect(summary.tables.vip_codes).toEqual({ inserted: 0, updated: 1, removed: 1 });
    expect(await usedOf(6)).toBe(1);
    expect(await usedOf(VIP)).toBeUndefined();
  });

  it("refuses without a session (401), for another customer's id (403), and while VIP is off (403)", async () => {
    expect((await redeem("FRIENDS-2030")).statusCode).toBe(401);
    const guest = await signInGuest(t.app);
    expect(
      (await redeem("FRIENDS-2030", guest.cookie, { id: guest.customerId + 1 })).statusCode,
    ).toBe(403);
    await load([{ code: "friends-2030", uses: 3 }], { enabled: false, priceTargetAudienceId: VIP });
    expect((await redeem("FRIENDS-2030", guest.cookie)).statusCode).toBe(403);
    expect(await usedOf(VIP)).toBe(0);
  });
});

// The security review's item 4: one session guessed 40 codes from 40 addresses without a 429.
// Codes tried count per client address and, apart, per session's customer.
describe.each(engineNames())("VIP code tries of one session on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, {
      config: {
        limits: { ...GENEROUS_LIMITS.limits, loginsPerHour: 3 },
        trustProxy: ["127.0.0.1"],
      },
    });
    await loadCatalogue(t.db, parseCatalogue(withCodes([{ code: "friends-2030", uses: 3 }])), {
      now: NOW,
      source: "t.json",
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const guess = (code: string, cookie: string, visitor: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/v1/customer/token/${code}?locale=en`,
      payload: {},
      remoteAddress: "127.0.0.1",
      headers: { cookie, "x-forwarded-for": visitor },
    });

  it("refuses a session's tries past its budget, whatever address each comes from", async () => {
    const guest = await signInGuest(t.app);
    for (const [n, visitor] of ["203.0.113.1", "203.0.113.2", "203.0.113.3"].entries()) {
      expect((await guess(`WRONG-${n}`, guest.cookie, visitor)).statusCode).toBe(404);
    }
    const limited = await guess("WRONG-4", guest.cookie, "203.0.113.4");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe("rate_limit");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // another session from a fresh address has its own budget
    const other = await signInGuest(t.app, { ...GUEST, email: "other@example.org" });
    expect((await guess("WRONG-5", other.cookie, "203.0.113.5")).statusCode).toBe(404);
  });
});
