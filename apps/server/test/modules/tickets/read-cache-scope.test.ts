// The read cache drops only what a hold write changed (src/http/read-cache.ts): an answer is
// counted from the quotas of its tickets over its days, and a hold, change, release or sale
// drops the answers counted from one of its counters. Answers of other tickets (other quotas)
// and of other days stay cached; every answer that includes the held quota on that day —
// the calendar, the list, the capacities, of the held ticket or of one sharing its quota —
// shows the write in the very next answer (test/modules/tickets/read-cache.test.ts).
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { type CountedApp, startCountedApp } from "../../helpers/counted-app";
import { engineNames } from "../../helpers/engines";
import { insertQuota, insertTicket } from "../../helpers/fixtures";
import { insertDayTicket } from "../cart/cart-fixtures";
import { DAY, hold, newBuyer, placeOrder, startOrderApp, ticketLine } from "../orders/order-app";

const NEXT_DAY = "2030-06-03";
const WEEK_END = "2030-06-08";

describe.each(engineNames())("what a hold drops from the read cache on %s", (engine) => {
  let t: CountedApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /** Tickets A and C on one day quota, B on a quota of its own; 20 places each. */
  const start = async () => {
    t = await startCountedApp(engine);
    const shared = await insertQuota(t.db, { kind: "day", capacity: 20 });
    const own = await insertQuota(t.db, { kind: "day", capacity: 20 });
    const a = await insertTicket(t.db, { quotaIds: [shared] });
    const b = await insertTicket(t.db, { quotaIds: [own] });
    const c = await insertTicket(t.db, { quotaIds: [shared] });
    return { app: t, a, b, c };
  };

  const getJson = async (app: FastifyInstance, url: string) => {
    const response = await app.inject({ method: "GET", url: `/api/v1${url}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  const holdOn = async (app: FastifyInstance, ticket: number, quantity: number, date = DAY) => {
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/tickets/reservations",
      payload: { ticket_id: ticket, quantity, date },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().token as string;
  };

  /** Places left for `ticket` in every cached answer that names it on DAY. */
  const answersOn = async (app: FastifyInstance, ticket: number, other: number) => {
    const calendar = await getJson(
      app,
      `/tickets/calendar?start_at=${DAY}&end_at=${WEEK_END}&by_ticket_ids[]=${ticket}`,
    );
    const wholeCalendar = await getJson(app, `/tickets/calendar?start_at=${DAY}&end_at=${DAY}`);
    const list = await getJson(app, `/tickets?valid_at=${DAY}&by_ticket_ids[]=${ticket}`);
    const wholeList = await getJson(app, `/tickets?valid_at=${DAY}`);
    const capacity = await getJson(app, `/tickets/${ticket}/capacity?date=${DAY}`);
    const capacities = await getJson(
      app,
      `/tickets/capacities?ticket_ids[]=${ticket}&ticket_ids[]=${other}&date=${DAY}`,
    );
    return [
      calendar.data[DAY].tickets[ticket],
      wholeCalendar.data[DAY].tickets[ticket],
      list.data[0].available,
      wholeList.data.find((row: { id: number }) => row.id === ticket).available,
      capacity.capacities["00:00"],
      capacities.data[ticket].capacities["00:00"],
    ];
  };

  it("keeps the cached answers of a ticket on another quota: no new query", async () => {
    const { app: s, a, b } = await start();
    const calendarOfB = `/tickets/calendar?start_at=${DAY}&end_at=${WEEK_END}&by_ticket_ids[]=${b}`;
    const readB = async () => [
      (await getJson(s.app, calendarOfB)).data[DAY].tickets[b],
      (await getJson(s.app, `/tickets?valid_at=${DAY}&by_ticket_ids[]=${b}`)).data[0].available,
      (await getJson(s.app, `/tickets/${b}/capacity?date=${DAY}`)).capacities["00:00"],
      (await getJson(s.app, `/tickets/capacities?ticket_ids[]=${b}&date=${DAY}`)).data[b]
        .capacities["00:00"],
      (await getJson(s.app, `/tickets/${b}/start_times?date=${DAY}`)).data,
    ];
    expect(await readB()).toEqual([20, 20, 20, 20, []]);
    const before = s.readsRun();

    const token = await holdOn(s.app, a, 3);
    expect(await readB()).toEqual([20, 20, 20, 20, []]);
    const changed = await s.app.inject({
      method: "PUT",
      url: `/api/v1/tickets/reservations/${token}`,
      payload: { ticket_id: a, quantity: 5, date: DAY },
    });
    expect(changed.statusCode).toBe(200);
    const released = await s.app.inject({
      method: "DELETE",
      url: `/api/v1/tickets/reservations/${token}`,
    });
    expect(released.statusCode).toBe(204);
    expect(await readB()).toEqual([20, 20, 20, 20, []]);

    expect(s.readsRun()).toBe(before);
  });

  it("drops every answer that includes the held quota on the day, of every ticket on it", async () => {
    const { app: s, a, b, c } = await start();
    expect(await answersOn(s.app, a, b)).toEqual([20, 20, 20, 20, 20, 20]);
    expect(await answersOn(s.app, c, b)).toEqual([20, 20, 20, 20, 20, 20]);
    const before = s.readsRun();

    const token = await holdOn(s.app, a, 3);

    // C shares A's quota: its answers show the hold as well.
    expect(await answersOn(s.app, a, b)).toEqual([17, 17, 17, 17, 17, 17]);
    expect(await answersOn(s.app, c, b)).toEqual([17, 17, 17, 17, 17, 17]);
    // Twelve answers: the calendars and lists recount only the dropped cells (A's and C's on
    // the day, one statement each; the second call finds them fresh, the whole calendar and
    // list cached), the capacity answers count each (4).
    expect(s.readsRun() - before).toBe(6);

    const changed = await s.app.inject({
      method: "PUT",
      url: `/api/v1/tickets/reservations/${token}`,
      payload: { ticket_id: c, quantity: 5, date: DAY },
    });
    expect(changed.statusCode).toBe(200);
    expect(await answersOn(s.app, a, b)).toEqual([15, 15, 15, 15, 15, 15]);

    const released = await s.app.inject({
      method: "DELETE",
      url: `/api/v1/tickets/reservations/${token}`,
    });
    expect(released.statusCode).toBe(204);
    expect(await answersOn(s.app, c, b)).toEqual([20, 20, 20, 20, 20, 20]);
  });

  it("keeps the held ticket's cached answers of other days", async () => {
    const { app: s, a } = await start();
    const laterWeek = `/tickets/calendar?start_at=${NEXT_DAY}&end_at=${WEEK_END}&by_ticket_ids[]=${a}`;
    const readLater = async () => [
      (await getJson(s.app, laterWeek)).data[NEXT_DAY].tickets[a],
      (await getJson(s.app, `/tickets?valid_at=${NEXT_DAY}&by_ticket_ids[]=${a}`)).data[0]
        .available,
      (await getJson(s.app, `/tickets/${a}/capacity?date=${NEXT_DAY}`)).capacities["00:00"],
      (await getJson(s.app, `/tickets/capacities?ticket_ids[]=${a}&date=${NEXT_DAY}`)).data[a]
        .capacities["00:00"],
    ];
    expect(await readLater()).toEqual([20, 20, 20, 20]);
    const before = s.readsRun();

    await holdOn(s.app, a, 3, DAY);

    expect(await readLater()).toEqual([20, 20, 20, 20]);
    expect(s.readsRun()).toBe(before);
    // The hold on the next day drops them.
    await holdOn(s.app, a, 2, NEXT_DAY);
    expect(await readLater()).toEqual([18, 18, 18, 18]);
    // The calendar recounts A's cell of that day, which the list then finds fresh; the two
    // capacity answers count each.
    expect(s.readsRun() - before).toBe(3);
  });
});

describe.each(engineNames())("what a sale drops from the read cache on %s", (engine) => {
  it("drops the answers of the order's day and keeps those of other days", async () => {
    const t = await startOrderApp(engine);
    try {
      const buyer = await newBuyer(t);
      const { ticket, quota } = await insertDayTicket(t.db, { price_cents: 0, capacity: 10 });
      const held = await hold(t, { ticket_id: ticket, quantity: 3, date: DAY });
      const placesLeft = async (date: string) => {
        const response = await t.app.inject({
          method: "GET",
          url: `/api/v1/tickets/${ticket}/capacity?date=${date}`,
        });
        return response.json().capacities["00:00"];
      };
      expect([await placesLeft(DAY), await placesLeft(NEXT_DAY)]).toEqual([7, 10]);
      // Another server process sells one place on each day: the cached answers do not know.
      await t.db.query(
        `INSERT INTO capacity_pools (key, kind, ref, day, start_time, capacity, sold)
         VALUES ('quota:' || $1::int || ':' || $2::date || ':00:00', 'quota', $1::int, $2::date, '00:00', 10, 1)
         ON CONFLICT (key) DO UPDATE SET sold = capacity_pools.sold + 1`,
        [quota, DAY],
      );
      await t.db.query(
        `INSERT INTO capacity_pools (key, kind, ref, day, start_time, capacity, sold)
         VALUES ('quota:' || $1::int || ':' || $2::date || ':00:00', 'quota', $1::int, $2::date, '00:00', 10, 1)`,
        [quota, NEXT_DAY],
      );
      expect([await placesLeft(DAY), await placesLeft(NEXT_DAY)]).toEqual([7, 10]);

      const sold = await placeOrder(t, buyer, {
        items: [ticketLine(ticket, 3, [held])],
        payment_mode_id: null,
        total: 0,
      });
      expect(sold.statusCode, sold.body).toBe(201);

      // The sale's day is counted anew (with the other process's place); the next day is not.
      expect([await placesLeft(DAY), await placesLeft(NEXT_DAY)]).toEqual([6, 10]);
    } finally {
      await t.close();
    }
  });
});
