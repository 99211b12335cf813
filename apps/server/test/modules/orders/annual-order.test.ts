// Issue 10 item 8: annual tickets can be bought again. The shop sends them as Annual lines
// (no day, no hold); an order with an annual and a day ticket is priced and placed, and once
// paid it is valid with both lines. An annual ticket sent as a Ticket line is refused on
// that line (items.N.type), so the shop can mark it there.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLedger } from "../../../src/modules/capacity/ledger";
import { recordPaymentEvent } from "../../../src/modules/orders/service";
import { engineNames } from "../../helpers/engines";
import { insertDayTicket, insertPricedTicket } from "../cart/cart-fixtures";
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

describe.each(engineNames())("an order with an annual ticket on %s", (engine) => {
  let t: OrderApp;
  let buyer: Buyer;
  beforeAll(async () => {
    t = await startOrderApp(engine);
    buyer = await newBuyer(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("prices and places an annual and a day ticket together, and is valid once paid", async () => {
    const annual = await insertPricedTicket(t.db, { ticket_type: "annual", price_cents: 4500 });
    const { ticket } = await insertDayTicket(t.db, { price_cents: 1400 });
    const held = await hold(t, { ticket_id: ticket, quantity: 2, date: DAY });
    const items = [
      { type: "Annual", attributes: { id: annual, quantity: 1 } },
      ticketLine(ticket, 2, [held]),
    ];

    const priced = await t.app.inject({
      method: "POST",
      url: "/api/v1/cart",
      payload: { items },
    });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json().items.map((line: { error: unknown }) => line.error)).toEqual([null, null]);

    const placed = await placeOrder(t, buyer, { items, total: 4500 + 2 * 1400 });
    expect(placed.statusCode, placed.body).toBe(201);
    const { id, token } = placed.json().order;
    const paid = await recordPaymentEvent(
      { db: t.db, clock: t.clock, ledger: createLedger(), log: t.app.log },
      { eventId: `annual-${id}`, orderId: id, provider: "test", status: 30, amountCents: 7300 },
    );
    expect(paid).toMatchObject({ applied: true, is_valid: true });
    const order = (
      await t.app.inject({ method: "GET", url: `/api/v1/orders/${id}?token=${token}` })
    ).json();
    expect(
      order.items.map((item: { type: string; attributes: { quantity: number } }) => [
        item.type,
        item.attributes.quantity,
      ]),
    ).toEqual([
      ["ticket", 1],
      ["ticket", 2],
    ]);
  });

  it("refuses an annual ticket sent as a Ticket line on that line", async () => {
    const annual = await insertPricedTicket(t.db, { ticket_type: "annual", price_cents: 4500 });

    const priced = await t.app.inject({
      method: "POST",
      url: "/api/v1/cart",
      payload: {
        items: [{ type: "Ticket", attributes: { id: annual, quantity: 1 }, reservations: [] }],
      },
    });

    expect(priced.statusCode).toBe(422);
    expect(Object.keys(priced.json().error.fields)).toEqual(["items.0.type"]);
  });
});
