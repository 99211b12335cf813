// spec selling-core §7: the confirmation e-mail with the order's PDFs goes out once, when the
// order becomes valid: a free or collective-invoice order at creation, a paid one on payment
// event 30. It is written to OUTBOX_DIR (no SMTP_URL in tests); a webhook replayed sends
// nothing more, and a failure to send is logged and never undoes the sale.

import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLedger } from "../../../src/modules/capacity/ledger";
import { createConfirmationMailer } from "../../../src/modules/orders/confirmation";
import { recordPaymentEvent } from "../../../src/modules/orders/service";
import { engineNames } from "../../helpers/engines";
import { counterRow } from "../../helpers/fixtures";
import { testConfig } from "../../helpers/test-app";
import { GUEST } from "../auth/guest-session";
import { insertDayTicket } from "../cart/cart-fixtures";
import { SIGNING } from "../documents/fixtures";
import {
  type Buyer,
  DAY,
  hold,
  newBuyer,
  type OrderApp,
  startOrderApp,
  ticketLine,
} from "./order-app";
import { mailsOf, newOutboxDir, postPaymentEvent, readMail } from "./order-documents";

const DEMO_CARD = 2;
const COLLECTIVE_INVOICE = 6;

describe.each(engineNames())("the order confirmation on %s", (engine) => {
  let t: OrderApp;
  let outbox: string;
  let open = false;
  beforeEach(async () => {
    outbox = await newOutboxDir();
    t = await startOrderApp(engine, { outboxDir: outbox });
    open = true;
  });
  // Closing the app waits for the mails being sent: after it, the outbox is final.
  const close = async () => {
    if (open) await t.close();
    open = false;
  };
  afterEach(close);

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

  async function ticketOrder(priceCents: number, body: object = {}, locale = "de") {
    const buyer = await newBuyer(t);
    const { ticket, quota } = await insertDayTicket(t.db, { price_cents: priceCents });
    const held = await hold(t, { ticket_id: ticket, quantity: 2, date: DAY });
    const order = await place(
      buyer,
      { items: [ticketLine(ticket, 2, [held])], total: 2 * priceCents, ...body },
      locale,
    );
    return { ...order, buyer, quota };
  }

  const sentAt = async (orderId: number) =>
    (
      await t.db.query<{ confirmation_sent_at: Date | null }>(
        "SELECT confirmation_sent_at FROM orders WHERE id = $1",
        [orderId],
      )
    ).rows[0]?.confirmation_sent_at ?? null;

  const oneMail = async (orderId: number) => {
    await vi.waitFor(async () => expect(await mailsOf(outbox, orderId)).toHaveLength(1), {
      timeout: 5000,
    });
    const [file] = await mailsOf(outbox, orderId);
    return readMail(outbox, file ?? "");
  };

  it("sends one mail with the ticket PDF when the payment completes, none for a replay", async () => {
    const order = await ticketOrder(1400, {}, "en");
    expect(await mailsOf(outbox, order.id)).toEqual([]);
    const paid = {
      event_id: "mail-30",
      order_id: order.id,
      status: 30,
      amount_cents: 2800,
    } as const;
    expect((await postPaymentEvent(t, paid)).statusCode).toBe(200);

    const mail = await oneMail(order.id);
    expect(mail.to).toEqual([{ address: GUEST.email, name: "" }]);
    expect(mail.subject).toBe(`Your order ${order.id}`);
    const items = await t.db.query<{ id: number }>(
      "SELECT id FROM order_items WHERE order_id = $1",
      [order.id],
    );
    expect(mail.attachments.map((a) => [a.filename, a.mimeType])).toEqual([
      [`ticket-${order.id}-${items.rows[0]?.id}.pdf`, "application/pdf"],
    ]);
    expect(await sentAt(order.id)).toEqual(t.clock());

    // The provider retries its webhook: the same event three times, then a late duplicate.
    for (let i = 0; i < 3; i += 1) {
      expect((await postPaymentEvent(t, paid)).statusCode).toBe(200);
    }
    await postPaymentEvent(t, { ...paid, event_id: "mail-30-again" });
    await close();
    expect(await mailsOf(outbox, order.id)).toHaveLength(1);
  });

  it("sends nothing while the order is outstanding or when its payment fails", async () => {
    const order = await ticketOrder(1400);
    const failed = { event_id: "mail-40", order_id: order.id, status: 40, amount_cents: 2800 };
    expect((await postPaymentEvent(t, failed as never)).statusCode).toBe(200);
    expect(await sentAt(order.id)).toBeNull();
    await close();
    expect(await mailsOf(outbox, order.id)).toEqual([]);
  });

  it("sends the mail of a free order when it is placed", async () => {
    const order = await ticketOrder(0, { payment_mode_id: null });
    const mail = await oneMail(order.id);
    expect(mail.subject).toBe(`Ihre Bestellung ${order.id}`);
    expect(mail.attachments).toHaveLength(1);
  });

  it("sends the mail of a collective-invoice order when it is placed", async () => {
    const buyer = await newBuyer(t);
    await t.db.query(
      "UPDATE customer_addresses SET has_collective_invoice_payment = true WHERE id = $1",
      [buyer.addressId],
    );
    const { ticket } = await insertDayTicket(t.db, { price_cents: 1400 });
    const held = await hold(t, { ticket_id: ticket, quantity: 1, date: DAY });
    const order = await place(buyer, {
      items: [ticketLine(ticket, 1, [held])],
      total: 1400,
      payment_mode_id: COLLECTIVE_INVOICE,
    });
    const mail = await oneMail(order.id);
    expect(mail.attachments).toHaveLength(1);
  });

  it("logs a failed send at error level and keeps the sale", async () => {
    const order = await ticketOrder(1400);
    // A file where the outbox folder should be: writing the mail fails.
    const blocked = join(await newOutboxDir(), "not-a-folder");
    await writeFile(blocked, "");
    const errors: unknown[][] = [];
    const log = Object.assign(Object.create(t.app.log), {
      error: (...args: unknown[]) => errors.push(args),
    }) as FastifyBaseLogger;
    const confirmations = createConfirmationMailer({
      db: t.db,
      log,
      publicOrigin: () => "http://127.0.0.1:3000",
      mail: {
        config: testConfig({ outboxDir: blocked }),
        ticketSigningKeys: SIGNING,
        clock: t.clock,
      },
    });
    const event = {
      eventId: "mail-fail",
      orderId: order.id,
      provider: "test",
      status: 30,
      amountCents: 2800,
    } as const;

    const result = await recordPaymentEvent(
      { db: t.db, clock: t.clock, ledger: createLedger(), log, confirmations },
      event,
    );
    await confirmations.idle();

    expect(result).toMatchObject({ applied: true, payment_status: 30, is_valid: true });
    expect(await counterRow(t.db, order.quota, DAY)).toMatchObject({ sold: 2, held: 0 });
    expect(errors.map(([, message]) => message)).toEqual(["sending the order confirmation failed"]);
    expect(errors[0]?.[0]).toMatchObject({ orderId: order.id });
    // Not marked as sent: staff can see the mail is missing and send it again.
    expect(await sentAt(order.id)).toBeNull();
  });
});
