// spec selling-core §7: GET /orders/{id}/tickets/{ticketId}.pdf and /coupons/{itemId}.pdf
// over HTTP for real orders: placed with holds, paid through the demo provider's webhook,
// read back with pdf-lib and a QR decoder. DESIGN §6: only with the order token, only for
// valid orders.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyTicketCode } from "../../../src/modules/documents/ticket-code";
import { engineNames } from "../../helpers/engines";
import { nextId } from "../../helpers/fixtures";
import { TEST_CODE_KEYS } from "../../helpers/test-app";
import { insertCoupon, insertDayTicket } from "../cart/cart-fixtures";
import { readPdf } from "../documents/pdf-reader";
import {
  type Buyer,
  DAY,
  hold,
  newBuyer,
  type OrderApp,
  startOrderApp,
  ticketLine,
} from "./order-app";
import { insertMuseumFor, MUSEUM, newOutboxDir, postPaymentEvent } from "./order-documents";

const DEMO_CARD = 2;

describe.each(engineNames())("order documents on %s", (engine) => {
  let t: OrderApp;
  let eventNo = 0;
  beforeAll(async () => {
    t = await startOrderApp(engine, { outboxDir: await newOutboxDir() });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function place(buyer: Buyer, body: object, locale = "de") {
    const response = await t.app.inject({
      method: "POST",
      url: `/api/v1/orders?locale=${locale}`,
      payload: { billing_address_id: buyer.addressId, payment_mode_id: DEMO_CARD, ...body },
      headers: { cookie: buyer.cookie },
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().order as { id: number; token: string };
  }

  async function itemsOf(orderId: number) {
    const rows = await t.db.query<{ id: number; type: string }>(
      "SELECT id, type FROM order_items WHERE order_id = $1 ORDER BY position",
      [orderId],
    );
    return rows.rows;
  }

  async function pay(orderId: number, amountCents: number) {
    eventNo += 1;
    const answer = await postPaymentEvent(t, {
      event_id: `doc-${eventNo}`,
      order_id: orderId,
      status: 30,
      amount_cents: amountCents,
    });
    expect(answer.statusCode, answer.body).toBe(200);
  }

  /** A ticket order of 2 × 14 € in a museum, paid, in English. */
  async function paidTicketOrder() {
    const buyer = await newBuyer(t);
    const { ticket } = await insertDayTicket(t.db, { price_cents: 1400 });
    await insertMuseumFor(t.db, ticket);
    const held = await hold(t, { ticket_id: ticket, quantity: 2, date: DAY });
    const order = await place(buyer, { items: [ticketLine(ticket, 2, [held])], total: 2800 }, "en");
    await pay(order.id, 2800);
    const [item] = await itemsOf(order.id);
    if (!item) throw new Error("the order has no line");
    return { order, item, ticket };
  }

  const ticketPdf = (orderId: number, itemId: number, token: string) =>
    t.app.inject({
      method: "GET",
      url: `/api/v1/orders/${orderId}/tickets/${itemId}.pdf?token=${token}`,
    });

  it("stores the locale the order was placed in", async () => {
    const { order } = await paidTicketOrder();
    const row = await t.db.query<{ locale: string }>("SELECT locale FROM orders WHERE id = $1", [
      order.id,
    ]);
    expect(row.rows[0]?.locale).toBe("en");
  });

  it("serves the ticket of a paid order as a PDF whose QR code verifies", async () => {
    const { order, item, ticket } = await paidTicketOrder();
    const response = await ticketPdf(order.id, item.id, order.token);

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pageCount).toBe(2);
    expect(pdf.language).toBe("en-GB");
    // The venue in the order's locale; the price is the line total (2 × 14 €).
    expect(pdf.lines).toContain(MUSEUM.en);
    expect(pdf.lines.some((line) => line.includes(MUSEUM.address.en))).toBe(true);
    expect(pdf.lines.some((line) => line.includes("28.00"))).toBe(true);
    // a page and a code per person (the issue 33), verified with the public key alone
    expect(pdf.qrCodes.map((code) => verifyTicketCode(TEST_CODE_KEYS, code ?? ""))).toEqual(
      [1, 2].map((person) => ({
        ok: true,
        version: 2,
        fields: {
          kind: "ticket",
          orderId: order.id,
          itemId: item.id,
          productId: ticket,
          person,
          persons: 2,
          date: DAY,
          slot: null,
          seat: null,
        },
      })),
    );
  });

  it("names the sub tickets a family ticket admits, in the order's language", async () => {
    const buyer = await newBuyer(t);
    const { ticket } = await insertDayTicket(t.db, {
      price_cents: 2400,
      max_persons: 2,
      is_mantle: true,
      sub_tickets: [
        { id: 701, min_persons: 1, max_persons: 2, title: { de: "Erwachsene", en: "Adults" } },
        { id: 702, min_persons: 0, max_persons: 4, title: { de: "Kinder", en: "Children" } },
        { id: 703, min_persons: 0, max_persons: 2, title: { de: "Begleitung", en: "Carers" } },
      ],
    });
    await insertMuseumFor(t.db, ticket);
    const subs = { "701": 1, "702": 1, "703": 0 };
    const held = await hold(t, {
      ticket_id: ticket,
      quantity: 1,
      date: DAY,
      sub_ticket_quantities: subs,
    });
    const line = ticketLine(ticket, 1, [held]);
    const order = await place(
      buyer,
      {
        items: [{ ...line, attributes: { ...line.attributes, sub_ticket_quantities: subs } }],
        total: 2400,
      },
      "de",
    );
    await pay(order.id, 2400);
    const [item] = await itemsOf(order.id);

    const response = await ticketPdf(order.id, item?.id ?? 0, order.token);

    expect(response.statusCode, response.body).toBe(200);
    const pdf = await readPdf(response.rawPayload);
    // The sub ticket chosen 0 times is not named.
    expect(pdf.lines[pdf.lines.indexOf("Personen") + 1]).toBe("1 × Erwachsene, 1 × Kinder");
  });

  it("names every museum a combi ticket admits to", async () => {
    const { order, item, ticket } = await paidTicketOrder();
    const second = nextId();
    await t.db.query("INSERT INTO museums (id, title) VALUES ($1, $2)", [
      second,
      JSON.stringify({ de: "Naturkundemuseum", en: "Natural History Museum" }),
    ]);
    await t.db.query("INSERT INTO ticket_museums (ticket_id, museum_id) VALUES ($1, $2)", [
      ticket,
      second,
    ]);

    const pdf = await readPdf((await ticketPdf(order.id, item.id, order.token)).rawPayload);

    expect(pdf.lines).toContain(`${MUSEUM.en}, Natural History Museum`);
    expect(pdf.lines).toEqual(
      expect.arrayContaining([
        "Venues",
        `${MUSEUM.en}, ${MUSEUM.address.en}`,
        "Natural History Museum",
      ]),
    );
  });

  it("speaks the language the link asks for", async () => {
    const { order, item } = await paidTicketOrder();
    const response = await t.app.inject({
      method: "GET",
      url: `/api/v1/orders/${order.id}/tickets/${item.id}.pdf?token=${order.token}&locale=de`,
    });
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.language).toBe("de-DE");
    expect(pdf.lines.some((line) => line.includes("28,00"))).toBe(true);
  });

  it("answers 404 to a wrong token, like an unknown order or item", async () => {
    const { order, item } = await paidTicketOrder();
    const other = await paidTicketOrder();
    const wrong = await ticketPdf(order.id, item.id, other.order.token);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ error: { code: "token_not_found" } });
    // The other order's item under this order's id and token: not found either.
    expect((await ticketPdf(order.id, other.item.id, order.token)).statusCode).toBe(404);
    expect((await ticketPdf(999_999, item.id, order.token)).statusCode).toBe(404);
  });

  it("answers 403 while the order is not paid", async () => {
    const buyer = await newBuyer(t);
    const { ticket } = await insertDayTicket(t.db, { price_cents: 1400 });
    const held = await hold(t, { ticket_id: ticket, quantity: 1, date: DAY });
    const order = await place(buyer, { items: [ticketLine(ticket, 1, [held])], total: 1400 });
    const [item] = await itemsOf(order.id);

    const response = await ticketPdf(order.id, item?.id ?? 0, order.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: "forbidden" } });
  });

  it("issues a code for a bought coupon line, prints it and lets the cart redeem it", async () => {
    const buyer = await newBuyer(t);
    const coupon = await insertCoupon(t.db, { price_cents: 2500, value_cents: 3000 });
    const order = await place(buyer, {
      items: [{ type: "Coupon", attributes: { id: coupon, quantity: 2 }, reservations: [] }],
      total: 5000,
    });
    const [item] = await itemsOf(order.id);
    // No code before the payment: an unpaid voucher is worth nothing.
    const before = await t.db.query("SELECT 1 FROM coupon_sales WHERE order_item_id = $1", [
      item?.id,
    ]);
    expect(before.rowCount).toBe(0);
    await pay(order.id, 5000);

    const sale = await t.db.query<{ code: string; value_cents: number; remaining_cents: number }>(
      "SELECT code, value_cents, remaining_cents FROM coupon_sales WHERE order_item_id = $1",
      [item?.id],
    );
    const issued = sale.rows[0];
    // One code for the line, worth its value: 2 × 30 €.
    expect(issued).toMatchObject({ value_cents: 6000, remaining_cents: 6000 });
    const response = await t.app.inject({
      method: "GET",
      url: `/api/v1/orders/${order.id}/coupons/${item?.id}.pdf?token=${order.token}`,
    });
    expect(response.statusCode).toBe(200);
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.qrCodes).toEqual([issued?.code]);
    expect(pdf.lines).toContain(issued?.code);

    const cart = await t.app.inject({
      method: "POST",
      url: "/api/v1/cart",
      payload: { items: [], coupons: [issued?.code] },
    });
    expect(cart.statusCode, cart.body).toBe(200);
    expect(cart.json().coupons[0]).toMatchObject({ code: issued?.code, value_cents: 6000 });
  });
});
