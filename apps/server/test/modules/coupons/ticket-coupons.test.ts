// The issue "venue's pages", Deliver 8; surrounding-areas §2 "Value coupons", §3 "Ticket
// coupon", "Coupon sale": a ticket coupon is sold like a coupon, no more of it than its stock
// (also when two orders race for the last one), and its code pays for its ticket's lines only.
import type { CartAnswer } from "@shop/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLedger } from "../../../src/modules/capacity/ledger";
import { recordPaymentEvent } from "../../../src/modules/orders/service";
import { engineNames } from "../../helpers/engines";
import { insertCoupon, insertCouponSale, insertDayTicket } from "../cart/cart-fixtures";
import { issuesOf } from "../catalogue/minimal-catalogue";
import {
  DAY,
  hold,
  newBuyer,
  type OrderApp,
  placeOrder,
  startOrderApp,
  ticketLine,
} from "../orders/order-app";

const couponLine = (id: number, quantity: number) => ({
  type: "Coupon",
  attributes: { id, quantity },
  reservations: [],
});

describe.each(engineNames())("ticket coupons on %s", (engine) => {
  let t: OrderApp;
  let eventNo = 0;
  beforeAll(async () => {
    t = await startOrderApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  const pay = async (orderId: number, amountCents: number, status: 30 | 40 = 30) => {
    eventNo += 1;
    const deps = { db: t.db, clock: t.clock, ledger: createLedger(), log: t.app.log };
    return recordPaymentEvent(deps, {
      eventId: `voucher-${eventNo}`,
      orderId,
      provider: "test",
      status,
      amountCents,
    });
  };
  const listed = async (id: number) => {
    const response = await t.app.inject({ method: "GET", url: "/api/v1/coupons?locale=en" });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.data.map((c: { id: number }) => c.id)).not.toContain(id);
    return body.ticket_coupons.find((c: { id: number }) => c.id === id);
  };
  const cart = async (body: object) => {
    const response = await t.app.inject({ method: "POST", url: "/api/v1/cart", payload: body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as CartAnswer;
  };
  /** A ticket coupon worth the ticket's 1400 cents, and its ticket. */
  const ticketCoupon = async (stock?: number) => {
    const { ticket } = await insertDayTicket(t.db, { price_cents: 1400, vat_pct: 0 });
    const coupon = await insertCoupon(t.db, {
      price_cents: 1400,
      value_cents: 1400,
      ticket_id: ticket,
      stock,
    });
    return { ticket, coupon };
  };
  const buyVouchers = async (coupon: number, quantity: number) =>
    placeOrder(t, await newBuyer(t), {
      items: [couponLine(coupon, quantity)],
      total: 1400 * quantity,
    });

  describe("given a ticket coupon with 3 on sale", () => {
    it("counts down as orders take vouchers, and issues codes for its ticket when paid", async () => {
      const { ticket, coupon } = await ticketCoupon(3);
      expect(await listed(coupon)).toMatchObject({
        ticket_id: ticket,
        available: 3,
        booked_out: false,
      });

      const placed = await buyVouchers(coupon, 2);
      expect(placed.statusCode, placed.body).toBe(201);
      const order = placed.json().order as { id: number };
      // Waiting for its money, the order keeps its vouchers from the next buyer.
      expect((await listed(coupon)).available).toBe(1);

      expect((await pay(order.id, 2800)).is_valid).toBe(true);
      expect(await listed(coupon)).toMatchObject({ available: 1, booked_out: false });
      const sales = await t.db.query<{ value_cents: number; voucher_ticket_id: number }>(
        `SELECT s.value_cents, s.voucher_ticket_id FROM coupon_sales s
         JOIN order_items i ON i.id = s.order_item_id WHERE i.order_id = $1`,
        [order.id],
      );
      expect(sales.rows).toEqual([{ value_cents: 2800, voucher_ticket_id: ticket }]);

      const last = await buyVouchers(coupon, 1);
      expect(last.statusCode, last.body).toBe(201);
      await pay(last.json().order.id, 1400);
      expect(await listed(coupon)).toMatchObject({ available: 0, booked_out: true });
    });

    it("gives the vouchers of a failed payment back", async () => {
      const { coupon } = await ticketCoupon(3);
      const placed = await buyVouchers(coupon, 3);
      expect(placed.statusCode, placed.body).toBe(201);
      expect((await listed(coupon)).available).toBe(0);
      await pay(placed.json().order.id, 4200, 40);
      expect(await listed(coupon)).toMatchObject({ available: 3, booked_out: false });
    });

    it("marks a cart's lines sold_out when together they ask more than are left", async () => {
      const { coupon } = await ticketCoupon(3);
      const fits = await cart({ items: [couponLine(coupon, 3)] });
      expect(fits.items.map((line) => line.error)).toEqual([null]);
      // A ticket coupon is priced like any coupon: its price, no VAT.
      expect(fits.items[0]?.info).toMatchObject({ price_cents: 1400, totalCents: 4200 });
      expect(fits.items[0]?.info.vats).toEqual([{ vat_pct: 0, price_cents: 0 }]);

      const tooMany = await cart({ items: [couponLine(coupon, 2), couponLine(coupon, 2)] });
      expect(tooMany.items.map((line) => line.error)).toEqual(["sold_out", "sold_out"]);

      const refused = await buyVouchers(coupon, 4);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: "sold_out",
        fields: { "items.0": ["sold_out"] },
      });
    });
  });

  it("lists a coupon of stock 0 as booked out and refuses its line", async () => {
    const { coupon } = await ticketCoupon(0);
    expect(await listed(coupon)).toMatchObject({ available: 0, booked_out: true });
    const answer = await cart({ items: [couponLine(coupon, 1)] });
    expect(answer.items[0]?.error).toBe("sold_out");
  });

  it("sells a coupon without stock without limit", async () => {
    const { coupon } = await ticketCoupon();
    expect(await listed(coupon)).toMatchObject({ available: null, booked_out: false });
    const answer = await cart({ items: [couponLine(coupon, 10)] });
    expect(answer.items[0]?.error).toBeNull();
  });

  it("lists a coupon whose ticket is booked out as booked out, and refuses its line", async () => {
    const { ticket, coupon } = await ticketCoupon(5);
    await t.db.query("UPDATE tickets SET booked_out = true WHERE id = $1", [ticket]);
    expect(await listed(coupon)).toMatchObject({ available: 5, booked_out: true });
    expect((await cart({ items: [couponLine(coupon, 1)] })).items[0]?.error).toBe("sold_out");
  });

  it("sells the last voucher to exactly one of two orders racing for it", async () => {
    const { coupon } = await ticketCoupon(1);
    const [first, second] = await Promise.all([newBuyer(t), newBuyer(t)]);
    if (!first || !second) throw new Error("no buyers");
    const body = { items: [couponLine(coupon, 1)], total: 1400 };
    const answers = await Promise.all([placeOrder(t, first, body), placeOrder(t, second, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const lost = answers.find((a) => a.statusCode === 409);
    expect(lost?.json().error).toMatchObject({
      code: "sold_out",
      fields: { "items.0": ["sold_out"] },
    });
    const taken = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM order_items WHERE type = 'coupon' AND product_id = $1",
      [coupon],
    );
    expect(taken.rows[0]?.n).toBe(1);
    expect((await listed(coupon)).available).toBe(0);
  });

  describe("given a voucher code for a ticket of 1400 cents", () => {
    let ticket: number;
    let other: number;
    beforeAll(async () => {
      ticket = (await insertDayTicket(t.db, { price_cents: 1400, vat_pct: 0 })).ticket;
      other = (await insertDayTicket(t.db, { price_cents: 1000, vat_pct: 0 })).ticket;
      await insertCouponSale(t.db, {
        code: "DAY-2000",
        value_cents: 2000,
        voucher_ticket_id: ticket,
      });
      await insertCouponSale(t.db, {
        code: "DAY-500",
        value_cents: 500,
        voucher_ticket_id: ticket,
      });
      await insertCouponSale(t.db, {
        code: "DAY-ALL",
        value_cents: 9000,
        voucher_ticket_id: ticket,
      });
      await insertCouponSale(t.db, { code: "VALUE-3000", value_cents: 3000 });
    });
    const lines = () => [
      { type: "Ticket", attributes: { id: ticket, date: DAY, quantity: 2 } },
      { type: "Ticket", attributes: { id: other, date: DAY, quantity: 1 } },
    ];

    it("pays that ticket's lines only, up to its value", async () => {
      const answer = await cart({ items: lines(), coupons: ["DAY-ALL"] });
      // 2 × 1400 of the ticket; the other ticket's 1000 stay to pay.
      expect(answer.coupons[0]).toMatchObject({
        code: "DAY-ALL",
        value_cents: 9000,
        value: null,
        is_voucher_for: "Ticket",
        debit_cents: 2800,
      });
      expect(answer.totals.subTotalCents).toBe(1000);

      const part = await cart({ items: lines(), coupons: ["DAY-2000"] });
      expect(part.coupons[0]?.debit_cents).toBe(2000);
      expect(part.totals.subTotalCents).toBe(3800 - 2000);
    });

    it("leaves a second voucher for the ticket only what the first did not pay", async () => {
      const answer = await cart({ items: lines(), coupons: ["DAY-2000", "DAY-ALL"] });
      expect(answer.coupons.map((c) => c.debit_cents)).toEqual([2000, 800]);
      expect(answer.totals.subTotalCents).toBe(1000);
    });

    it("pays no more than is left to pay after a value coupon", async () => {
      const answer = await cart({ items: lines(), coupons: ["VALUE-3000", "DAY-2000"] });
      expect(answer.coupons.map((c) => [c.is_voucher_for, c.debit_cents])).toEqual([
        [null, 3000],
        ["Ticket", 800],
      ]);
      expect(answer.totals.subTotalCents).toBe(0);
    });

    it("pays nothing in a cart without its ticket, and is still a valid code", async () => {
      const answer = await cart({
        items: [{ type: "Ticket", attributes: { id: other, date: DAY, quantity: 1 } }],
        coupons: ["DAY-500"],
      });
      expect(answer.coupons[0]).toMatchObject({ code: "DAY-500", is_valid: true, debit_cents: 0 });
      expect(answer.totals.subTotalCents).toBe(1000);
    });

    it("answers the lookup as a voucher for Ticket", async () => {
      const response = await t.app.inject({
        method: "GET",
        url: "/api/v1/coupon_sales/barcode/DAY-500?locale=en",
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        code: "DAY-500",
        is_valid: true,
        value_cents: 500,
        value: null,
        is_voucher_for: "Ticket",
        value_action: "debit",
        debit_cents: 0,
      });
    });

    it("debits the order as the cart does", async () => {
      const buyer = await newBuyer(t);
      const mine = await hold(t, { ticket_id: ticket, quantity: 1, date: DAY });
      const theirs = await hold(t, { ticket_id: other, quantity: 1, date: DAY });
      const placed = await placeOrder(t, buyer, {
        items: [ticketLine(ticket, 1, [mine]), ticketLine(other, 1, [theirs])],
        coupons: ["DAY-500"],
        total: 1400 + 1000 - 500,
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const left = await t.db.query<{ remaining_cents: number }>(
        "SELECT remaining_cents FROM coupon_sales WHERE code = 'DAY-500'",
      );
      expect(left.rows[0]?.remaining_cents).toBe(0);
    });
  });
});

describe("the catalogue's ticket coupons", () => {
  const withCoupon = (ticketId: number) => (catalogue: Record<string, unknown[]>) => {
    catalogue.tickets?.push({
      id: 9,
      title: { de: "Jahreskarte" },
      ticket_type: "annual",
      price_cents: 6000,
      vat_pct: 0,
    });
    catalogue.coupons = [
      { id: 1, title: { de: "Wertgutschein" }, price_cents: 2500, value_cents: 2500 },
      {
        id: 2,
        title: { de: "Gutschein" },
        price_cents: 1400,
        value_cents: 1400,
        ticket_id: ticketId,
        stock: 50,
      },
    ];
  };

  it("takes a coupon for a known ticket that is not annual", () => {
    expect(issuesOf(withCoupon(1))).toEqual([]);
  });

  it.each([
    ["an unknown ticket", 77, "coupons[1].ticket_id: unknown ticket 77"],
    ["an annual ticket", 9, "coupons[1].ticket_id: ticket 9 is annual"],
  ])("refuses a coupon for %s, naming the path", (_, ticketId, expected) => {
    const issues = issuesOf(withCoupon(ticketId));
    expect(issues, issues.join("\n")).toHaveLength(1);
    expect(issues[0]).toContain(expected);
  });

  it("refuses a negative stock, naming the path", () => {
    const issues = issuesOf((catalogue) => {
      withCoupon(1)(catalogue);
      catalogue.coupons[1].stock = -1;
    });
    expect(issues.map((issue) => issue.split(":")[0])).toEqual(["coupons[1].stock"]);
  });
});
