// Issue 27 item 2: what a line says of where and when, read from the server's cart price and
// order line (line-when.ts).
import type { CartInfo, OrderItem } from "@shop/core/contract";
import { describe, expect, it } from "vitest";
import { orderItemWhen, pricedLineWhen } from "./line-when";

function info(change: Partial<CartInfo>): CartInfo {
  return {
    name: "Erwachsene",
    price_cents: 1600,
    totalCents: 1600,
    vats: [],
    tax_included: true,
    available: null,
    min_persons: 1,
    max_persons: 10,
    coupon_code: null,
    meta: { startDate: null, startTime: null, validFrom: null },
    free_timing: false,
    flex_description: null,
    subTickets: [],
    seats: [],
    museums: [],
    ...change,
  };
}

function item(attributes: Partial<OrderItem["attributes"]>): OrderItem {
  return {
    id: 1,
    type: "ticket",
    price_cents: 1600,
    total_cents: 1600,
    attributes: { id: 12, title: "Erwachsene", quantity: 1, ...attributes },
    after_sale_information: null,
    canceled: false,
    thumbnail: null,
  };
}

describe("pricedLineWhen", () => {
  it.each([
    [
      "a time slot of a combi ticket",
      info({
        museums: ["Kunsthalle", "Naturkundemuseum"],
        meta: { startDate: "2030-06-14", startTime: "10:30", validFrom: "2030-01-01" },
      }),
      // a dated line says its day; its ticket's validity start is no news
      { museums: ["Kunsthalle", "Naturkundemuseum"], day: "2030-06-14", time: "10:30" },
    ],
    [
      "a flex ticket",
      info({
        museums: ["Kunsthalle"],
        meta: { startDate: null, startTime: null, validFrom: "2030-07-01" },
        flex_description: "1 Jahr ab Kauf",
      }),
      { museums: ["Kunsthalle"], validFrom: "2030-07-01", validity: "1 Jahr ab Kauf" },
    ],
    ["a coupon", info({ name: "Gutschein" }), {}],
  ])("reads %s", (_, priced, expected) => {
    expect(pricedLineWhen(priced)).toEqual(expected);
  });

  it("reads an answer without museums as none", () => {
    const { museums: _, ...old } = info({});
    expect(pricedLineWhen(old as CartInfo)).toEqual({});
  });
});

describe("orderItemWhen", () => {
  it.each([
    [
      "a time slot",
      item({ date: "2030-06-14", start_time: "10:30", museums: ["Kunsthalle"] }),
      { museums: ["Kunsthalle"], day: "2030-06-14", time: "10:30" },
    ],
    [
      "an event date's instant, as a Date read in Berlin",
      item({ date: "2030-12-05", start_time: "2030-12-05T19:30:00+01:00" }),
      { day: "2030-12-05", time: new Date("2030-12-05T18:30:00Z") },
    ],
    [
      "an annual pass with its start",
      item({ ticket_type: "annual", museums: ["Kunsthalle"], valid_from: "2030-07-01" }),
      { museums: ["Kunsthalle"], validFrom: "2030-07-01" },
    ],
    [
      "a flex ticket",
      item({ flex_description: "1 Jahr ab Kauf", museums: [] }),
      { validity: "1 Jahr ab Kauf" },
    ],
  ])("reads %s", (_, ordered, expected) => {
    expect(orderItemWhen(ordered)).toEqual(expected);
  });
});
