// A payment session ends with its order (DESIGN §4: an order left unpaid expires after its
// holds' time plus UNPAID_ORDER_GRACE_MINUTES; §6 the demo provider). The demo payment page
// used to live an hour while the order expired after 45 minutes: paying in between charged
// the visitor, said "paid" and left a failed order to refund. Now the provider asks orders
// before it takes anything, and its link ends when the order does.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../../../src/app";
import type { Database } from "../../../../src/db/database";
import { resolveWebhookSecret } from "../../../../src/modules/payments/demo/secret";
import { openSession } from "../../../../src/modules/payments/demo/session";
import { engineNames, openDatabase } from "../../../helpers/engines";
import { counterRow } from "../../../helpers/fixtures";
import { TEST_NOW, type TestClock, testClock, testConfig } from "../../../helpers/test-app";
import { signInGuest } from "../../auth/guest-session";
import { insertDayTicket, insertReference, setSettings } from "../../cart/cart-fixtures";

const DAY = "2030-06-02";
const MINUTE = 60_000;
// testConfig: holds of 30 minutes, UNPAID_ORDER_GRACE_MINUTES 15.
const ORDER_LIFETIME = 45 * MINUTE;

describe.each(engineNames())("a demo payment for an order that expired, on %s", (engine) => {
  let app: FastifyInstance;
  let db: Database;
  let clock: TestClock;
  let closeDb: () => Promise<void>;
  beforeAll(async () => {
    const opened = await openDatabase(engine);
    db = opened.db;
    closeDb = opened.close;
    await insertReference(db);
    await setSettings(db, { shipping: "none", maxOrderTotalCents: 50_000 });
    clock = testClock(TEST_NOW);
    app = await buildApp({ db, config: testConfig({ demoPayPendingDelayMs: 200 }), clock });
    await app.ready();
  });
  beforeEach(() => {
    clock.set(TEST_NOW);
  });
  afterAll(async () => {
    await app?.close();
    await closeDb?.();
  });

  async function placeOrder(paymentModeId = 2) {
    const { cookie } = await signInGuest(app);
    const addresses = await app.inject({
      method: "GET",
      url: "/api/v1/customer/customer_addresses",
      headers: { cookie },
    });
    const { ticket, quota } = await insertDayTicket(db, { price_cents: 1400 });
    const held = await app.inject({
      method: "POST",
      url: "/api/v1/tickets/reservations",
      payload: { ticket_id: ticket, quantity: 2, date: DAY },
    });
    const { token, valid_until } = held.json();
    const placed = await app.inject({
      method: "POST",
      url: "/api/v1/orders?locale=en",
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
    const answer = placed.json() as {
      meta: { payment_url: string };
      order: { id: number; token: string };
    };
    const url = new URL(answer.meta.payment_url);
    return {
      order: answer.order,
      quota,
      page: `${url.pathname}${url.search}`,
      session: url.searchParams.get("session") ?? "",
    };
  }

  const orderOf = async (order: { id: number; token: string }) =>
    (
      await app.inject({ method: "GET", url: `/api/v1/orders/${order.id}?token=${order.token}` })
    ).json();

  const eventsOf = async (orderId: number) =>
    (
      await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM payment_events WHERE order_id = $1",
        [orderId],
      )
    ).rows[0]?.n;

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

  const card = (number: string) => ({
    card_number: number,
    expiry: "12/34",
    cvc: "123",
    holder: "Erika Mustermann",
  });

  it("takes nothing for a card submitted after the order expired, and says so", async () => {
    const { order, quota, session } = await placeOrder();
    // The sweeper has not come by (tests run none): the order is still outstanding in its row.
    clock.advance(ORDER_LIFETIME + 1000);

    const answer = await pay(session, card("4242 4242 4242 4242"));

    expect(answer.statusCode).toBe(410);
    expect(answer.headers.location).toBeUndefined();
    expect(answer.body).toContain("<h1>Order expired</h1>");
    expect(answer.body).toContain("Nothing has been charged.");
    // The way back leads to the shop's result route, which finds the order expired.
    const href = /href="([^"]+)">Back to the shop</.exec(answer.body)?.[1] ?? "";
    const back = new URL(href.replaceAll("&amp;", "&"));
    expect(back.pathname).toBe("/checkout/return");
    expect(back.searchParams.get("order_id")).toBe(String(order.id));
    expect(back.searchParams.get("outcome")).toBe("expired");
    expect(await eventsOf(order.id)).toBe(0);
    expect(await orderOf(order)).toMatchObject({
      payment_status: 40,
      is_valid: false,
      canceled: true,
    });
    // Expired on the spot: its places are free again, none sold.
    expect(await counterRow(db, quota, DAY)).toMatchObject({ held: 0, sold: 0 });
  });

  it("shows no payment form for it either", async () => {
    const { page } = await placeOrder(7);
    clock.advance(ORDER_LIFETIME + 1000);

    const answer = await app.inject({ method: "GET", url: page });

    expect(answer.statusCode).toBe(410);
    expect(answer.body).toContain("<h1>Order expired</h1>");
    expect(answer.body).not.toContain("<form");
  });

  it("seals a link that ends when the order expires, not an hour after it was placed", async () => {
    const { session } = await placeOrder();
    const secret = await resolveWebhookSecret(testConfig());
    expect(openSession(secret, session)?.expiresAt).toBe(
      new Date(TEST_NOW).getTime() + ORDER_LIFETIME,
    );
  });

  it("still takes a payment submitted before the order expired", async () => {
    const { order, session } = await placeOrder();
    clock.advance(ORDER_LIFETIME - 1000);

    const answer = await pay(session, card("4242424242424242"));

    expect(answer.statusCode).toBe(303);
    expect(new URL(String(answer.headers.location)).searchParams.get("outcome")).toBe("paid");
    expect(await orderOf(order)).toMatchObject({ payment_status: 30, is_valid: true });
  });

  it("takes nothing again when a paid order's form is sent once more", async () => {
    const { order, session } = await placeOrder();
    await pay(session, card("4242424242424242"));

    const again = await pay(session, card("4242424242424242"));

    expect(again.statusCode).toBe(303);
    const back = new URL(String(again.headers.location));
    expect(back.pathname).toBe("/checkout/return");
    expect(back.searchParams.get("order_id")).toBe(String(order.id));
    expect(await eventsOf(order.id)).toBe(1);
    expect(await orderOf(order)).toMatchObject({ payment_status: 30, is_valid: true });
  });

  it("drops the pending card's completion when the order expires before it", async () => {
    const { order, session } = await placeOrder();
    clock.advance(ORDER_LIFETIME - 1000);
    const answer = await pay(session, card("4000000000000077"));
    expect(new URL(String(answer.headers.location)).searchParams.get("outcome")).toBe("pending");
    // The bank takes longer than the order has left.
    clock.advance(2000);

    await vi.waitFor(
      async () =>
        expect(await orderOf(order)).toMatchObject({ payment_status: 40, canceled: true }),
      { timeout: 3000, interval: 50 },
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await eventsOf(order.id)).toBe(0);
  });
});
