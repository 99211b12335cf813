// GET /tickets with every filter of spec selling-core §7, on the fixture catalogue.
import { TicketList } from "@shop/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineNames } from "../../helpers/engines";
import type { TestApp } from "../../helpers/test-app";
import { get, startCatalogueApp } from "../shop/catalogue-app";
import { TICKET as T } from "../shop/fixture-catalogue";

const ALL = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const without = (...ids: number[]) => ALL.filter((id) => !ids.includes(id));

const FILTERS: [string, string, number[]][] = [
  ["no filter (tickets open to every audience)", "", ALL],
  ["valid_at inside a validity", "valid_at=2030-06-15", without(T.expired)],
  ["valid_at before a validity starts", "valid_at=2030-06-01", without(T.june, T.expired)],
  ["current or future validities", "with_current_or_future_validities=true", without(T.expired)],
  ["current or future validities off", "with_current_or_future_validities=0", ALL],
  ["one museum", "by_museum_ids[]=1", [1, 2, 3, 4, 5]],
  ["two museums", "by_museum_ids[]=1&by_museum_ids[]=2", without(T.annual)],
  ["an exhibition", "by_exhibition_ids[]=11", [T.slot]],
  ["ticket types", "by_ticket_types[]=annual&by_ticket_types[]=time_slot", [T.slot, T.annual]],
  ["one ticket type", "by_ticket_type=annual", [T.annual]],
  ["types that exclude each other", "by_ticket_types[]=normal&by_ticket_type=time_slot", []],
  ["bookable", "by_bookable=true", without(T.unbookable)],
  ["not bookable", "by_bookable=false", [T.unbookable]],
  ["ticket ids", "by_ticket_ids[]=5&by_ticket_ids[]=2", [T.reduced, T.combi]],
  ["excluded ids", "exclude_ticket_ids[]=1&exclude_ticket_ids[]=2", without(1, 2)],
  ["the VIP audience", "by_price_target_audience_id=3", [...ALL, T.vip]],
  ["another audience", "by_price_target_audience_id=1", ALL],
  ["free timing", "by_free_timing=true", [T.flex]],
  ["fixed timing", "by_free_timing=false", without(T.flex)],
  ["a ticket group", "by_ticket_group_ids[]=1", [1, 2, 5, 7, 8]],
  ["two ticket groups", "by_ticket_group_ids[]=2&by_ticket_group_ids[]=4", [T.slot, T.annual]],
  ["a list id", "by_list_ids[]=500", [T.slot]],
  ["an unknown list id", "by_list_ids[]=501", []],
  ["the flex flag", "flex=true", [T.flex]],
  ["the flex flag off", "flex=false", without(T.flex)],
  ["flex and fixed timing together", "flex=true&by_free_timing=false", []],
  [
    "the shop's container query",
    "by_museum_ids[]=2&by_bookable=1&valid_at=2030-06-15&with_current_or_future_validities=1",
    [T.flex, T.combi, T.family, T.bookedOut, T.june],
  ],
];

describe.each(engineNames())("GET /api/v1/tickets on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startCatalogueApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(FILTERS)("filters by %s", async (_name, query, expected) => {
    const { status, body } = await get(t, `/tickets?${query}`);

    expect(status).toBe(200);
    expect(body.data.map((ticket: { id: number }) => ticket.id)).toEqual(expected);
    expect(body.meta).toEqual({ total_count: expected.length });
  });

  it("answers tickets that fit the contract, texts in the asked locale with German fallback", async () => {
    const { body } = await get(t, "/tickets?locale=en&per_page=1000");

    expect(TicketList.parse(body)).toEqual(body);
    const byId = new Map(body.data.map((ticket: { id: number }) => [ticket.id, ticket]));
    expect(byId.get(T.reduced)).toMatchObject({
      title: "Reduced",
      content: { reduction_reason: "Students" },
    });
    expect(byId.get(T.flex)).toMatchObject({
      title: "Flexticket",
      content: { reduction_reason: null, flex_description: "Valid for a year" },
    });
    expect(byId.get(T.family)).toMatchObject({
      is_mantle: true,
      sub_tickets: [
        { id: 71, title: "Adults", min_persons: 1, max_persons: 2 },
        { id: 72, title: "Children", min_persons: 1, max_persons: 4 },
      ],
    });
    expect(byId.get(T.slot)).toMatchObject({
      ticket_type: "time_slot",
      vat_pct: 7,
      discount: 10,
      entry_duration: 30,
      first_entry: 600,
      last_entry: 660,
      dynamic_prices: { "11:00": 900 },
      quota_ids: [100, 101],
      museum_ids: [1],
      exhibition_ids: [11],
    });
  });

  it.each([
    ["today", "", { 1: 50, 3: 24, 4: null, 6: 100, 8: 0, 9: 0, 10: 0 }],
    // 10 places pre-sold in the day quota, the 10:00 slot sold out: 0 + 8 + 8 for the slots.
    ["a day with sales", "valid_at=2030-06-02", { 1: 40, 3: 16, 5: 40 }],
    // Monday: the art hall is closed; the override gives its day quota 5 places.
    ["a closed day", "valid_at=2030-06-03", { 1: 0, 3: 0, 5: 5, 7: 100 }],
  ])("counts the places left on %s", async (_name, query, expected) => {
    const { body } = await get(t, `/tickets?${query}`);
    const available = Object.fromEntries(
      body.data.map((ticket: { id: number; available: number | null }) => [
        ticket.id,
        ticket.available,
      ]),
    );
    expect(available).toMatchObject(expected);
  });

  it("pages with per_page and page, counting every match", async () => {
    const first = await get(t, "/tickets?per_page=2");
    const last = await get(t, "/tickets?per_page=2&page=6");
    const beyond = await get(t, "/tickets?per_page=2&page=7");

    expect(first.body.data.map((ticket: { id: number }) => ticket.id)).toEqual([1, 2]);
    expect(last.body.data.map((ticket: { id: number }) => ticket.id)).toEqual([11]);
    expect(beyond.body).toEqual({ data: [], meta: { total_count: 11 } });
    expect(first.body.meta.total_count).toBe(11);
  });
});
