// spec selling-core §6: an address flagged has_collective_invoice_payment may pay by collective
// invoice; the venue sets the flag for its resellers through the staff API (issue "accounts",
// Deliver 3), behind STAFF_API_KEY (DESIGN §7: unset → off; a wrong key → 401). The customer
// sees it on the address and may then choose the mode. On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import { startTestApp, type TestApp } from "../../helpers/test-app";
import { signInGuest } from "../auth/guest-session";
import { insertReference } from "../cart/cart-fixtures";

const KEY = "venue-staff-key-0123456789abcdef";

describe.each(engineNames())("the staff's collective-invoice flag on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { config: { staffApiKey: KEY }, prepare: insertReference });
  });
  afterAll(async () => {
    await t?.close();
  });

  const flag = (id: number, allowed: unknown, key = KEY) =>
    t.app.inject({
      method: "PUT",
      url: `/api/v1/staff/customer_addresses/${id}/collective_invoice`,
      payload: { has_collective_invoice_payment: allowed },
      headers: { authorization: `Bearer ${key}` },
    });
  const addressesOf = async (cookie: string) =>
    (
      await t.app.inject({
        method: "GET",
        url: "/api/v1/customer/customer_addresses",
        headers: { cookie },
      })
    ).json().customer_addresses;

  it("flags an address, which its customer then sees, and takes it back", async () => {
    const { cookie } = await signInGuest(t.app);
    const [address] = await addressesOf(cookie);
    expect(address.has_collective_invoice_payment).toBe(false);

    const set = await flag(address.id, true);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ id: address.id, has_collective_invoice_payment: true });
    expect((await addressesOf(cookie))[0].has_collective_invoice_payment).toBe(true);

    expect((await flag(address.id, false)).json().has_collective_invoice_payment).toBe(false);
    expect((await addressesOf(cookie))[0].has_collective_invoice_payment).toBe(false);
  });

  it("refuses a wrong key with 401 and changes nothing", async () => {
    const { cookie } = await signInGuest(t.app);
    const [address] = await addressesOf(cookie);
    const response = await flag(address.id, true, "not-the-key");
    expect(response.statusCode).toBe(401);
    expect((await addressesOf(cookie))[0].has_collective_invoice_payment).toBe(false);
  });

  it("answers an unknown address with 404 and a flag that is not a boolean with 422", async () => {
    expect((await flag(999_999, true)).statusCode).toBe(404);
    const { cookie } = await signInGuest(t.app);
    const [address] = await addressesOf(cookie);
    const bad = await flag(address.id, "yes");
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error.fields)).toEqual(["has_collective_invoice_payment"]);
  });
});

describe.each(engineNames())("without STAFF_API_KEY on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { config: { staffApiKey: undefined } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("has no such route: 404", async () => {
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/v1/staff/customer_addresses/1/collective_invoice",
      payload: { has_collective_invoice_payment: true },
      headers: { authorization: `Bearer ${KEY}` },
    });
    expect(response.statusCode).toBe(404);
  });
});
