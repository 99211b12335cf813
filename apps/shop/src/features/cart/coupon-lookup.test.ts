// spec selling-core §7 GET /coupon_sales/barcode/{code}, §8 coupon errors: which answer means
// which error, and the code sent safely in the path.
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../../lib/api-client";
import { errorAnswer, json, stubApi } from "../../test/fetch-stub";
import { couponErrorOf, lookUpCoupon } from "./coupon-lookup";

afterEach(() => {
  vi.unstubAllGlobals();
});

const SALE = {
  code: "A/B 1",
  is_valid: true,
  value_cents: 2500,
  value: null,
  is_voucher_for: null,
  value_action: "debit",
  debit_cents: 0,
};

describe("couponErrorOf", () => {
  it.each([
    [new ApiRequestError(422, "Unprocessable Entity", null), "notValid"],
    [
      new ApiRequestError(422, "Unprocessable Entity", {
        error: { code: "coupon_not_valid", message: "No" },
      }),
      "notValid",
    ],
    [new ApiRequestError(429, "Too Many Requests", null), "rateLimit"],
    [new ApiRequestError(404, "Not Found", null), "error"],
    [new ApiRequestError(500, "Error", null), "error"],
    [new ApiRequestError(0, "Network error", "offline"), "error"],
    [new TypeError("boom"), "error"],
  ])("reads %s as %s", (failure, expected) => {
    expect(couponErrorOf(failure)).toBe(expected);
  });
});

describe("lookUpCoupon", () => {
  it("asks for the code escaped in the path, with the locale, and answers the sale", async () => {
    const calls = stubApi({
      "GET /api/v1/coupon_sales/barcode/A%2FB%201": () => json(SALE),
    });
    expect(await lookUpCoupon("en", "A/B 1")).toEqual({ sale: SALE });
    expect(calls.calls[0]?.url.searchParams.get("locale")).toBe("en");
  });

  it("answers notValid for a sale that is no longer valid", async () => {
    stubApi({
      "GET /api/v1/coupon_sales/barcode/OLD": () => json({ ...SALE, code: "OLD", is_valid: false }),
    });
    expect(await lookUpCoupon("de", "OLD")).toEqual({ error: "notValid" });
  });

  it.each([
    [422, "coupon_not_valid", "notValid"],
    [429, "rate_limit", "rateLimit"],
    [503, "unavailable", "error"],
  ])("answers HTTP %i (%s) as %s, without throwing", async (status, code, expected) => {
    stubApi({ "GET /api/v1/coupon_sales/barcode/X": () => errorAnswer(status, "E", code, "No") });
    expect(await lookUpCoupon("de", "X")).toEqual({ error: expected });
  });
});
