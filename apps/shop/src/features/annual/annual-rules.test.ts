// spec selling-core §4 "Annual tickets", §8: the submit label, the way on, the success notice
// and what an error leads to.

import { berlinDate } from "@shop/core";
import type { AnnualOrder, AnnualTicketSale } from "@shop/core/contract";
import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../../lib/api-client";
import { nextPath, problemOf, showsAllDone, startInstantOf, submitLabelOf } from "./annual-rules";

const holder = {
  id: 1,
  customer_salutation_id: null,
  name: "Ada",
  surname: "Lovelace",
  email: null,
  customer_personalization_token: "Pk2mW9xQpL4vN8cYbHgZt7Pk2mW9xQ",
  is_buyer: true,
};

function sale(id: number, done: boolean, change: Partial<AnnualTicketSale> = {}): AnnualTicketSale {
  return {
    id,
    ticket_id: 40,
    title: "Annual pass",
    description: "",
    start_at: null,
    sent_at: null,
    is_personalizable: true,
    photo_mandatory: "none",
    personalizations: [
      {
        id: id * 10,
        customer: done ? holder : null,
        address_id: null,
        photo_url: null,
        photo_preview_url: null,
        customer_personalization_token: null,
        customer_adress_id: null,
        personalized_at: null,
      },
    ],
    ...change,
  };
}

const order = (...ticket_sales: AnnualTicketSale[]): AnnualOrder => ({
  id: 1001,
  token: "Zt7kR2mW9xQpL4vN8cYbHg",
  dispatch_mode_id: 3,
  ticket_sales,
  customers: [holder],
  addresses: [],
});

describe("the submit button", () => {
  it.each([
    ["update for a card personalised before", order(sale(1, true), sale(2, false)), 10, "update"],
    ["next while another card waits", order(sale(1, false), sale(2, false)), 10, "next"],
    ["create for the last card", order(sale(1, true), sale(2, false)), 20, "create"],
    [
      "create when the other waiting card is sent",
      order(sale(1, false), sale(2, false, { sent_at: "2030-06-03T08:00:00Z" })),
      10,
      "create",
    ],
    [
      "create when the other card names nobody",
      order(sale(1, false), sale(2, false, { is_personalizable: false })),
      10,
      "create",
    ],
  ] as const)("reads %s", (_, data, slot, label) => {
    expect(submitLabelOf(data, slot)).toBe(label);
  });
});

describe("after saving", () => {
  it("goes to the next waiting card, else back to the list", () => {
    const data = order(sale(1, false), sale(2, false));
    expect(nextPath(data, "/base", 10)).toBe("/base/2/20");
    expect(nextPath(data, "/base", 20)).toBe("/base/1/10");
    expect(nextPath(order(sale(1, false)), "/base", 10)).toBe("/base");
  });
});

describe("the success notice", () => {
  it.each([
    ["every card personalised, none sent", order(sale(1, true), sale(2, true)), true],
    ["one card waiting", order(sale(1, true), sale(2, false)), false],
    [
      "every card personalised and sent",
      order(sale(1, true, { sent_at: "2030-06-03T08:00:00Z" })),
      false,
    ],
    ["no personal card", order(sale(1, false, { is_personalizable: false })), false],
  ] as const)("shows for %s: %s", (_, data, shown) => {
    expect(showsAllDone(data)).toBe(shown);
  });
});

describe("an error", () => {
  const error = (status: number, code?: string) =>
    new ApiRequestError(status, "x", code ? { error: { code, message: "m" } } : null);

  it.each([
    [error(404, "token_not_found"), "token"],
    [error(404), "token"],
    // the issue 27: a link cut short, where a call still checks the token's shape
    [
      new ApiRequestError(422, "x", {
        error: { code: "validation", message: "m", fields: { token: ["Invalid"] } },
      }),
      "token",
    ],
    [
      new ApiRequestError(422, "x", {
        error: { code: "validation", message: "m", fields: { locale: ["Invalid"] } },
      }),
      "maintenance",
    ],
    [error(409, "not_personalizable"), "notPersonalizable"],
    [error(409, "already_personalized"), "alreadyPersonalized"],
    [error(409, "already_sent"), "sent"],
    [error(401, "unauthorized"), "guest"],
    [error(500, "internal"), "maintenance"],
    [error(0), "maintenance"],
    [new Error("boom"), "maintenance"],
  ])("%s leads to %s", (given, problem) => {
    expect(problemOf(given)).toBe(problem);
  });
});

describe("the start day", () => {
  it("is sent as noon UTC of that day, which is that day in Berlin all year", () => {
    for (const day of ["2030-03-31", "2030-06-01", "2030-10-27", "2030-12-31"]) {
      expect(berlinDate(new Date(startInstantOf(day)))).toBe(day);
    }
  });
});
