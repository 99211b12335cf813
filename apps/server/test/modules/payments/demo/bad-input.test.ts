// No input answers 5xx (DESIGN.md §5): every route of the demo provider with missing,
// empty, wrong-typed or garbage input answers a 4xx.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DemoApp, pagePathOf, paymentStart, sessionOf, startDemoApp } from "./demo-app";

describe("the demo provider's routes given bad input", () => {
  let t: DemoApp;
  let session: string;
  beforeAll(async () => {
    t = await startDemoApp();
    session = sessionOf(await pagePathOf(t, paymentStart()));
  });
  afterAll(async () => {
    await t?.close();
  });

  const form = "application/x-www-form-urlencoded";
  const cases: [string, string, string, string | undefined, string | undefined][] = [
    ["GET", "/api/demo-pay/pay?session=%", "", undefined, undefined],
    ["GET", "/api/demo-pay/pay?session[a]=1", "", undefined, undefined],
    ["POST", "/api/demo-pay/pay", "", undefined, undefined],
    ["POST", "/api/demo-pay/pay", "", form, undefined],
    ["POST", "/api/demo-pay/pay", "session=%%%&card_number[]=1", form, undefined],
    ["POST", "/api/demo-pay/pay", '{"session":1}', "application/json", undefined],
    ["POST", "/api/demo-pay/pay", "x".repeat(70_000), form, undefined],
    ["POST", "/api/demo-pay/pay", "SESSION", form, "card_number=1&card_number=2&expiry=99/99"],
    ["POST", "/api/demo-pay/pay", "SESSION", form, "expiry=%E0%A4%A&cvc=&holder="],
    ["POST", "/api/demo-pay/form", "", undefined, undefined],
    ["POST", "/api/demo-pay/form", "session=", form, undefined],
    ["POST", "/api/demo-pay/form", "<xml/>", "application/xml", undefined],
    ["POST", "/api/v1/demo-pay/webhook", "", undefined, undefined],
    ["POST", "/api/v1/demo-pay/webhook", "", "application/json", undefined],
    ["POST", "/api/v1/demo-pay/webhook", "null", "application/json", undefined],
    ["POST", "/api/v1/demo-pay/webhook", "[]", "application/json", undefined],
    ["POST", "/api/v1/demo-pay/webhook", "x".repeat(70_000), "application/json", undefined],
    ["GET", "/api/v1/demo-pay/webhook", "", undefined, undefined],
  ];

  it.each(cases)("%s %s answers 4xx", async (method, url, body, contentType, extra) => {
    const payload = body === "SESSION" ? `session=${session}&${extra}` : body;
    const answer = await t.app.inject({
      method: method as "GET" | "POST",
      url,
      headers: contentType ? { "content-type": contentType } : {},
      ...(payload ? { payload } : {}),
    });
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode).toBeLessThan(500);
    expect(t.events).toEqual([]);
  });
});
