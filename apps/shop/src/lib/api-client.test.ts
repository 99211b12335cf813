// spec selling-core §7: every call sends `locale`; the array filters repeat their key once per
// value (`by_ticket_ids[]=12&by_ticket_ids[]=13`), which the server's parser reads as a list.
import { parse } from "node:querystring";
import { TicketCalendarQuery, TicketCapacitiesQuery } from "@shop/core/contract";
import { describe, expect, it } from "vitest";
import { json, refusalAnswer, stubApi } from "../test/fetch-stub";
import { ApiRequestError, apiRequest, apiUrl, retryAfterSeconds } from "./api-client";

function searchOf(url: string): URLSearchParams {
  return new URL(url, "http://shop.test").searchParams;
}

describe("apiUrl", () => {
  it("sends one value per key for plain values and leaves out null and undefined", () => {
    const search = searchOf(
      apiUrl("/tickets", {
        valid_at: "2030-06-01",
        per_page: 1000,
        flex: false,
        a: null,
        b: undefined,
      }),
    );
    expect([...search.entries()]).toEqual([
      ["valid_at", "2030-06-01"],
      ["per_page", "1000"],
      ["flex", "false"],
    ]);
  });

  it("repeats the key of a list once per value, in order", () => {
    const url = apiUrl("/tickets/capacities", {
      "ticket_ids[]": [12, "13", 14],
      date: "2030-06-02",
    });
    expect(url).toBe(
      "/api/v1/tickets/capacities?ticket_ids%5B%5D=12&ticket_ids%5B%5D=13&ticket_ids%5B%5D=14&date=2030-06-02",
    );
    expect(searchOf(url).getAll("ticket_ids[]")).toEqual(["12", "13", "14"]);
  });

  it("sends nothing for an empty list (no filter, not an empty one)", () => {
    expect(apiUrl("/tickets/calendar", { "by_ticket_ids[]": [] })).toBe("/api/v1/tickets/calendar");
  });

  it("builds queries the contract's schemas parse into the lists the shop meant", () => {
    // node's querystring parser, like the server's, gives an array for a repeated key.
    const read = (url: string) => parse(url.slice(url.indexOf("?") + 1));
    const capacities = TicketCapacitiesQuery.parse(
      read(
        apiUrl("/tickets/capacities", { locale: "de", date: "2030-06-02", "ticket_ids[]": [1, 2] }),
      ),
    );
    expect(capacities["ticket_ids[]"]).toEqual([1, 2]);
    const calendar = TicketCalendarQuery.parse(
      read(
        apiUrl("/tickets/calendar", {
          locale: "de",
          start_at: "2030-06-01",
          end_at: "2030-06-30",
          "by_ticket_ids[]": [7],
        }),
      ),
    );
    expect(calendar["by_ticket_ids[]"]).toEqual([7]);
  });
});

describe("apiRequest", () => {
  it("sends the list filters as repeated keys, and the locale", async () => {
    const api = stubApi({ "GET /api/v1/tickets/capacities": () => json({ data: {} }) });
    await apiRequest({
      path: "/tickets/capacities",
      locale: "en",
      query: { date: "2030-06-02", "ticket_ids[]": [3, 4] },
    });
    const [call] = api.callsTo("/tickets/capacities");
    expect(call?.url.searchParams.getAll("ticket_ids[]")).toEqual(["3", "4"]);
    expect(call?.url.searchParams.get("locale")).toBe("en");
  });

  it("sends extra headers such as the Idempotency-Key beside its own", async () => {
    const answer = {
      meta: { status: "success", payment_url: null, shop_behavior: "redirect", payment_data: null },
      order: { id: 1001, token: "Zt7kR2mW9xQpL4vN8cYbHg" },
    };
    const api = stubApi({ "POST /api/v1/orders": () => json(answer, 201, "Created") });
    await apiRequest({
      path: "/orders",
      locale: "de",
      method: "POST",
      body: { total: 0 },
      headers: { "Idempotency-Key": "key-1" },
    });
    const headers = new Headers(api.callsTo("/orders")[0]?.init?.headers);
    expect(headers.get("Idempotency-Key")).toBe("key-1");
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(headers.get("Accept")).toBe("application/json");
  });
});

// DESIGN.md §5, §7: a rate limit answers 429 with Retry-After; the shop shows the wait.
describe("retryAfterSeconds", () => {
  const now = Date.parse("2030-06-01T08:00:00Z");
  it.each([
    ["delay-seconds", "42", 42],
    ["delay-seconds with spaces", " 7 ", 7],
    ["an HTTP date 90 s ahead", "Sat, 01 Jun 2030 08:01:30 GMT", 90],
    ["an HTTP date already past", "Sat, 01 Jun 2030 07:59:00 GMT", 0],
    ["no header", null, undefined],
    ["an unreadable value", "soon", undefined],
    ["a negative number", "-5", undefined],
  ])("reads %s", (_, header, seconds) => {
    expect(retryAfterSeconds(header, now)).toBe(seconds);
  });

  it("is kept on the error of a refused call", async () => {
    stubApi({
      "POST /api/v1/tickets/reservations": () => refusalAnswer("rate_limit", { retryAfter: 30 }),
    });
    const failed = await apiRequest({
      path: "/tickets/reservations",
      locale: "de",
      method: "POST",
      body: {},
    }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ApiRequestError);
    expect(failed).toMatchObject({ status: 429, code: "rate_limit", retryAfter: 30 });
  });
});
