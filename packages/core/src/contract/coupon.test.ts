import { describe, expect, it } from "vitest";
import { CouponCode, CouponList, CouponSale, CouponValuesQuery, TicketCoupon } from "./coupon";

describe("given a coupon code", () => {
  it("trims it and refuses an empty one (error 'empty')", () => {
    expect(CouponCode.parse("  SUMMER-2025 ")).toBe("SUMMER-2025");
    expect(CouponCode.safeParse("   ").success).toBe(false);
    expect(CouponValuesQuery.safeParse({ code: "" }).error?.issues[0]?.path).toEqual(["code"]);
  });
});

describe("coupon sales and ticket coupons", () => {
  it("refuse negative values", () => {
    const sale = CouponSale.meta()?.example as CouponSale;
    expect(CouponSale.safeParse({ ...sale, debit_cents: -1 }).error?.issues[0]?.path).toEqual([
      "debit_cents",
    ]);
  });

  it("carry booked_out and the reduction reason on a ticket coupon", () => {
    const coupon = TicketCoupon.parse(TicketCoupon.meta()?.example);
    expect(coupon.booked_out).toBe(false);
    expect(coupon.content.reduction_reason).toBeNull();
    expect(TicketCoupon.safeParse({ ...coupon, booked_out: "no" }).error?.issues[0]?.path).toEqual([
      "booked_out",
    ]);
  });

  it("name the ticket a ticket coupon is for, and null available for no limit", () => {
    const coupon = TicketCoupon.parse(TicketCoupon.meta()?.example);
    const { ticket_id: _, ...withoutTicket } = coupon;
    expect(TicketCoupon.safeParse(withoutTicket).error?.issues[0]?.path).toEqual(["ticket_id"]);
    expect(TicketCoupon.parse({ ...coupon, available: null }).available).toBeNull();
    expect(TicketCoupon.safeParse({ ...coupon, available: -1 }).error?.issues[0]?.path).toEqual([
      "available",
    ]);
  });
});

describe("the coupon list", () => {
  it("carries value coupons in data and ticket coupons apart", () => {
    const list = CouponList.parse(CouponList.meta()?.example);
    expect(list.data[0]).not.toHaveProperty("ticket_id");
    expect(list.ticket_coupons[0]?.ticket_id).toBe(12);
    const { ticket_coupons: _, ...valueOnly } = list;
    expect(CouponList.safeParse(valueOnly).error?.issues[0]?.path).toEqual(["ticket_coupons"]);
  });
});
