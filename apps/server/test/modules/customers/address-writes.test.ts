// spec surrounding-areas §5 (street, zip, city and country required), §7 customer addresses:
// POST, GET, PUT and DELETE by id; DESIGN §7: a customer reaches only its own addresses, and
// another customer's id answers like an unknown one. An address an order names is neither
// changed nor deleted (409 on id); a customer keeps at most 50 addresses (422 on base).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import { startTestApp, type TestApp } from "../../helpers/test-app";
import { GUEST, signInGuest } from "../auth/guest-session";
import { insertReference } from "../cart/cart-fixtures";

const URL = "/api/v1/customer/customer_addresses";

const DELIVERY = {
  adressat: "Ada Lovelace",
  institution: "Gymnasium am Park",
  cost_centre: "7b",
  street: "Hafenstraße 12",
  zip: "20457",
  city: "Hamburg",
  country_id: 60,
  adress_type_id: 2,
};

describe.each(engineNames())("writing customer addresses on %s", (engine) => {
  let t: TestApp;
  let ada: { cookie: string; customerId: number };
  let other: { cookie: string; customerId: number };
  beforeAll(async () => {
    t = await startTestApp(engine);
    await insertReference(t.db);
    await t.db.query(
      `INSERT INTO countries (id, name) VALUES (61, '{"de": "Österreich"}') ON CONFLICT DO NOTHING`,
    );
    ada = await signInGuest(t.app);
    other = await signInGuest(t.app, { ...GUEST, name: "Grace", email: "grace@example.org" });
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (
    method: "GET" | "POST" | "PUT" | "DELETE",
    path: string,
    cookie?: string,
    payload?: object,
  ) => t.app.inject({ method, url: `${URL}${path}`, headers: cookie ? { cookie } : {}, payload });
  const create = async (cookie: string, body: object = DELIVERY): Promise<number> => {
    const response = await send("POST", "", cookie, body);
    if (response.statusCode !== 201)
      throw new Error(`creating an address failed: ${response.body}`);
    return response.json().id;
  };
  const row = async (id: number) =>
    (await t.db.query("SELECT customer_id, street FROM customer_addresses WHERE id = $1", [id]))
      .rows[0];

  describe("POST", () => {
    it("creates a delivery address for the customer and answers it with 201", async () => {
      const response = await send("POST", "", ada.cookie, DELIVERY);
      expect(response.statusCode, response.body).toBe(201);
      const address = response.json();
      expect(address).toEqual({
        id: expect.any(Number),
        ...DELIVERY,
        has_collective_invoice_payment: false,
        price_target_audience_id: null,
      });
      const list = (await send("GET", "", ada.cookie)).json().customer_addresses;
      expect(list.map((a: { id: number }) => a.id)).toContain(address.id);
      const others = (await send("GET", "", other.cookie)).json().customer_addresses;
      expect(others.map((a: { id: number }) => a.id)).not.toContain(address.id);
    });

    it("trims the texts, stores empty optional ones as absent and defaults the type to 0", async () => {
      const response = await send("POST", "", ada.cookie, {
        adressat: "  ",
        street: "  Parkweg 3 ",
        zip: " 10115",
        city: "Berlin ",
        country_id: 61,
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({
        adressat: null,
        institution: null,
        cost_centre: null,
        street: "Parkweg 3",
        zip: "10115",
        city: "Berlin",
        country_id: 61,
        adress_type_id: 0,
      });
    });

    it("answers 401 without a session, before looking at the body", async () => {
      const response = await send("POST", "", undefined, { street: "" });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe("unauthorized");
    });

    it("refuses a 51st address with 422 on base and a message, and takes one again after a delete", async () => {
      const many = await signInGuest(t.app, { ...GUEST, email: "many@example.org" });
      await t.db.query(
        `INSERT INTO customer_addresses (customer_id, street, zip, city, country_id, adress_type_id)
         SELECT $1, 'Gasse ' || n, '10115', 'Berlin', 60, 2
         FROM generate_series(1, 50 - (SELECT count(*)::int FROM customer_addresses
                                       WHERE customer_id = $1)) AS n`,
        [many.customerId],
      );
      const list = async () => (await send("GET", "", many.cookie)).json().customer_addresses;
      const before = await list();
      expect(before).toHaveLength(50);
      const refused = await send("POST", "", many.cookie, DELIVERY);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().error).toEqual({
        code: "validation",
        message: expect.any(String),
        fields: { base: ["At most 50 addresses per customer; delete one to add another"] },
      });
      expect(await list()).toEqual(before);
      expect((await send("DELETE", `/${before[49].id}`, many.cookie)).statusCode).toBe(204);
      expect((await send("POST", "", many.cookie, DELIVERY)).statusCode).toBe(201);
      // Other customers are not held to this one's count.
      expect((await send("POST", "", other.cookie, DELIVERY)).statusCode).toBe(201);
    });

    it("refuses a write from another site with 403", async () => {
      const response = await t.app.inject({
        method: "POST",
        url: URL,
        headers: { cookie: ada.cookie, "sec-fetch-site": "cross-site" },
        payload: DELIVERY,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe("forbidden");
    });
  });

  const {
    street: _street,
    zip: _zip,
    city: _city,
    country_id: _country,
    ...withoutRequired
  } = DELIVERY;
  const badBodies: [string, object, string][] = [
    ["no street", { ...withoutRequired, zip: "1", city: "B", country_id: 60 }, "street"],
    ["a blank street", { ...DELIVERY, street: "   " }, "street"],
    ["a street of 201 characters", { ...DELIVERY, street: "s".repeat(201) }, "street"],
    ["no zip", { ...withoutRequired, street: "S", city: "B", country_id: 60 }, "zip"],
    ["a blank zip", { ...DELIVERY, zip: " " }, "zip"],
    ["a zip of 21 characters", { ...DELIVERY, zip: "1".repeat(21) }, "zip"],
    ["no city", { ...withoutRequired, street: "S", zip: "1", country_id: 60 }, "city"],
    ["a blank city", { ...DELIVERY, city: "" }, "city"],
    ["no country", { ...withoutRequired, street: "S", zip: "1", city: "B" }, "country_id"],
    ["a country id of 0", { ...DELIVERY, country_id: 0 }, "country_id"],
    ["a country id as text", { ...DELIVERY, country_id: "60" }, "country_id"],
    ["an unknown country", { ...DELIVERY, country_id: 999 }, "country_id"],
    ["an address type of 3", { ...DELIVERY, adress_type_id: 3 }, "adress_type_id"],
    ["an addressee of 201 characters", { ...DELIVERY, adressat: "a".repeat(201) }, "adressat"],
    [
      "an institution of 201 characters",
      { ...DELIVERY, institution: "i".repeat(201) },
      "institution",
    ],
    [
      "a cost centre of 101 characters",
      { ...DELIVERY, cost_centre: "c".repeat(101) },
      "cost_centre",
    ],
    [
      "the staff's collective-invoice flag",
      { ...DELIVERY, has_collective_invoice_payment: true },
      "has_collective_invoice_payment",
    ],
    [
      "a price target audience",
      { ...DELIVERY, price_target_audience_id: 3 },
      "price_target_audience_id",
    ],
  ];

  // The path each write is sent to: POST to the list, PUT to a fresh address of the customer.
  const writes: ["POST" | "PUT", () => Promise<string>][] = [
    ["POST", async () => ""],
    ["PUT", async () => `/${await create(ada.cookie)}`],
  ];
  describe.each(writes)("%s with bad input", (method, pathOf) => {
    it.each(badBodies)("answers %s 422 validation naming it", async (_, body, field) => {
      const path = await pathOf();
      const before = (await send("GET", "", ada.cookie)).json().customer_addresses;
      const response = await send(method, path, ada.cookie, body);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().error.code).toBe("validation");
      expect(Object.keys(response.json().error.fields)).toEqual([field]);
      expect((await send("GET", "", ada.cookie)).json().customer_addresses).toEqual(before);
    });

    it("answers a body that is not an object 422, never 5xx", async () => {
      const response = await t.app.inject({
        method,
        url: `${URL}${await pathOf()}`,
        headers: { cookie: ada.cookie, "content-type": "application/json" },
        payload: "[1]",
      });
      expect(response.statusCode).toBe(422);
    });
  });

  describe("GET by id", () => {
    it("answers the customer's own address with its price target audience", async () => {
      const id = await create(ada.cookie);
      await t.db.query("UPDATE customer_addresses SET price_target_audience_id = 3 WHERE id = $1", [
        id,
      ]);
      const response = await send("GET", `/${id}`, ada.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id,
        ...DELIVERY,
        has_collective_invoice_payment: false,
        price_target_audience_id: 3,
      });
    });

    it("answers another customer's address 404, as an unknown id", async () => {
      const id = await create(other.cookie);
      const theirs = await send("GET", `/${id}`, ada.cookie);
      const unknown = await send("GET", "/999999", ada.cookie);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual(unknown.json());
    });

    it("answers 401 without a session", async () => {
      const id = await create(ada.cookie);
      expect((await send("GET", `/${id}`)).statusCode).toBe(401);
    });

    it.each(["abc", "0", "-1", "1.5"])("answers the id %s 422 naming id", async (id) => {
      const response = await send("GET", `/${id}`, ada.cookie);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().error.fields)).toEqual(["id"]);
    });
  });

  describe("PUT", () => {
    it("replaces the customer's fields and keeps what staff set", async () => {
      const id = await create(ada.cookie);
      await t.db.query(
        `UPDATE customer_addresses SET has_collective_invoice_payment = true,
           price_target_audience_id = 3 WHERE id = $1`,
        [id],
      );
      const response = await send("PUT", `/${id}`, ada.cookie, {
        street: "Ringstraße 1",
        zip: "1010",
        city: "Wien",
        country_id: 61,
        adress_type_id: 1,
      });
      expect(response.statusCode, response.body).toBe(200);
      const changed = {
        id,
        adressat: null,
        institution: null,
        cost_centre: null,
        street: "Ringstraße 1",
        zip: "1010",
        city: "Wien",
        country_id: 61,
        adress_type_id: 1,
        has_collective_invoice_payment: true,
        price_target_audience_id: 3,
      };
      expect(response.json()).toEqual(changed);
      expect((await send("GET", `/${id}`, ada.cookie)).json()).toEqual(changed);
    });

    it("answers another customer's address 404 and leaves it as it was", async () => {
      const id = await create(other.cookie);
      const response = await send("PUT", `/${id}`, ada.cookie, { ...DELIVERY, street: "Mine 1" });
      expect(response.statusCode).toBe(404);
      expect(await row(id)).toEqual({ customer_id: other.customerId, street: DELIVERY.street });
    });

    it("answers another customer's address 404 even with a bad body", async () => {
      const id = await create(other.cookie);
      const response = await send("PUT", `/${id}`, ada.cookie, { ...DELIVERY, country_id: 999 });
      expect(response.statusCode).toBe(404);
    });

    it("answers an unknown id 404", async () => {
      expect((await send("PUT", "/999999", ada.cookie, DELIVERY)).statusCode).toBe(404);
    });

    it.each([
      ["billing", "billing_address_id"],
      ["shipping", "shipping_address_id"],
    ])(
      "keeps an address an order names as %s address and answers 409 conflict on id",
      async (use) => {
        const billing = await create(ada.cookie);
        const shipping = await create(ada.cookie);
        await t.db.query(
          `INSERT INTO orders (token, customer_id, billing_address_id, shipping_address_id,
           total_price_cents, payment_status, created_at, updated_at)
         VALUES ($3, $1, $2, $4, 0, 30, now(), now())`,
          [ada.customerId, billing, `order-put-${use}`, shipping],
        );
        const id = use === "billing" ? billing : shipping;
        const response = await send("PUT", `/${id}`, ada.cookie, { ...DELIVERY, street: "Neu 1" });
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json().error).toEqual({
          code: "conflict",
          message: expect.any(String),
          fields: { id: ["An order uses this address; it cannot be changed"] },
        });
        expect((await row(id))?.street).toBe(DELIVERY.street);
      },
    );

    it("answers another customer's address an order names 404, not 409", async () => {
      const id = await create(other.cookie);
      await t.db.query(
        `INSERT INTO orders (token, customer_id, billing_address_id, total_price_cents,
           payment_status, created_at, updated_at)
         VALUES ('order-put-other', $1, $2, 0, 30, now(), now())`,
        [other.customerId, id],
      );
      expect((await send("PUT", `/${id}`, ada.cookie, DELIVERY)).statusCode).toBe(404);
    });

    it("answers 401 without a session", async () => {
      const id = await create(ada.cookie);
      expect((await send("PUT", `/${id}`, undefined, DELIVERY)).statusCode).toBe(401);
    });

    it("answers a bad id 422 naming id", async () => {
      const response = await send("PUT", "/abc", ada.cookie, DELIVERY);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().error.fields)).toEqual(["id"]);
    });

    it("refuses a write from another site with 403", async () => {
      const id = await create(ada.cookie);
      const response = await t.app.inject({
        method: "PUT",
        url: `${URL}/${id}`,
        headers: { cookie: ada.cookie, origin: "https://evil.example.org" },
        payload: { ...DELIVERY, street: "Evil 1" },
      });
      expect(response.statusCode).toBe(403);
      expect((await row(id))?.street).toBe(DELIVERY.street);
    });
  });

  describe("DELETE", () => {
    it("deletes the customer's own address with 204", async () => {
      const id = await create(ada.cookie);
      const response = await send("DELETE", `/${id}`, ada.cookie);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe("");
      expect((await send("GET", `/${id}`, ada.cookie)).statusCode).toBe(404);
      expect(await row(id)).toBeUndefined();
    });

    it("answers another customer's address 404 and keeps it", async () => {
      const id = await create(other.cookie);
      expect((await send("DELETE", `/${id}`, ada.cookie)).statusCode).toBe(404);
      expect(await row(id)).toEqual({ customer_id: other.customerId, street: DELIVERY.street });
    });

    it("answers an unknown id 404", async () => {
      expect((await send("DELETE", "/999999", ada.cookie)).statusCode).toBe(404);
    });

    it("answers 401 without a session", async () => {
      const id = await create(ada.cookie);
      expect((await send("DELETE", `/${id}`)).statusCode).toBe(401);
      expect(await row(id)).toBeDefined();
    });

    it("answers a bad id 422 naming id", async () => {
      const response = await send("DELETE", "/abc", ada.cookie);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().error.fields)).toEqual(["id"]);
    });

    it("refuses a delete from another site with 403", async () => {
      const id = await create(ada.cookie);
      const response = await t.app.inject({
        method: "DELETE",
        url: `${URL}/${id}`,
        headers: { cookie: ada.cookie, "sec-fetch-site": "same-site" },
      });
      expect(response.statusCode).toBe(403);
      expect(await row(id)).toBeDefined();
    });

    it("keeps an address an order names and answers 409 conflict on id", async () => {
      const id = await create(ada.cookie);
      await t.db.query(
        `INSERT INTO orders (token, customer_id, billing_address_id, shipping_address_id,
           total_price_cents, payment_status, created_at, updated_at)
         VALUES ('order-with-address', $1, $2, $2, 0, 30, now(), now())`,
        [ada.customerId, id],
      );
      const response = await send("DELETE", `/${id}`, ada.cookie);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        code: "conflict",
        fields: { id: [expect.any(String)] },
      });
      expect(await row(id)).toBeDefined();
    });
  });
});
