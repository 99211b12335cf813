// issue 27 item 2: two lines of the same title in different houses read apart, and every line
// keeps its day. The placed order (GET /orders/{id}, and the account's GET /orders) names each
// line's museums (all of a combi ticket), its visit day, the start time of a time slot and a
// flex ticket's validity, in the asked locale.
import { WEEKDAYS } from "@shop/core/constants";
import type { Order, OrderList } from "@shop/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLedger } from "../../../src/modules/capacity/ledger";
import { recordPaymentEvent } from "../../../src/modules/orders/service";
import { engineNames } from "../../helpers/engines";
import { insertQuota, nextId } from "../../helpers/fixtures";
import { insertPricedTicket } from "../cart/cart-fixtures";
import {
  DAY,
  hold,
  newBuyer,
  type OrderApp,
  placeOrder,
  startOrderApp,
  ticketLine,
} from "./order-app";

describe.each(engineNames())("lines name their museum and their day on %s", (engine) => {
  let t: OrderApp;
  let kunsthalle: number;
  let naturkunde: number;
  beforeAll(async () => {
    t = await startOrderApp(engine);
    // sort order, not id, decides the order of a combi ticket's houses
    naturkunde = await insertMuseum({ de: "Naturkundemuseum", en: "Natural History Museum" }, 2);
    kunsthalle = await insertMuseum({ de: "Kunsthalle", en: "Art Hall" }, 1);
  });
  afterAll(async () => {
    await t?.close();
  });

  // open every day, so that the day sold is one the houses sell (issue 27 item 1)
  const daily = [{ open: "10:00", close: "18:00" }];
  const openingHours = JSON.stringify({
    regular: Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, daily])),
    exceptions: [],
  });

  async function insertMuseum(title: Record<string, string>, sortOrder: number) {
    const id = nextId();
    await t.db.query(
      "INSERT INTO museums (id, title, sort_order, opening_hours) VALUES ($1, $2, $3, $4)",
      [id, JSON.stringify(title), sortOrder, openingHours],
    );
    return id;
  }

  /** A ticket of `museums` on its own day quota. */
  async function ticketIn(
    museums: number[],
    f: Parameters<typeof insertPricedTicket>[1] = {},
  ): Promise<number> {
    const quota = await insertQuota(t.db, { kind: "day", capacity: 20 });
    const ticket = await insertPricedTicket(t.db, { price_cents: 1600, ...f, quotaIds: [quota] });
    for (const museum of museums) {
      await t.db.query("INSERT INTO ticket_museums (ticket_id, museum_id) VALUES ($1, $2)", [
        ticket,
        museum,
      ]);
    }
    return ticket;
  }

  it("answers the order's lines with their museums, visit day and start time", async () => {
    const buyer = await newBuyer(t);
    const art = await ticketIn([kunsthalle]);
    const nature = await ticketIn([naturkunde]);
    const slot = await ticketIn([kunsthalle], { ticket_type: "time_slot", price_cents: 1000 });
    const heldArt = await hold(t, { ticket_id: art, quantity: 2, date: DAY });
    const heldNature = await hold(t, { ticket_id: nature, quantity: 1, date: DAY });
    const heldSlot = await hold(t, { ticket_id: slot, quantity: 1, date: DAY, time: "10:30" });
    const placed = await placeOrder(t, buyer, {
      items: [
        ticketLine(art, 2, [heldArt]),
        ticketLine(nature, 1, [heldNature]),
        {
          type: "Ticket",
          attributes: { id: slot, date: DAY, time: "10:30", quantity: 1 },
          reservations: [heldSlot],
        },
      ],
      total: 5800,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { id, token } = placed.json().order;

    const one = await t.app.inject({
      method: "GET",
      url: `/api/v1/orders/${id}?token=${token}&locale=de`,
    });
    expect(one.statusCode, one.body).toBe(200);
    const order = one.json() as Order;
    expect(order.items.map((item) => item.attributes)).toEqual([
      expect.objectContaining({ id: art, date: DAY, museums: ["Kunsthalle"] }),
      expect.objectContaining({ id: nature, date: DAY, museums: ["Naturkundemuseum"] }),
      expect.objectContaining({
        id: slot,
        date: DAY,
        start_time: "10:30",
        museums: ["Kunsthalle"],
      }),
    ]);

    const list = await t.app.inject({
      method: "GET",
      url: "/api/v1/orders?locale=en",
      headers: { cookie: buyer.cookie },
    });
    expect(list.statusCode, list.body).toBe(200);
    const [listed] = (list.json() as OrderList).orders;
    expect(listed?.items.map((item) => [item.attributes.museums, item.attributes.date])).toEqual([
      [["Art Hall"], DAY],
      [["Natural History Museum"], DAY],
      [["Art Hall"], DAY],
    ]);
  });

  it("answers a flex ticket's validity, and no day for it", async () => {
    const buyer = await newBuyer(t);
    const flex = await ticketIn([kunsthalle], {
      free_timing: true,
      content: { flex_description: { de: "1 Jahr ab Kauf", en: "1 year from purchase" } },
    });
    const held = await hold(t, { ticket_id: flex, quantity: 1 });
    const placed = await placeOrder(t, buyer, {
      items: [{ type: "Ticket", attributes: { id: flex, quantity: 1 }, reservations: [held] }],
      total: 1600,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { id, token } = placed.json().order;
    const one = await t.app.inject({
      method: "GET",
      url: `/api/v1/orders/${id}?token=${token}&locale=en`,
    });
    const [item] = (one.json() as Order).items;
    expect(item?.attributes).toMatchObject({
      museums: ["Art Hall"],
      flex_description: "1 year from purchase",
    });
    expect(item?.attributes.date).toBeUndefined();
  });

  it("answers an annual pass's start once all its cards start on one day", async () => {
    const buyer = await newBuyer(t);
    const annual = await ticketIn([kunsthalle, naturkunde], { ticket_type: "annual" });
    const placed = await placeOrder(t, buyer, {
      items: [{ type: "Annual", attributes: { id: annual, quantity: 2 } }],
      total: 3200,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { id, token } = placed.json().order;
    const paid = await recordPaymentEvent(
      { db: t.db, clock: t.clock, ledger: createLedger(), log: t.app.log },
      { eventId: `museum-day-${id}`, orderId: id, provider: "test", status: 30, amountCents: 3200 },
    );
    expect(paid).toMatchObject({ applied: true, is_valid: true });
    const attributesOf = async () => {
      const one = await t.app.inject({
        method: "GET",
        url: `/api/v1/orders/${id}?token=${token}&locale=de`,
      });
      return (one.json() as Order).items[0]?.attributes;
    };
    expect(await attributesOf()).toMatchObject({ museums: ["Kunsthalle", "Naturkundemuseum"] });
    // the cards start on different days: no one start to say
    const sales = await t.db.query<{ id: number }>(
      "SELECT id FROM annual_ticket_sales WHERE order_id = $1 ORDER BY id",
      [id],
    );
    expect(sales.rows).toHaveLength(2);
    await t.db.query("UPDATE annual_ticket_sales SET start_at = $2 WHERE id = $1", [
      sales.rows[0]?.id,
      "2030-08-01T00:00:00+02:00",
    ]);
    await t.db.query("UPDATE annual_ticket_sales SET start_at = NULL WHERE id = $1", [
      sales.rows[1]?.id,
    ]);
    expect((await attributesOf())?.valid_from).toBeUndefined();
    // both on the same Berlin day (midnight in Berlin is the evening before in UTC)
    await t.db.query("UPDATE annual_ticket_sales SET start_at = $2 WHERE order_id = $1", [
      id,
      "2030-06-30T22:00:00Z",
    ]);
    expect((await attributesOf())?.valid_from).toBe("2030-07-01");
  });
});
