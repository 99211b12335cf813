// The /annual calls (spec selling-core §2, §3 "Annual ticket sale", §4 "Annual tickets", §7)
// and the staff API (the issue "annual tickets", Deliver 3), on both engines: a paid order
// with annual tickets gets its own personalization token; its holder names a person, an
// address and a photo per card; staff list the cards and mark them sent, after which nothing
// of them can be edited.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLedger } from "../../../src/modules/capacity/ledger";
import { findConfirmationOrder } from "../../../src/modules/orders/document-repository";
import { recordPaymentEvent } from "../../../src/modules/orders/service";
import { engineNames } from "../../helpers/engines";
import { insertPricedTicket } from "../cart/cart-fixtures";
import {
  type Buyer,
  newBuyer,
  type OrderApp,
  placeOrder,
  startOrderApp,
} from "../orders/order-app";

const STAFF_KEY = "staff-key-0123456789abcdef-0123456789";
const COUNTRY = 60;

async function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: "#c87828" } })
    .jpeg()
    .withExif({ IFD0: { Make: "PhoneMaker", ImageDescription: "Ada at home" } })
    .toBuffer();
}

interface Paid {
  orderId: number;
  orderToken: string;
  token: string;
}

async function annualTicket(
  t: OrderApp,
  photo: "mandatory" | "optional" | "none",
  attendees = true,
): Promise<number> {
  const id = await insertPricedTicket(t.db, { ticket_type: "annual", price_cents: 4900 });
  await t.db.query("UPDATE tickets SET attendees = $2, photo_mandatory = $3 WHERE id = $1", [
    id,
    attendees,
    photo,
  ]);
  return id;
}

async function buyAndPay(
  t: OrderApp,
  buyer: Buyer,
  lines: { id: number; quantity: number }[],
  pay = true,
): Promise<Paid> {
  const items = lines.map((line) => ({ type: "Annual", attributes: line }));
  const total = lines.reduce((sum, line) => sum + line.quantity * 4900, 0);
  const placed = await placeOrder(t, buyer, { items, total });
  expect(placed.statusCode, placed.body).toBe(201);
  const { id, token } = placed.json().order;
  if (pay) {
    await recordPaymentEvent(
      { db: t.db, clock: t.clock, ledger: createLedger(), log: t.app.log },
      { eventId: `paid-${id}`, orderId: id, provider: "test", status: 30, amountCents: total },
    );
  }
  const row = await t.db.query<{ personalization_token: string | null }>(
    "SELECT personalization_token FROM orders WHERE id = $1",
    [id],
  );
  return { orderId: id, orderToken: token, token: row.rows[0]?.personalization_token ?? "" };
}

