// DESIGN §4: a slot quota has one counter per day and start time. Two time-slot tickets of
// one exhibition on a shared slot quota, one every 15 and one every 30 minutes: a hold at a
// start time counts against the other ticket at that same start time only, never at another
// start time — and the capacity answers, the start times and the calendar agree on it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import { insertQuota, insertTicket } from "../../helpers/fixtures";
import { startTestApp, type TestApp } from "../../helpers/test-app";
import type { Json } from "../shop/catalogue-app";

const DAY = "2030-06-03";
const CAPACITY = 5;

describe.each(engineNames())("two time-slot tickets on one slot quota on %s", (engine) => {
  let t: TestApp;
  let quarter: number;
  let half: number;
  beforeAll(async () => {
    t = await startTestApp(engine);
    const quota = await insertQuota(t.db, { kind: "slot", capacity: CAPACITY });
    // 10:00–12:00: 9 start times every 15 minutes, 5 every 30 minutes.
    const slots = { ticket_type: "time_slot" as const, first_entry: 600, last_entry: 720 };
    quarter = await insertTicket(t.db, { ...slots, entry_duration: 15, quotaIds: [quota] });
    half = await insertTicket(t.db, { ...slots, entry_duration: 30, quotaIds: [quota] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async (url: string): Promise<Json> => {
    const response = await t.app.inject({ method: "GET", url: `/api/v1${url}` });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const hold = (ticket: number, time: string, quantity: number) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/tickets/reservations",
      payload: { ticket_id: ticket, quantity, date: DAY, time },
    });
  const capacities = async (ticket: number) =>
    (await get(`/tickets/${ticket}/capacity?date=${DAY}`)).capacities as Record<string, number>;
  const sum = (record: Record<string, number>) =>
    Object.values(record).reduce((total, places) => total + places, 0);

  it("counts a hold at its start time for both tickets and at no other start time", async () => {
    expect((await hold(quarter, "10:15", 3)).statusCode).toBe(201);
    expect((await hold(quarter, "10:30", 2)).statusCode).toBe(201);
    expect((await hold(half, "11:00", 4)).statusCode).toBe(201);

    expect(await capacities(quarter)).toEqual({
      "10:00": 5,
      "10:15": 2,
      "10:30": 3,
      "10:45": 5,
      "11:00": 1,
      "11:15": 5,
      "11:30": 5,
      "11:45": 5,
      "12:00": 5,
    });
    // 10:15 is not a start time of the 30-minute ticket: its 10:00 and 10:30 keep theirs.
    expect(await capacities(half)).toEqual({
      "10:00": 5,
      "10:30": 3,
      "11:00": 1,
      "11:30": 5,
      "12:00": 5,
    });
  });

  it("refuses a hold at a start time the other ticket filled, and only there", async () => {
    expect((await hold(quarter, "11:30", 5)).statusCode).toBe(201);

    const refused = await hold(half, "11:30", 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("sold_out");
    expect((await hold(half, "12:00", 1)).statusCode).toBe(201);
    expect((await hold(quarter, "11:45", 5)).statusCode).toBe(201);
  });

  it("answers the same places in the capacity, the start times and the calendar", async () => {
    const calendar = await get(`/tickets/calendar?start_at=${DAY}&end_at=${DAY}`);
    for (const ticket of [quarter, half]) {
      const record = await capacities(ticket);
      const startTimes = await get(`/tickets/${ticket}/start_times?date=${DAY}`);
      const both = await get(`/tickets/capacities?ticket_ids[]=${ticket}&date=${DAY}`);

      expect(
        Object.fromEntries(
          startTimes.data.map((slot: { start_time: string; capacity: number }) => [
            slot.start_time,
            slot.capacity,
          ]),
        ),
      ).toEqual(record);
      expect(both.data[ticket].capacities).toEqual(record);
      // The calendar's places of a time-slot ticket: the sum over its open start times.
      expect(calendar.data[DAY].tickets[ticket]).toBe(sum(record));
    }
    // After both tests' holds: quarter 45 − 3 − 2 − 4 − 5 − 5 − 1 (12:00), half 25 − 2 − 4 − 5 − 1.
    expect(calendar.data[DAY].tickets).toEqual({ [quarter]: 25, [half]: 13 });
  });
});
