// spec selling-core §8 coupon errors, §7 POST /cart: what a failed price tells the visitor.
import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../../lib/api-client";
import { priceProblemOf } from "./use-cart-price";

const failure = (status: number, code: string, fields?: Record<string, string[]>) =>
  new ApiRequestError(status, "", { error: { code, message: "m", ...(fields ? { fields } : {}) } });

describe("priceProblemOf", () => {
  const coupons = ["SUMMER-2025", "WINTER-2024"];
  it.each([
    [
      "429 rate_limit: the coupon attempts are used up",
      failure(429, "rate_limit"),
      { kind: "rateLimit" },
    ],
    [
      "coupon_not_valid on coupons.1: that code",
      failure(422, "coupon_not_valid", { "coupons.1": ["no"] }),
      { kind: "coupon", code: "WINTER-2024" },
    ],
    [
      "coupon_not_valid without a coupon field: no code",
      failure(422, "coupon_not_valid", { coupons: ["no"] }),
      { kind: "coupon", code: undefined },
    ],
    ["any other error: the price failed", failure(500, "internal"), { kind: "failed" }],
  ])("%s", (_, error, problem) => {
    expect(priceProblemOf(error, coupons)).toEqual(problem);
  });
});