describe.each(engineNames())("annual personalization on %s", (engine) => {
  let t: OrderApp;
  let buyer: Buyer;
  let mandatory: number;
  let impersonal: number;
  let paid: Paid;
  const call = (method: "GET" | "PUT" | "POST", url: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}) });
  const order = async (token = paid.token) =>
    (await call("GET", `/api/v1/annual/order?token=${token}&locale=en`)).json();

  beforeAll(async () => {
    t = await startOrderApp(engine, { staffApiKey: STAFF_KEY });
    buyer = await newBuyer(t);
    mandatory = await annualTicket(t, "mandatory");
    impersonal = await annualTicket(t, "none", false);
    paid = await buyAndPay(t, buyer, [
      { id: mandatory, quantity: 2 },
      { id: impersonal, quantity: 1 },
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("gives a paid order a token of its own, one card per ticket bought and the buyer as holder", async () => {
    expect(paid.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(paid.token).not.toBe(paid.orderToken);
    const read = await order();
    expect(read.dispatch_mode_id).toBe(4);
    expect(read.ticket_sales.map((sale: { ticket_id: number }) => sale.ticket_id)).toEqual([
      mandatory,
      mandatory,
      impersonal,
    ]);
    expect(read.ticket_sales[0]).toMatchObject({
      title: expect.stringMatching(/^Ticket /),
      // TEST_NOW is 2030-06-01 in Berlin: tomorrow starts at 2030-06-02 00:00 CEST.
      start_at: "2030-06-01T22:00:00.000Z",
      sent_at: null,
      is_personalizable: true,
      photo_mandatory: "mandatory",
      personalizations: [{ customer: null, photo_url: null, personalized_at: null }],
    });
    expect(read.ticket_sales[2].is_personalizable).toBe(false);
    expect(read.customers).toHaveLength(1);
    expect(read.customers[0]).toMatchObject({ is_buyer: true });
    expect(read.addresses).toHaveLength(1);
  });

  it("offers no entry-ticket PDF for an annual ticket", async () => {
    const item = await t.db.query<{ id: number }>(
      "SELECT id FROM order_items WHERE order_id = $1 ORDER BY position LIMIT 1",
      [paid.orderId],
    );
    const pdf = await call(
      "GET",
      `/api/v1/orders/${paid.orderId}/tickets/${item.rows[0]?.id}.pdf?token=${paid.orderToken}`,
    );
    expect(pdf.statusCode).toBe(404);
    expect(pdf.json().error.code).toBe("token_not_found");
    const mail = await findConfirmationOrder(t.db, paid.orderId, "https://shop.example.org");
    expect(mail?.personalizationUrl).toBe(
      `https://shop.example.org/annual/personalisation/${paid.token}`,
    );
    expect(mail?.items.every((line) => line.annual)).toBe(true);
  });

  it("knows no unpaid order, and not the order token", async () => {
    const unpaid = await buyAndPay(t, buyer, [{ id: mandatory, quantity: 1 }], false);
    expect(unpaid.token).toBe("");
    const byOrderToken = await call("GET", `/api/v1/annual/order?token=${paid.orderToken}`);
    expect(byOrderToken.statusCode).toBe(404);
    expect(byOrderToken.json().error.code).toBe("token_not_found");
    // the issue 27: a token of another shape is an unknown link too (cut-link.test.ts)
    const short = await call("GET", "/api/v1/annual/order?token=short");
    expect(short.statusCode).toBe(404);
    expect(short.json().error.code).toBe("token_not_found");
  });

  it("takes a start from today to a year ahead, as the start of that day in Berlin", async () => {
    const sale = (await order()).ticket_sales[0].id;
    const url = `/api/v1/annual/ticket_sales/${sale}?token=${paid.token}`;
    // TEST_NOW is 2030-06-01 10:00 in Berlin.
    const set = await call("PUT", url, { ticket_sale: { start_at: "2030-07-02T15:00:00+02:00" } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().start_at).toBe("2030-07-01T22:00:00.000Z");
    for (const start_at of ["2030-05-31T12:00:00+02:00", "2031-06-03T12:00:00+02:00"]) {
      const refused = await call("PUT", url, { ticket_sale: { start_at } });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().error.fields)).toEqual(["ticket_sale.start_at"]);
    }
  });

  it("adds and corrects holders and addresses, but not the buyer's", async () => {
    const created = await call("POST", `/api/v1/annual/customers?token=${paid.token}`, {
      customer: { name: "Grace", surname: "Hopper", email: "grace@example.org" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const grace = created.json();
    expect(grace.customer_personalization_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const renamed = await call("PUT", `/api/v1/annual/customers/${grace.id}?token=${paid.token}`, {
      customer: { name: "Grace B.", surname: "Hopper" },
    });
    expect(renamed.json()).toMatchObject({ name: "Grace B.", email: null });
    const buyerId = (await order()).customers[0].id;
    expect(
      (
        await call("PUT", `/api/v1/annual/customers/${buyerId}?token=${paid.token}`, {
          customer: { name: "X", surname: "Y" },
        })
      ).statusCode,
    ).toBe(409);

    const address = { street: "Parkweg 3", zip: "10115", city: "Berlin", country_id: COUNTRY };
    const added = await call("POST", `/api/v1/annual/addresses?token=${paid.token}`, { address });
    expect(added.statusCode, added.body).toBe(201);
    const unknownCountry = await call("POST", `/api/v1/annual/addresses?token=${paid.token}`, {
      address: { ...address, country_id: 99999 },
    });
    expect(Object.keys(unknownCountry.json().error.fields)).toEqual(["address.country_id"]);
    const billing = (await order()).addresses[0].id;
    expect(
      (await call("PUT", `/api/v1/annual/addresses/${billing}?token=${paid.token}`, { address }))
        .statusCode,
    ).toBe(409);
  });

  it("needs the mandatory photo first, takes only images and keeps no metadata", async () => {
    const read = await order();
    const slot = read.ticket_sales[1].personalizations[0].id;
    const body = {
      personalization: {
        customer_personalization_token: read.customers[0].customer_personalization_token,
        customer_adress_id: read.addresses[0].id,
      },
    };
    const url = `/api/v1/annual/personalizations/${slot}`;
    const noPhoto = await call("PUT", `${url}?token=${paid.token}`, body);
    expect(noPhoto.statusCode).toBe(422);
    expect(Object.keys(noPhoto.json().error.fields)).toEqual(["photo"]);

    const upload = (bytes: Buffer, type: string, token = paid.token) =>
      t.app.inject({
        method: "POST",
        url: `${url}/upload?token=${token}`,
        headers: { "content-type": type },
        payload: bytes,
      });
    const text = await upload(Buffer.from("not a photo"), "text/plain");
    expect(text.statusCode).toBe(415);
    const disguised = await upload(Buffer.from("<svg onload=alert(1)></svg>"), "image/jpeg");
    expect(disguised.statusCode).toBe(422);
    expect(Object.keys(disguised.json().error.fields)).toEqual(["photo"]);
    const huge = await upload(Buffer.alloc(2 * 1024 * 1024 + 1, 1), "image/jpeg");
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe("payload_too_large");

    const uploaded = await upload(await cameraJpeg(), "image/jpeg");
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const photo = await t.app.inject({
      method: "GET",
      url: new URL(uploaded.json().photo_url).pathname + new URL(uploaded.json().photo_url).search,
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/jpeg");
    expect(photo.headers["cache-control"]).toContain("no-store");
    expect(photo.rawPayload.includes(Buffer.from("PhoneMaker"))).toBe(false);
    expect((await sharp(photo.rawPayload).metadata()).exif).toBeUndefined();
    const preview = await sharp(
      (await t.app.inject({ method: "GET", url: `${url}/photo?token=${paid.token}&size=preview` }))
        .rawPayload,
    ).metadata();
    expect([preview.width, preview.height]).toEqual([200, 200]);
    const otherToken = await buyAndPay(t, buyer, [{ id: mandatory, quantity: 1 }]);
    expect(
      (await t.app.inject({ method: "GET", url: `${url}/photo?token=${otherToken.token}` }))
        .statusCode,
    ).toBe(404);

    const done = await call("PUT", `${url}?token=${paid.token}`, body);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ customer: { is_buyer: true } });
    expect(done.json().photo_url).not.toBeNull();
  });

  it("personalises a card once: another person afterwards is refused, one person holds one card", async () => {
    const read = await order();
    const [first, second] = read.ticket_sales.map(
      (sale: { personalizations: { id: number }[] }) => sale.personalizations[0]?.id,
    );
    const grace = read.customers.find((c: { is_buyer: boolean }) => !c.is_buyer);
    const buyerToken = read.customers[0].customer_personalization_token;
    const put = (slot: number, holder: string, address = read.addresses[0].id) =>
      call("PUT", `/api/v1/annual/personalizations/${slot}?token=${paid.token}`, {
        personalization: { customer_personalization_token: holder, customer_adress_id: address },
      });
    const other = await put(second, grace.customer_personalization_token);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe("already_personalized");
    expect((await put(second, buyerToken, read.addresses[1].id)).statusCode).toBe(200);

    await t.app.inject({
      method: "POST",
      url: `/api/v1/annual/personalizations/${first}/upload?token=${paid.token}`,
      headers: { "content-type": "image/jpeg" },
      payload: await cameraJpeg(),
    });
    const twice = await put(first, buyerToken);
    expect(twice.statusCode).toBe(422);
    expect(Object.keys(twice.json().error.fields)).toEqual([
      "personalization.customer_personalization_token",
    ]);
    expect((await put(first, grace.customer_personalization_token)).statusCode).toBe(200);

    const impersonalSlot = read.ticket_sales[2].personalizations[0].id;
    const refused = await put(impersonalSlot, grace.customer_personalization_token);
    expect(refused.json().error.code).toBe("not_personalizable");
  });

  it("gives one person one card also when two requests name them at once", async () => {
    await t.db.query("UPDATE tickets SET attendees = true WHERE id = $1", [impersonal]);
    const two = await buyAndPay(t, buyer, [{ id: impersonal, quantity: 2 }]);
    const read = await order(two.token);
    const holder = read.customers[0].customer_personalization_token;
    const answers = await Promise.all(
      read.ticket_sales.map((sale: { personalizations: { id: number }[] }) =>
        call(
          "PUT",
          `/api/v1/annual/personalizations/${sale.personalizations[0]?.id}?token=${two.token}`,
          {
            personalization: {
              customer_personalization_token: holder,
              customer_adress_id: read.addresses[0].id,
            },
          },
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    await t.db.query("UPDATE tickets SET attendees = false WHERE id = $1", [impersonal]);
  });

  it("gives a replaced photo a new address", async () => {
    const slot = (await order()).ticket_sales[1].personalizations[0];
    t.clock.advance(1000);
    const again = await t.app.inject({
      method: "POST",
      url: `/api/v1/annual/personalizations/${slot.id}/upload?token=${paid.token}`,
      headers: { "content-type": "image/jpeg" },
      payload: await cameraJpeg(),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().photo_url).not.toBe(slot.photo_url);
    expect((await order()).ticket_sales[1].personalizations[0].photo_url).toBe(
      again.json().photo_url,
    );
  });

  it("answers an id of another order like an unknown token", async () => {
    const other = await buyAndPay(t, buyer, [{ id: mandatory, quantity: 1 }]);
    const foreign = (await order(other.token)).ticket_sales[0];
    const answer = await call(
      "PUT",
      `/api/v1/annual/ticket_sales/${foreign.id}?token=${paid.token}`,
      { ticket_sale: { start_at: "2030-06-02T00:00:00+02:00" } },
    );
    expect(answer.statusCode).toBe(404);
    expect(answer.json().error.code).toBe("token_not_found");
  });

  describe("the staff API", () => {
    const staff = (method: "GET" | "PUT", url: string, key = STAFF_KEY) =>
      t.app.inject({ method, url, headers: { authorization: `Bearer ${key}` } });

    it("refuses another key and no key", async () => {
      expect(
        (await staff("GET", "/api/v1/staff/annual/personalizations", "wrong")).statusCode,
      ).toBe(401);
      const none = await call("GET", "/api/v1/staff/annual/personalizations");
      expect(none.statusCode).toBe(401);
      expect(none.json().error.code).toBe("unauthorized");
    });

    it("lists the cards with holder, address and photo, and marks a personalised one sent", async () => {
      const list = await staff("GET", "/api/v1/staff/annual/personalizations?sent=false");
      expect(list.statusCode, list.body).toBe(200);
      const mine = list
        .json()
        .personalizations.filter((p: { order_id: number }) => p.order_id === paid.orderId);
      expect(mine).toHaveLength(3);
      expect(mine[0]).toMatchObject({
        holder: { name: "Grace B.", surname: "Hopper" },
        address: { city: expect.any(String) },
        dispatch_mode_id: 4,
      });
      const photo = await staff("GET", new URL(mine[0].photo_url).pathname);
      expect(photo.headers["content-type"]).toBe("image/jpeg");

      const sale = (await order()).ticket_sales[0].id;
      const sent = await staff("PUT", `/api/v1/staff/annual/ticket_sales/${sale}/sent`);
      expect(sent.statusCode, sent.body).toBe(200);
      const again = await staff("PUT", `/api/v1/staff/annual/ticket_sales/${sale}/sent`);
      expect(again.json().sent_at).toBe(sent.json().sent_at);

      const open = await buyAndPay(t, buyer, [{ id: mandatory, quantity: 1 }]);
      const openSale = (await order(open.token)).ticket_sales[0].id;
      const refused = await staff("PUT", `/api/v1/staff/annual/ticket_sales/${openSale}/sent`);
      expect(refused.statusCode).toBe(409);
    });

    it("pages the list and counts every slot on every page", async () => {
      const all = (await staff("GET", "/api/v1/staff/annual/personalizations")).json();
      const total = all.meta.total_count;
      expect(total).toBe(all.personalizations.length);
      const second = (
        await staff("GET", "/api/v1/staff/annual/personalizations?per_page=1&page=2")
      ).json();
      expect(second.personalizations.map((p: { id: number }) => p.id)).toEqual([
        all.personalizations[1].id,
      ]);
      expect(second.meta.total_count).toBe(total);
      const beyond = (
        await staff("GET", `/api/v1/staff/annual/personalizations?per_page=1&page=${total + 1}`)
      ).json();
      expect(beyond).toEqual({ personalizations: [], meta: { total_count: total } });
      const tooMany = await staff("GET", "/api/v1/staff/annual/personalizations?per_page=201");
      expect(Object.keys(tooMany.json().error.fields)).toEqual(["per_page"]);
    });

    it("leaves nothing of a sent card editable", async () => {
      const read = await order();
      const sale = read.ticket_sales[0];
      expect(sale.sent_at).not.toBeNull();
      const slot = sale.personalizations[0];
      const grace = read.customers.find((c: { is_buyer: boolean }) => !c.is_buyer);
      const answers = [
        await call("PUT", `/api/v1/annual/ticket_sales/${sale.id}?token=${paid.token}`, {
          ticket_sale: { start_at: "2030-06-03T00:00:00+02:00" },
        }),
        await call("PUT", `/api/v1/annual/personalizations/${slot.id}?token=${paid.token}`, {
          personalization: {
            customer_personalization_token: grace.customer_personalization_token,
            customer_adress_id: read.addresses[1].id,
          },
        }),
        await t.app.inject({
          method: "POST",
          url: `/api/v1/annual/personalizations/${slot.id}/upload?token=${paid.token}`,
          headers: { "content-type": "image/jpeg" },
          payload: await cameraJpeg(),
        }),
        await call("PUT", `/api/v1/annual/customers/${grace.id}?token=${paid.token}`, {
          customer: { name: "Someone", surname: "Else" },
        }),
      ];
      expect(answers.map((answer) => answer.json().error?.code)).toEqual([
        "already_sent",
        "already_sent",
        "already_sent",
        "already_sent",
      ]);
    });
  });

  it("refuses control characters and out-of-range ids naming the field", async () => {
    const created = await call("POST", `/api/v1/annual/customers?token=${paid.token}`, {
      customer: { name: "Ada\u0000", surname: "Lovelace" },
    });
    expect(created.statusCode).toBe(422);
    expect(Object.keys(created.json().error.fields)).toEqual(["customer.name"]);
    const huge = await call("PUT", `/api/v1/annual/ticket_sales/2147483648?token=${paid.token}`, {
      ticket_sale: { start_at: "2030-06-02T00:00:00+02:00" },
    });
    expect(huge.statusCode).toBe(422);
    expect(Object.keys(huge.json().error.fields)).toEqual(["id"]);
  });
});

describe("the staff API without STAFF_API_KEY", () => {
  it("is off", async () => {
    const t = await startOrderApp("pglite");
    try {
      const answer = await t.app.inject({
        method: "GET",
        url: "/api/v1/staff/annual/personalizations",
        headers: { authorization: `Bearer ${STAFF_KEY}` },
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
