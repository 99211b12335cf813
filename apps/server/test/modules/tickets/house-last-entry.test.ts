// Issue 27 item 1: a day is sold until its house's last entry — the close of the museum's last
// opening interval that day, or the ticket's own last_entry where the catalogue gives one —
// in the calendar and the ticket list as in the holds, by the same rule as @shop/core's
// isHouseEntryOpen. The fixture's art hall is open 10–18 on Saturdays, the natural history museum
// 9–17 every day; 2030-06-01 is a Saturday, 2030-06-05 the art hall's closing day.
import { isHouseEntryOpen } from "@shop/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import type { TestApp } from "../../helpers/test-app";
import { get, startCatalogueApp } from "../shop/catalogue-app";
import { fixtureCatalogue, MUSEUM, TICKET } from "../shop/fixture-catalogue";

const NOW = "2030-06-01T08:00:00.000Z";
const TODAY = "2030-06-01";

const houses = (ids: readonly number[]) =>
  (fixtureCatalogue().museums ?? [])
    .filter((museum) => ids.includes(museum.id))
    .map((museum) => ({
      regular: museum.opening_hours.regular,
      exceptions: museum.opening_hours.exceptions ?? [],
    }));

describe.each(engineNames())("a day that is over, on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startCatalogueApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  const hold = (ticketId: number, date: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/tickets/reservations",
      payload: { ticket_id: ticketId, quantity: 1, date },
    });

  it.each([
    ["16:00", "2030-06-01T14:00:00.000Z"],
    ["17:00, the natural history museum's close", "2030-06-01T15:00:00.000Z"],
    ["17:00:01", "2030-06-01T15:00:01.000Z"],
    ["18:00, the art hall's close", "2030-06-01T16:00:00.000Z"],
    ["18:00:01", "2030-06-01T16:00:01.000Z"],
    ["23:40", "2030-06-01T21:40:00.000Z"],
  ])(
    "the calendar offers today's day tickets as isHouseEntryOpen says, at %s",
    async (_name, instant) => {
      t.clock.set(instant);
      const calendar = await get(
        t,
        `/tickets/calendar?start_at=${TODAY}&end_at=${TODAY}&by_ticket_ids[]=${TICKET.adult}&by_ticket_ids[]=${TICKET.family}&by_ticket_ids[]=${TICKET.combi}`,
      );
      t.clock.set(NOW);
      const offered = Object.keys(calendar.body.data[TODAY].tickets).map(Number).sort();
      const rule = [
        [TICKET.adult, [MUSEUM.kunsthalle]],
        [TICKET.family, [MUSEUM.naturkunde]],
        [TICKET.combi, [MUSEUM.kunsthalle, MUSEUM.naturkunde]],
      ]
        .filter(([, museums]) =>
          isHouseEntryOpen(
            { last_entry: null },
            houses(museums as number[]),
            TODAY,
            new Date(instant),
          ),
        )
        .map(([id]) => id as number)
        .sort();
      expect(offered).toEqual(rule);
    },
  );

  it("offers the art hall's day ticket at 18:00 and not a second later", async () => {
    t.clock.set("2030-06-01T16:00:00.000Z");
    const open = await get(t, `/tickets/calendar?start_at=${TODAY}&end_at=${TODAY}`);
    t.clock.set("2030-06-01T16:00:01.000Z");
    const over = await get(t, `/tickets/calendar?start_at=${TODAY}&end_at=${TODAY}`);
    t.clock.set(NOW);
    expect(open.body.data[TODAY].tickets[TICKET.adult]).toBeGreaterThan(0);
    expect(over.body.data[TODAY].tickets).not.toHaveProperty(String(TICKET.adult));
    // the combi ticket's other house closed at 17:00: the art hall keeps it on sale until 18:00
    expect(open.body.data[TODAY].tickets).toHaveProperty(String(TICKET.combi));
    expect(over.body.data[TODAY].tickets).not.toHaveProperty(String(TICKET.combi));
  });

  it("refuses a hold for today at 23:40 naming the date, and takes tomorrow's", async () => {
    t.clock.set("2030-06-01T21:40:00.000Z");
    const today = await hold(TICKET.adult, TODAY);
    const tomorrow = await hold(TICKET.adult, "2030-06-02");
    t.clock.set(NOW);

    expect(today.statusCode).toBe(422);
    expect(today.json().error.fields).toEqual({ date: ["The last entry of this day has passed"] });
    expect(tomorrow.statusCode).toBe(201);
  });

  it("takes a hold for today at 17:59 and refuses it at 18:01", async () => {
    t.clock.set("2030-06-01T15:59:00.000Z");
    const before = await hold(TICKET.adult, TODAY);
    t.clock.set("2030-06-01T16:01:00.000Z");
    const after = await hold(TICKET.adult, TODAY);
    t.clock.set(NOW);

    expect(before.statusCode).toBe(201);
    expect(after.statusCode).toBe(422);
  });

  it("refuses a hold on the art hall's closing day, and sells the combi ticket for the other house", async () => {
    const closed = await hold(TICKET.adult, "2030-06-05");
    const combi = await hold(TICKET.combi, "2030-06-05");

    expect(closed.statusCode).toBe(422);
    expect(closed.json().error.fields).toEqual({ date: ["The museum is closed on this day"] });
    expect(combi.statusCode).toBe(201);
  });
});
