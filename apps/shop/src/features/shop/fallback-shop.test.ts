// spec surrounding-areas §2: a failed GET /shop opens the shop on the documented defaults.
// (That they are exactly the contract's defaults is tested beside them, in @shop/core's
// src/constants/constants.test.ts.)
import { ShopAnswer } from "@shop/core/contract";
import { describe, expect, it } from "vitest";
import { FALLBACK_SHOP } from "./fallback-shop";

describe("the fallback shop", () => {
  it("is a valid GET /shop answer", () => {
    expect(ShopAnswer.parse(FALLBACK_SHOP)).toEqual(FALLBACK_SHOP);
  });
});
