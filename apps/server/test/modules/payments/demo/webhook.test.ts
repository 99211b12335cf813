// POST /api/v1/demo-pay/webhook: HMAC-SHA256 over "<t>.<raw body>", replays older than five
// minutes refused, a bad signature 400/401 and never a 5xx (DESIGN.md §6).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "../../../../src/http/errors";
import { resolveWebhookSecret } from "../../../../src/modules/payments/demo/secret";
import { signPayload } from "../../../../src/modules/payments/demo/signature";
import { TEST_NOW, testConfig } from "../../../helpers/test-app";
import { type DemoApp, startDemoApp } from "./demo-app";

const URL = "/api/v1/demo-pay/webhook";
const BODY = JSON.stringify({
  event_id: "demo_abc_30",
  order_id: 1001,
  provider: "demo",
  status: 30,
  amount_cents: 2800,
});

describe("the demo payment webhook", () => {
  let t: DemoApp;
  let secret: string;
  beforeAll(async () => {
    t = await startDemoApp();
    secret = await resolveWebhookSecret(testConfig());
  });
  beforeEach(() => {
    t.events.length = 0;
    t.clock.set(TEST_NOW);
  });
  afterAll(async () => {
    await t?.close();
  });

  const deliver = (body: string, signature: string | undefined, contentType = "application/json") =>
    t.app.inject({
      method: "POST",
      url: URL,
      headers: {
        ...(contentType ? { "content-type": contentType } : {}),
        ...(signature === undefined ? {} : { "demo-pay-signature": signature }),
      },
      payload: body,
    });

  it("accepts a good signature and hands the event on", async () => {
    const answer = await deliver(BODY, signPayload(secret, BODY, new Date(TEST_NOW)));

    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ received: true, event_id: "demo_abc_30" });
    expect(t.events).toEqual([
      { eventId: "demo_abc_30", orderId: 1001, provider: "demo", status: 30, amountCents: 2800 },
    ]);
  });

  it("hands five identical deliveries on with one and the same event id", async () => {
    const signature = signPayload(secret, BODY, new Date(TEST_NOW));
    for (let i = 0; i < 5; i += 1) {
      expect((await deliver(BODY, signature)).statusCode).toBe(200);
    }
    expect(t.events.map((event) => event.eventId)).toEqual(Array(5).fill("demo_abc_30"));
  });

  it("accepts a delivery signed four minutes ago", async () => {
    const signature = signPayload(secret, BODY, new Date(TEST_NOW));
    t.clock.advance(4 * 60 * 1000);
    expect((await deliver(BODY, signature)).statusCode).toBe(200);
  });

  it.each([
    [
      "signed with another secret",
      () => signPayload("x".repeat(32), BODY, new Date(TEST_NOW)),
      BODY,
    ],
    [
      "for another body",
      () => signPayload(secret, BODY, new Date(TEST_NOW)),
      BODY.replace("2800", "1"),
    ],
    [
      "with the time changed after signing",
      () =>
        signPayload(secret, BODY, new Date(TEST_NOW)).replace(
          /t=(\d+)/,
          (_m, t) => `t=${Number(t) + 1}`,
        ),
      BODY,
    ],
  ])("refuses a signature %s with 401", async (_name, sign, body) => {
    const answer = await deliver(body, sign());
    expect(answer.statusCode).toBe(401);
    expect(answer.json().error).toMatchObject({
      code: "unauthorized",
      fields: { "demo-pay-signature": ["signature mismatch"] },
    });
    expect(t.events).toEqual([]);
  });

  it("refuses a replay older than five minutes with 401", async () => {
    const signature = signPayload(secret, BODY, new Date(TEST_NOW));
    t.clock.advance(5 * 60 * 1000 + 1000);
    const answer = await deliver(BODY, signature);
    expect(answer.statusCode).toBe(401);
    expect(answer.json().error.message).toBe("signature expired");
    expect(t.events).toEqual([]);
  });

  it.each([
    ["missing", undefined, "signature missing"],
    ["empty", "", "signature missing"],
    ["not in the t=…,v1=… form", "sha256=abc", "signature malformed"],
    ["with a short digest", "t=1906617600,v1=abcd", "signature malformed"],
  ])("refuses a signature header %s with 400", async (_name, header, message) => {
    const answer = await deliver(BODY, header);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toMatchObject({ code: "bad_request", message });
    expect(t.events).toEqual([]);
  });

  it("answers a signed body that is not JSON with 400", async () => {
    const answer = await deliver("{status:", signPayload(secret, "{status:", new Date(TEST_NOW)));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.fields).toEqual({ body: ["body is not JSON"] });
  });

  it("answers a signed body of the wrong shape with 422 naming the field", async () => {
    const body = JSON.stringify({ ...JSON.parse(BODY), status: 10 });
    const answer = await deliver(body, signPayload(secret, body, new Date(TEST_NOW)));
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.json().error.fields)).toEqual(["status"]);
    expect(t.events).toEqual([]);
  });

  // payment_events keeps the ids and the amount in integer columns and the event id as text.
  it.each([
    ["an order id of 2^31", { order_id: 2_147_483_648 }, "order_id"],
    ["an amount of 2^31 cents", { amount_cents: 2_147_483_648 }, "amount_cents"],
    ["a NUL in the event id", { event_id: "demo_\u0000_30" }, "event_id"],
    ["a C1 control in the provider", { provider: "demo\u0085" }, "provider"],
  ])(
    "answers a signed body with %s 422 naming %s, handing nothing on",
    async (_name, change, field) => {
      const body = JSON.stringify({ ...JSON.parse(BODY), ...change });
      const answer = await deliver(body, signPayload(secret, body, new Date(TEST_NOW)));
      expect(answer.statusCode, answer.body).toBe(422);
      expect(answer.json().error.code).toBe("validation");
      expect(Object.keys(answer.json().error.fields)).toEqual([field]);
      expect(t.events).toEqual([]);
    },
  );

  it("hands on the largest order id and amount an integer column holds", async () => {
    const body = JSON.stringify({
      ...JSON.parse(BODY),
      order_id: 2_147_483_647,
      amount_cents: 2_147_483_647,
    });
    const answer = await deliver(body, signPayload(secret, body, new Date(TEST_NOW)));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(t.events).toHaveLength(1);
  });

  it("answers a body that is not JSON by type with 415", async () => {
    const answer = await deliver(BODY, signPayload(secret, BODY, new Date(TEST_NOW)), "text/plain");
    expect(answer.statusCode).toBe(415);
  });

  it("passes on the answer of orders for an order it does not know", async () => {
    const strict = await startDemoApp({
      onPaymentEvent: async () => {
        throw new ApiError("not_found", "No order 1001");
      },
    });
    try {
      const answer = await strict.app.inject({
        method: "POST",
        url: URL,
        headers: {
          "content-type": "application/json",
          "demo-pay-signature": signPayload(secret, BODY, new Date(TEST_NOW)),
        },
        payload: BODY,
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await strict.close();
    }
  });
});
