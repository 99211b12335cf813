// spec selling-core §4 "Checkout flow" step 2, §8: where POST /orders leads.
import type { OrderResponse } from "@shop/core/contract";
import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../../lib/api-client";
import { outcomeOfOrder, readOrderQuery, readReason, reasonOfError } from "./order-outcome";

const order = { id: 1001, token: "Zt7kR2mW9xQpL4vN8cYbHg" };
const answer = (meta: Partial<OrderResponse["meta"]>): OrderResponse => ({
  meta: {
    status: "pending",
    payment_url: null,
    shop_behavior: "redirect",
    payment_data: null,
    ...meta,
  },
  order,
});

describe("outcomeOfOrder", () => {
  it.each([
    ["success", answer({ status: "success" }), { kind: "success", order }],
    ["fail", answer({ status: "fail" }), { kind: "failure", reason: "purchase", order }],
    [
      "redirect",
      answer({ payment_url: "https://pay.example.org/p" }),
      { kind: "redirect", url: "https://pay.example.org/p", order },
    ],
    [
      "iframe",
      answer({ payment_url: "https://pay.example.org/p", shop_behavior: "iframe" }),
      { kind: "iframe", url: "https://pay.example.org/p", order },
    ],
    [
      "form post",
      answer({ payment_data: { url: "https://pay.example.org/f", params: { session: "s" } } }),
      { kind: "form", url: "https://pay.example.org/f", params: { session: "s" }, order },
    ],
    ["no way to pay", answer({}), { kind: "failure", reason: "pending", order }],
  ])("leads a %s answer to its step", (_, given, expected) => {
    expect(outcomeOfOrder(given)).toEqual(expected);
  });
});

describe("reasonOfError", () => {
  it.each([
    [new ApiRequestError(500, "Error", { error: { code: "internal", message: "x" } }), "unknown"],
    [new ApiRequestError(0, "Network error", "offline"), "unknown"],
    [
      new ApiRequestError(422, "Error", { error: { code: "max_total_exceeded", message: "x" } }),
      "max_total_exceeded",
    ],
    [new ApiRequestError(409, "Error", { error: { code: "sold_out", message: "x" } }), "sold_out"],
    [new ApiRequestError(418, "Teapot", null), "purchase"],
    [new Error("bug"), "unknown"],
  ])("names the failure of %s", (error, reason) => {
    expect(reasonOfError(error)).toBe(reason);
  });

  it("reads only known reasons back from a URL", () => {
    expect(readReason("max_total_exceeded")).toBe("max_total_exceeded");
    expect(readReason("<script>")).toBe("purchase");
    expect(readReason(null)).toBe("purchase");
  });

  it("reads an order from the URL only with a numeric id and a token", () => {
    expect(readOrderQuery(new URLSearchParams(`order_id=1001&token=${order.token}`))).toEqual(
      order,
    );
    expect(readOrderQuery(new URLSearchParams("order_id=x&token=t"))).toBeUndefined();
    expect(readOrderQuery(new URLSearchParams("order_id=1001"))).toBeUndefined();
  });
});
