// Issue 31, Deliver 4 and Checks: goods in the cart and the order on both engines — a line at its
// price less discount with its own VAT rate beside the tickets', a cart with goods always posted
// with the shipping items its goods name (each once), an order sold only with the hold of exactly
// its pieces, paid, its pieces then sold, and a confirmation listing goods and postage with the
// right of withdrawal; goods have no PDF.
import { readFile } from "node:fs/promises";
import { CartAnswer } from "@shop/core/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { parseCatalogue } from "../../../src/modules/catalogue/format";
import { loadCatalogue } from "../../../src/modules/catalogue/load-catalogue";
import { engineNames } from "../../helpers/engines";
import { TEST_NOW } from "../../helpers/test-app";
import { setSettings } from "../cart/cart-fixtures";
import {
  type Buyer,
  hold as holdTicket,
  newBuyer,
  type OrderApp,
  startOrderApp,
} from "../orders/order-app";
import { mailsOf, newOutboxDir, postPaymentEvent, readMail } from "../orders/order-documents";
import { TICKET } from "../shop/fixture-catalogue";
import { ARTICLE, merchandiseCatalogue, SHIPPING } from "./merchandise-catalogue";

const DEMO_CARD = 2;
const DAY = "2030-06-02";

interface Held {
  token: string;
  valid_until: string;
}

const messages = async (): Promise<Record<string, string>> =>
  JSON.parse(
    await readFile(new URL("../../../src/i18n/messages/en.json", import.meta.url), "utf8"),
  );

const goods = (id: number, quantity: number, reservations: Held[] = []) => ({
  type: "Merchandise",
  attributes: { id, quantity },
  reservations,
});
const adultTicket = (quantity: number, reservations: Held[] = []) => ({
  type: "Ticket",
  attributes: { id: TICKET.adult, date: DAY, quantity },
  reservations,
});

