// The demo provider inside the whole app (both engines): its pages, the form post through
// the cross-origin guard, and the webhook, which refuses what it cannot verify.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveWebhookSecret } from "../../../../src/modules/payments/demo/secret";
import { sealSession } from "../../../../src/modules/payments/demo/session";
import { engineNames } from "../../../helpers/engines";
import { startTestApp, TEST_NOW, type TestApp, testConfig } from "../../../helpers/test-app";

describe.each(engineNames())("the demo provider in the app on %s", (engine) => {
  let t: TestApp;
  let sealed: string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    sealed = sealSession(await resolveWebhookSecret(testConfig()), {
      orderId: 7,
      orderToken: "tok",
      amountCents: 1400,
      paymentModeId: 10,
      locale: "en",
      shopBaseUrl: "http://127.0.0.1:3000",
      nonce: "n",
      expiresAt: new Date(TEST_NOW).getTime() + 60_000,
    });
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
