// The card page's test numbers and form errors (spec selling-core §8 payment form errors;
// §4 result pages: success, failure, 3-D Secure cancelled, pending then paid).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type DemoApp,
  pagePathOf,
  paymentStart,
  postForm,
  SHOP,
  sessionOf,
  startDemoApp,
} from "./demo-app";

const RETURN = `${SHOP}/checkout/return?order_id=1001&token=Zt7kR2mW9xQpL4vN8cYbHg`;

describe("given the card page", () => {
  let t: DemoApp;
  let session: string;
  beforeEach(async () => {
    t = await startDemoApp();
    session = sessionOf(await pagePathOf(t, paymentStart()));
  });
  afterEach(async () => {
    await t?.close();
  });

  const pay = (card_number: string, extra: Record<string, string> = {}) =>
    postForm(t, "/api/demo-pay/pay", {
      session,
      card_number,
      expiry: "12/34",
      cvc: "123",
      holder: "Erika Mustermann",
      ...extra,
    });

  it("pays with 4242 4242 4242 4242: status 30 delivered, visitor returned as paid", async () => {
    const answer = await pay("4242 4242 4242 4242");

    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`${RETURN}&outcome=paid`);
    expect(t.events).toEqual([
      {
        eventId: expect.stringMatching(/^demo_.+_30$/),
        orderId: 1001,
        provider: "demo",
        status: 30,
        amountCents: 2800,
      },
    ]);
  });

  it("declines 4000 0000 0000 0002: status 40, returned as failed", async () => {
    const answer = await pay("4000000000000002");
    expect(answer.headers.location).toBe(`${RETURN}&outcome=failed`);
    expect(t.events.map((event) => event.status)).toEqual([40]);
  });

  it("ends 4000 0000 0000 3220 in 3-D Secure cancelled: status 40", async () => {
    const answer = await pay("4000-0000-0000-3220");
    expect(answer.headers.location).toBe(`${RETURN}&outcome=threeds_cancelled`);
    expect(t.events.map((event) => event.status)).toEqual([40]);
  });

  it("declines any other valid card number", async () => {
    const answer = await pay("5555 5555 5555 4444");
    expect(answer.headers.location).toBe(`${RETURN}&outcome=failed`);
    expect(t.events.map((event) => event.status)).toEqual([40]);
  });

  it("keeps 4000 0000 0000 0077 pending, then delivers status 30 after the delay", async () => {
    const answer = await pay("4000 0000 0000 0077");

    expect(answer.headers.location).toBe(`${RETURN}&outcome=pending`);
    // spec §4: the order stays outstanding while the shop's pending page polls.
    expect(t.events).toEqual([]);
    await vi.waitFor(() => expect(t.events.map((event) => event.status)).toEqual([30]), {
      timeout: 2000,
      interval: 20,
    });
  });

  it("cancels the pending completion when the server shuts down", async () => {
    await t.close();
    t = await startDemoApp({ config: { demoPayPendingDelayMs: 150 } });
    session = sessionOf(await pagePathOf(t, paymentStart()));
    await pay("4000000000000077");

    await t.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.events).toEqual([]);
  });

  it("retries a delivery the route refused, with the same event id", async () => {
    await t.close();
    const received: string[] = [];
    t = await startDemoApp({
      onPaymentEvent: async (event) => {
        received.push(event.eventId);
        if (received.length === 1) throw new Error("orders is down");
      },
    });
    session = sessionOf(await pagePathOf(t, paymentStart()));
    const answer = await pay("4242424242424242");

    // The visitor is not kept waiting: the shop's pending page covers the retry.
    expect(answer.statusCode).toBe(303);
    expect(received).toHaveLength(1);
    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 3000, interval: 50 });
    expect(received[1]).toBe(received[0]);
  });

  it("repeats the same event id when the form is sent twice", async () => {
    await pay("4242424242424242");
    await pay("4242424242424242");
    expect(t.events).toHaveLength(2);
    expect(t.events[1]?.eventId).toBe(t.events[0]?.eventId);
  });

  it("names every missing field in an alert that takes focus, and sends nothing", async () => {
    const answer = await postForm(t, "/api/demo-pay/pay", { session });

    expect(answer.statusCode).toBe(422);
    expect(answer.body).toMatch(/<div class="error-summary" role="alert" tabindex="-1" autofocus/);
    for (const [name, label] of [
      ["card_number", "Kartennummer"],
      ["expiry", "Gültig bis"],
      ["cvc", "Prüfnummer (CVC)"],
      ["holder", "Karteninhaber"],
    ]) {
      expect(answer.body).toContain(`<li><a href="#${name}">${label}: Bitte ausfüllen.</a></li>`);
      expect(answer.body).toMatch(
        new RegExp(
          `id="${name}"[^>]*aria-invalid="true"[^>]*aria-describedby="[^"]*${name}-error"`,
        ),
      );
    }
    expect(t.events).toEqual([]);
  });

  it.each([
    ["card_number", { card_number: "4242 4242 4242 4241" }, "Card number: this is not valid."],
    ["card_number", { card_number: "4242" }, "Card number: this is not valid."],
    ["expiry", { expiry: "13/34" }, "Expiry date: this is not valid."],
    ["expiry", { expiry: "05/30" }, "Expiry date: the card has expired."],
    ["cvc", { cvc: "12a" }, "Security code (CVC): this is not valid."],
    ["holder", { holder: "  " }, "Cardholder name: please fill in."],
  ])("names %s when it is wrong", async (name, change, message) => {
    session = sessionOf(await pagePathOf(t, paymentStart({ locale: "en" })));
    const answer = await pay("4242424242424242", change);

    expect(answer.statusCode).toBe(422);
    expect(answer.body).toContain(`<a href="#${name}">${message}</a>`);
    expect(answer.body).toContain(`<p class="field-error" id="${name}-error">${message}</p>`);
    expect(t.events).toEqual([]);
  });

  it("accepts a card valid through this month (June 2030)", async () => {
    const answer = await pay("4242424242424242", { expiry: "06/30" });
    expect(answer.statusCode).toBe(303);
  });

  it("shows the typed values again but never the security code", async () => {
    const answer = await pay("4242424242424242", {
      expiry: "",
      cvc: "987",
      holder: "<b>Erika</b>",
    });
    expect(answer.body).toContain('value="4242424242424242"');
    expect(answer.body).toContain('value="&lt;b&gt;Erika&lt;/b&gt;"');
    expect(answer.body).not.toContain("987");
  });
});
