// spec selling-core §3 "Cart item" (cart info), "Cart totals", "Local cart state"; §7 POST /cart.
// The cart info keeps the spec's camelCase names (totalCents, subTotalCents, ...).
import { z } from "zod";
import { CartItem, CartItemType } from "./cart-item";
import {
  Cents,
  Count,
  Id,
  IsoDate,
  multiLineText,
  singleLineText,
  Time,
  VatAmount,
} from "./common";
import { CouponCode, CouponSale } from "./coupon";
import { ErrorCode } from "./errors";

/** What the server tells about one cart line: prices, VAT, bounds and display data. */
export const CartInfo = z
  .object({
    name: z.string(),
    /** Unit price. */
    price_cents: Cents,
    /** Line total: unit price × quantity, after discounts and coupons. */
    totalCents: Cents,
    vats: z.array(VatAmount),
    tax_included: z.boolean(),
    /** Quantities that may be chosen; null means a number input from min to max persons. */
    available: z.array(Count).nullable(),
    min_persons: Count,
    max_persons: Count,
    coupon_code: CouponCode.nullable(),
    meta: z.object({
      startDate: IsoDate.nullable(),
      startTime: Time.nullable(),
      validFrom: IsoDate.nullable(),
    }),
    free_timing: z.boolean(),
    flex_description: z.string().nullable(),
    subTickets: z.array(z.object({ selectedQuantity: Count, title: z.string() })),
    seats: z.array(z.object({ id: Id, title: z.string() })),
    /**
     * The museums the line admits to (all of a combi ticket; an event's house), in the asked
     * locale, so two lines of the same title in different houses read apart (issue 27 item 2).
     */
    museums: z.array(z.string()).default([]),
  })
  .meta({
    id: "CartInfo",
    description: "Prices and display data of a cart line",
    example: {
      name: "Adult time-slot ticket",
      price_cents: 1400,
      totalCents: 2800,
      vats: [{ vat_pct: 7, price_cents: 183 }],
      tax_included: true,
      available: [1, 2, 3, 4],
      min_persons: 1,
      max_persons: 10,
      coupon_code: null,
      meta: { startDate: "2025-06-14", startTime: "10:30", validFrom: null },
      free_timing: false,
      flex_description: null,
      subTickets: [],
      seats: [],
      museums: ["Kunsthalle"],
    },
  });
export type CartInfo = z.infer<typeof CartInfo>;

/** A shipping line (spec selling-core §3: title, description, price_cents). */
export const ShippingItem = z
  .object({ id: Id, title: z.string(), description: z.string(), price_cents: Cents })
  .meta({
    id: "ShippingItem",
    description: "Shipping costs added when the order is shipped",
    example: { id: 90, title: "Shipping", description: "By post within Germany", price_cents: 390 },
  });
export type ShippingItem = z.infer<typeof ShippingItem>;

/** Totals of the cart. */
export const CartTotals = z
  .object({
    subTotalCents: Cents,
    subTotalCentsWithoutShipping: Cents,
    donations: z.array(Cents),
    vats: z.array(VatAmount),
    shippingVats: z.array(VatAmount),
    shippingItems: z.array(ShippingItem),
  })
  .meta({
    id: "CartTotals",
    description: "Totals of the cart, VAT per rate",
    example: {
      subTotalCents: 3290,
      subTotalCentsWithoutShipping: 2900,
      donations: [100],
      vats: [{ vat_pct: 7, price_cents: 183 }],
      shippingVats: [{ vat_pct: 19, price_cents: 62 }],
      shippingItems: [
        { id: 90, title: "Shipping", description: "By post within Germany", price_cents: 390 },
      ],
    },
  });
export type CartTotals = z.infer<typeof CartTotals>;

