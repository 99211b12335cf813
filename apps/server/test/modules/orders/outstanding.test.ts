// The issue 27: an order waiting for its payment offers its buyer, in the account's order list,
// to pay it now (the payment started again through its mode's provider, answered as POST
// /orders answers) or to cancel it (its places and voucher value given back). Only the buyer's
// own orders; one paid or sold on invoice refuses to be canceled, naming why. On both engines.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLedger } from "../../../src/modules/capacity/ledger";
import { recordPaymentEvent } from "../../../src/modules/orders/service";
import { engineNames } from "../../helpers/engines";
import { counterRow } from "../../helpers/fixtures";
import { insertCouponSale, insertDayTicket } from "../cart/cart-fixtures";
import {
  type Buyer,
  DAY,
  hold,
  newBuyer,
  type OrderApp,
  placeOrder,
  startOrderApp,
  ticketLine,
} from "./order-app";

const HOLD_MINUTES = 30;
const GRACE_MINUTES = 15;

describe.each(engineNames())("an outstanding order in the account on %s", (engine) => {
  let t: OrderApp;
  beforeAll(async () => {
    t = await startOrderApp(engine, {
      holdMinutes: HOLD_MINUTES,
      unpaidOrderGraceMinutes: GRACE_MINUTES,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function unpaidOrder(code: string, buyer?: Buyer) {
    await insertCouponSale(t.db, { code, value_cents: 500 });
    const owner = buyer ?? (await newBuyer(t));
    const { ticket, quota } = await insertDayTicket(t.db, { price_cents: 1000, capacity: 10 });
    const held = await hold(t, { ticket_id: ticket, quantity: 2, date: DAY });
    const placed = await placeOrder(t, owner, {
      items: [ticketLine(ticket, 2, [held])],
      coupons: [code],
      total: 1500,
    });
    if (placed.statusCode !== 201) throw new Error(placed.body);
    return { id: placed.json().order.id as number, token: placed.json().order.token, quota, owner };
  }
  const remaining = async (code: string) =>
    (
      await t.db.query<{ remaining_cents: number }>(
        "SELECT remaining_cents FROM coupon_sales WHERE code = $1",
        [code],
      )
    ).rows[0]?.remaining_cents;
  const call = (what: "payment" | "cancel", id: number, cookie?: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/v1/orders/${id}/${what}?locale=en`,
      headers: cookie ? { cookie } : {},
    });

  it("cancels it for its buyer: the places and the voucher value come back", async () => {
    const order = await unpaidOrder("CANCEL-1");
    expect(await counterRow(t.db, order.quota, DAY)).toMatchObject({ held: 2, sold: 0 });
    expect(await remaining("CANCEL-1")).toBe(0);

    const canceled = await call("cancel", order.id, order.owner.cookie);

    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json()).toMatchObject({ id: order.id, canceled: true, is_valid: false });
    expect(await counterRow(t.db, order.quota, DAY)).toMatchObject({ held: 0, sold: 0 });
    expect(await remaining("CANCEL-1")).toBe(500);
    // once: a second cancel answers the order as it is and gives nothing back twice
    const again = await call("cancel", order.id, order.owner.cookie);
    expect(again.statusCode, again.body).toBe(200);
    expect(await remaining("CANCEL-1")).toBe(500);
    // and it can no longer be paid
    const pay = await call("payment", order.id, order.owner.cookie);
    expect(pay.statusCode, pay.body).toBe(409);
    expect(pay.json().error.code).toBe("order_canceled");
  });

  it("lets nobody else cancel or pay it, and asks for a session", async () => {
    const order = await unpaidOrder("CANCEL-2");
    const stranger = await newBuyer(t);
    for (const what of ["cancel", "payment"] as const) {
      const foreign = await call(what, order.id, stranger.cookie);
      expect(foreign.statusCode, foreign.body).toBe(404);
      expect(foreign.json().error.code).toBe("not_found");
      const anonymous = await call(what, order.id);
      expect(anonymous.statusCode, anonymous.body).toBe(401);
    }
    expect(await counterRow(t.db, order.quota, DAY)).toMatchObject({ held: 2 });
    expect(await remaining("CANCEL-2")).toBe(0);
  });

  it("refuses to cancel a paid order with 409 order_not_cancelable naming why", async () => {
    const order = await unpaidOrder("PAID-1");
    await recordPaymentEvent(
      { db: t.db, clock: t.clock, ledger: createLedger(), log: t.app.log },
      {
        eventId: `paid-${order.id}`,
        orderId: order.id,
        provider: "test",
        status: 30,
        amountCents: 1500,
      },
    );

    const refused = await call("cancel", order.id, order.owner.cookie);

    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: "order_not_cancelable",
      message: "The order is paid",
    });
    expect(await counterRow(t.db, order.quota, DAY)).toMatchObject({ held: 0, sold: 2 });
    const pay = await call("payment", order.id, order.owner.cookie);
    expect(pay.statusCode, pay.body).toBe(409);
    expect(pay.json().error.code).toBe("conflict");
  });

  it("starts its payment again through the provider and mode it was placed with", async () => {
    const order = await unpaidOrder("PAY-1");
    const before = t.started.length;

    const paid = await call("payment", order.id, order.owner.cookie);

    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({
      meta: {
        status: "pending",
        payment_url: `https://pay.example.org/${order.id}`,
        shop_behavior: "redirect",
        payment_data: null,
      },
      order: { id: order.id, token: order.token },
    });
    expect(t.started.slice(before)).toMatchObject([
      { orderId: order.id, orderToken: order.token, amountCents: 1500, paymentModeId: 11 },
    ]);
    // the order keeps its places while it waits
    expect(await counterRow(t.db, order.quota, DAY)).toMatchObject({ held: 2, sold: 0 });
  });

  it("expires an order whose time is up instead of paying it", async () => {
    const order = await unpaidOrder("LATE-1");
    // past its holds' time plus the grace, the buyer still signed in
    t.clock.advance((HOLD_MINUTES + GRACE_MINUTES) * 60_000 + 1000);

    const late = await call("payment", order.id, order.owner.cookie);

    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().error.code).toBe("order_canceled");
    expect(await counterRow(t.db, order.quota, DAY)).toMatchObject({ held: 0, sold: 0 });
    expect(await remaining("LATE-1")).toBe(500);
  });
});
