// spec selling-core §3 "Coupon", "Coupon sale"; surrounding-areas §3 "Ticket coupon".
import { z } from "zod";
import { Cents, Count, Id, listOf, singleLineText } from "./common";
import { LocaleQuery } from "./query-params";
import { TicketContent } from "./ticket";

// spec selling-core §5: coupon entry needs a non-empty code (else error 'empty').
/** A coupon or voucher code as typed in, trimmed. */
export const CouponCode = singleLineText({ trim: true, min: 1, max: 64 }).meta({
  description: "Coupon or voucher code",
  example: "SUMMER-2025",
});
export type CouponCode = z.infer<typeof CouponCode>;

/** A value coupon on sale (GET /coupons). */
export const Coupon = z
  .object({
    id: Id,
    title: z.string(),
    description: z.string(),
    price_cents: Cents,
    value_cents: Cents,
    shipped_with_merchandise_id: Id.nullable(),
  })
  .meta({
    id: "Coupon",
    description: "A value coupon that can be bought",
    example: {
      id: 4,
      title: "Gift voucher 25 €",
      description: "Valid for three years",
      price_cents: 2500,
      value_cents: 2500,
      shipped_with_merchandise_id: null,
    },
  });
export type Coupon = z.infer<typeof Coupon>;

/**
 * A coupon for a ticket (surrounding-areas §3 "Ticket coupon"): its code pays for admissions of
 * that ticket only, up to its value. It may be booked out (surrounding-areas §2: then it is
 * disabled); `available` counts the vouchers left on sale (null: no limit); `content` carries
 * the ticket's reduction reason.
 */
export const TicketCoupon = Coupon.extend({
  ticket_id: Id,
  available: Count.nullable(),
  booked_out: z.boolean(),
  content: TicketContent,
}).meta({
  id: "TicketCoupon",
  description: "A coupon for a ticket",
  example: {
    id: 5,
    title: "Voucher: family day ticket",
    description: "Two adults and up to three children",
    price_cents: 3200,
    value_cents: 3200,
    shipped_with_merchandise_id: null,
    ticket_id: 12,
    available: 40,
    booked_out: false,
    content: { reduction_reason: null },
  },
});
export type TicketCoupon = z.infer<typeof TicketCoupon>;

/** GET /coupons: the value coupons (`data`) and the coupons for a ticket. */
export const CouponList = listOf(Coupon, "CouponList")
  .extend({ ticket_coupons: z.array(TicketCoupon) })
  .meta({
    id: "CouponList",
    description: "Value coupons and ticket coupons on sale",
    example: {
      data: [Coupon.meta()?.example],
      ticket_coupons: [TicketCoupon.meta()?.example],
      meta: { total_count: 1 },
    },
  });
export type CouponList = z.infer<typeof CouponList>;

/** A sold coupon looked up by its code (GET /coupon_sales/barcode/{code}). */
export const CouponSale = z
  .object({
    code: CouponCode,
    is_valid: z.boolean(),
    /** Value left on the coupon. */
    value_cents: Cents,
    /** Value as the coupon states it (percent for percentage coupons); null for value coupons. */
    value: z.number().nullable(),
    /** Cart item type or product the coupon is a voucher for; null for a value coupon. */
    is_voucher_for: z.string().nullable(),
    /** How the value applies (e.g. "debit" for value coupons); the spec names no values. */
    value_action: z.string().nullable(),
    /** What this order takes off the coupon. */
    debit_cents: Cents,
  })
  .meta({
    id: "CouponSale",
    description: "A sold coupon and what it is worth",
    example: {
      code: "SUMMER-2025",
      is_valid: true,
      value_cents: 2500,
      value: null,
      is_voucher_for: null,
      value_action: "debit",
      debit_cents: 1400,
    },
  });
export type CouponSale = z.infer<typeof CouponSale>;

/** Path of GET /coupon_sales/barcode/{code}. */
export const CouponCodePath = z.object({ code: CouponCode }).meta({
  id: "CouponCodePath",
  description: "Coupon code in the path",
  example: { code: "SUMMER-2025" },
});
export type CouponCodePath = z.infer<typeof CouponCodePath>;

/** Query of GET /customer/coupon_values (rate limited, DESIGN.md §7). */
export const CouponValuesQuery = LocaleQuery.extend({ code: CouponCode }).meta({
  id: "CouponValuesQuery",
  description: "Coupon code to check",
  example: { locale: "de", code: "SUMMER-2025" },
});
export type CouponValuesQuery = z.infer<typeof CouponValuesQuery>;
