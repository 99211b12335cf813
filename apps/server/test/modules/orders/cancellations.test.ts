// The issue 33, Deliver 6: a visitor cancels a line of a paid order as the venue's policy
// allows. Its places go back to the ledger at once and exactly once (two clicks at once cancel
// once), its documents are void, its value goes back onto the voucher that paid and the rest
// through the provider, a cancellation invoice refers to the invoice, a mail confirms it; past
// the policy's limit, or once its people were let in, it is refused with its code.
import { readdir } from "node:fs/promises";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { engineNames } from "../../helpers/engines";
import { counterRow } from "../../helpers/fixtures";
import { insertCouponSale, insertDayTicket, setSettings } from "../cart/cart-fixtures";
import { readPdf } from "../documents/pdf-reader";
import {
  DAY,
  hold,
  INVOICE_ISSUER,
  newBuyer,
  type OrderApp,
  placeOrder,
  startOrderApp,
  ticketLine,
} from "./order-app";
import { mailsOf, newOutboxDir, postPaymentEvent, readMail } from "./order-documents";

const SETTINGS = {
  donationsEnabled: true,
  couponsEnabled: true,
  shipping: "none" as const,
  maxOrderTotalCents: 50_000,
  invoiceIssuer: INVOICE_ISSUER,
  cancellationRules: [
    { kind: "ticket" as const, hoursBefore: 24, daysAfterOrder: null, feePercent: 10 },
  ],
};
// DAY is 2030-06-02; the visit starts at 00:00 Berlin (a day ticket), so the limit is
// 2030-06-01 00:00 Berlin, 2030-05-31 22:00 UTC. The test clock starts 2030-06-01 08:00 UTC.
const BEFORE_LIMIT = new Date("2030-05-31T21:00:00Z");
const LIMIT = "2030-05-31T22:00:00.000Z";