describe.each(engineNames())("merchandise lines on %s", (engine) => {
  let t: OrderApp;
  let paymentNo = 0;
  let outbox: string;
  beforeAll(async () => {
    outbox = await newOutboxDir();
    t = await startOrderApp(engine, { outboxDir: outbox }, async (db) => {
      await loadCatalogue(db, parseCatalogue(merchandiseCatalogue()), {
        now: new Date(TEST_NOW),
        source: "test",
      });
    });
    // startOrderApp's settings do not ship; the catalogue's do, optionally.
    await setSettings(t.db, {
      donationsEnabled: true,
      couponsEnabled: true,
      shipping: "optional",
      maxOrderTotalCents: 50_000,
    });
  });
  beforeEach(() => {
    t.clock.set(TEST_NOW);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function holdGoods(id: number, quantity: number, from = "192.0.2.70"): Promise<Held> {
    const response = await t.app.inject({
      method: "POST",
      url: `/api/v1/merchandises/${id}/reservations`,
      payload: { quantity },
      remoteAddress: from,
    });
    if (response.statusCode !== 201) throw new Error(`goods hold failed: ${response.body}`);
    const { token, valid_until } = response.json();
    return { token, valid_until };
  }
  const priceCart = async (items: object[], shipping: boolean | null = null) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/cart?locale=en",
      payload: { items, shipping },
    });
    expect(response.statusCode, response.body).toBe(200);
    return CartAnswer.parse(response.json());
  };
  const charged = (cart: CartAnswer) =>
    cart.totals.shippingItems.map((item) => [item.id, item.price_cents]);
  const place = (buyer: Buyer, items: object[], total: number, shipping: boolean | null = null) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/orders?locale=en",
      payload: {
        billing_address_id: buyer.addressId,
        payment_mode_id: DEMO_CARD,
        items,
        total,
        shipping,
      },
      headers: { cookie: buyer.cookie },
    });
  const paidMail = async (order: { id: number }, amount: number) => {
    paymentNo += 1;
    const paid = await postPaymentEvent(t, {
      event_id: `goods-${engine}-${paymentNo}`,
      order_id: order.id,
      status: 30,
      amount_cents: amount,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await vi.waitFor(async () => expect(await mailsOf(outbox, order.id)).toHaveLength(1), {
      timeout: 5000,
    });
    const [file] = await mailsOf(outbox, order.id);
    return readMail(outbox, file ?? "");
  };

  it("prices goods at their price less discount, one VAT row per rate beside the tickets'", async () => {
    const cart = await priceCart(
      [
        goods(ARTICLE.poster, 2),
        goods(ARTICLE.catalogue, 1),
        goods(ARTICLE.postcards, 1),
        adultTicket(1),
      ],
      false,
    );
    expect(cart.items.map((line) => [line.info.price_cents, line.info.totalCents])).toEqual([
      [1500, 3000],
      [2990, 2990],
      // 10 % off 10 €
      [900, 900],
      [1200, 1200],
    ]);
    expect(cart.items[0]?.info.vats).toEqual([{ vat_pct: 7, price_cents: 196 }]);
    // 7 %: 3000 × 7/107 = 196,26 → 196 and 2990 × 7/107 = 195,61 → 196, one row of 392;
    // 19 %: 900 × 19/119 = 143,70 → 144; the ticket's 0 % row stays, at 0.
    expect(cart.totals.vats).toEqual([
      { vat_pct: 0, price_cents: 0 },
      { vat_pct: 7, price_cents: 392 },
      { vat_pct: 19, price_cents: 144 },
    ]);
    // posted although the cart said false: the parcel (poster, catalogue) and the letter
    // (postcards), each once; 490 × 19/119 = 78,24 → 78 and 190 × 19/119 = 30,34 → 30
    expect(charged(cart)).toEqual([
      [SHIPPING.parcel, 490],
      [SHIPPING.letter, 190],
    ]);
    expect(cart.totals.shippingVats).toEqual([{ vat_pct: 19, price_cents: 108 }]);
    expect(cart.totals.subTotalCentsWithoutShipping).toBe(3000 + 2990 + 900 + 1200);
    expect(cart.totals.subTotalCents).toBe(3000 + 2990 + 900 + 1200 + 490 + 190);
  });

  it.each([[false], [null]])(
    "posts a cart with goods with shipping %s, charging their shipping item once",
    async (shipping) => {
      const two = await priceCart(
        [goods(ARTICLE.poster, 1), goods(ARTICLE.catalogue, 1), adultTicket(1)],
        shipping,
      );
      expect(charged(two)).toEqual([[SHIPPING.parcel, 490]]);
      expect(two.totals.subTotalCents).toBe(1500 + 2990 + 1200 + 490);
      const letter = await priceCart([goods(ARTICLE.postcards, 3)], shipping);
      expect(charged(letter)).toEqual([[SHIPPING.letter, 190]]);
      expect(letter.totals.subTotalCents).toBe(3 * 900 + 190);
    },
  );

  it("charges no shipping to a cart without goods that did not choose it, every item if it did", async () => {
    const unset = await priceCart([adultTicket(2)], null);
    expect(charged(unset)).toEqual([]);
    expect(unset.totals.subTotalCents).toBe(2400);
    const chosen = await priceCart([adultTicket(2)], true);
    expect(charged(chosen)).toEqual([
      [SHIPPING.parcel, 490],
      [SHIPPING.letter, 190],
    ]);
  });

  it("orders goods with their hold, pays, sells the pieces, and mails goods and postage", async () => {
    const buyer = await newBuyer(t);
    const held = await holdGoods(ARTICLE.poster, 2);
    const line = goods(ARTICLE.poster, 2, [held]);
    const priced = await priceCart([line]);
    expect(priced.items[0]?.error).toBeNull();
    expect(priced.totals.subTotalCents).toBe(3000 + 490);
    const response = await place(buyer, [line], 3490);
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json().order as { id: number; token: string };
    const mail = await paidMail(order, 3490);
    const pool = await t.db.query<{ sold: number; held: number }>(
      "SELECT sold, held FROM capacity_pools WHERE key = $1",
      [`stock:${ARTICLE.poster}`],
    );
    expect(pool.rows).toEqual([{ sold: 2, held: 0 }]);
    const items = await t.db.query<{ id: number; type: string; quantity: number }>(
      "SELECT id, type, quantity FROM order_items WHERE order_id = $1",
      [order.id],
    );
    expect(items.rows.map((item) => [item.type, item.quantity])).toEqual([["merchandise", 2]]);
    const shipped = await t.db.query<{ shipping: boolean }>(
      "SELECT shipping FROM orders WHERE id = $1",
      [order.id],
    );
    expect(shipped.rows).toEqual([{ shipping: true }]);

    // Goods are posted, never printed: no document under any kind's path.
    const itemId = items.rows[0]?.id;
    for (const kind of ["tickets", "events", "tours", "coupons", "merchandise"]) {
      const pdf = await t.app.inject({
        method: "GET",
        url: `/api/v1/orders/${order.id}/${kind}/${itemId}.pdf?token=${order.token}&locale=en`,
      });
      expect(pdf.statusCode, `${kind}: ${pdf.body}`).toBe(404);
    }

    const text = await messages();
    expect(mail.text).toContain("Poster Light Play");
    expect(mail.text).toContain("Parcel post");
    expect(mail.text).toContain(text["mail.postedGoods"]);
    expect(mail.text).toContain(text["mail.withdrawal"]);
    expect(mail.html).toContain("Right of withdrawal for goods");
    expect(mail.attachments).toEqual([]);
  });

  it("states no right of withdrawal in the confirmation of an order without goods", async () => {
    const buyer = await newBuyer(t);
    const held = await holdTicket(t, { ticket_id: TICKET.adult, quantity: 1, date: DAY });
    const response = await place(buyer, [adultTicket(1, [held])], 1200, false);
    expect(response.statusCode, response.body).toBe(201);
    const mail = await paidMail(response.json().order, 1200);
    const text = await messages();
    expect(mail.text).toContain("Adults");
    expect(mail.text).not.toContain(text["mail.withdrawal"]);
    expect(mail.text).not.toContain(text["mail.postedGoods"]);
  });

  it.each<[string, (held: Held, other: Held) => object, string]>([
    ["without its hold", () => goods(ARTICLE.catalogue, 2), "items.0.reservations"],
    [
      "with a hold of other pieces",
      (held) => goods(ARTICLE.catalogue, 3, [held]),
      "items.0.attributes.quantity",
    ],
    [
      "with another article's hold",
      (_held, other) => goods(ARTICLE.catalogue, 2, [other]),
      "items.0.reservations.0.token",
    ],
  ])("refuses a merchandise line %s, naming the field", async (_name, lineOf, field) => {
    const buyer = await newBuyer(t);
    const held = await holdGoods(ARTICLE.catalogue, 2, "192.0.2.71");
    const other = await holdGoods(ARTICLE.postcards, 2, "192.0.2.71");
    const line = lineOf(held, other);
    const priced = await priceCart([line]);
    const before = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders");
    const response = await place(buyer, [line], priced.totals.subTotalCents);
    expect(response.statusCode, `${field}: ${response.body}`).toBe(422);
    expect(Object.keys(response.json().error.fields)).toEqual([field]);
    const after = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders");
    expect(after.rows).toEqual(before.rows);
  });
});
