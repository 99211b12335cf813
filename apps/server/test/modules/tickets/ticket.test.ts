// GET /tickets/{id}, /tickets/content and /tickets/groups.
import { Ticket, TicketContentList, TicketGroupList } from "@shop/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import type { TestApp } from "../../helpers/test-app";
import { get, startCatalogueApp } from "../shop/catalogue-app";
import { fixtureCatalogue, TICKET } from "../shop/fixture-catalogue";

describe.each(engineNames())("ticket reads on %s", (engine) => {
  let t: TestApp;
  let empty: TestApp;
  beforeAll(async () => {
    t = await startCatalogueApp(engine);
    empty = await startCatalogueApp(engine, { ...fixtureCatalogue(), ticket_groups: [] });
  });
  afterAll(async () => {
    await t?.close();
    await empty?.close();
  });

  it("answers one ticket with today's places left", async () => {
    const { status, body } = await get(t, `/tickets/${TICKET.reduced}?locale=en`);

    expect(status).toBe(200);
    expect(Ticket.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      id: TICKET.reduced,
      title: "Reduced",
      price_cents: 800,
      available: 50,
      content: { reduction_reason: "Students" },
    });
  });

  it("answers a ticket that is no longer bookable too, with no places", async () => {
    const { status, body } = await get(t, `/tickets/${TICKET.unbookable}`);
    expect(status).toBe(200);
    expect(body.available).toBe(0);
  });

  it("answers the content of the asked tickets in the asked order", async () => {
    const query = `ticket_ids[]=${TICKET.reduced}&ticket_ids[]=${TICKET.adult}`;
    const { status, body } = await get(t, `/tickets/content?${query}&locale=fr`);

    expect(status).toBe(200);
    expect(TicketContentList.parse(body)).toEqual(body);
    expect(body).toEqual({
      data: [
        { id: TICKET.reduced, content: { reduction_reason: "Studierende" } },
        { id: TICKET.adult, content: { reduction_reason: null } },
      ],
    });
  });

  it("answers the configured groups by order with their tickets", async () => {
    const { status, body } = await get(t, "/tickets/groups");

    expect(status).toBe(200);
    expect(TicketGroupList.parse(body)).toEqual(body);
    expect(body.data.map((group: { name: string }) => group.name)).toEqual([
      "day",
      "timeSlot",
      "flex",
      "annual",
    ]);
    expect(body.data[0]).toEqual({
      name: "day",
      order: 1,
      types: ["normal"],
      list_ids: [],
      ticket_ids: [1, 2, 5, 7, 8],
      withContentAttributes: true,
      iconClass: "icon-calendar",
    });
    expect(body.data[1]).toMatchObject({ name: "timeSlot", list_ids: [500], ticket_ids: [3] });
  });

  it("answers the two default groups when the catalogue configures none", async () => {
    const { body } = await get(empty, "/tickets/groups");
    expect(body.data).toEqual([
      expect.objectContaining({ name: "day", order: 1, types: ["normal"] }),
      expect.objectContaining({ name: "timeSlot", order: 2, types: ["time_slot"] }),
    ]);
  });
});