describe.each(engineNames())("cancelling a line on %s", (engine) => {
  let t: OrderApp;
  let outbox: string;
  let ticket: number;
  let quota: number;
  let other: number;
  beforeEach(async () => {
    outbox = await newOutboxDir();
    t = await startOrderApp(engine, { outboxDir: outbox, sweepIntervalMs: 0 });
    await setSettings(t.db, SETTINGS);
    ({ ticket, quota } = await insertDayTicket(t.db, { price_cents: 2500, capacity: 40 }));
    ({ ticket: other } = await insertDayTicket(t.db, { price_cents: 1000, capacity: 40 }));
    t.clock.set(BEFORE_LIMIT);
  });
  afterEach(async () => {
    await t?.close();
  });

  /** 4 tickets (a family) and 1 of another kind, paid: 110 € less what `coupon` pays. */
  async function paidOrder(coupon?: { code: string; cents: number }) {
    const family = await hold(t, { ticket_id: ticket, quantity: 4, date: DAY });
    const single = await hold(t, { ticket_id: other, quantity: 1, date: DAY });
    const total = 4 * 2500 + 1000 - (coupon?.cents ?? 0);
    const placed = await placeOrder(t, await newBuyer(t), {
      items: [ticketLine(ticket, 4, [family]), ticketLine(other, 1, [single])],
      coupons: coupon ? [coupon.code] : [],
      total,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { id, token } = placed.json().order as { id: number; token: string };
    const paid = await postPaymentEvent(t, {
      event_id: `cancel-${id}`,
      order_id: id,
      status: 30,
      amount_cents: total,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await vi.waitFor(async () => expect(await mailsOf(outbox, id)).toHaveLength(1), {
      timeout: 10_000,
    });
    const order = await getOrder(id, token);
    return { id, token, order, familyItem: order.items[0].id as number };
  }

  const getOrder = async (id: number, token: string) =>
    (await t.app.inject({ method: "GET", url: `/api/v1/orders/${id}?token=${token}` })).json();
  const cancel = (id: number, token: string, itemId: number) =>
    t.app.inject({
      method: "POST",
      url: `/api/v1/orders/${id}/cancellations?token=${token}`,
      payload: { item_id: itemId },
    });
  const sold = async () => (await counterRow(t.db, quota, DAY))?.sold;

  it("offers the lines the policy allows now, with their limit, fee and refund", async () => {
    const { order, familyItem } = await paidOrder();
    expect(order.cancellation_offers).toEqual([
      { item_ids: [familyItem], until: LIMIT, fee_cents: 1000, refund_cents: 9000 },
      { item_ids: [order.items[1].id], until: LIMIT, fee_cents: 100, refund_cents: 900 },
    ]);
    t.clock.set(new Date("2030-05-31T22:00:01Z"));
    expect((await getOrder(order.id, order.token)).cancellation_offers).toEqual([]);
  });

  it("gives the places back, refunds less the fee, voids the documents, invoices and mails", async () => {
    const { id, token, familyItem } = await paidOrder();
    expect(await sold()).toBe(4);
    const answer = await cancel(id, token, familyItem);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toEqual({
      item_ids: [familyItem],
      fee_cents: 1000,
      voucher_cents: 0,
      refund_cents: 9000,
      refund_status: "refunded",
      created_at: BEFORE_LIMIT.toISOString(),
    });
    // the places are free at once
    expect(await sold()).toBe(0);
    expect(t.refunds).toEqual([
      { orderId: id, amountCents: 9000, paymentModeId: 11, reference: expect.any(String) },
    ]);
    const order = await getOrder(id, token);
    expect(order.canceled).toBe(false);
    expect(order.items.map((item: { canceled: boolean }) => item.canceled)).toEqual([true, false]);
    expect(order.cancellations).toHaveLength(1);
    // the other line may still be cancelled
    expect(
      order.cancellation_offers.map((offer: { item_ids: number[] }) => offer.item_ids),
    ).toEqual([[order.items[1].id]]);
    // the line's PDF and calendar entry are void; the other line's stay
    const pdf = await t.app.inject({
      method: "GET",
      url: `/api/v1/orders/${id}/tickets/${familyItem}.pdf?token=${token}`,
    });
    expect(pdf.statusCode).toBe(403);
    const otherPdf = await t.app.inject({
      method: "GET",
      url: `/api/v1/orders/${id}/tickets/${order.items[1].id}.pdf?token=${token}`,
    });
    expect(otherPdf.statusCode).toBe(200);
    // the cancellation invoice takes the line back, keeps the fee, refers to the invoice
    expect(order.invoices.map((invoice: { number: string }) => invoice.number)).toEqual([
      "RE-000001",
      "ST-000001",
    ]);
    const stornoPdf = await t.app.inject({
      method: "GET",
      url: `/api/v1/orders/${id}/invoices/${order.invoices[1].id}.pdf?token=${token}&locale=en`,
    });
    const text = (await readPdf(stornoPdf.rawPayload)).lines;
    expect(text).toContain("Cancels invoice RE-000001");
    expect(text).toEqual(expect.arrayContaining(["-€100.00", "€10.00", "-€90.00"]));
    // the mail says what came back
    const notice = (await readdir(outbox)).find((file) =>
      file.endsWith(`-order-${id}-cancellation.eml`),
    );
    expect(notice).toBeDefined();
    const mail = await readMail(outbox, notice ?? "");
    expect(mail.subject).toContain(String(id));
    expect(mail.text).toContain("10,00");
    expect(mail.text).toContain("90,00");
    expect(mail.text).toContain(`/order/${id}/`);
  });

  it("cancels once under a double click, giving the places back exactly once", async () => {
    const { id, token, familyItem } = await paidOrder();
    const answers = await Promise.all([
      cancel(id, token, familyItem),
      cancel(id, token, familyItem),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().error.code).toBe("already_canceled");
    expect(await sold()).toBe(0);
    expect(t.refunds).toHaveLength(1);
    const rows = await t.db.query("SELECT 1 FROM order_cancellations WHERE order_id = $1", [id]);
    expect(rows.rows).toHaveLength(1);
  });

  it("refuses past the policy's limit, naming the code, and changes nothing", async () => {
    const { id, token, familyItem } = await paidOrder();
    t.clock.set(new Date("2030-05-31T22:00:01Z"));
    const answer = await cancel(id, token, familyItem);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.code).toBe("cancellation_too_late");
    expect(answer.json().error.fields).toHaveProperty("item_id");
    expect(await sold()).toBe(4);
    expect(t.refunds).toEqual([]);
  });

  it("refuses a line whose people were let in, and a kind the policy leaves out", async () => {
    const { id, token, familyItem, order } = await paidOrder();
    await t.db.query(
      "INSERT INTO ticket_check_ins (order_item_id, person, checked_in_at) VALUES ($1, 1, $2)",
      [familyItem, BEFORE_LIMIT],
    );
    const used = await cancel(id, token, familyItem);
    expect(used.statusCode).toBe(409);
    expect(used.json().error.code).toBe("already_checked_in");
    await setSettings(t.db, { ...SETTINGS, cancellationRules: [] });
    const none = await cancel(id, token, order.items[1].id);
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe("cancellation_not_allowed");
    expect(await sold()).toBe(4);
  });

  it("offers and cancels nothing of an order whose lines did not keep their holds", async () => {
    const { id, token, familyItem } = await paidOrder();
    // As an order placed before migration 0537: its places could not go back line by line.
    await t.db.query("DELETE FROM order_line_holds WHERE order_id = $1", [id]);
    expect((await getOrder(id, token)).cancellation_offers).toEqual([]);
    const answer = await cancel(id, token, familyItem);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.code).toBe("cancellation_not_allowed");
    expect(await sold()).toBe(4);
  });

  it("answers another order's token, or an item of another order, like an unknown one", async () => {
    const mine = await paidOrder();
    const theirs = await paidOrder();
    for (const answer of [
      await cancel(mine.id, theirs.token, mine.familyItem),
      await cancel(999_999, mine.token, mine.familyItem),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error.code).toBe("not_found");
    }
    const foreign = await cancel(mine.id, mine.token, theirs.familyItem);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.fields).toHaveProperty("item_id");
  });

  it("gives a voucher's value back onto it first, the rest by the payment", async () => {
    await insertCouponSale(t.db, { code: "GIFT-2030", value_cents: 3000 });
    const { id, token, familyItem } = await paidOrder({ code: "GIFT-2030", cents: 3000 });
    const answer = await cancel(id, token, familyItem);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({
      fee_cents: 1000,
      voucher_cents: 3000,
      refund_cents: 6000,
    });
    const coupon = await t.db.query<{ remaining_cents: number }>(
      "SELECT remaining_cents FROM coupon_sales WHERE code = 'GIFT-2030'",
    );
    expect(coupon.rows[0]?.remaining_cents).toBe(3000);
    expect(t.refunds.map((refund) => refund.amountCents)).toEqual([6000]);
  });

  it("cancels the order once its last line is cancelled", async () => {
    const { id, token, order } = await paidOrder();
    await setSettings(t.db, {
      ...SETTINGS,
      cancellationRules: [{ kind: "ticket", hoursBefore: 24, daysAfterOrder: null, feePercent: 0 }],
    });
    for (const item of order.items) {
      expect((await cancel(id, token, item.id)).statusCode).toBe(201);
    }
    const after = await getOrder(id, token);
    expect(after.canceled).toBe(true);
    expect(t.refunds.map((refund) => refund.amountCents)).toEqual([10_000, 1000]);
  });
});
