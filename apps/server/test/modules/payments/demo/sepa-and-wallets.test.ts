// SEPA direct debit (IBAN mod 97, BIC format, holder) in the shop's iframe, and the PayPal-
// and Sofort-like approval pages (spec selling-core §8 payment form errors, §9 modes).
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

describe("given the SEPA page", () => {
  let t: DemoApp;
  let session: string;
  beforeEach(async () => {
    t = await startDemoApp();
    session = sessionOf(await pagePathOf(t, paymentStart({ paymentModeId: 8, locale: "en" })));
  });
  afterEach(async () => {
    await t?.close();
  });

  const mandate = (fields: Record<string, string>) =>
    postForm(t, "/api/demo-pay/pay", {
      session,
      holder: "Erika Mustermann",
      iban: "DE89 3704 0044 0532 0130 00",
      bic: "COBADEFFXXX",
      ...fields,
    });

  it("authorizes a valid mandate at once (20), completes after the delay (30)", async () => {
    const answer = await mandate({});

    // The page sits in the shop's iframe: it leaves the frame for the result route.
    expect(answer.statusCode).toBe(200);
    const returnUrl = `${RETURN}&outcome=pending`.replaceAll("&", "&amp;");
    expect(answer.body).toContain(`href="${returnUrl}" target="_parent"`);
    expect(answer.body).toContain('<script src="assets/leave-frame.js" defer></script>');
    expect(t.events.map((event) => event.status)).toEqual([20]);
    await vi.waitFor(() => expect(t.events.map((event) => event.status)).toEqual([20, 30]), {
      timeout: 2000,
      interval: 20,
    });
    expect(new Set(t.events.map((event) => event.eventId)).size).toBe(2);
  });

  it("takes the IBAN in lower case and without spaces", async () => {
    const answer = await mandate({ iban: "de89370400440532013000", bic: "cobadeff" });
    expect(answer.statusCode).toBe(200);
    expect(t.events.map((event) => event.status)).toEqual([20]);
  });

  it.each([
    ["iban", { iban: "DE88 3704 0044 0532 0130 00" }, "IBAN: the check digits are wrong."],
    ["iban", { iban: "DE89 3704 0044 0532 0130" }, "IBAN: this is not valid."],
    ["iban", { iban: "" }, "IBAN: please fill in."],
    ["bic", { bic: "COBA DE" }, "BIC: this is not valid."],
    ["bic", { bic: "1OBADEFF" }, "BIC: this is not valid."],
    ["bic", { bic: "" }, "BIC: please fill in."],
    ["holder", { holder: "" }, "Account holder: please fill in."],
  ])("names %s when it is wrong, in an alert that takes focus", async (name, change, message) => {
    const answer = await mandate(change);

    expect(answer.statusCode).toBe(422);
    expect(answer.body).toMatch(/role="alert" tabindex="-1" autofocus/);
    expect(answer.body).toContain(`<a href="#${name}">${message}</a>`);
    expect(answer.body).toMatch(new RegExp(`id="${name}"[^>]*aria-invalid="true"`));
    expect(t.events).toEqual([]);
  });
});

describe.each([
  [7, "PayPal (Demo)"],
  [10, "Sofortüberweisung (Demo)"],
])("given the approval page of mode %i", (mode, heading) => {
  let t: DemoApp;
  let session: string;
  beforeEach(async () => {
    t = await startDemoApp();
    const path = await pagePathOf(t, paymentStart({ paymentModeId: mode }));
    session = sessionOf(path);
    expect((await t.app.inject({ method: "GET", url: path })).body).toContain(
      `<h1>${heading}</h1>`,
    );
  });
  afterEach(async () => {
    await t?.close();
  });

  it("pays on approve (30) and returns the visitor as paid", async () => {
    const answer = await postForm(t, "/api/demo-pay/pay", { session, decision: "approve" });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`${RETURN}&outcome=paid`);
    expect(t.events.map((event) => event.status)).toEqual([30]);
  });

  it("fails on cancel (40) and returns the visitor as cancelled", async () => {
    const answer = await postForm(t, "/api/demo-pay/pay", { session, decision: "cancel" });
    expect(answer.headers.location).toBe(`${RETURN}&outcome=cancelled`);
    expect(t.events.map((event) => event.status)).toEqual([40]);
  });

  it("shows the page again on an unknown decision and sends nothing", async () => {
    const answer = await postForm(t, "/api/demo-pay/pay", { session, decision: "maybe" });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain(`<h1>${heading}</h1>`);
    expect(t.events).toEqual([]);
  });
});
