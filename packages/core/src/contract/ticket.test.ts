import { describe, expect, it } from "vitest";
import { DEFAULT_TICKET_GROUPS, Ticket, TicketGroup, TicketGroupList } from "./ticket";

const example = Ticket.meta()?.example as Ticket;

/** Issue paths of parsing the example ticket with some fields changed. */
function pathsOf(change: Record<string, unknown>): PropertyKey[][] {
  const result = Ticket.safeParse({ ...example, ...change });
  return result.error?.issues.map((issue) => issue.path) ?? [];
}

describe("given a ticket from the API", () => {
  it("reads every field of spec selling-core §3", () => {
    const ticket = Ticket.parse(example);
    expect(Object.keys(ticket).toSorted()).toEqual(
      [
        "id",
        "title",
        "description",
        "ticket_type",
        "price_cents",
        "vat_pct",
        "tax_included",
        "discount",
        "quantity",
        "entry_duration",
        "first_entry",
        "last_entry",
        "free_timing",
        "booked_out",
        "available",
        "quota_ids",
        "museum_ids",
        "exhibition_ids",
        "min_persons",
        "max_persons",
        "dynamic_prices",
        "is_mantle",
        "sub_tickets",
        "attendees",
        "shipped_with_merchandise_id",
        "photo_mandatory",
        "content",
      ].toSorted(),
    );
  });

  it.each([
    [{ price_cents: -100 }, ["price_cents"]],
    [{ price_cents: 12.5 }, ["price_cents"]],
    [{ vat_pct: 120 }, ["vat_pct"]],
    [{ discount: -5 }, ["discount"]],
    [{ ticket_type: "flex" }, ["ticket_type"]],
    [{ photo_mandatory: "sometimes" }, ["photo_mandatory"]],
    [{ last_entry: 1500 }, ["last_entry"]],
    [{ quota_ids: [3, 0] }, ["quota_ids", 1]],
    [{ min_persons: 5, max_persons: 2 }, ["max_persons"]],
    [{ content: { reduction_reason: 3 } }, ["content", "reduction_reason"]],
    [
      {
        sub_tickets: [{ id: 1, title: "Child", description: "", min_persons: -1, max_persons: 2 }],
      },
      ["sub_tickets", 0, "min_persons"],
    ],
  ])("refuses %j at the bad field", (change, path) => {
    expect(pathsOf(change)).toEqual([path]);
  });

  it("keys dynamic prices by start time for a time-slot ticket", () => {
    expect(pathsOf({ dynamic_prices: { "17:00": 1200 } })).toEqual([]);
    expect(pathsOf({ dynamic_prices: { "2025-06-14": 1200 } })).toEqual([
      ["dynamic_prices", "2025-06-14"],
    ]);
  });

  it("keys dynamic prices by date for a day ticket", () => {
    expect(pathsOf({ ticket_type: "normal", dynamic_prices: { "2025-06-14": 1600 } })).toEqual([]);
    expect(pathsOf({ ticket_type: "normal", dynamic_prices: { "17:00": 1200 } })).toEqual([
      ["dynamic_prices", "17:00"],
    ]);
  });

  it("refuses a dynamic price key that is neither a date nor a time", () => {
    expect(pathsOf({ dynamic_prices: { tomorrow: 1200 } })).toContainEqual([
      "dynamic_prices",
      "tomorrow",
    ]);
  });

  it("keeps extra content attributes as text", () => {
    const ticket = Ticket.parse({
      ...example,
      content: { reduction_reason: null, info: "Bring your student ID" },
    });
    expect(ticket.content?.info).toBe("Bring your student ID");
  });
});

describe("ticket groups", () => {
  it("default to day (order 1, normal) and timeSlot (order 2, time_slot)", () => {
    expect(DEFAULT_TICKET_GROUPS.map((group) => [group.name, group.order, group.types])).toEqual([
      ["day", 1, ["normal"]],
      ["timeSlot", 2, ["time_slot"]],
    ]);
    expect(TicketGroupList.parse({ data: [...DEFAULT_TICKET_GROUPS] }).data).toHaveLength(2);
  });

  it("refuses a group without a name or with an unknown type", () => {
    const group = DEFAULT_TICKET_GROUPS[0];
    const result = TicketGroup.safeParse({ ...group, name: "", types: ["normal", "flex"] });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([["name"], ["types", 1]]);
  });
});
