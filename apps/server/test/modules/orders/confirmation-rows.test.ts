// The issue "what a visitor trips over", items 2 and 3: the confirmation e-mail lists every row
// of the order's total — each ticket line with its museums and its day (and start time), the
// donation, the postage, what each coupon paid (a minus) — and the rows add up to the total it
// states, which is the order's own. A posted order names its delivery address and claims no PDF
// in the mail; a collective-invoice order says it will be invoiced; every mail links to a page
// of the shop that shows the order. Read from the .eml in OUTBOX_DIR, as a customer gets it.
import { WEEKDAYS } from "@shop/core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { parseCatalogue } from "../../../src/modules/catalogue/format";
import { loadCatalogue } from "../../../src/modules/catalogue/load-catalogue";
import { engineNames } from "../../helpers/engines";
import { insertQuota, nextId } from "../../helpers/fixtures";
import { TEST_NOW } from "../../helpers/test-app";
import { GUEST } from "../auth/guest-session";
import {
  insertCouponSale,
  insertPricedTicket,
  insertShippingItem,
  setSettings,
} from "../cart/cart-fixtures";
import { DATE, EVENT, eventCatalogue } from "../events/event-catalogue";
import { type Buyer, DAY, hold, newBuyer, type OrderApp, startOrderApp } from "./order-app";
import { mailsOf, newOutboxDir, postPaymentEvent, readMail } from "./order-documents";

const DEMO_CARD = 2;
const COLLECTIVE_INVOICE = 6;
const NEXT_DAY = "2030-06-03";
const ORIGIN = "http://127.0.0.1:3000";

/** The amount at the end of a German mail row ("… – -10,00 €") in cents. */
function centsOf(row: string): number {
  const match = /(-|\u2212)?(\d{1,3}(?:\.\d{3})*),(\d{2})\u00a0€$/.exec(row);
  if (!match) throw new Error(`no amount at the end of "${row}"`);
  const cents = Number(match[2]?.replaceAll(".", "")) * 100 + Number(match[3]);
  return match[1] ? -cents : cents;
}

/** The rows of the order summary: the text part's lines that start with "- ". */
function rowsOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.startsWith("- "))
    .map((line) => line.slice(2));
}

function statedTotal(text: string): number {
  const line = text.split(/\r?\n/).find((l) => l.startsWith("Gesamtbetrag: "));
  if (!line) throw new Error("the mail states no total");
  return centsOf(line);
}

