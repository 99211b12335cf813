// spec selling-core §2 shop.checkout.success: "after-sale information per item". GET
// /orders/{id} carries each line's after-sale text from the catalogue (a ticket's content
// key after_sale_information, a coupon's own text) in the asked locale, German when that
// locale has none, and null for a line whose product has none.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import { insertCoupon, insertDayTicket } from "../cart/cart-fixtures";
import {
  DAY,
  hold,
  newBuyer,
  type OrderApp,
  placeOrder,
  startOrderApp,
  ticketLine,
} from "./order-app";

const TICKET_AFTER_SALE = {
  de: "Bitte zeigen Sie das Ticket am Eingang vor; Garderobe im Untergeschoss.",
  en: "Please show the ticket at the entrance; cloakroom on the lower floor.",
  es: "Muestre la entrada en la puerta; guardarropa en el sótano.",
  fr: "Présentez le billet à l'entrée ; vestiaire au sous-sol.",
};
// German and English only: Spanish and French fall back to German.
const COUPON_AFTER_SALE = {
  de: "Den Code finden Sie im PDF.",
  en: "You will find the code in the PDF.",
};

describe.each(engineNames())("after-sale information of an order's lines on %s", (engine) => {
  let t: OrderApp;
  let order: { id: number; token: string };
  beforeAll(async () => {
    t = await startOrderApp(engine);
    const buyer = await newBuyer(t);
    const withText = await insertDayTicket(t.db, {
      price_cents: 1400,
      content: { after_sale_information: TICKET_AFTER_SALE },
    });
    const withoutText = await insertDayTicket(t.db, {
      price_cents: 1000,
      content: { reduction_reason: { de: "Studierende", en: "Students" } },
    });
    const coupon = await insertCoupon(t.db, {
      price_cents: 2500,
      value_cents: 2500,
      after_sale_information: COUPON_AFTER_SALE,
    });
    const plainCoupon = await insertCoupon(t.db, { price_cents: 1000, value_cents: 1000 });
    const first = await hold(t, { ticket_id: withText.ticket, quantity: 1, date: DAY });
    const second = await hold(t, { ticket_id: withoutText.ticket, quantity: 1, date: DAY });
    // Placed in German; the success page may ask in another language.
    const placed = await placeOrder(t, buyer, {
      items: [
        ticketLine(withText.ticket, 1, [first]),
        ticketLine(withoutText.ticket, 1, [second]),
        { type: "Coupon", attributes: { id: coupon, quantity: 1 }, reservations: [] },
        { type: "Coupon", attributes: { id: plainCoupon, quantity: 1 }, reservations: [] },
      ],
      total: 1400 + 1000 + 2500 + 1000,
    });
    if (placed.statusCode !== 201) throw new Error(placed.body);
    order = placed.json().order;
  });
  afterAll(async () => {
    await t?.close();
  });

  const afterSaleOf = async (locale?: string) => {
    const query = locale === undefined ? "" : `&locale=${locale}`;
    const response = await t.app.inject({
      method: "GET",
      url: `/api/v1/orders/${order.id}?token=${order.token}${query}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const items: { type: string; after_sale_information: string | null }[] = response.json().items;
    return items.map((item) => [item.type, item.after_sale_information]);
  };

  it.each([
    ["en", TICKET_AFTER_SALE.en, COUPON_AFTER_SALE.en],
    ["es", TICKET_AFTER_SALE.es, COUPON_AFTER_SALE.de],
    ["fr", TICKET_AFTER_SALE.fr, COUPON_AFTER_SALE.de],
    ["de", TICKET_AFTER_SALE.de, COUPON_AFTER_SALE.de],
  ])(
    "answers each line's text in %s, German where the text lacks it, null where none",
    async (locale, ticketText, couponText) => {
      expect(await afterSaleOf(locale)).toEqual([
        ["ticket", ticketText],
        ["ticket", null],
        ["coupon", couponText],
        ["coupon", null],
      ]);
    },
  );

  it("answers German when no locale is asked", async () => {
    expect((await afterSaleOf())[0]).toEqual(["ticket", TICKET_AFTER_SALE.de]);
  });

  it("answers null once the catalogue no longer holds the product", async () => {
    const lines = await t.db.query<{ product_id: number }>(
      "SELECT product_id FROM order_items WHERE order_id = $1 AND type = 'coupon' ORDER BY position",
      [order.id],
    );
    await t.db.query("DELETE FROM coupons WHERE id = $1", [lines.rows[0]?.product_id]);

    expect((await afterSaleOf("en"))[2]).toEqual(["coupon", null]);
  });
});
