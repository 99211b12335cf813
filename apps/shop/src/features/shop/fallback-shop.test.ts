// spec surrounding-areas §2: a failed GET /shop opens the shop on the documented defaults.
import { ShopAnswer, ShopSettings } from "@shop/core/contract";
import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, FALLBACK_SHOP } from "./fallback-shop";

describe("the fallback shop", () => {
  it("has exactly the contract's default settings", () => {
    expect(DEFAULT_SETTINGS).toEqual(ShopSettings.parse({}));
  });

  it("is a valid GET /shop answer", () => {
    expect(ShopAnswer.parse(FALLBACK_SHOP)).toEqual(FALLBACK_SHOP);
  });
});