/** Body of POST /cart: the lines to price, with what changes the price. */
export const CartRequest = z
  .strictObject({
    items: z.array(CartItem).max(100),
    coupons: z.array(CouponCode).max(20).default([]),
    donations: z.array(Cents).max(10).default([]),
    /** spec selling-core §4: null unset, false print at home, true shipped. */
    shipping: z.boolean().nullable().default(null),
    /** spec surrounding-areas §6: the billing address gives the price target audience. */
    billing_address_id: Id.optional(),
  })
  .meta({
    id: "CartRequest",
    description: "Cart lines to price",
    example: {
      items: [{ type: "Ticket", attributes: { id: 12, date: "2025-06-14", quantity: 2 } }],
      coupons: [],
      donations: [100],
      shipping: false,
    },
  });
export type CartRequest = z.infer<typeof CartRequest>;
export type CartRequestInput = z.input<typeof CartRequest>;

/** One priced line of the answer; `index` points into the request's items. */
export const CartLine = z
  .object({
    index: Count,
    type: CartItemType,
    info: CartInfo,
    /** Why the line cannot be bought as it is (sold_out, hold_expired, ...), else null. */
    error: ErrorCode.nullable(),
  })
  .meta({
    id: "CartLine",
    description: "A priced cart line",
    example: {
      index: 0,
      type: "Ticket",
      info: CartInfo.meta()?.example,
      error: null,
    },
  });
export type CartLine = z.infer<typeof CartLine>;

/** Answer of POST /cart. */
export const CartAnswer = z
  .object({
    items: z.array(CartLine),
    totals: CartTotals,
    coupons: z.array(CouponSale),
    /**
     * The shipping items shipped tickets would cost, whether or not shipping is chosen (empty
     * when the shop does not ship), so the choice can name its price before it is made.
     */
    shipping_options: z.array(ShippingItem).default([]),
  })
  .meta({
    id: "CartAnswer",
    description: "Priced lines, totals and the coupons applied",
    example: {
      items: [CartLine.meta()?.example],
      totals: CartTotals.meta()?.example,
      coupons: [],
      shipping_options: [],
    },
  });
export type CartAnswer = z.infer<typeof CartAnswer>;

/** What the checkout keeps besides the lines (spec selling-core §3 orderParams). */
export const OrderParams = z
  .object({
    customerComment: multiLineText({ max: 2000 }).default(""),
    reference: singleLineText({ max: 200 }).default(""),
    paymentModeId: Id.nullable().default(null),
  })
  .meta({
    id: "OrderParams",
    description: "Comment, reference and payment mode chosen in the cart",
    example: { customerComment: "", reference: "Class 7b", paymentModeId: 2 },
  });
export type OrderParams = z.infer<typeof OrderParams>;

// Persisted in the browser and read back at load: every field has a default so an older or
// partial state parses, and unknown keys are dropped rather than fatal.
/** The cart as the browser keeps it (spec selling-core §3 "Local cart state"). */
export const LocalCartState = z
  .object({
    items: z.array(CartItem).default([]),
    shippingItems: z.array(ShippingItem).default([]),
    coupons: z.array(CouponCode).default([]),
    // Not in the spec's list, but the donation (§4) must survive a reload like the rest.
    donations: z.array(Cents).default([]),
    orderParams: OrderParams.default({ customerComment: "", reference: "", paymentModeId: null }),
    shippingSelection: z.boolean().nullable().default(null),
    shippingAddressId: Id.nullable().default(null),
    // Not in the spec's list: the cart's address selector (§2) picks the billing address of a
    // signed-in customer with several; null means the invoice address, else the first.
    billingAddressId: Id.nullable().default(null),
  })
  .meta({
    id: "LocalCartState",
    description: "Cart kept in the browser",
    example: {
      items: [{ type: "Ticket", attributes: { id: 12, date: "2025-06-14", quantity: 2 } }],
      shippingItems: [],
      coupons: [],
      donations: [],
      orderParams: { customerComment: "", reference: "", paymentModeId: 2 },
      shippingSelection: null,
      shippingAddressId: null,
      billingAddressId: null,
    },
  });
export type LocalCartState = z.infer<typeof LocalCartState>;
