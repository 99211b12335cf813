// The issue "accounts", Deliver 3; spec selling-core §6: the catalogue names resellers by the
// e-mail address of their account, and every address of that confirmed account may pay by
// collective invoice (mode 6) — a guest who types the same address may not. The list is
// replaced at each load; a malformed or repeated address is refused with its path. On PGlite
// and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CatalogueFormatError } from "../../../src/modules/catalogue/errors";
import { parseCatalogue } from "../../../src/modules/catalogue/format";
import { loadCatalogue } from "../../../src/modules/catalogue/load-catalogue";
import { engineNames } from "../../helpers/engines";
import { startMailingTestApp, type TestApp } from "../../helpers/test-app";
import { confirmationToken, proofCookieOf, registration } from "../accounts/account-fixtures";
import { GUEST, sessionCookieOf, signInGuest } from "../auth/guest-session";
import { insertReference } from "../cart/cart-fixtures";
import { minimalCatalogue } from "./minimal-catalogue";

const NOW = new Date("2030-06-01T08:00:00Z");

function withResellers(resellers: unknown[]) {
  return { ...minimalCatalogue(), resellers };
}

describe("the catalogue's resellers", () => {
  it("takes e-mail addresses in any case, kept in lower case", () => {
    const catalogue = parseCatalogue(withResellers([{ email: "Agentur@Example.org", note: "x" }]));
    expect(catalogue.resellers).toEqual([{ email: "agentur@example.org", note: "x" }]);
  });

  it.each([
    [[{ email: "not an address" }], "resellers[0].email"],
    [[{ email: "a@example.org" }, { email: "A@example.org" }], "resellers[1].email"],
    [[{ email: "a@example.org", role: "vip" }], "resellers[0]"],
  ])("refuses %j at %s", (resellers, path) => {
    let error: unknown;
    try {
      parseCatalogue(withResellers(resellers));
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(CatalogueFormatError);
    expect((error as CatalogueFormatError).issues.map((issue) => issue.path)).toContain(path);
  });
});

describe.each(engineNames())("resellers on %s", (engine) => {
  let t: TestApp;
  let outbox: string;
  beforeAll(async () => {
    ({ t, outbox } = await startMailingTestApp(engine, { prepare: insertReference }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const load = (resellers: unknown[]) =>
    loadCatalogue(t.db, parseCatalogue(withResellers(resellers)), { now: NOW, source: "t.json" });
  const resellerRows = async () =>
    (await t.db.query("SELECT email, note FROM resellers ORDER BY email")).rows;
  const addressesOf = async (cookie: string) =>
    (
      await t.app.inject({
        method: "GET",
        url: "/api/v1/customer/customer_addresses",
        headers: { cookie },
      })
    ).json().customer_addresses as { has_collective_invoice_payment: boolean }[];

  it("replaces the list at each load, counting what changed", async () => {
    const first = await load([{ email: "a@example.org" }, { email: "b@example.org", note: "B" }]);
    expect(first.tables.resellers).toEqual({ inserted: 2, updated: 0, removed: 0 });
    const second = await load([{ email: "b@example.org", note: "B2" }]);
    expect(second.tables.resellers).toEqual({ inserted: 0, updated: 1, removed: 1 });
    expect(await resellerRows()).toEqual([{ email: "b@example.org", note: "B2" }]);
    const same = await load([{ email: "b@example.org", note: "B2" }]);
    expect(same.tables.resellers).toEqual({ inserted: 0, updated: 0, removed: 0 });
  });

  it("lets every address of a reseller's confirmed account pay by collective invoice, never a guest's", async () => {
    await load([{ email: "Reseller@Example.org" }]);
    const post = (url: string, payload: object, cookie?: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/v1${url}?locale=en`,
        payload,
        headers: cookie ? { cookie } : {},
      });
    const registered = await post("/auth/registration", registration("reseller@example.org"));
    const confirmed = await post(
      "/auth/confirmation",
      { token: await confirmationToken(outbox, "reseller@example.org") },
      proofCookieOf(registered.headers["set-cookie"]),
    );
    const cookie = sessionCookieOf(confirmed.headers["set-cookie"]);
    const addresses = await addressesOf(cookie);
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses.every((address) => address.has_collective_invoice_payment)).toBe(true);

    // a guest typing the reseller's address gains nothing
    const guest = await signInGuest(t.app, { ...GUEST, email: "reseller@example.org" });
    expect((await addressesOf(guest.cookie))[0]?.has_collective_invoice_payment).toBe(false);

    // off the list, the account pays as everyone does
    await load([]);
    expect((await addressesOf(cookie))[0]?.has_collective_invoice_payment).toBe(false);
  });
});
