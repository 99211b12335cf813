// A rush of holds keeps the calendar and the list current without counting
// (src/modules/tickets/availability-cells.ts): a cell a new hold changed is counted once with
// its pools, and later holds subtract their places from those pools. The places so kept must
// be exactly what a count answers, on both engines.
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { placesOfPools } from "../../../src/modules/tickets/availability-cells";
import { countCells } from "../../../src/modules/tickets/repository";
import { startCountedApp } from "../../helpers/counted-app";
import { engineNames } from "../../helpers/engines";
import { insertQuota, insertTicket } from "../../helpers/fixtures";
import { TEST_NOW } from "../../helpers/test-app";

// TEST_NOW is 10:00 in Berlin on 2030-06-01: today's first start time is still open.
const TODAY = "2030-06-01";
const DAY = "2030-06-02";
const LAST = "2030-06-04";

describe.each(engineNames())("hot availability cells on %s", (engine) => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  /**
   * A (time slots on slot quota S and day quota D), B (day quota D), C (time slots on S),
   * E (booked out, on D); counted statements.
   */
  const start = async () => {
    const counted = await startCountedApp(engine);
    close = () => counted.close();
    const { app, db } = counted;
    const slotQuota = await insertQuota(db, { kind: "slot", capacity: 10 });
    const dayQuota = await insertQuota(db, { kind: "day", capacity: 50 });
    const a = await insertTicket(db, { ticket_type: "time_slot", quotaIds: [slotQuota, dayQuota] });
    const b = await insertTicket(db, { quotaIds: [dayQuota] });
    const c = await insertTicket(db, { ticket_type: "time_slot", quotaIds: [slotQuota] });
    const e = await insertTicket(db, { quotaIds: [dayQuota], booked_out: true });
    return { app, db, counts: counted.readsRun, a, b, c, e };
  };

  const getJson = async (app: FastifyInstance, url: string) => {
    const response = await app.inject({ method: "GET", url: `/api/v1${url}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  const holdOn = async (app: FastifyInstance, ticket: number, quantity: number, time?: string) => {
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/tickets/reservations",
      payload: { ticket_id: ticket, quantity, date: DAY, ...(time ? { time } : {}) },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().token as string;
  };

  /** Places of A, B and C on DAY in the calendar and in the list. */
  const places = async (app: FastifyInstance, tickets: readonly number[]) => {
    const calendar = await getJson(app, `/tickets/calendar?start_at=${TODAY}&end_at=${LAST}`);
    const list = await getJson(app, `/tickets?valid_at=${DAY}`);
    const listed = (id: number) =>
      list.data.find((row: { id: number }) => row.id === id).available as number;
    return {
      calendar: tickets.map((id) => calendar.data[DAY].tickets[id]),
      list: tickets.map(listed),
    };
  };

  it("keeps the places of a rush from the pools, exactly, without counting", async () => {
    const s = await start();
    const abc = [s.a, s.b, s.c];
    // 15 start times (10:00–17:00) of 10 places; A is bound by its day quota.
    expect(await places(s.app, abc)).toEqual({ calendar: [50, 50, 150], list: [50, 50, 150] });

    await holdOn(s.app, s.a, 2, "10:00");
    let before = s.counts();
    expect(await places(s.app, abc)).toEqual({ calendar: [48, 48, 148], list: [48, 48, 148] });
    // The cells the hold changed (A, B, C on the day) are counted once, with their pools.
    expect(s.counts() - before).toBe(1);

    before = s.counts();
    await holdOn(s.app, s.a, 3, "10:30");
    expect(await places(s.app, abc)).toEqual({ calendar: [45, 45, 145], list: [45, 45, 145] });
    await holdOn(s.app, s.c, 1, "10:00");
    expect(await places(s.app, abc)).toEqual({ calendar: [45, 45, 144], list: [45, 45, 144] });
    await holdOn(s.app, s.b, 4);
    expect(await places(s.app, abc)).toEqual({ calendar: [41, 41, 144], list: [41, 41, 144] });
    // A is bound by its day quota (41), its start times by S: 150 − 2 − 3 − 1.
    expect(s.counts() - before).toBe(0);
  });

  it("counts anew after any other write (a release)", async () => {
    const s = await start();
    const abc = [s.a, s.b, s.c];
    await holdOn(s.app, s.a, 2, "10:00");
    const token = await holdOn(s.app, s.a, 3, "10:30");
    expect(await places(s.app, abc)).toEqual({ calendar: [45, 45, 145], list: [45, 45, 145] });
    const before = s.counts();

    const released = await s.app.inject({
      method: "DELETE",
      url: `/api/v1/tickets/reservations/${token}`,
    });
    expect(released.statusCode).toBe(204);

    expect(await places(s.app, abc)).toEqual({ calendar: [48, 48, 148], list: [48, 48, 148] });
    expect(s.counts() - before).toBe(1);
  });

  it("answers from the pools what the count answers, for every ticket and day", async () => {
    const s = await start();
    await holdOn(s.app, s.a, 2, "10:00");
    await holdOn(s.app, s.c, 10, "11:00");
    await holdOn(s.app, s.b, 7);
    const tickets = [s.a, s.b, s.c, s.e];
    const range = { from: TODAY, to: LAST, now: new Date(TEST_NOW) };

    const plain = await countCells(s.db, tickets, range, false);
    const pooled = await countCells(s.db, tickets, range, true);

    const key = (cell: { ticketId: number; day: string }) => `${cell.ticketId}|${cell.day}`;
    const expected = new Map(plain.map((cell) => [key(cell), cell]));
    expect(pooled).toHaveLength(plain.length);
    expect(plain).toHaveLength(tickets.length * 4);
    for (const cell of pooled) {
      const counted = expected.get(key(cell));
      expect(cell.onSale, key(cell)).toBe(counted?.onSale);
      expect(cell.available, key(cell)).toBe(counted?.available);
      expect(cell.pools && placesOfPools(cell.pools), key(cell)).toBe(counted?.available);
    }
    // Spot checks: C's 11:00 is full, E is booked out, A today still has its 15 start times
    // (the 10:00 entry lasts until 10:30).
    const c = expected.get(`${s.c}|${DAY}`);
    expect(c?.available).toBe(150 - 2 - 10);
    expect(expected.get(`${s.e}|${DAY}`)?.available).toBe(0);
    expect(pooled.find((cell) => key(cell) === `${s.a}|${TODAY}`)?.pools?.slots).toHaveLength(15);
  });
});
