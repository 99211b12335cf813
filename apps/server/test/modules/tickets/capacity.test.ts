// GET /tickets/{id}/capacity, /tickets/{id}/start_times and /tickets/capacities: read live
// from the counters, so holds count at once and stop counting the instant they expire
// (an answer of the read cache at most READ_CACHE_MS later).
import { StartTimes, TicketCapacities, TicketCapacity } from "@shop/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import { type TestApp, testConfig } from "../../helpers/test-app";
import { get, startCatalogueApp } from "../shop/catalogue-app";
import { QUOTA, TICKET } from "../shop/fixture-catalogue";

describe.each(engineNames())("ticket capacity on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startCatalogueApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  const hold = async (body: object) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/tickets/reservations",
      payload: body,
    });
    expect(response.statusCode).toBe(201);
    return response.json();
  };

  describe("given a time-slot ticket drawing on a day quota and a slot quota", () => {
    it("answers per slot the smaller of both, with each quota's own record", async () => {
      const { status, body } = await get(t, `/tickets/${TICKET.slot}/capacity?date=2030-06-02`);

      expect(status).toBe(200);
      expect(TicketCapacity.parse(body)).toEqual(body);
      expect(body).toEqual({
        ticket_id: TICKET.slot,
        date: "2030-06-02",
        capacities: { "10:00": 0, "10:30": 8, "11:00": 8 },
        total_capacities: { "10:00": 8, "10:30": 8, "11:00": 8 },
        quotas: {
          [QUOTA.kunsthalleDay]: { capacities: { "00:00": 40 }, total_capacities: { "00:00": 50 } },
          [QUOTA.kunsthalleSlots]: {
            capacities: { "10:00": 0, "10:30": 8, "11:00": 8 },
            total_capacities: { "10:00": 8, "10:30": 8, "11:00": 8 },
          },
        },
        time_slots: [
          { start_time: "10:00", capacity: 0, total_capacity: 8, seats: { available: 0, max: 8 } },
          { start_time: "10:30", capacity: 8, total_capacity: 8, seats: { available: 8, max: 8 } },
          { start_time: "11:00", capacity: 8, total_capacity: 8, seats: { available: 8, max: 8 } },
        ],
      });
    });

    it("lists the start times with their places, the same as the capacity's slots", async () => {
      const capacity = await get(t, `/tickets/${TICKET.slot}/capacity?date=2030-06-02`);
      const { status, body } = await get(t, `/tickets/${TICKET.slot}/start_times?date=2030-06-02`);

      expect(status).toBe(200);
      expect(StartTimes.parse(body)).toEqual(body);
      expect(body.data).toEqual(capacity.body.time_slots);
    });

    it("counts a hold at once and no longer from the millisecond it expires (cached: within the lifetime)", async () => {
      const day = "2030-06-04";
      const before = await get(t, `/tickets/${TICKET.slot}/capacity?date=${day}`);
      expect(before.body.capacities["10:30"]).toBe(8);

      const reservation = await hold({
        ticket_id: TICKET.slot,
        quantity: 3,
        date: day,
        time: "10:30",
      });
      const held = await get(t, `/tickets/${TICKET.slot}/capacity?date=${day}`);
      expect(held.body.capacities["10:30"]).toBe(5);
      expect(held.body.quotas[QUOTA.kunsthalleDay].capacities["00:00"]).toBe(47);
      const adult = await get(t, `/tickets/${TICKET.adult}/capacity?date=${day}`);
      expect(adult.body.capacities).toEqual({ "00:00": 47 });

      const validUntil = new Date(reservation.valid_until).getTime();
      t.clock.set(new Date(validUntil - 1));
      expect(
        (await get(t, `/tickets/${TICKET.slot}/capacity?date=${day}`)).body.capacities["10:30"],
      ).toBe(5);
      // The statement is exact to the millisecond: a question not asked before (not cached)
      // no longer counts the hold…
      t.clock.set(new Date(validUntil + 1));
      const exact = await get(t, `/tickets/capacities?ticket_ids[]=${TICKET.slot}&date=${day}`);
      expect(exact.body.data[TICKET.slot].capacities["10:30"]).toBe(8);
      // …and an answer cached just before the expiry lives no longer than READ_CACHE_MS.
      t.clock.set(new Date(validUntil + testConfig().readCacheMs));
      const expired = await get(t, `/tickets/${TICKET.slot}/capacity?date=${day}`);
      expect(expired.body.capacities["10:30"]).toBe(8);
      expect(expired.body.quotas[QUOTA.kunsthalleDay].capacities["00:00"]).toBe(50);
      t.clock.set("2030-06-01T08:00:00.000Z");
    });

    it("offers today only the slots whose entry window has not ended", async () => {
      t.clock.set("2030-06-01T08:40:00.000Z"); // 10:40 in Berlin
      const { body } = await get(t, `/tickets/${TICKET.slot}/start_times?date=2030-06-01`);
      expect(body.data.map((slot: { start_time: string }) => slot.start_time)).toEqual([
        "10:30",
        "11:00",
      ]);

      t.clock.set("2030-06-01T09:00:01.000Z"); // 11:00:01, after the last entry
      const late = await get(t, `/tickets/${TICKET.slot}/start_times?date=2030-06-01`);
      expect(late.body.data).toEqual([]);
      t.clock.set("2030-06-01T08:00:00.000Z");
    });
  });

  it.each([
    ["a day ticket", TICKET.adult, "2030-06-02", { "00:00": 40 }, { "00:00": 50 }],
    ["a day ticket on a closed day", TICKET.adult, "2030-06-03", { "00:00": 0 }, { "00:00": 5 }],
    ["a booked-out ticket", TICKET.bookedOut, "2030-06-02", { "00:00": 0 }, { "00:00": 100 }],
    ["a flex ticket (no limit)", TICKET.flex, "2030-06-02", {}, {}],
    ["an annual ticket", TICKET.annual, "2030-06-02", { "00:00": 100 }, { "00:00": 100 }],
  ])("answers the record of %s", async (_name, id, date, capacities, totals) => {
    const { status, body } = await get(t, `/tickets/${id}/capacity?date=${date}`);

    expect(status).toBe(200);
    expect(body).toMatchObject({ capacities, total_capacities: totals, time_slots: [] });
  });

  // spec selling-core §7: GET /tickets/{id}/capacity is called with no query.
  it("answers today's record in Berlin when asked with no query", async () => {
    // 00:30 on 3 June in Berlin, still 2 June in UTC: the adult ticket's closed day
    t.clock.set("2030-06-02T22:30:00.000Z");
    try {
      const { status, body } = await get(t, `/tickets/${TICKET.adult}/capacity`);
      const dated = await get(t, `/tickets/${TICKET.adult}/capacity?date=2030-06-03`);

      expect(status).toBe(200);
      expect(TicketCapacity.parse(body)).toEqual(body);
      expect(body).toEqual(dated.body);
      expect(body).toMatchObject({ date: "2030-06-03", capacities: { "00:00": 0 } });
    } finally {
      t.clock.set("2030-06-01T08:00:00.000Z");
    }
  });

  it("keeps the annual tickets' fixed capacity under quota 9999", async () => {
    const { body } = await get(t, `/tickets/${TICKET.annual}/capacity?date=2030-06-02`);
    expect(body.quotas).toEqual({
      "9999": { capacities: { "00:00": 100 }, total_capacities: { "00:00": 100 } },
    });
  });

  it("answers no start times for a day ticket", async () => {
    const { status, body } = await get(t, `/tickets/${TICKET.adult}/start_times?date=2030-06-02`);
    expect(status).toBe(200);
    expect(body).toEqual({ data: [] });
  });

  it("answers the records of several tickets on one day, keyed by ticket id", async () => {
    const query = `ticket_ids[]=${TICKET.adult}&ticket_ids[]=${TICKET.slot}&ticket_ids[]=${TICKET.adult}`;
    const { status, body } = await get(t, `/tickets/capacities?${query}&date=2030-06-02`);

    expect(status).toBe(200);
    expect(TicketCapacities.parse(body)).toEqual(body);
    expect(body).toEqual({
      data: {
        [TICKET.adult]: { capacities: { "00:00": 40 }, total_capacities: { "00:00": 50 } },
        [TICKET.slot]: {
          capacities: { "10:00": 0, "10:30": 8, "11:00": 8 },
          total_capacities: { "10:00": 8, "10:30": 8, "11:00": 8 },
        },
      },
    });
  });
});
