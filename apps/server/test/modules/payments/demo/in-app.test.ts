// The demo provider inside the whole app (both engines): its pages, the form post through
// the cross-origin guard, and the webhook, which refuses what it cannot verify. The pages
// ask orders whether the order may be paid, so the session names an outstanding order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../../src/db/database";
import { resolveWebhookSecret } from "../../../../src/modules/payments/demo/secret";
import { type PaymentSession, sealSession } from "../../../../src/modules/payments/demo/session";
import { engineNames } from "../../../helpers/engines";
import { startTestApp, TEST_NOW, type TestApp, testConfig } from "../../../helpers/test-app";

/** An order placed now and still unpaid (a guest and an address to bill). */
async function insertOutstandingOrder(db: Database): Promise<number> {
  const result = await db.query<{ id: number }>(
    `WITH c AS (
       INSERT INTO customers (level, name, surname, email, created_at)
       VALUES (10, 'Ada', 'Lovelace', 'ada@example.org', $1) RETURNING id
     ), a AS (
       INSERT INTO customer_addresses (customer_id, street, zip, city, country_id)
       SELECT id, 'Museumsinsel 1', '10178', 'Berlin', 1 FROM c RETURNING id, customer_id
     )
     INSERT INTO orders (token, customer_id, billing_address_id, total_price_cents,
                         payment_status, created_at, updated_at)
     SELECT 'tok', a.customer_id, a.id, 1400, 10, $1, $1 FROM a RETURNING id`,
    [new Date(TEST_NOW)],
  );
  return result.rows[0]?.id as number;
}

describe.each(engineNames())("the demo provider in the app on %s", (engine) => {
  let t: TestApp;
  let sealed: string;
  let seal: (session: Partial<PaymentSession>) => string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    const orderId = await insertOutstandingOrder(t.db);
    const secret = await resolveWebhookSecret(testConfig());
    seal = (session) =>
      sealSession(secret, {
        orderId,
        orderToken: "tok",
        amountCents: 1400,
        paymentModeId: 10,
        locale: "en",
        shopBaseUrl: "http://127.0.0.1:3000",
        nonce: "n",
        expiresAt: new Date(TEST_NOW).getTime() + 60_000,
        ...session,
      });
    sealed = seal({});
  });
  afterAll(async () => {
    await t?.close();
  });

  it("takes the form post of the shop's own origin and shows the page", async () => {
    const posted = await t.app.inject({
      method: "POST",
      url: "/api/demo-pay/form",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "same-origin",
      },
      payload: `session=${sealed}`,
    });
    expect(posted.statusCode).toBe(303);

    const page = await t.app.inject({
      method: "GET",
      url: `/api/demo-pay/${posted.headers.location}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("€14.00");
  });

  it("shows no page for an order it does not know: nothing can be paid", async () => {
    const page = await t.app.inject({
      method: "GET",
      url: `/api/demo-pay/pay?session=${seal({ orderId: 999_999 })}`,
    });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain("<h1>Order expired</h1>");
  });

  it("refuses an unsigned webhook with 400", async () => {
    const answer = await t.app.inject({
      method: "POST",
      url: "/api/v1/demo-pay/webhook",
      headers: { "content-type": "application/json" },
      payload: "{}",
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.code).toBe("bad_request");
  });

  it("lists the webhook in the OpenAPI document", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/v1/openapi.json" })).json();
    expect(document.paths["/demo-pay/webhook"].post.summary).toBe(
      "Payment news of the demo provider",
    );
  });
});
