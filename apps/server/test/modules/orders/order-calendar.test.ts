// The issue 33, Deliver 3, over HTTP on both engines: an order's calendar files, read back with
// ical.js. The token is the proof (a wrong one answers as an unknown order), an unpaid order has
// none yet (403, as its PDFs), a line without a day has none; a time slot on the day of the
// October clock change is at its Berlin hour.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import { insertQuota } from "../../helpers/fixtures";
import { parseCalendar } from "../../helpers/ical";
import { insertPricedTicket } from "../cart/cart-fixtures";
import { hold, newBuyer, type OrderApp, placeOrder, startOrderApp } from "./order-app";
import { newOutboxDir, postPaymentEvent } from "./order-documents";

const DEMO_CARD = 2;
const ORIGIN = "https://museum.example.org";
// The last Sunday of October 2030: Berlin leaves summer time at 03:00.
const CHANGE_DAY = "2030-10-27";
const SUMMER_DAY = "2030-06-02";

describe.each(engineNames())("an order's calendar files on %s", (engine) => {
  let t: OrderApp;
  let slotTicket: number;
  let dayTicket: number;
  beforeEach(async () => {
    t = await startOrderApp(engine, { outboxDir: await newOutboxDir(), publicUrl: ORIGIN });
    const quota = await insertQuota(t.db, { kind: "day", capacity: 50 });
    slotTicket = await insertPricedTicket(t.db, { ticket_type: "time_slot", quotaIds: [quota] });
    const dayQuota = await insertQuota(t.db, { kind: "day", capacity: 50 });
    dayTicket = await insertPricedTicket(t.db, { quotaIds: [dayQuota] });
  });
  afterEach(async () => {
    await t?.close();
  });

  /** An order of a 10:30 slot on the change day and a day ticket in summer; paid unless told. */
  async function order(paid = true) {
    const slot = await hold(t, {
      ticket_id: slotTicket,
      quantity: 2,
      date: CHANGE_DAY,
      time: "10:30",
    });
    const day = await hold(t, { ticket_id: dayTicket, quantity: 1, date: SUMMER_DAY });
    const placed = await placeOrder(t, await newBuyer(t), {
      items: [
        {
          type: "Ticket",
          attributes: { id: slotTicket, date: CHANGE_DAY, time: "10:30", quantity: 2 },
          reservations: [slot],
        },
        {
          type: "Ticket",
          attributes: { id: dayTicket, date: SUMMER_DAY, quantity: 1 },
          reservations: [day],
        },
      ],
      payment_mode_id: DEMO_CARD,
      total: 3 * 1400,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { id, token } = placed.json().order as { id: number; token: string };
    if (paid) {
      const event = {
        event_id: `ics-${id}`,
        order_id: id,
        status: 30 as const,
        amount_cents: 4200,
      };
      expect((await postPaymentEvent(t, event)).statusCode).toBe(200);
    }
    const items = await t.app.inject({ method: "GET", url: `/api/v1/orders/${id}?token=${token}` });
    return {
      id,
      token,
      itemIds: items.json().items.map((item: { id: number }) => item.id) as number[],
    };
  }

  const get = (path: string) => t.app.inject({ method: "GET", url: `/api/v1${path}` });

  it("answers the whole order as text/calendar, each line at its Berlin time", async () => {
    const mine = await order();
    const answer = await get(`/orders/${mine.id}/calendar.ics?token=${mine.token}&locale=en`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(answer.headers["content-disposition"]).toBe(
      `attachment; filename="order-${mine.id}.ics"`,
    );
    const { events, zones } = parseCalendar(answer.body);
    expect(zones).toEqual(["Europe/Berlin"]);
    expect(events.map((event) => [event.allDay, event.start, event.end])).toEqual([
      // 10:30 CET, the clock changed at 03:00 that morning: 09:30 UTC, two hours long
      [false, "2030-10-27T09:30:00.000Z", "2030-10-27T11:30:00.000Z"],
      [true, SUMMER_DAY, "2030-06-03"],
    ]);
    for (const event of events) {
      expect(event.url).toBe(`${ORIGIN}/order/${mine.id}/${mine.token}`);
      expect(event.description).toContain(`Order ${mine.id}`);
    }
  });

  it("answers one line's file, and none for a line of another order", async () => {
    const mine = await order();
    const theirs = await order();
    const [slotLine] = mine.itemIds;
    const one = await get(`/orders/${mine.id}/calendar/${slotLine}.ics?token=${mine.token}`);
    expect(one.statusCode).toBe(200);
    expect(one.headers["content-disposition"]).toContain(`order-${mine.id}-${slotLine}.ics`);
    expect(parseCalendar(one.body).events.map((event) => event.start)).toEqual([
      "2030-10-27T09:30:00.000Z",
    ]);
    const foreign = await get(
      `/orders/${mine.id}/calendar/${theirs.itemIds[0]}.ics?token=${mine.token}`,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe("token_not_found");
  });

  it("answers another order's token like an unknown order", async () => {
    const mine = await order();
    const theirs = await order();
    for (const path of [`/orders/${mine.id}/calendar.ics`, `/orders/999999/calendar.ics`]) {
      const answer = await get(`${path}?token=${theirs.token}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error.code).toBe("token_not_found");
    }
  });

  it("has none for an unpaid order yet", async () => {
    const unpaid = await order(false);
    const answer = await get(`/orders/${unpaid.id}/calendar.ics?token=${unpaid.token}`);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error.code).toBe("forbidden");
  });
});
