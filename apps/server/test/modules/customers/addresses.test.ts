// spec surrounding-areas §7 GET /customer/customer_addresses; DESIGN §7: a customer sees
// only its own addresses, under the key the shop reads.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import { startTestApp, type TestApp } from "../../helpers/test-app";
import { GUEST, signInGuest } from "../auth/guest-session";
import { insertReference } from "../cart/cart-fixtures";

describe.each(engineNames())("GET /api/v1/customer/customer_addresses on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
    await insertReference(t.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = (cookie?: string) =>
    t.app.inject({
      method: "GET",
      url: "/api/v1/customer/customer_addresses",
      headers: cookie ? { cookie } : {},
    });

  it("lists the guest's billing address and no one else's", async () => {
    const first = await signInGuest(t.app);
    await signInGuest(t.app, { ...GUEST, addr_street: "Other Street 9" });
    const response = await list(first.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().customer_addresses).toEqual([
      {
        id: expect.any(Number),
        adressat: "Ada Lovelace",
        institution: null,
        cost_centre: null,
        street: "Parkweg 3",
        zip: "10115",
        city: "Berlin",
        country_id: 60,
        adress_type_id: 1,
        has_collective_invoice_payment: false,
        price_target_audience_id: null,
      },
    ]);
  });

  it("answers 401 without a session, and after sign out", async () => {
    expect((await list()).statusCode).toBe(401);
    const { cookie } = await signInGuest(t.app);
    await t.app.inject({ method: "DELETE", url: "/api/v1/auth/sign_out", headers: { cookie } });
    expect((await list(cookie)).statusCode).toBe(401);
  });

  it("answers a bad locale with 422, never 5xx", async () => {
    const { cookie } = await signInGuest(t.app);
    const response = await t.app.inject({
      method: "GET",
      url: "/api/v1/customer/customer_addresses?locale=xx",
      headers: { cookie },
    });
    expect(response.statusCode).toBe(422);
  });
});
