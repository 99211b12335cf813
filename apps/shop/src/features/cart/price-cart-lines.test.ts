// spec selling-core §2 shop.cart, §7 POST /cart: a line the server refuses by name is set aside
// and marked, and the rest of the cart is still priced; other refusals fail the price as before.
import type { CartItem } from "@shop/core/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../../lib/api-client";
import { priceAnswer, pricedLine } from "../../test/cart-fixtures";
import { errorAnswer, json, refusalAnswer, stubApi } from "../../test/fetch-stub";
import { lineRefusalsOf } from "./cart-price";
import { priceCartLines, refusedLinesOf } from "./price-cart-lines";

afterEach(() => vi.unstubAllGlobals());

const day = (id: number): CartItem => ({
  type: "Ticket",
  attributes: { id, date: "2030-06-14", quantity: 1, attendees: [] },
  reservations: [],
});
// a stored cart from before annual tickets were their own kind of line
const oldAnnual: CartItem = {
  type: "Ticket",
  attributes: { id: 40, quantity: 1, attendees: [] },
  reservations: [],
};
const annual: CartItem = { type: "Annual", attributes: { id: 40, quantity: 1 }, reservations: [] };

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

/** POST /cart as the server answers it: 422 on the first Ticket line of an annual ticket. */
function server() {
  return stubApi({
    "POST /api/v1/cart": (_url, init) => {
      const { items } = bodyOf(init) as { items: CartItem[] };
      const at = items.findIndex((item) => item.type === "Ticket" && item.attributes.id === 40);
      if (at >= 0) {
        return refusalAnswer("validation", {
          message: "The request is invalid",
          fields: { [`items.${at}.type`]: ["Annual tickets are Annual lines"] },
        });
      }
      return json(
        priceAnswer(
          items.map((item, index) => pricedLine(index, item.type, `#${item.attributes.id}`, 1000)),
        ),
      );
    },
  });
}

describe("priceCartLines", () => {
  it("sets a line refused by name aside, prices the rest and marks the line with its code", async () => {
    const api = server();
    const items = [day(12), oldAnnual, day(14)];

    const priced = await priceCartLines("en", {
      items,
      coupons: [],
      donations: [],
      shipping: null,
    });

    expect(api.callsTo("/cart").map((call) => bodyOf(call.init).items.length)).toEqual([3, 2]);
    expect(priced.items).toEqual([day(12), day(14)]);
    expect(priced.answer.items.map((line) => line.info.name)).toEqual(["#12", "#14"]);
    expect(priced.refused).toEqual([{ index: 1, code: "validation" }]);
    expect(lineRefusalsOf(priced, items)).toEqual([undefined, "validation", undefined]);
  });

  it("prices an Annual line as any other", async () => {
    const api = server();
    const priced = await priceCartLines("en", { items: [day(12), annual] });
    expect(api.callsTo("/cart")).toHaveLength(1);
    expect(priced.refused).toEqual([]);
    expect(lineRefusalsOf(priced, [day(12), annual])).toEqual([undefined, undefined]);
  });

  it("marks a priced line by its own error (sold_out, hold_expired)", async () => {
    stubApi({
      "POST /api/v1/cart": () => {
        const sold = pricedLine(1, "Ticket", "#14", 1000);
        sold.error = "sold_out";
        return json(priceAnswer([pricedLine(0, "Ticket", "#12", 1000), sold]));
      },
    });
    const items = [day(12), day(14)];
    const priced = await priceCartLines("en", { items });
    expect(lineRefusalsOf(priced, items)).toEqual([undefined, "sold_out"]);
  });

  it("keeps the mark on the refused line once the one before it has gone", async () => {
    server();
    const items = [day(12), oldAnnual, day(14)];
    const priced = await priceCartLines("en", { items });
    // the answer on screen while the next one loads is matched by what a line is
    expect(lineRefusalsOf(priced, [oldAnnual, day(14)])).toEqual(["validation", undefined]);
  });

  it.each([
    [
      "a refused voucher code",
      () => refusalAnswer("coupon_not_valid", { fields: { "coupons.0": ["no"] } }),
    ],
    ["a rate limit", () => refusalAnswer("rate_limit", { retryAfter: 10 })],
    ["a server error", () => errorAnswer(500, "Error", "internal", "boom")],
  ])("fails as before on %s", async (_, answer) => {
    const api = stubApi({ "POST /api/v1/cart": answer });
    await expect(priceCartLines("en", { items: [day(12)] })).rejects.toBeInstanceOf(
      ApiRequestError,
    );
    expect(api.callsTo("/cart")).toHaveLength(1);
  });
});

describe("refusedLinesOf", () => {
  const failure = (status: number, fields: Record<string, string[]>) =>
    new ApiRequestError(status, "", { error: { code: "validation", message: "m", fields } });

  it.each([
    ["items.N.type", failure(422, { "items.1.type": ["x"] }), [1]],
    ["items.N.attributes.id (404)", failure(404, { "items.0.attributes.id": ["x"] }), [0]],
    ["items.N alone", failure(422, { "items.2": ["x"] }), [2]],
    ["several lines", failure(422, { "items.2.type": ["x"], "items.0.type": ["y"] }), [0, 2]],
    ["items without a line", failure(409, { items: ["x"] }), []],
    ["a line beyond the request", failure(422, { "items.7.type": ["x"] }), []],
    ["another field", failure(422, { "coupons.0": ["x"] }), []],
    ["a rate limit", failure(429, { "items.0": ["x"] }), []],
    ["a server error", failure(500, { "items.0": ["x"] }), []],
  ])("reads %s", (_, error, lines) => {
    expect(refusedLinesOf(error, 3)).toEqual(lines);
  });
});
