// The read cache of the calendar, ticket list and capacity answers (src/http/read-cache.ts):
// the issue allows no cache that shows a sold-out slot as free for more than a second. A hold
// write of this server shows in the very next answer; anything else (another process's
// write, a hold expiring) within READ_CACHE_MS; concurrent identical questions share one query.
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { type CountedApp, startCountedApp } from "../../helpers/counted-app";
import { engineNames } from "../../helpers/engines";
import { insertQuota, insertTicket } from "../../helpers/fixtures";

const DAY = "2030-06-02";
const LIFETIME_MS = 500;

describe.each(engineNames())("the read cache on %s", (engine) => {
  let t: CountedApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const start = async (readCacheMs: number) => {
    t = await startCountedApp(engine, readCacheMs);
    const quota = await insertQuota(t.db, { kind: "day", capacity: 20 });
    const ticket = await insertTicket(t.db, { quotaIds: [quota] });
    return { app: t, quota, ticket };
  };

  const getJson = async (app: FastifyInstance, url: string) => {
    const response = await app.inject({ method: "GET", url: `/api/v1${url}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    return response.json();
  };

  /** Places left for the ticket on DAY in the calendar, the list and the capacity answer. */
  const placesLeft = async (app: FastifyInstance, ticket: number) => {
    const calendar = await getJson(app, `/tickets/calendar?start_at=${DAY}&end_at=${DAY}`);
    const list = await getJson(app, `/tickets?valid_at=${DAY}&by_ticket_ids[]=${ticket}`);
    const capacity = await getJson(app, `/tickets/${ticket}/capacity?date=${DAY}`);
    const capacities = await getJson(app, `/tickets/capacities?ticket_ids[]=${ticket}&date=${DAY}`);
    return [
      calendar.data[DAY].tickets[ticket],
      list.data[0].available,
      capacity.capacities["00:00"],
      capacities.data[ticket].capacities["00:00"],
    ];
  };

  it("shows a hold, its change, extension and release in the very next answers", async () => {
    const { app: a, ticket } = await start(LIFETIME_MS);
    expect(await placesLeft(a.app, ticket)).toEqual([20, 20, 20, 20]);

    // The clock stands still: every cached answer is still within its lifetime.
    const created = await a.app.inject({
      method: "POST",
      url: "/api/v1/tickets/reservations",
      payload: { ticket_id: ticket, quantity: 3, date: DAY },
    });
    expect(created.statusCode).toBe(201);
    const { token } = created.json();
    expect(await placesLeft(a.app, ticket)).toEqual([17, 17, 17, 17]);

    const changed = await a.app.inject({
      method: "PUT",
      url: `/api/v1/tickets/reservations/${token}`,
      payload: { ticket_id: ticket, quantity: 5, date: DAY },
    });
    expect(changed.statusCode).toBe(200);
    expect(await placesLeft(a.app, ticket)).toEqual([15, 15, 15, 15]);

    const extended = await a.app.inject({
      method: "PUT",
      url: "/api/v1/tickets/reservations",
      payload: { tokens: [token] },
    });
    expect(extended.statusCode).toBe(200);
    expect(await placesLeft(a.app, ticket)).toEqual([15, 15, 15, 15]);

    const released = await a.app.inject({
      method: "DELETE",
      url: `/api/v1/tickets/reservations/${token}`,
    });
    expect(released.statusCode).toBe(204);
    expect(await placesLeft(a.app, ticket)).toEqual([20, 20, 20, 20]);
  });

  it("keeps its answers when a hold is refused, which changed nothing", async () => {
    const { app: a, quota, ticket } = await start(LIFETIME_MS);
    expect(await placesLeft(a.app, ticket)).toEqual([20, 20, 20, 20]);
    // Another process sold 18 places; the cached answers do not know it yet.
    await a.db.query(
      `INSERT INTO capacity_pools (key, kind, ref, day, start_time, capacity, sold)
       VALUES ('quota:' || $1::int || ':' || $2::date || ':00:00', 'quota', $1::int, $2::date, '00:00', 20, 18)`,
      [quota, DAY],
    );
    const before = a.readsRun();

    const refused = await a.app.inject({
      method: "POST",
      url: "/api/v1/tickets/reservations",
      payload: { ticket_id: ticket, quantity: 3, date: DAY },
    });

    expect(refused.statusCode).toBe(409);
    expect(await placesLeft(a.app, ticket)).toEqual([20, 20, 20, 20]);
    expect(a.readsRun()).toBe(before);
  });

  it("never answers older than its lifetime (a write of another server process)", async () => {
    const { app: a, quota, ticket } = await start(LIFETIME_MS);
    expect(await placesLeft(a.app, ticket)).toEqual([20, 20, 20, 20]);
    // Another process sells 4 places: this one's cache hears nothing of it.
    await a.db.query(
      `INSERT INTO capacity_pools (key, kind, ref, day, start_time, capacity, sold)
       VALUES ('quota:' || $1::int || ':' || $2::date || ':00:00', 'quota', $1::int, $2::date, '00:00', 20, 4)`,
      [quota, DAY],
    );

    a.clock.advance(LIFETIME_MS - 1);
    expect(await placesLeft(a.app, ticket)).toEqual([20, 20, 20, 20]);
    a.clock.advance(1);
    expect(await placesLeft(a.app, ticket)).toEqual([16, 16, 16, 16]);
  });

  it("stops counting a hold that expired while cached within the lifetime", async () => {
    const { app: a, ticket } = await start(LIFETIME_MS);
    const created = await a.app.inject({
      method: "POST",
      url: "/api/v1/tickets/reservations",
      payload: { ticket_id: ticket, quantity: 3, date: DAY },
    });
    const validUntil = new Date(created.json().valid_until).getTime();
    a.clock.set(new Date(validUntil - 1));
    expect(await placesLeft(a.app, ticket)).toEqual([17, 17, 17, 17]);

    a.clock.set(new Date(validUntil - 1 + LIFETIME_MS));
    expect(await placesLeft(a.app, ticket)).toEqual([20, 20, 20, 20]);
  });

  it("runs one query for concurrent identical requests, one per distinct count", async () => {
    const { app: a, ticket } = await start(LIFETIME_MS);
    const calendar = `/api/v1/tickets/calendar?start_at=${DAY}&end_at=2030-06-09`;
    const before = a.readsRun();

    const answers = await Promise.all(
      Array.from({ length: 6 }, () => a.app.inject({ method: "GET", url: calendar })),
    );

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers[0]?.json().data[DAY].tickets[ticket]).toBe(20);
    expect(a.readsRun() - before).toBe(1);

    await Promise.all([
      a.app.inject({ method: "GET", url: `${calendar}&locale=en` }),
      a.app.inject({ method: "GET", url: `/api/v1/tickets/${ticket}/capacity?date=${DAY}` }),
      a.app.inject({ method: "GET", url: `/api/v1/tickets/${ticket}/capacity?date=${DAY}` }),
    ]);
    // The calendar in English is another answer from the same cells (no statement); the two
    // capacity questions share one.
    expect(a.readsRun() - before).toBe(2);
  });

  it("is off at READ_CACHE_MS=0: every answer is counted anew", async () => {
    const { app: a, quota, ticket } = await start(0);
    expect(await placesLeft(a.app, ticket)).toEqual([20, 20, 20, 20]);
    await a.db.query(
      `INSERT INTO capacity_pools (key, kind, ref, day, start_time, capacity, sold)
       VALUES ('quota:' || $1::int || ':' || $2::date || ':00:00', 'quota', $1::int, $2::date, '00:00', 20, 4)`,
      [quota, DAY],
    );
    expect(await placesLeft(a.app, ticket)).toEqual([16, 16, 16, 16]);

    const before = a.readsRun();
    await Promise.all(
      Array.from({ length: 3 }, () =>
        a.app.inject({ method: "GET", url: `/api/v1/tickets/${ticket}/capacity?date=${DAY}` }),
      ),
    );
    expect(a.readsRun() - before).toBe(3);
  });
});
