// The demo provider end to end with orders (spec selling-core §4 checkout flow): POST
// /orders answers where to pay, the hosted page takes the payment, the signed webhook
// settles the order, and the visitor comes back to the shop's result route.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../../../src/app";
import type { Database } from "../../../../src/db/database";
import { resolveWebhookSecret } from "../../../../src/modules/payments/demo/secret";
import { signPayload } from "../../../../src/modules/payments/demo/signature";
import { engineNames, openDatabase } from "../../../helpers/engines";
import { TEST_NOW, testClock, testConfig } from "../../../helpers/test-app";
import { signInGuest } from "../../auth/guest-session";
import { insertDayTicket, insertReference, setSettings } from "../../cart/cart-fixtures";

const DAY = "2030-06-02";

describe.each(engineNames())("checkout with the demo provider on %s", (engine) => {
  let app: FastifyInstance;
  let db: Database;
  let closeDb: () => Promise<void>;
  beforeAll(async () => {
    const opened = await openDatabase(engine);
    db = opened.db;
    closeDb = opened.close;
    await insertReference(db);
    await setSettings(db, { shipping: "none", maxOrderTotalCents: 50_000 });
    app = await buildApp({
      db,
      config: testConfig({ demoPayPendingDelayMs: 100 }),
      clock: testClock(TEST_NOW),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await closeDb?.();
  });

  async function placeOrder(paymentModeId: number) {
    const { cookie } = await signInGuest(app);
    const addresses = await app.inject({
      method: "GET",
      url: "/api/v1/customer/customer_addresses",
      headers: { cookie },
    });
    const { ticket } = await insertDayTicket(db, { price_cents: 1400 });
    const held = await app.inject({
      method: "POST",
      url: "/api/v1/tickets/reservations",
      payload: { ticket_id: ticket, quantity: 2, date: DAY },
    });
    const { token, valid_until } = held.json();
    const placed = await app.inject({
      method: "POST",
      url: "/api/v1/orders",
      headers: { cookie },
      payload: {
        billing_address_id: addresses.json().customer_addresses[0].id,
        payment_mode_id: paymentModeId,
        items: [
          {
            type: "Ticket",
            attributes: { id: ticket, date: DAY, quantity: 2 },
            reservations: [{ token, valid_until }],
          },
        ],
        total: 2800,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json() as {
      meta: {
        payment_url: string | null;
        shop_behavior: string;
        payment_data: { url: string; params: { session: string } } | null;
      };
      order: { id: number; token: string };
    };
  }

  const orderOf = async (order: { id: number; token: string }) =>
    (
      await app.inject({ method: "GET", url: `/api/v1/orders/${order.id}?token=${order.token}` })
    ).json();

  const pathOf = (url: string) => {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  };

  const pay = (session: string, fields: Record<string, string>) =>
    app.inject({
      method: "POST",
      url: "/api/demo-pay/pay",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "same-origin",
      },
      payload: new URLSearchParams({ session, ...fields }).toString(),
    });

  const card = { expiry: "12/34", cvc: "123", holder: "Erika Mustermann" };

  it("pays by card: the page shows the total, 4242… completes the order and returns to the shop", async () => {
    const placed = await placeOrder(2);
    expect(placed.meta.shop_behavior).toBe("redirect");
    const page = await app.inject({ method: "GET", url: pathOf(placed.meta.payment_url ?? "") });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("28,00\u00a0€");

    const session = new URL(placed.meta.payment_url ?? "").searchParams.get("session") ?? "";
    const answer = await pay(session, { card_number: "4242424242424242", ...card });

    expect(answer.statusCode).toBe(303);
    const back = new URL(String(answer.headers.location));
    expect(back.pathname).toBe("/checkout/return");
    expect(back.searchParams.get("order_id")).toBe(String(placed.order.id));
    expect(back.searchParams.get("token")).toBe(placed.order.token);
    expect(await orderOf(placed.order)).toMatchObject({ payment_status: 30, is_valid: true });
  });

  it("fails the order on the declined card", async () => {
    const placed = await placeOrder(2);
    const session = new URL(placed.meta.payment_url ?? "").searchParams.get("session") ?? "";
    await pay(session, { card_number: "4000000000000002", ...card });
    expect(await orderOf(placed.order)).toMatchObject({ payment_status: 40, is_valid: false });
  });

  it("keeps the order outstanding on the pending card, then completes it after the delay", async () => {
    const placed = await placeOrder(2);
    const session = new URL(placed.meta.payment_url ?? "").searchParams.get("session") ?? "";
    const answer = await pay(session, { card_number: "4000000000000077", ...card });

    expect(new URL(String(answer.headers.location)).searchParams.get("outcome")).toBe("pending");
    expect(await orderOf(placed.order)).toMatchObject({ payment_status: 10 });
    await vi.waitFor(
      async () =>
        expect(await orderOf(placed.order)).toMatchObject({ payment_status: 30, is_valid: true }),
      {
        timeout: 5000,
        interval: 50,
      },
    );
  });

  it("pays by Sofort through the form post", async () => {
    const placed = await placeOrder(10);
    expect(placed.meta.payment_url).toBeNull();
    const form = placed.meta.payment_data;
    expect(form?.url).toMatch(/\/api\/demo-pay\/form$/);
    const posted = await app.inject({
      method: "POST",
      url: pathOf(form?.url ?? ""),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "same-origin",
      },
      payload: new URLSearchParams(form?.params ?? {}).toString(),
    });
    expect(posted.statusCode).toBe(303);

    await pay(form?.params.session ?? "", { decision: "approve" });
    expect(await orderOf(placed.order)).toMatchObject({ payment_status: 30, is_valid: true });
  });

  it("opens SEPA in the iframe; a mandate authorizes (20), the collection completes (30)", async () => {
    const placed = await placeOrder(8);
    expect(placed.meta.shop_behavior).toBe("iframe");
    const session = new URL(placed.meta.payment_url ?? "").searchParams.get("session") ?? "";
    await pay(session, {
      holder: "Erika Mustermann",
      iban: "DE89 3704 0044 0532 0130 00",
      bic: "COBADEFFXXX",
    });

    expect((await orderOf(placed.order)).payment_status).toBe(20);
    await vi.waitFor(async () => expect((await orderOf(placed.order)).payment_status).toBe(30), {
      timeout: 5000,
      interval: 50,
    });
  });

  it("changes the order once for five identical webhook deliveries", async () => {
    const placed = await placeOrder(2);
    const secret = await resolveWebhookSecret(testConfig());
    const body = JSON.stringify({
      event_id: "demo_five_30",
      order_id: placed.order.id,
      provider: "demo",
      status: 30,
      amount_cents: 2800,
    });
    const signature = signPayload(secret, body, new Date(TEST_NOW));
    for (let i = 0; i < 5; i += 1) {
      const answer = await app.inject({
        method: "POST",
        url: "/api/v1/demo-pay/webhook",
        headers: { "content-type": "application/json", "demo-pay-signature": signature },
        payload: body,
      });
      expect(answer.statusCode).toBe(200);
    }
    const events = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM payment_events WHERE provider = 'demo' AND event_id = 'demo_five_30'",
    );
    expect(events.rows[0]?.n).toBe(1);
    expect(await orderOf(placed.order)).toMatchObject({ payment_status: 30, is_valid: true });
  });

  it("answers a webhook for an unknown order with 404", async () => {
    const secret = await resolveWebhookSecret(testConfig());
    const body = JSON.stringify({
      event_id: "demo_none_30",
      order_id: 999_999,
      provider: "demo",
      status: 30,
      amount_cents: 1,
    });
    const answer = await app.inject({
      method: "POST",
      url: "/api/v1/demo-pay/webhook",
      headers: {
        "content-type": "application/json",
        "demo-pay-signature": signPayload(secret, body, new Date(TEST_NOW)),
      },
      payload: body,
    });
    expect(answer.statusCode).toBe(404);
  });
});
