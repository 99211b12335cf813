import { describe, expect, it } from "vitest";
import { deliveredGoodsOf } from "./delivered-goods";

describe("deliveredGoodsOf", () => {
  it.each([
    [["Coupon"], "coupons"],
    [["Coupon", "Coupon", "Merchandise"], "coupons"],
    [["Ticket"], "tickets"],
    [["Event", "Tour", "Annual"], "tickets"],
    [["Merchandise"], "tickets"],
    [["Ticket", "Coupon"], "both"],
    [["Annual", "Coupon"], "both"],
  ] as const)("names %j as %s", (types, goods) => {
    expect(deliveredGoodsOf(types.map((type) => ({ type })))).toBe(goods);
  });
});
