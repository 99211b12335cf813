// GET /tickets/calendar: availability per day from the same counters as the holds, and the
// same start-time rule as @shop/core's openStartTimes.
import { openStartTimes } from "@shop/core";
import { TicketCalendar } from "@shop/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import type { TestApp } from "../../helpers/test-app";
import { get, startCatalogueApp } from "../shop/catalogue-app";
import { TICKET } from "../shop/fixture-catalogue";

const NOW = "2030-06-01T08:00:00.000Z";

describe.each(engineNames())("GET /api/v1/tickets/calendar on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startCatalogueApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers every day of the range, closed before today and where nothing is on sale", async () => {
    const { status, body } = await get(
      t,
      "/tickets/calendar?start_at=2030-05-31&end_at=2030-06-06",
    );

    expect(status).toBe(200);
    expect(TicketCalendar.parse(body)).toEqual(body);
    expect(Object.keys(body.data)).toEqual([
      "2030-05-31",
      "2030-06-01",
      "2030-06-02",
      "2030-06-03",
      "2030-06-04",
      "2030-06-05",
      "2030-06-06",
    ]);
    expect(body.data["2030-05-31"]).toEqual({ available: 0, closed: true, tickets: {} });
    expect(body.data["2030-06-02"]).toEqual({
      available: 100,
      closed: false,
      // 10 pre-sold in the art hall's day quota; its 10:00 slot is sold out.
      tickets: { "1": 40, "2": 40, "3": 16, "5": 40, "7": 100, "8": 0 },
    });
    // Monday, and the dated exception on Wednesday: the art hall is closed; the combi
    // ticket is still sold for the natural history museum, with the day's override of 5.
    expect(body.data["2030-06-03"].tickets).toEqual({ "5": 5, "7": 100, "8": 0 });
    expect(body.data["2030-06-05"].tickets).toEqual({ "5": 50, "7": 100, "8": 0 });
  });

  it.each([
    ["a museum", "by_museum_ids[]=1", ["1", "2", "3", "5"]],
    ["an exhibition", "by_exhibition_ids[]=10", ["1"]],
    ["ticket types", "by_ticket_types[]=time_slot", ["3"]],
    ["a ticket type", "by_ticket_type=normal", ["1", "2", "5", "7", "8"]],
    ["ticket ids", "by_ticket_ids[]=7&by_ticket_ids[]=8", ["7", "8"]],
    ["bookable", "by_bookable=true", ["1", "2", "3", "5", "7", "8"]],
  ])("filters by %s", async (_name, query, tickets) => {
    const { body } = await get(
      t,
      `/tickets/calendar?start_at=2030-06-02&end_at=2030-06-02&${query}`,
    );
    expect(Object.keys(body.data["2030-06-02"].tickets).sort()).toEqual(tickets);
  });

  it("marks a day unlimited when a ticket of the audience has no quota", async () => {
    const { body } = await get(
      t,
      "/tickets/calendar?start_at=2030-06-02&end_at=2030-06-02&by_price_target_audience_id=3&by_ticket_ids[]=12",
    );
    expect(body.data["2030-06-02"]).toEqual({
      available: null,
      closed: false,
      tickets: { "12": null },
    });
  });

  it("closes a day when the only ticket asked is not valid then", async () => {
    const { body } = await get(
      t,
      `/tickets/calendar?start_at=2030-06-09&end_at=2030-06-10&by_ticket_ids[]=${TICKET.june}`,
    );
    expect(body.data["2030-06-09"]).toEqual({ available: 0, closed: true, tickets: {} });
    expect(body.data["2030-06-10"]).toEqual({
      available: 100,
      closed: false,
      tickets: { "10": 100 },
    });
  });

  it("counts a hold at once and not once it has expired by 1 ms", async () => {
    const url = `/tickets/calendar?start_at=2030-06-07&end_at=2030-06-07&by_museum_ids[]=1`;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/tickets/reservations",
      payload: { ticket_id: TICKET.slot, quantity: 4, date: "2030-06-07", time: "11:00" },
    });
    expect(response.statusCode).toBe(201);
    const validUntil = new Date(response.json().valid_until).getTime();

    const held = await get(t, url);
    expect(held.body.data["2030-06-07"].tickets).toMatchObject({ "1": 46, "3": 20 });

    t.clock.set(new Date(validUntil + 1));
    const expired = await get(t, url);
    expect(expired.body.data["2030-06-07"].tickets).toMatchObject({ "1": 50, "3": 24 });
    t.clock.set(NOW);
  });

  // The calendar's SQL and the start-times endpoint follow the same rule as @shop/core.
  it.each([
    "2030-06-01T06:00:00.000Z", // 08:00, before the first slot
    "2030-06-01T08:29:59.000Z", // 10:29:59, the 10:00 slot still running
    "2030-06-01T08:30:00.000Z", // 10:30, the 10:00 slot over
    "2030-06-01T09:00:00.000Z", // 11:00, the last entry
    "2030-06-01T09:00:01.000Z", // after the last entry
    "2030-06-01T21:59:59.000Z", // 23:59:59
  ])("agrees with openStartTimes today at %s", async (instant) => {
    t.clock.set(instant);
    const rule = openStartTimes(
      { entry_duration: 30, first_entry: 600, last_entry: 660 },
      "2030-06-01",
      new Date(instant),
    );
    const times = await get(t, `/tickets/${TICKET.slot}/start_times?date=2030-06-01`);
    const calendar = await get(
      t,
      `/tickets/calendar?start_at=2030-06-01&end_at=2030-06-01&by_ticket_ids[]=${TICKET.slot}`,
    );
    t.clock.set(NOW);

    expect(times.body.data.map((slot: { start_time: string }) => slot.start_time)).toEqual(rule);
    const day = calendar.body.data["2030-06-01"];
    if (rule.length === 0) {
      expect(day).toEqual({ available: 0, closed: true, tickets: {} });
    } else {
      expect(day.tickets[TICKET.slot]).toBe(8 * rule.length);
    }
  });
});
