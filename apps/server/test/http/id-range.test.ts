// Bad input (DESIGN §5): every id column is a PostgreSQL `integer`, so the contract's Id stops
// at 2^31 − 1; a larger id answers 422 naming the field instead of a 500 from the database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../helpers/engines";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { signInGuest } from "../modules/auth/guest-session";
import { insertReference } from "../modules/cart/cart-fixtures";

const TOO_BIG = 2_147_483_648;
const LARGEST = 2_147_483_647;

describe.each(engineNames())("ids beyond PostgreSQL integer on %s", (engine) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    await insertReference(t.db);
    cookie = (await signInGuest(t.app)).cookie;
  });
  afterAll(async () => {
    await t?.close();
  });

  const fieldsOf = (body: string) => Object.keys(JSON.parse(body).error.fields ?? {});

  it("answers GET of an address id of 2^31 422 naming id", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/v1/customer/customer_addresses/${TOO_BIG}`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().error.code).toBe("validation");
    expect(fieldsOf(response.body)).toEqual(["id"]);
  });

  it("answers GET of the largest address id 404, the database is asked", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/v1/customer/customer_addresses/${LARGEST}`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(404);
  });

  it("answers POST of an address with country_id 2^31 422 naming country_id", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/customer/customer_addresses",
      headers: { cookie },
      payload: { street: "Parkweg 3", zip: "10115", city: "Berlin", country_id: TOO_BIG },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().error.code).toBe("validation");
    expect(fieldsOf(response.body)).toEqual(["country_id"]);
  });

  it("answers POST of an address with the largest country_id 422 as an unknown country", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/customer/customer_addresses",
      headers: { cookie },
      payload: { street: "Parkweg 3", zip: "10115", city: "Berlin", country_id: LARGEST },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(fieldsOf(response.body)).toEqual(["country_id"]);
  });

  it("answers GET of a ticket id of 2^31 422 naming id, not 500", async () => {
    const response = await t.app.inject({ method: "GET", url: `/api/v1/tickets/${TOO_BIG}` });
    expect(response.statusCode, response.body).toBe(422);
    expect(fieldsOf(response.body)).toEqual(["id"]);
  });

  it("answers GET of the largest ticket id 404", async () => {
    const response = await t.app.inject({ method: "GET", url: `/api/v1/tickets/${LARGEST}` });
    expect(response.statusCode, response.body).toBe(404);
  });
});
