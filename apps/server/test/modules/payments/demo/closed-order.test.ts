// The demo provider takes no money for an order that is no longer outstanding (DESIGN §4
// late payment, §6): its link ends with the order, and each step asks orders first. Here
// orders' answer is played by the test; order-expiry.test.ts runs it with real orders.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { OrderPayability } from "../../../../src/modules/payments/provider";
import { TEST_NOW } from "../../../helpers/test-app";
import {
  type DemoApp,
  pagePathOf,
  paymentStart,
  postForm,
  SHOP,
  sessionOf,
  startDemoApp,
} from "./demo-app";

const MINUTE = 60_000;
const RETURN = `${SHOP}/checkout/return?order_id=1001&token=Zt7kR2mW9xQpL4vN8cYbHg`;
const card = { card_number: "4242424242424242", expiry: "12/34", cvc: "123", holder: "Erika" };

describe("the demo provider and an order no longer outstanding", () => {
  let t: DemoApp;
  let payability: OrderPayability;
  const start = async (options: Parameters<typeof startDemoApp>[0] = {}) => {
    payability = "outstanding";
    t = await startDemoApp({ checkPayable: async () => payability, ...options });
  };
  afterEach(async () => {
    await t?.close();
  });

  it("ends the link when its order expires, though that is within the hour", async () => {
    await start();
    const payableUntil = new Date(new Date(TEST_NOW).getTime() + 45 * MINUTE);
    const path = await pagePathOf(t, paymentStart({ locale: "en", payableUntil }));

    t.clock.advance(45 * MINUTE);
    expect((await t.app.inject({ method: "GET", url: path })).statusCode).toBe(200);
    t.clock.advance(1);
    const page = await t.app.inject({ method: "GET", url: path });

    expect(page.statusCode).toBe(410);
    expect(page.body).toContain("<h1>Payment link expired</h1>");
    const paid = await postForm(t, "/api/demo-pay/pay", { session: sessionOf(path), ...card });
    expect(paid.statusCode).toBe(410);
    expect(t.events).toEqual([]);
  });

  it.each([
    ["de", "Bestellung abgelaufen", "Es wurde nichts abgebucht."],
    ["en", "Order expired", "Nothing has been charged."],
    ["es", "Pedido caducado", "No se ha cobrado nada."],
    ["fr", "Commande expirée", "Rien n’a été débité."],
  ])(
    "takes nothing for a closed order and says so in %s, with a way back to the shop",
    async (locale, heading, nothingCharged) => {
      await start();
      const session = sessionOf(await pagePathOf(t, paymentStart({ locale })));
      payability = "closed";

      const answer = await postForm(t, "/api/demo-pay/pay", { session, ...card });

      expect(answer.statusCode).toBe(410);
      expect(answer.body).toContain(`<html lang="${locale}">`);
      expect(answer.body).toContain(`<h1>${heading}</h1>`);
      expect(answer.body).toContain(nothingCharged);
      expect(answer.body).toContain(
        `href="${RETURN.replaceAll("&", "&amp;")}&amp;outcome=expired"`,
      );
      expect(answer.body).not.toContain("<form");
      expect(t.events).toEqual([]);
    },
  );

  it("refuses the form post of a closed order too", async () => {
    await start();
    const redirect = await t.provider.start(paymentStart({ paymentModeId: 10 }));
    payability = "closed";

    const posted = await postForm(t, "/api/demo-pay/form", {
      session: redirect.payment_data?.params.session ?? "",
    });

    expect(posted.statusCode).toBe(410);
  });

  it("takes nothing again for an order paid already and sends the visitor back", async () => {
    await start();
    const session = sessionOf(await pagePathOf(t, paymentStart()));
    payability = "settled";

    const answer = await postForm(t, "/api/demo-pay/pay", { session, ...card });

    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`${RETURN}&outcome=paid`);
    expect(t.events).toEqual([]);
  });

  it("leaves the shop's iframe for an order paid already (SEPA)", async () => {
    await start();
    const session = sessionOf(await pagePathOf(t, paymentStart({ paymentModeId: 8 })));
    payability = "settled";

    const page = await t.app.inject({ method: "GET", url: `/api/demo-pay/pay?session=${session}` });

    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('target="_parent"');
    expect(page.body).toContain("outcome=paid");
    expect(t.events).toEqual([]);
  });

  it("drops the pending card's completion when the order closed meanwhile", async () => {
    await start({ config: { demoPayPendingDelayMs: 100 } });
    const session = sessionOf(await pagePathOf(t, paymentStart()));

    await postForm(t, "/api/demo-pay/pay", { session, ...card, card_number: "4000000000000077" });
    payability = "closed";
    await new Promise((resolve) => setTimeout(resolve, 400));

    expect(t.events).toEqual([]);
  });

  it("still collects a granted SEPA mandate: the order is authorized by then", async () => {
    await start({ config: { demoPayPendingDelayMs: 100 } });
    const session = sessionOf(await pagePathOf(t, paymentStart({ paymentModeId: 8 })));

    await postForm(t, "/api/demo-pay/pay", {
      session,
      holder: "Erika Mustermann",
      iban: "DE89 3704 0044 0532 0130 00",
      bic: "COBADEFFXXX",
    });
    payability = "settled";

    await vi.waitFor(() => expect(t.events.map((event) => event.status)).toEqual([20, 30]), {
      timeout: 2000,
      interval: 20,
    });
  });
});
