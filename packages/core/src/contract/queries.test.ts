import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  MAX_CALENDAR_DAYS,
  TicketCalendarQuery,
  TicketCapacitiesQuery,
  TicketContentQuery,
  TicketDayQuery,
  TicketPath,
  TicketsQuery,
} from "./queries";
import {
  PaginationQuery,
  QueryBool,
  QueryId,
  QueryIds,
  QueryInt,
  queryArray,
} from "./query-params";
import { TicketType } from "./ticket";

/** The path of the first issue of a failed parse. */
function firstIssuePath(schema: z.ZodType, input: unknown): PropertyKey[] | undefined {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return result.error?.issues[0]?.path;
}

describe("given a number in a query string", () => {
  it.each([
    ["0", 0],
    ["7", 7],
    ["1000", 1000],
    // the largest PostgreSQL integer: every number of a request ends up in such a column
    ["2147483647", 2_147_483_647],
    [12, 12],
  ])("reads %j as %j", (raw, expected) => {
    expect(QueryInt.parse(raw)).toBe(expected);
  });

  it.each([
    "",
    " 7",
    "7 ",
    "-1",
    "+1",
    "1.0",
    "1e3",
    "0x10",
    "07",
    "abc",
    "2147483648",
    "9007199254740991",
    "9007199254740993",
    2_147_483_648,
    -1,
    1.5,
    true,
    null,
  ])("refuses %j instead of coercing it loosely", (raw) => {
    expect(QueryInt.safeParse(raw).success).toBe(false);
  });

  it("reads back every non-negative PostgreSQL integer it is given as decimal text", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_147_483_647 }), (n) => {
        expect(QueryInt.parse(String(n))).toBe(n);
      }),
    );
  });

  it("refuses 0 as an id", () => {
    expect(QueryId.safeParse("0").success).toBe(false);
    expect(QueryId.parse("42")).toBe(42);
  });
});

describe("given a boolean in a query string", () => {
  it.each([
    ["true", true],
    ["1", true],
    ["false", false],
    ["0", false],
    [true, true],
    [false, false],
  ])("reads %j as %j", (raw, expected) => {
    expect(QueryBool.parse(raw)).toBe(expected);
  });

  it.each(["yes", "no", "on", "off", "TRUE", "False", "", "2", 1, 0, null])("refuses %j", (raw) => {
    expect(QueryBool.safeParse(raw).success).toBe(false);
  });
});

describe("given a repeated key such as by_museum_ids[]", () => {
  it("reads one occurrence (a single string) as a list of one", () => {
    expect(QueryIds.parse("3")).toEqual([3]);
  });

  it("reads several occurrences (an array) as the list", () => {
    expect(QueryIds.parse(["1", "2", "30"])).toEqual([1, 2, 30]);
  });

  it("accepts ids that are numbers already, as the shop builds them", () => {
    expect(QueryIds.parse([4, "5"])).toEqual([4, 5]);
  });

  it("names the index of a bad entry", () => {
    expect(firstIssuePath(TicketsQuery, { "by_museum_ids[]": ["1", "x"] })).toEqual([
      "by_museum_ids[]",
      1,
    ]);
  });

  it("refuses more than 1000 entries", () => {
    const many = Array.from({ length: 1001 }, (_, i) => String(i + 1));
    expect(QueryIds.safeParse(many).success).toBe(false);
    expect(QueryIds.parse(many.slice(0, 1000))).toHaveLength(1000);
  });

  it("turns any list of decimal ids into the same numbers", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 50 }), (ids) => {
        expect(QueryIds.parse(ids.map(String))).toEqual(ids);
      }),
    );
  });

  it("reads ticket types one or many, and refuses unknown ones", () => {
    const types = queryArray(TicketType);
    expect(types.parse("annual")).toEqual(["annual"]);
    expect(types.parse(["normal", "time_slot"])).toEqual(["normal", "time_slot"]);
    expect(types.safeParse(["flex"]).success).toBe(false);
  });
});

describe("GET /tickets", () => {
  it("reads a whole query string as a parser hands it over", () => {
    const query = TicketsQuery.parse({
      locale: "en",
      valid_at: "2025-06-14",
      "by_museum_ids[]": ["1", "2"],
      "by_exhibition_ids[]": "5",
      "by_ticket_types[]": ["normal", "time_slot"],
      by_ticket_type: "annual",
      by_bookable: "true",
      per_page: "100",
      page: "2",
      "by_ticket_ids[]": "12",
      billing_address_id: "5",
      by_price_target_audience_id: "3",
      by_free_timing: "0",
      "by_ticket_group_ids[]": ["7"],
      "exclude_ticket_ids[]": ["8", "9"],
      with_current_or_future_validities: "1",
      "by_list_ids[]": "4",
      flex: "false",
    });
    expect(query).toEqual({
      locale: "en",
      valid_at: "2025-06-14",
      "by_museum_ids[]": [1, 2],
      "by_exhibition_ids[]": [5],
      "by_ticket_types[]": ["normal", "time_slot"],
      by_ticket_type: "annual",
      by_bookable: true,
      per_page: 100,
      page: 2,
      "by_ticket_ids[]": [12],
      billing_address_id: 5,
      by_price_target_audience_id: 3,
      by_free_timing: false,
      "by_ticket_group_ids[]": [7],
      "exclude_ticket_ids[]": [8, 9],
      with_current_or_future_validities: true,
      "by_list_ids[]": [4],
      flex: false,
    });
  });

  it("defaults to locale de, 1000 per page, page 1", () => {
    expect(TicketsQuery.parse({})).toEqual({ locale: "de", per_page: 1000, page: 1 });
  });

  it.each([
    [{ per_page: "1001" }, ["per_page"]],
    [{ per_page: "0" }, ["per_page"]],
    [{ page: "0" }, ["page"]],
    [{ page: "2147483648" }, ["page"]],
    [{ "by_museum_ids[]": "2147483648" }, ["by_museum_ids[]", 0]],
    [{ locale: "it" }, ["locale"]],
    [{ valid_at: "14.06.2025" }, ["valid_at"]],
    [{ by_bookable: "yes" }, ["by_bookable"]],
    [{ by_ticket_type: "flex" }, ["by_ticket_type"]],
    [{ billing_address_id: "-5" }, ["billing_address_id"]],
  ])("refuses %j at %j", (input, path) => {
    expect(firstIssuePath(TicketsQuery, input)).toEqual(path);
  });

  it("accepts per_page 1 and 1000, the bounds", () => {
    expect(PaginationQuery.parse({ per_page: "1" }).per_page).toBe(1);
    expect(PaginationQuery.parse({ per_page: "1000" }).per_page).toBe(1000);
  });

  it("drops keys it does not know instead of failing", () => {
    expect(TicketsQuery.parse({ _: "1717000000", utm_source: "mail" })).toEqual({
      locale: "de",
      per_page: 1000,
      page: 1,
    });
  });
});

