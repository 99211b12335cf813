// spec selling-core §2 shop.checkout.shipping-address: the step creates a delivery address
// (POST /customer/customer_addresses, adress_type_id 2) and the order names it; DESIGN §7:
// only the buyer's own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import { insertDayTicket } from "../cart/cart-fixtures";
import {
  type Buyer,
  DAY,
  hold,
  newBuyer,
  type OrderApp,
  orderRows,
  placeOrder,
  startOrderApp,
  ticketLine,
} from "./order-app";

describe.each(engineNames())("POST /api/v1/orders with a delivery address on %s", (engine) => {
  let t: OrderApp;
  let ticket: number;
  beforeAll(async () => {
    t = await startOrderApp(engine);
    ticket = (await insertDayTicket(t.db, { price_cents: 1400 })).ticket;
  });
  afterAll(async () => {
    await t?.close();
  });

  const addDeliveryAddress = async (buyer: Buyer): Promise<number> => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/customer/customer_addresses",
      headers: { cookie: buyer.cookie },
      payload: {
        adressat: "Ada Lovelace",
        street: "Hafenstraße 12",
        zip: "20457",
        city: "Hamburg",
        country_id: 60,
        adress_type_id: 2,
      },
    });
    if (response.statusCode !== 201) throw new Error(`adding an address failed: ${response.body}`);
    return response.json().id;
  };

  it("ships to the delivery address the buyer added", async () => {
    const buyer = await newBuyer(t);
    const shippingId = await addDeliveryAddress(buyer);
    const held = await hold(t, { ticket_id: ticket, quantity: 1, date: DAY });
    const response = await placeOrder(t, buyer, {
      items: [ticketLine(ticket, 1, [held])],
      total: 1400,
      shipping_address_id: shippingId,
    });
    expect(response.statusCode, response.body).toBe(201);
    const stored = await t.db.query<{ shipping_address_id: number }>(
      "SELECT shipping_address_id FROM orders WHERE id = $1",
      [response.json().order.id],
    );
    expect(stored.rows[0]?.shipping_address_id).toBe(shippingId);
  });

  it("refuses another buyer's delivery address with 404 on shipping_address_id", async () => {
    const buyer = await newBuyer(t);
    const theirs = await addDeliveryAddress(await newBuyer(t));
    const held = await hold(t, { ticket_id: ticket, quantity: 1, date: DAY });
    const before = await orderRows(t);
    const response = await placeOrder(t, buyer, {
      items: [ticketLine(ticket, 1, [held])],
      total: 1400,
      shipping_address_id: theirs,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({
      code: "not_found",
      fields: { shipping_address_id: ["No such address"] },
    });
    expect(await orderRows(t)).toBe(before);
  });
});
