// spec surrounding-areas §5, selling-core §5: a guest needs name, surname, e-mail, street,
// postal code and city (salutation and country may be left out: the one-pager asks for
// neither, guest.test.ts); DESIGN §5: each missing or bad field is named, never a 5xx.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import { startTestApp, type TestApp } from "../../helpers/test-app";
import { insertReference } from "../cart/cart-fixtures";
import { GUEST } from "./guest-session";

describe.each(engineNames())("POST /api/v1/auth/guest with bad input on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
    await insertReference(t.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  const without = (field: keyof typeof GUEST) => {
    const { [field]: _dropped, ...rest } = GUEST;
    return rest;
  };
  const cases: [string, object, string][] = [
    ["no name", without("name"), "name"],
    ["a blank surname", { ...GUEST, surname: "  " }, "surname"],
    ["no e-mail", without("email"), "email"],
    ["no street", without("addr_street"), "addr_street"],
    ["no postal code", without("addr_zip"), "addr_zip"],
    ["no city", without("addr_city"), "addr_city"],
    ["an unknown country", { ...GUEST, addr_country_id: 9999 }, "addr_country_id"],
    ["an unknown salutation", { ...GUEST, customer_salutation_id: 9999 }, "customer_salutation_id"],
    ["a country id that is text", { ...GUEST, addr_country_id: "DE" }, "addr_country_id"],
    ["an unknown field", { ...GUEST, level: 20 }, "level"],
    ["a 300-character name", { ...GUEST, name: "a".repeat(300) }, "name"],
  ];

  it.each(cases)("answers %s with 422 naming the field", async (_name, body, field) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/guest",
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().error.code).toBe("validation");
    expect(Object.keys(response.json().error.fields)).toContain(field);
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("answers a cookie that is not a session with 401, never 5xx", async () => {
    for (const cookie of ["shop_session=", "shop_session=%00%ff", "a=b; shop_session=;;", "=;="]) {
      const response = await t.app.inject({
        method: "GET",
        url: "/api/v1/auth/validate_token",
        headers: { cookie },
      });
      expect(response.statusCode, cookie).toBe(401);
    }
  });
});
