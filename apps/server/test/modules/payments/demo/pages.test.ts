// The hosted payment page (DESIGN.md §6) per payment mode of spec selling-core §9, and the
// three ways §4 step 2 opens it: redirect, iframe, form post.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPaymentRegistry } from "../../../../src/modules/payments/registry";
import {
  type DemoApp,
  pagePathOf,
  paymentStart,
  postForm,
  SHOP,
  sessionOf,
  startDemoApp,
} from "./demo-app";

describe("the demo provider's hosted page", () => {
  let t: DemoApp;
  beforeAll(async () => {
    t = await startDemoApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    [2, "redirect", "Kreditkarte"],
    [7, "redirect", "PayPal (Demo)"],
    [8, "iframe", "SEPA-Lastschrift"],
    [9, "redirect", "Lastschrift (ELV)"],
  ] as const)(
    "mode %i opens by %s and shows %s with the amount",
    async (mode, behaviour, heading) => {
      const redirect = await t.provider.start(paymentStart({ paymentModeId: mode }));
      expect(redirect.shop_behavior).toBe(behaviour);
      expect(redirect.payment_data).toBeNull();
      expect(redirect.payment_url).toMatch(
        /^http:\/\/shop\.test:3000\/api\/demo-pay\/pay\?session=/,
      );

      const page = await t.app.inject({
        method: "GET",
        url: await pagePathOf(t, paymentStart({ paymentModeId: mode })),
      });

      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(page.body).toContain('<html lang="de">');
      expect(page.body).toContain(`<h1>${heading}</h1>`);
      expect(page.body).toContain("28,00\u00a0€");
      expect(page.body).toContain("Bestellung 1001");
    },
  );

  it("answers the Sofort mode with a form post, and the posted form leads to the page", async () => {
    const redirect = await t.provider.start(paymentStart({ paymentModeId: 10, amountCents: 1250 }));
    expect(redirect).toMatchObject({ payment_url: null, shop_behavior: "redirect" });
    expect(redirect.payment_data?.url).toBe(`${SHOP}/api/demo-pay/form`);
    const session = redirect.payment_data?.params.session ?? "";
    expect(session.length).toBeGreaterThan(40);

    const posted = await postForm(t, "/api/demo-pay/form", { session });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(`pay?session=${session}`);

    const page = await t.app.inject({ method: "GET", url: `/api/demo-pay/pay?session=${session}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<h1>Sofortüberweisung (Demo)</h1>");
    expect(page.body).toContain("12,50\u00a0€");
    expect(page.body).toMatch(/<button type="submit" name="decision" value="approve"/);
    expect(page.body).toMatch(/<button type="submit" name="decision" value="cancel"/);
  });

  it.each([
    ["en", "<h1>Credit card</h1>", "€28.00", "Pay €28.00"],
    ["es", "<h1>Tarjeta de crédito</h1>", "28,00\u00a0€", "Pagar 28,00\u00a0€"],
    ["fr", "<h1>Carte bancaire</h1>", "28,00\u00a0€", "Payer 28,00\u00a0€"],
    ["it", "<h1>Kreditkarte</h1>", "28,00\u00a0€", "28,00\u00a0€ bezahlen"],
  ])(
    "speaks the order's locale %s (German for any other)",
    async (locale, heading, amount, button) => {
      const page = await t.app.inject({
        method: "GET",
        url: await pagePathOf(t, paymentStart({ locale })),
      });
      expect(page.body).toContain(heading);
      expect(page.body).toContain(amount);
      expect(page.body).toContain(button);
    },
  );

  it("lists the test card numbers on the card page", async () => {
    const page = await t.app.inject({
      method: "GET",
      url: await pagePathOf(t, paymentStart({ locale: "en" })),
    });
    for (const number of [
      "4242 4242 4242 4242",
      "4000 0000 0000 0002",
      "4000 0000 0000 3220",
      "4000 0000 0000 0077",
    ]) {
      expect(page.body).toContain(`<code>${number}</code>`);
    }
  });

  it("labels every field and needs no inline script or style", async () => {
    const page = await t.app.inject({
      method: "GET",
      url: await pagePathOf(t, paymentStart({ paymentModeId: 8 })),
    });
    for (const name of ["holder", "iban", "bic"]) {
      expect(page.body).toContain(`<label for="${name}">`);
      expect(page.body).toContain(`id="${name}" name="${name}"`);
    }
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)/);
    expect(page.body).not.toMatch(/<style|style="/);
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain(`frame-ancestors 'self' ${SHOP}`);
    expect(csp).toContain(`form-action 'self' ${SHOP}`);
  });

  it("serves its stylesheet", async () => {
    const css = await t.app.inject({ method: "GET", url: "/api/demo-pay/assets/page.css" });
    expect(css.statusCode).toBe(200);
    expect(css.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(css.body).toContain(":focus-visible");
  });

  it("keeps the order token out of the link", async () => {
    const path = await pagePathOf(t, paymentStart());
    expect(path).not.toContain("Zt7kR2mW9xQpL4vN8cYbHg");
    expect(Buffer.from(sessionOf(path), "base64url").toString("latin1")).not.toContain(
      "Zt7kR2mW9xQpL4vN8cYbHg",
    );
  });

  it("refuses a payment mode it does not handle", async () => {
    await expect(t.provider.start(paymentStart({ paymentModeId: 6 }))).rejects.toThrow(/mode 6/);
    expect(t.provider.modes).toEqual([2, 7, 8, 9, 10]);
  });

  it("leaves a mode to a provider the app was given and takes the rest", async () => {
    const registry = createPaymentRegistry([
      {
        name: "venue",
        modes: [2],
        start: async () => ({ payment_url: null, shop_behavior: "redirect", payment_data: null }),
      },
    ]);
    const other = await startDemoApp({ registry });
    try {
      expect(registry.findProvider(2)?.name).toBe("venue");
      expect(registry.findProvider(7)?.name).toBe("demo");
      expect(other.provider.modes).toEqual([7, 8, 9, 10]);
      await expect(other.provider.start(paymentStart({ paymentModeId: 2 }))).rejects.toThrow(
        /mode 2/,
      );
    } finally {
      await other.close();
    }
  });

  it.each([
    ["no session", "/api/demo-pay/pay"],
    ["an empty session", "/api/demo-pay/pay?session="],
    ["a made-up session", `/api/demo-pay/pay?session=${"A".repeat(80)}`],
    ["two sessions", "/api/demo-pay/pay?session=a&session=b"],
  ])("answers %s with a 400 page that says the link is not valid", async (_name, url) => {
    const page = await t.app.inject({ method: "GET", url });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain("<h1>Zahlungslink ungültig</h1>");
  });

  it("answers a changed session with 400", async () => {
    const session = sessionOf(await pagePathOf(t, paymentStart()));
    // Not the last character: its low bits are padding, which base64url decoding ignores
    // (A and B differ only there), so changing it may change nothing.
    const changed = session.at(-2) === "A" ? "B" : "A";
    const page = await t.app.inject({
      method: "GET",
      url: `/api/demo-pay/pay?session=${session.slice(0, -2)}${changed}${session.at(-1)}`,
    });
    expect(page.statusCode).toBe(400);
  });

  it("answers a link older than an hour with 410 and a way back to the shop", async () => {
    const path = await pagePathOf(t, paymentStart({ locale: "en" }));
    t.clock.advance(60 * 60 * 1000 + 1);
    try {
      const page = await t.app.inject({ method: "GET", url: path });
      expect(page.statusCode).toBe(410);
      expect(page.body).toContain("<h1>Payment link expired</h1>");
      expect(page.body).toContain(`href="${SHOP}"`);
    } finally {
      t.clock.advance(-(60 * 60 * 1000 + 1));
    }
  });
});