describe("GET /tickets/calendar", () => {
  it("reads the range and the filters", () => {
    expect(
      TicketCalendarQuery.parse({
        start_at: "2025-06-01",
        end_at: "2025-06-30",
        "by_ticket_ids[]": ["12", "13"],
        "by_ticket_types[]": "time_slot",
        by_bookable: "1",
      }),
    ).toEqual({
      locale: "de",
      start_at: "2025-06-01",
      end_at: "2025-06-30",
      "by_ticket_ids[]": [12, 13],
      "by_ticket_types[]": ["time_slot"],
      by_bookable: true,
    });
  });

  it("accepts a single day and the longest range", () => {
    expect(
      TicketCalendarQuery.safeParse({ start_at: "2025-06-01", end_at: "2025-06-01" }).success,
    ).toBe(true);
    // 2025-06-01 + 92 days = 2025-09-01: 93 days with both ends.
    expect(MAX_CALENDAR_DAYS).toBe(93);
    expect(
      TicketCalendarQuery.safeParse({ start_at: "2025-06-01", end_at: "2025-09-01" }).success,
    ).toBe(true);
  });

  it.each([
    [{ start_at: "2025-06-30", end_at: "2025-06-01" }, ["end_at"]],
    [{ start_at: "2025-06-01", end_at: "2025-09-02" }, ["end_at"]],
    [{ start_at: "2025-02-29", end_at: "2025-03-01" }, ["start_at"]],
    [{ end_at: "2025-03-01" }, ["start_at"]],
  ])("refuses %j at %j", (input, path) => {
    expect(firstIssuePath(TicketCalendarQuery, input)).toEqual(path);
  });

  it("counts days across a change of daylight saving time the same as any other", () => {
    // Europe/Berlin springs forward on 2025-03-30; the range is still 93 calendar days.
    expect(
      TicketCalendarQuery.safeParse({ start_at: "2025-03-01", end_at: "2025-06-01" }).success,
    ).toBe(true);
    expect(
      TicketCalendarQuery.safeParse({ start_at: "2025-03-01", end_at: "2025-06-02" }).success,
    ).toBe(false);
  });
});

describe("GET /tickets/capacities and /tickets/content", () => {
  it("read ticket_ids[] given once or repeated", () => {
    expect(TicketCapacitiesQuery.parse({ date: "2025-06-14", "ticket_ids[]": "12" })).toEqual({
      locale: "de",
      date: "2025-06-14",
      "ticket_ids[]": [12],
    });
    expect(TicketContentQuery.parse({ "ticket_ids[]": ["12", "13"] })["ticket_ids[]"]).toEqual([
      12, 13,
    ]);
  });

  it("need at least one ticket and, for capacities, a day", () => {
    expect(firstIssuePath(TicketContentQuery, {})).toEqual(["ticket_ids[]"]);
    expect(firstIssuePath(TicketContentQuery, { "ticket_ids[]": [] })).toEqual(["ticket_ids[]"]);
    expect(firstIssuePath(TicketCapacitiesQuery, { "ticket_ids[]": "12" })).toEqual(["date"]);
  });
});

describe("ticket paths and start times", () => {
  it("read the id of the path as a number", () => {
    expect(TicketPath.parse({ id: "12" })).toEqual({ id: 12 });
    expect(firstIssuePath(TicketPath, { id: "twelve" })).toEqual(["id"]);
  });

  it("need the day of the start times", () => {
    expect(TicketDayQuery.parse({ date: "2025-06-14" })).toEqual({
      locale: "de",
      date: "2025-06-14",
    });
    expect(firstIssuePath(TicketDayQuery, { date: "2025-13-01" })).toEqual(["date"]);
  });
});

describe("the OpenAPI view of a query", () => {
  it("documents the strings a client sends (io input) and the numbers a handler gets", () => {
    const input = JSON.stringify(z.toJSONSchema(TicketsQuery, { io: "input" }));
    const output = JSON.stringify(z.toJSONSchema(TicketsQuery, { io: "output" }));
    expect(input).toContain('"pattern":"^(0|[1-9]\\\\d*)$"');
    expect(input).toContain('"enum":["0","1","true","false"]');
    expect(output).not.toContain('"enum":["0","1","true","false"]');
    expect(output).toContain(
      '"per_page":{"default":1000,"type":"integer","minimum":1,"maximum":1000}',
    );
  });
});
