// The issue 33, Deliver 5: a paid order's invoice. It names the venue (settings.invoiceIssuer)
// and the buyer with their VAT numbers, the dates, per line net, rate, VAT and gross and the
// totals per rate; its number comes from a gap-free range, also under 50 orders paid at once;
// the order token is its only proof. PDFs are read back as a viewer reads them.
import { formatMoney, invoiceNumberText } from "@shop/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import { insertDayTicket, setSettings } from "../cart/cart-fixtures";
import { readPdf } from "../documents/pdf-reader";
import {
  type Buyer,
  DAY,
  hold,
  INVOICE_ISSUER,
  newBuyer,
  type OrderApp,
  placeOrder,
  startOrderApp,
  ticketLine,
} from "./order-app";
import { postPaymentEvent } from "./order-documents";

const ISSUER = INVOICE_ISSUER;
const SETTINGS = {
  donationsEnabled: true,
  couponsEnabled: true,
  shipping: "none" as const,
  maxOrderTotalCents: 50_000,
};

const eur = (cents: number) => formatMoney(cents, "en");

describe.each(engineNames())("invoices on %s", (engine) => {
  let t: OrderApp;
  let reduced: number;
  let standard: number;
  beforeEach(async () => {
    t = await startOrderApp(engine, { sweepIntervalMs: 0 });
    await setSettings(t.db, { ...SETTINGS, invoiceIssuer: ISSUER });
    ({ ticket: reduced } = await insertDayTicket(t.db, {
      price_cents: 1250,
      vat_pct: 7,
      capacity: 500,
    }));
    ({ ticket: standard } = await insertDayTicket(t.db, {
      price_cents: 2380,
      vat_pct: 19,
      capacity: 500,
    }));
  });
  afterEach(async () => {
    await t?.close();
  });

  /** 3 tickets at 7 % and 1 at 19 %, and a donation: placed, not yet paid. */
  async function place(buyer?: Buyer) {
    const a = await hold(t, { ticket_id: reduced, quantity: 3, date: DAY });
    const b = await hold(t, { ticket_id: standard, quantity: 1, date: DAY });
    const placed = await placeOrder(t, buyer ?? (await newBuyer(t)), {
      items: [ticketLine(reduced, 3, [a]), ticketLine(standard, 1, [b])],
      donations: [100],
      total: 3 * 1250 + 2380 + 100,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json().order as { id: number; token: string };
  }

  const pay = (id: number, status: 30 | 40 = 30) =>
    postPaymentEvent(t, {
      event_id: `invoice-${id}-${status}`,
      order_id: id,
      status,
      amount_cents: 3 * 1250 + 2380 + 100,
    });

  const orderOf = async (id: number, token: string) =>
    (await t.app.inject({ method: "GET", url: `/api/v1/orders/${id}?token=${token}` })).json();

  const invoicePdf = (id: number, invoiceId: number, token: string, locale = "en") =>
    t.app.inject({
      method: "GET",
      url: `/api/v1/orders/${id}/invoices/${invoiceId}.pdf?token=${token}&locale=${locale}`,
    });

  it("issues none before the payment, one numbered invoice once paid", async () => {
    const { id, token } = await place();
    expect((await orderOf(id, token)).invoices).toEqual([]);
    expect((await pay(id)).statusCode).toBe(200);
    const { invoices } = await orderOf(id, token);
    expect(invoices).toEqual([
      {
        id: expect.any(Number),
        kind: "invoice",
        number: "RE-000001",
        issued_at: new Date(t.clock()).toISOString(),
      },
    ]);
    // A replayed webhook issues nothing more.
    expect((await pay(id)).statusCode).toBe(200);
    expect((await orderOf(id, token)).invoices).toHaveLength(1);
  });

  it("states issuer, buyer, per line net, rate, VAT and gross, and the totals per rate", async () => {
    const buyer = await newBuyer(t);
    // A company customer: its billing address names the company and its VAT number.
    await t.db.query(
      "UPDATE customer_addresses SET institution = 'Reisebüro Sonne GmbH', vat_number = 'DE987654321' WHERE id = $1",
      [buyer.addressId],
    );
    const { id, token } = await place(buyer);
    await pay(id);
    const [invoice] = (await orderOf(id, token)).invoices;
    const answer = await invoicePdf(id, invoice.id, token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/pdf");
    expect(answer.headers["content-disposition"]).toBe('attachment; filename="RE-000001.pdf"');
    const pdf = await readPdf(answer.rawPayload);
    const text = pdf.lines;
    expect(pdf.title).toBe("Invoice RE-000001");
    for (const expected of [
      ISSUER.name,
      ISSUER.street,
      "10117 Berlin",
      "DE123456789",
      "Reisebüro Sonne GmbH",
      "DE987654321",
      "RE-000001",
      String(id),
    ]) {
      expect(text).toContain(expected);
    }
    // 3 × 12.50 € at 7 %: 37.50 € hold 2.45 € VAT (rounded once for the line), net 35.05 €.
    expect(text).toEqual(expect.arrayContaining(["7 %", eur(3505), eur(245), eur(3750)]));
    // 23.80 € at 19 %: 3.80 € VAT, net 20.00 €.
    expect(text).toEqual(expect.arrayContaining(["19 %", eur(2000), eur(380), eur(2380)]));
    // All lines: net 55.05 €, VAT 6.25 €, gross 61.30 €; with the donation 62.30 € due.
    expect(text).toEqual(expect.arrayContaining([eur(5505), eur(625), eur(6130), eur(6230)]));
    expect(text).toContain("Donation (not subject to VAT)");
    // The service date is the visit day.
    expect(text).toContain("2 Jun 2030");
  });

  it("prints in the asked language, the order's own by default", async () => {
    const { id, token } = await place();
    await pay(id);
    const [invoice] = (await orderOf(id, token)).invoices;
    const german = await invoicePdf(id, invoice.id, token, "de");
    const pdf = await readPdf(german.rawPayload);
    expect(pdf.title).toBe("Rechnung RE-000001");
    expect(pdf.lines).toEqual(expect.arrayContaining(["Rechnungsnummer", "USt-IdNr."]));
  });

  it("answers another order's token, or an invoice of another order, like an unknown one", async () => {
    const mine = await place();
    const theirs = await place();
    await pay(mine.id);
    await pay(theirs.id);
    const [myInvoice] = (await orderOf(mine.id, mine.token)).invoices;
    const [theirInvoice] = (await orderOf(theirs.id, theirs.token)).invoices;
    for (const answer of [
      await invoicePdf(mine.id, myInvoice.id, theirs.token),
      await invoicePdf(mine.id, theirInvoice.id, mine.token),
      await invoicePdf(mine.id, 999_999, mine.token),
      await invoicePdf(999_999, myInvoice.id, mine.token),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error.code).toBe("token_not_found");
    }
  });

  it("issues none when the venue names no issuer, nor for an unpaid order", async () => {
    await setSettings(t.db, SETTINGS);
    const { id, token } = await place();
    await pay(id);
    expect((await orderOf(id, token)).invoices).toEqual([]);
    await setSettings(t.db, { ...SETTINGS, invoiceIssuer: ISSUER });
    const failed = await place();
    await pay(failed.id, 40);
    expect((await orderOf(failed.id, failed.token)).invoices).toEqual([]);
  });

  it("never loses a payment to an invoice that fails: the order is paid, staff alerted", async () => {
    const { id, token } = await place();
    // The range's row gone: taking a number fails inside the payment's transaction.
    await t.db.query("DELETE FROM invoice_ranges WHERE range = 'invoice'");
    const answer = await pay(id);
    expect(answer.statusCode, answer.body).toBe(200);
    const order = await orderOf(id, token);
    expect(order).toMatchObject({ is_valid: true, payment_status: 30, invoices: [] });
    const alerts = await t.db.query<{ kind: string }>(
      "SELECT kind FROM alerts WHERE order_id = $1",
      [id],
    );
    expect(alerts.rows).toEqual([{ kind: "invoice_failed" }]);
  });

  /** One ticket at 7 %, placed, not yet paid: a small order (its confirmation is one page). */
  async function placeOne() {
    const held = await hold(t, { ticket_id: reduced, quantity: 1, date: DAY });
    const placed = await placeOrder(t, await newBuyer(t), {
      items: [ticketLine(reduced, 1, [held])],
      total: 1250,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json().order as { id: number; token: string };
  }

  it("numbers 50 orders paid at once 1 to 50, none twice, none skipped", async () => {
    const orders = [];
    for (let i = 0; i < 50; i++) orders.push(await placeOne());
    // Every fifth payment fails: a failed payment takes no number, and leaves no gap.
    const answers = await Promise.all(
      orders.map((order, i) =>
        postPaymentEvent(t, {
          event_id: `invoice-${order.id}`,
          order_id: order.id,
          status: i % 5 === 4 ? 40 : 30,
          amount_cents: 1250,
        }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const numbers = await t.db.query<{ number: number; order_id: number }>(
      "SELECT number, order_id FROM invoices WHERE range = 'invoice' ORDER BY number",
    );
    expect(numbers.rows.map((row) => row.number)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    const paid = orders.filter((_, i) => i % 5 !== 4).map((order) => order.id);
    expect(numbers.rows.map((row) => row.order_id).sort((a, b) => a - b)).toEqual(
      paid.sort((a, b) => a - b),
    );
    // The next one goes on from there.
    const next = await place();
    await pay(next.id);
    const [invoice] = (await orderOf(next.id, next.token)).invoices;
    expect(invoice.number).toBe(invoiceNumberText("invoice", 41));
  });
});
