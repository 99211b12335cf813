// The issue 27: the personalisation link of the confirmation mail, cut short or mangled on its
// way (a mail program wraps it, a reader copies part of it), names no order. Every /annual
// call answers it like an unknown token, 404 token_not_found, whatever its shape — never a
// 422 about the shape, which the shop could only read as "try again later". On both engines.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLedger } from "../../../src/modules/capacity/ledger";
import { recordPaymentEvent } from "../../../src/modules/orders/service";
import { engineNames } from "../../helpers/engines";
import { insertPricedTicket } from "../cart/cart-fixtures";
import { newBuyer, type OrderApp, placeOrder, startOrderApp } from "../orders/order-app";

describe.each(engineNames())("a cut personalisation link on %s", (engine) => {
  let t: OrderApp;
  let token = "";
  let slotId = 0;

  beforeAll(async () => {
    t = await startOrderApp(engine);
    const buyer = await newBuyer(t);
    const ticket = await insertPricedTicket(t.db, { ticket_type: "annual", price_cents: 4900 });
    const items = [{ type: "Annual", attributes: { id: ticket, quantity: 1 } }];
    const placed = await placeOrder(t, buyer, { items, total: 4900 });
    expect(placed.statusCode, placed.body).toBe(201);
    const { id } = placed.json().order;
    await recordPaymentEvent(
      { db: t.db, clock: t.clock, ledger: createLedger(), log: t.app.log },
      { eventId: `paid-${id}`, orderId: id, provider: "test", status: 30, amountCents: 4900 },
    );
    const row = await t.db.query<{ personalization_token: string }>(
      "SELECT personalization_token FROM orders WHERE id = $1",
      [id],
    );
    token = row.rows[0]?.personalization_token ?? "";
    const read = await t.app.inject({ method: "GET", url: `/api/v1/annual/order?token=${token}` });
    expect(read.statusCode, read.body).toBe(200);
    slotId = read.json().ticket_sales[0].personalizations[0].id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const cuts: Array<[string, () => string]> = [
    ["cut to ten characters", () => token.slice(0, 10)],
    ["cut below the shortest token", () => token.slice(0, 21)],
    ["cut but still token-shaped", () => token.slice(0, 30)],
    ["cut to nothing", () => ""],
    ["with a full stop the mail added", () => `${token}.`],
    ["with an ellipsis instead of its end", () => `${token.slice(0, 20)}…`],
    ["with a space inside", () => `${token.slice(0, 20)} ${token.slice(20)}`],
  ];

  it.each(cuts)("answers a link %s 404 token_not_found on every call", async (_name, cut) => {
    const query = `token=${encodeURIComponent(cut())}&locale=en`;
    const answers = [
      await t.app.inject({ method: "GET", url: `/api/v1/annual/order?${query}` }),
      await t.app.inject({
        method: "PUT",
        url: `/api/v1/annual/personalizations/${slotId}?${query}`,
        payload: {
          personalization: {
            customer_personalization_token: "Zt7kR2mW9xQpL4vN8cYbHg",
            customer_adress_id: 1,
          },
        },
      }),
      await t.app.inject({
        method: "GET",
        url: `/api/v1/annual/personalizations/${slotId}/photo?${query}`,
      }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json().error.code).toBe("token_not_found");
    }
  });

  it("still refuses a control character in the token as bad input naming it, not a 500", async () => {
    const answer = await t.app.inject({
      method: "GET",
      url: `/api/v1/annual/order?token=${token.slice(0, 20)}%00&locale=en`,
    });
    expect(answer.statusCode, answer.body).toBe(422);
    expect(Object.keys(answer.json().error.fields)).toEqual(["token"]);
  });
});
