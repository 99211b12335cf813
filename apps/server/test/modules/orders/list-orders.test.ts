// surrounding-areas §2 "Accounts and user area", §7 GET orders (per_page, page), DESIGN §7: the
// signed-in customer's own orders, newest first (by id), 5 a page by default, with the count of
// them all; another customer's orders never show. On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import { insertDayTicket } from "../cart/cart-fixtures";
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

describe.each(engineNames())("GET /api/v1/orders on %s", (engine) => {
  let t: OrderApp;
  let buyer: Buyer;
  let other: Buyer;
  const placed: number[] = [];
  beforeAll(async () => {
    t = await startOrderApp(engine);
    const { ticket } = await insertDayTicket(t.db, { price_cents: 1400, capacity: 100 });
    buyer = await newBuyer(t);
    other = await newBuyer(t);
    const order = async (who: Buyer) => {
      const held = await hold(t, { ticket_id: ticket, quantity: 1, date: DAY });
      const response = await placeOrder(t, who, {
        items: [ticketLine(ticket, 1, [held])],
        total: 1400,
      });
      if (response.statusCode !== 201) throw new Error(`order failed: ${response.body}`);
      return response.json().order.id as number;
    };
    for (let n = 0; n < 7; n += 1) placed.push(await order(buyer));
    await order(other);
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = (who: Buyer | undefined, query = "") =>
    t.app.inject({
      method: "GET",
      url: `/api/v1/orders?locale=en${query}`,
      headers: who ? { cookie: who.cookie } : {},
    });

  it("lists the customer's own orders newest first, 5 a page, with the count of all", async () => {
    const first = await list(buyer);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body.meta).toEqual({ total_count: 7, per_page: 5 });
    const newest = [...placed].sort((a, b) => b - a);
    expect(body.orders.map((order: { id: number }) => order.id)).toEqual(newest.slice(0, 5));
    expect(body.orders[0]).toMatchObject({ total_price_cents: 1400 });

    const second = (await list(buyer, "&page=2")).json();
    expect(second.orders.map((order: { id: number }) => order.id)).toEqual(newest.slice(5));
    const beyond = (await list(buyer, "&page=3")).json();
    expect(beyond).toEqual({ orders: [], meta: { total_count: 7, per_page: 5 } });
  });

  it("never shows another customer's orders", async () => {
    const theirs = (await list(other)).json();
    expect(theirs.meta.total_count).toBe(1);
    expect(theirs.orders.map((order: { id: number }) => order.id)).not.toEqual(
      expect.arrayContaining([placed[0]]),
    );
  });

  it("answers 401 without a session", async () => {
    const response = await list(undefined);
    expect(response.statusCode).toBe(401);
  });

  it.each([["&per_page=0"], ["&per_page=1001"], ["&page=0"], ["&page=abc"]])(
    "answers %s with 422 naming the field",
    async (query) => {
      const response = await list(buyer, query);
      expect(response.statusCode).toBe(422);
      expect(response.json().error.fields).toBeDefined();
    },
  );
});