describe.each(engineNames())("the rows of the order confirmation on %s", (engine) => {
  let t: OrderApp;
  let outbox: string;
  let kunsthalle: number;
  let naturkunde: number;
  beforeEach(async () => {
    outbox = await newOutboxDir();
    t = await startOrderApp(engine, { outboxDir: outbox, publicUrl: ORIGIN });
    await setSettings(t.db, {
      donationsEnabled: true,
      couponsEnabled: true,
      shipping: "optional",
      maxOrderTotalCents: 50_000,
    });
    // 3,90 € with VAT included: the order is charged 390.
    await insertShippingItem(t.db, { price_cents: 390, vat_pct: 19, tax_included: true });
    kunsthalle = await insertMuseum("Kunsthalle am Fluss", 1);
    naturkunde = await insertMuseum("Naturkundemuseum", 2);
  });
  afterEach(async () => {
    await t?.close();
  });

  // Open every day, so that the days sold are days the houses sell (issue 27 item 1).
  const openDaily = JSON.stringify({
    regular: Object.fromEntries(
      WEEKDAYS.map((weekday) => [weekday, [{ open: "10:00", close: "18:00" }]]),
    ),
    exceptions: [],
  });

  async function insertMuseum(title: string, sortOrder: number): Promise<number> {
    const id = nextId();
    await t.db.query(
      "INSERT INTO museums (id, title, sort_order, opening_hours) VALUES ($1, $2, $3, $4)",
      [id, JSON.stringify({ de: title }), sortOrder, openDaily],
    );
    return id;
  }

  /** A ticket titled `title` in `museums`, on its own day quota. */
  async function ticketIn(
    title: string,
    museums: number[],
    priceCents: number,
    type: "normal" | "time_slot" = "normal",
  ): Promise<number> {
    const quota = await insertQuota(t.db, { kind: "day", capacity: 20 });
    const id = await insertPricedTicket(t.db, {
      price_cents: priceCents,
      ticket_type: type,
      quotaIds: [quota],
    });
    await t.db.query("UPDATE tickets SET title = $2 WHERE id = $1", [
      id,
      JSON.stringify({ de: title }),
    ]);
    for (const museum of museums) {
      await t.db.query("INSERT INTO ticket_museums (ticket_id, museum_id) VALUES ($1, $2)", [
        id,
        museum,
      ]);
    }
    return id;
  }

  async function line(ticket: number, quantity: number, date: string, time?: string) {
    const held = await hold(t, {
      ticket_id: ticket,
      quantity,
      date,
      ...(time === undefined ? {} : { time }),
    });
    return {
      type: "Ticket",
      attributes: { id: ticket, date, quantity, ...(time === undefined ? {} : { time }) },
      reservations: [held],
    };
  }

  async function addDeliveryAddress(buyer: Buyer): Promise<number> {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/customer/customer_addresses",
      headers: { cookie: buyer.cookie },
      payload: {
        adressat: "Grace Hopper",
        street: "Hafenstraße 12",
        zip: "20457",
        city: "Hamburg",
        country_id: 60,
        adress_type_id: 2,
      },
    });
    if (response.statusCode !== 201) throw new Error(`adding an address failed: ${response.body}`);
    return response.json().id;
  }

  async function place(buyer: Buyer, body: object) {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/orders?locale=de",
      payload: { billing_address_id: buyer.addressId, payment_mode_id: DEMO_CARD, ...body },
      headers: { cookie: buyer.cookie },
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().order as { id: number; token: string };
  }

  async function pay(order: { id: number }, amountCents: number) {
    const response = await postPaymentEvent(t, {
      event_id: `rows-${order.id}`,
      order_id: order.id,
      status: 30,
      amount_cents: amountCents,
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  async function mailOf(orderId: number) {
    await vi.waitFor(async () => expect(await mailsOf(outbox, orderId)).toHaveLength(1), {
      timeout: 5000,
    });
    const [file] = await mailsOf(outbox, orderId);
    return readMail(outbox, file ?? "");
  }

  async function orderTotal(orderId: number): Promise<number> {
    const result = await t.db.query<{ total_price_cents: number }>(
      "SELECT total_price_cents FROM orders WHERE id = $1",
      [orderId],
    );
    return result.rows[0]?.total_price_cents ?? Number.NaN;
  }

  it("lists every row of a posted order with donation and voucher, and they add up to its total", async () => {
    const adultsHall = await ticketIn("Erwachsene", [kunsthalle], 1600);
    const adultsNature = await ticketIn("Erwachsene", [naturkunde], 1200);
    const combi = await ticketIn("Kombiticket", [naturkunde, kunsthalle], 2000);
    const slot = await ticketIn("Zeitfenster", [kunsthalle], 1000, "time_slot");
    await insertCouponSale(t.db, { code: "GIFT-10", value_cents: 1000 });
    const buyer = await newBuyer(t);
    const delivery = await addDeliveryAddress(buyer);
    const items = [
      await line(adultsHall, 2, DAY),
      await line(adultsNature, 1, DAY),
      await line(adultsHall, 1, NEXT_DAY),
      await line(combi, 2, DAY),
      await line(slot, 1, DAY, "11:00"),
    ];
    // 3200 + 1200 + 1600 + 4000 + 1000 items, 100 donation, 390 postage, −1000 voucher
    const order = await place(buyer, {
      items,
      donations: [100],
      coupons: ["GIFT-10"],
      shipping: true,
      shipping_address_id: delivery,
      total: 10_490,
    });
    await pay(order, 10_490);

    const mail = await mailOf(order.id);
    const rows = rowsOf(mail.text ?? "");
    expect(rows).toEqual([
      "2 × Erwachsene – Kunsthalle am Fluss – Sonntag, 2. Juni 2030 – 32,00\u00a0€",
      "1 × Erwachsene – Naturkundemuseum – Sonntag, 2. Juni 2030 – 12,00\u00a0€",
      "1 × Erwachsene – Kunsthalle am Fluss – Montag, 3. Juni 2030 – 16,00\u00a0€",
      "2 × Kombiticket – Kunsthalle am Fluss und Naturkundemuseum – Sonntag, 2. Juni 2030 – 40,00\u00a0€",
      "1 × Zeitfenster – Kunsthalle am Fluss – Sonntag, 2. Juni 2030, 11:00 – 10,00\u00a0€",
      "Spende – 1,00\u00a0€",
      "Versand – 3,90\u00a0€",
      "Gutschein GIFT-10 – -10,00\u00a0€",
    ]);
    const sum = rows.reduce((total, row) => total + centsOf(row), 0);
    expect(statedTotal(mail.text ?? "")).toBe(sum);
    expect(await orderTotal(order.id)).toBe(sum);
    // the HTML part lists the same rows
    for (const row of rows) expect(mail.html).toContain(`<li>${row}</li>`);

    // posted: the address it goes to, and no claim of PDFs in the mail (none are attached)
    expect(mail.text).toContain(
      "Ihre Tickets und Gutscheine senden wir per Post an diese Adresse:\nGrace Hopper\nHafenstraße 12\n20457 Hamburg\nDeutschland",
    );
    expect(mail.text).not.toContain("Anhang");
    expect(mail.attachments).toEqual([]);
    expect(mail.html).toContain("Grace Hopper<br>Hafenstraße 12<br>20457 Hamburg<br>Deutschland");
  });

  it("posts an order that names no delivery address to its billing address", async () => {
    const ticket = await ticketIn("Erwachsene", [kunsthalle], 1600);
    const order = await place(await newBuyer(t), {
      items: [await line(ticket, 1, DAY)],
      shipping: true,
      total: 1990,
    });
    await pay(order, 1990);

    const mail = await mailOf(order.id);
    expect(rowsOf(mail.text ?? "")).toEqual([
      "1 × Erwachsene – Kunsthalle am Fluss – Sonntag, 2. Juni 2030 – 16,00\u00a0€",
      "Versand – 3,90\u00a0€",
    ]);
    expect(mail.text).toContain(
      `per Post an diese Adresse:\nAda Lovelace\n${GUEST.addr_street}\n10115 Berlin\nDeutschland\n`,
    );
    expect(mail.attachments).toEqual([]);
  });

  it("says a print-at-home order's tickets are attached, and names no address", async () => {
    const ticket = await ticketIn("Erwachsene", [kunsthalle], 1600);
    const buyer = await newBuyer(t);
    const order = await place(buyer, {
      items: [await line(ticket, 1, DAY)],
      shipping: false,
      total: 1600,
    });
    await pay(order, 1600);

    const mail = await mailOf(order.id);
    expect(rowsOf(mail.text ?? "")).toEqual([
      "1 × Erwachsene – Kunsthalle am Fluss – Sonntag, 2. Juni 2030 – 16,00\u00a0€",
    ]);
    expect(mail.text).toContain(
      "Ihre Tickets und Gutscheine finden Sie als PDF im Anhang dieser E-Mail.",
    );
    expect(mail.text).not.toContain("per Post");
    expect(mail.text).not.toContain(GUEST.addr_street);
    expect(mail.attachments).toHaveLength(1);
  });

  it("says a collective-invoice order will be invoiced", async () => {
    const ticket = await ticketIn("Erwachsene", [kunsthalle], 1600);
    const buyer = await newBuyer(t);
    await t.db.query(
      "UPDATE customer_addresses SET has_collective_invoice_payment = true WHERE id = $1",
      [buyer.addressId],
    );
    const order = await place(buyer, {
      items: [await line(ticket, 1, DAY)],
      shipping: false,
      total: 1600,
      payment_mode_id: COLLECTIVE_INVOICE,
    });

    const mail = await mailOf(order.id);
    expect(mail.text).toContain(
      "Sie haben auf Rechnung bestellt: Wir stellen Ihnen diese Bestellung mit Ihrer nächsten Sammelrechnung in Rechnung.",
    );
    expect(statedTotal(mail.text ?? "")).toBe(1600);
  });

  it("says nothing of an invoice for an order paid by card", async () => {
    const ticket = await ticketIn("Erwachsene", [kunsthalle], 1600);
    const order = await place(await newBuyer(t), {
      items: [await line(ticket, 1, DAY)],
      shipping: false,
      total: 1600,
    });
    await pay(order, 1600);

    expect((await mailOf(order.id)).text).not.toContain("Rechnung");
  });

  it.each([
    ["a guest", 10],
    ["a customer with an account", 20],
  ])("links %s to the order page, its token the proof (issue 33)", async (_who, level) => {
    const ticket = await ticketIn("Erwachsene", [kunsthalle], 1600);
    const buyer = await newBuyer(t);
    await t.db.query("UPDATE customers SET level = $2 WHERE id = $1", [buyer.customerId, level]);
    const order = await place(buyer, {
      items: [await line(ticket, 1, DAY)],
      shipping: false,
      total: 1600,
    });
    await pay(order, 1600);

    const mail = await mailOf(order.id);
    const link = `${ORIGIN}/order/${order.id}/${order.token}?lang=de`;
    expect(mail.text).toContain(`Ihre Bestellung können Sie jederzeit hier ansehen:\n${link}`);
    expect(mail.html).toContain(`<a href="${link}">`);
    // the page reads the order with the link's id and token (GET /orders/{id}?token), signed out
    const [, , id, token] = new URL(link).pathname.split("/");
    const shown = await t.app.inject({ method: "GET", url: `/api/v1/orders/${id}?token=${token}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().total_price_cents).toBe(1600);
    // the issue 33: its visit's calendar file, by the same token
    const calendar = `${ORIGIN}/api/v1/orders/${order.id}/calendar.ics?token=${order.token}&locale=de`;
    expect(mail.text).toContain(`Ihre Termine für Ihren Kalender:\n${calendar}`);
    const file = await t.app.inject({ method: "GET", url: calendar.slice(ORIGIN.length) });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain("BEGIN:VEVENT");
  });
});

describe.each(engineNames())("the confirmation's event lines on %s", (engine) => {
  let t: OrderApp;
  let outbox: string;
  beforeAll(async () => {
    outbox = await newOutboxDir();
    t = await startOrderApp(engine, { outboxDir: outbox, publicUrl: ORIGIN }, async (db) => {
      await loadCatalogue(db, parseCatalogue(eventCatalogue()), {
        now: new Date(TEST_NOW),
        source: "test",
      });
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("names an event date's house, its day and its start time", async () => {
    const blocked = await t.app.inject({
      method: "POST",
      url: `/api/v1/events/${EVENT.lecture}/dates/${DATE.lectureJune}/blockings`,
      payload: { quantity: 1 },
      remoteAddress: "192.0.2.77",
    });
    expect(blocked.statusCode, blocked.body).toBe(201);
    const { token, valid_until } = blocked.json();
    const buyer = await newBuyer(t);
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/v1/orders?locale=de",
      headers: { cookie: buyer.cookie },
      payload: {
        billing_address_id: buyer.addressId,
        payment_mode_id: DEMO_CARD,
        items: [
          {
            type: "Event",
            attributes: { id: DATE.lectureJune, quantities: { 1: 1 } },
            reservations: [{ token, valid_until }],
          },
        ],
        total: 500,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().order as { id: number };
    const paid = await postPaymentEvent(t, {
      event_id: `rows-event-${order.id}`,
      order_id: order.id,
      status: 30,
      amount_cents: 500,
    });
    expect(paid.statusCode, paid.body).toBe(200);

    await vi.waitFor(async () => expect(await mailsOf(outbox, order.id)).toHaveLength(1), {
      timeout: 5000,
    });
    const [file] = await mailsOf(outbox, order.id);
    const mail = await readMail(outbox, file ?? "");
    expect(rowsOf(mail.text ?? "")).toEqual([
      "1 × Vortragsreihe Urzeit (Eintritt) – Naturkundemuseum – Mittwoch, 5. Juni 2030, 18:00 – 5,00\u00a0€",
    ]);
    expect(statedTotal(mail.text ?? "")).toBe(500);
  });
});
