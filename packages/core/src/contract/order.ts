// spec selling-core §3 "Order creation payload", "Order response", "Order in lists"; §4 payment
// status codes; §7 the order calls; surrounding-areas §3 order items.
import { z } from "zod";
import { PAYMENT_STATUS } from "../order-status";
import { CancellationOffer, LineCancellation, OrderInvoice, OrderRating } from "./after-sale";
import { CartItem } from "./cart-item";
import {
  Cents,
  Count,
  Id,
  IsoDate,
  IsoDateTime,
  Locale,
  MAX_DB_INTEGER,
  multiLineText,
  singleLineText,
  Time,
  Url,
  UrlToken,
} from "./common";
import { CouponCode } from "./coupon";
import { Affiliate } from "./customer";
import { LocaleQuery, QueryInt } from "./query-params";
import { TicketType } from "./ticket";

// The codes live with their rules; the contract re-exports them for `@shop/core/contract` users.
export { PAYMENT_STATUS };

/** A payment status code: 0 unknown, 10 outstanding, 20 authorized, 30 completed, 40 failed. */
export const PaymentStatus = z
  .union([
    z.literal(PAYMENT_STATUS.unknown),
    z.literal(PAYMENT_STATUS.outstanding),
    z.literal(PAYMENT_STATUS.authorized),
    z.literal(PAYMENT_STATUS.completed),
    z.literal(PAYMENT_STATUS.failed),
  ])
  .meta({
    description: "0 unknown, 10 outstanding, 20 authorized, 30 completed, 40 failed",
    example: 30,
  });
export type PaymentStatus = z.infer<typeof PaymentStatus>;

/** Body of POST /orders. */
export const OrderCreateRequest = z
  .strictObject({
    items: z.array(CartItem).min(1).max(100),
    billing_address_id: Id,
    shipping_address_id: Id.nullable().default(null),
    // A comment box is multi-line: its line breaks and tabs stay (common.ts multiLineText).
    comment: multiLineText({ max: 2000 }).default(""),
    reference: singleLineText({ max: 200 }).default(""),
    /** spec selling-core §2: a payment mode is chosen only when the total is above 0. */
    payment_mode_id: Id.nullable(),
    coupons: z.array(CouponCode).max(20).default([]),
    donations: z.array(Cents).max(10).default([]),
    affiliate: Affiliate.optional(),
    // Not in the spec's list, but the price depends on it (spec selling-core §4 shipping).
    shipping: z.boolean().nullable().default(null),
    /** The total the visitor saw; the server answers conflict when its own total differs. */
    total: Cents,
  })
  .refine((body) => body.total === 0 || body.payment_mode_id !== null, {
    path: ["payment_mode_id"],
    message: "A payment mode is needed for a total above 0",
  })
  .meta({
    id: "OrderCreateRequest",
    description: "Place an order for the cart",
    example: {
      items: [{ type: "Ticket", attributes: { id: 12, date: "2025-06-14", quantity: 2 } }],
      billing_address_id: 5,
      comment: "",
      payment_mode_id: 2,
      coupons: [],
      donations: [100],
      affiliate: { id: "partner-17", campaign: "spring" },
      total: 2900,
    },
  });
export type OrderCreateRequest = z.infer<typeof OrderCreateRequest>;
export type OrderCreateRequestInput = z.input<typeof OrderCreateRequest>;

/** Result of placing an order (spec selling-core §4 checkout flow step 2). */
export const ORDER_RESULT_STATUS = {
  success: "success",
  fail: "fail",
  pending: "pending",
} as const;

/** success → success page, fail → failure page, pending → payment_url or payment_data. */
export const OrderResultStatus = z
  .enum(ORDER_RESULT_STATUS)
  .meta({ description: "Outcome of placing the order", example: "pending" });
export type OrderResultStatus = z.infer<typeof OrderResultStatus>;

/** How the shop opens the payment page: full redirect or inside the iframe state. */
export const ShopBehavior = z
  .enum(["redirect", "iframe"])
  .meta({ description: "Redirect to payment_url or show it in an iframe", example: "redirect" });
export type ShopBehavior = z.infer<typeof ShopBehavior>;

/** Answer of POST /orders. */
export const OrderResponse = z
  .object({
    meta: z.object({
      status: OrderResultStatus,
      payment_url: Url.nullable(),
      shop_behavior: ShopBehavior,
      /** A form to post to the provider, when it takes a POST instead of a redirect. */
      payment_data: z.object({ url: Url, params: z.record(z.string(), z.string()) }).nullable(),
    }),
    order: z.object({ id: Id, token: UrlToken }),
  })
  .meta({
    id: "OrderResponse",
    description: "Outcome of placing an order and where to pay",
    example: {
      meta: {
        status: "pending",
        payment_url: "https://shop.example.org/api/v1/demo-pay/9f2c",
        shop_behavior: "redirect",
        payment_data: null,
      },
      order: { id: 1001, token: "Zt7kR2mW9xQpL4vN8cYbHg" },
    },
  });
export type OrderResponse = z.infer<typeof OrderResponse>;

/** Order item types (spec surrounding-areas §2). */
export const OrderItemType = z
  .enum(["accountingarticle", "coupon", "donation", "event", "merchandise", "ticket", "tour"])
  .meta({ description: "Kind of order line", example: "ticket" });
export type OrderItemType = z.infer<typeof OrderItemType>;

/** A line of a placed order. */
export const OrderItem = z
  .object({
    id: Id,
    type: OrderItemType,
    /** Price of one unit. */
    price_cents: Cents,
    /** What the line costs in all (units, VAT added where not included), as ordered. */
    total_cents: Cents,
    attributes: z.object({
      id: Id,
      title: z.string(),
      quantity: Count,
      value_cents: Cents.optional(),
      event_id: Id.optional(),
      tour_id: Id.optional(),
      start_time: z.union([IsoDateTime, Time]).optional(),
      quantities: z.record(z.string(), Count).optional(),
      ticket_type: TicketType.optional(),
      is_voucher: z.boolean().optional(),
      /** An event item: the scale price's title (one order item per seat or admission). */
      price_title: z.string().optional(),
      /** An event item: its seat, none for an admission. */
      seats: z.array(z.object({ id: Id, title: z.string() })).optional(),
      /** The visit day of a dated ticket or an event date (Berlin), absent for the rest. */
      date: IsoDate.optional(),
      /** A ticket's museums (all of a combi ticket) or an event's house, in the asked locale. */
      museums: z.array(z.string()).optional(),
      /** A flex ticket: its validity as the catalogue words it ("1 year from purchase"). */
      flex_description: z.string().optional(),
      /** An annual pass: the Berlin day it starts, once one start is set for all its cards. */
      valid_from: IsoDate.optional(),
    }),
    /**
     * spec selling-core §2 shop.checkout.success: what the visitor should know after buying
     * this line (where to go, what to bring); the catalogue's `after_sale_information` text of
     * the product, null when it has none. May hold the venue's HTML, like the venue texts.
     */
    after_sale_information: z.string().nullable().default(null),
    /** The issue 33, Deliver 6: cancelled by the visitor; its documents and codes are void. */
    canceled: z.boolean().default(false),
    /** Thumbnail of the product's picture. */
    thumbnail: Url.nullable(),
  })
  .meta({
    id: "OrderItem",
    description: "A line of an order",
    example: {
      id: 5001,
      type: "ticket",
      price_cents: 1400,
      total_cents: 2800,
      attributes: {
        id: 12,
        title: "Adult time-slot ticket",
        quantity: 2,
        ticket_type: "time_slot",
        start_time: "10:30",
        date: "2025-06-14",
        museums: ["Kunsthalle"],
      },
      thumbnail: null,
    },
  });
export type OrderItem = z.infer<typeof OrderItem>;

/** An order as GET /orders/{id} and GET /orders answer it. */
export const Order = z
  .object({
    id: Id,
    token: UrlToken,
    created_at: IsoDateTime,
    items: z.array(OrderItem),
    total_price_cents: Cents,
    payment_status: PaymentStatus,
    is_valid: z.boolean(),
    canceled: z.boolean(),
    donations: z.array(z.object({ donation_cents: Cents })),
    /**
     * spec selling-core §4: the value coupons that paid part of the order, each with what it
     * paid; the total is already less these.
     */
    coupons: z
      .array(z.object({ code: CouponCode, debit_cents: Cents }))
      .default([])
      .meta({ description: "Value coupons used and what each paid" }),
    /**
     * spec selling-core §4 shipping: the postage charged (tickets sent by post), each item's
     * title in the asked locale and what it cost, VAT included; empty when nothing is shipped.
     */
    shipping_items: z
      .array(z.object({ title: z.string(), price_cents: Cents }))
      .default([])
      .meta({ description: "Shipping charged, VAT included" }),
    customer_comment: z.string().nullable(),
    /**
     * spec selling-core §2: the token of the page where the order's annual tickets are
     * personalised (/annual/personalisation/{token}); null until the order with annual tickets
     * is valid, and for orders without.
     */
    personalization_token: UrlToken.nullable()
      .default(null)
      .meta({ description: "Token of the annual tickets' personalization link" }),
    /** The issue 33: the buyer's rating of the visit, null until given. */
    rating: OrderRating.nullable()
      .default(null)
      .meta({ description: "The buyer's rating of the visit, null until given" }),
    /** The issue 33: its invoice (once paid) and cancellation invoices, oldest first. */
    invoices: z
      .array(OrderInvoice)
      .default([])
      .meta({ description: "Invoices of the order, oldest first" }),
    /** The issue 33, Deliver 6: the lines the visitor may cancel now, and those cancelled. */
    cancellation_offers: z
      .array(CancellationOffer)
      .default([])
      .meta({ description: "Lines the venue's policy lets the visitor cancel now" }),
    cancellations: z
      .array(LineCancellation)
      .default([])
      .meta({ description: "Lines cancelled, oldest first" }),
  })
  .meta({
    id: "Order",
    description: "A placed order",
    example: {
      id: 1001,
      token: "Zt7kR2mW9xQpL4vN8cYbHg",
      created_at: "2025-06-01T12:05:00+02:00",
      items: [OrderItem.meta()?.example],
      total_price_cents: 2690,
      payment_status: 30,
      is_valid: true,
      canceled: false,
      donations: [{ donation_cents: 100 }],
      coupons: [{ code: "SUMMER-2025", debit_cents: 600 }],
      shipping_items: [{ title: "Shipping", price_cents: 390 }],
      customer_comment: null,
    },
  });
export type Order = z.infer<typeof Order>;

/** GET /orders: the spec reads the key `orders`; per_page is what the view pages by. */
export const OrderList = z
  .object({ orders: z.array(Order), meta: z.object({ total_count: Count, per_page: Count }) })
  .meta({
    id: "OrderList",
    description: "The customer's orders, newest first",
    example: { orders: [Order.meta()?.example], meta: { total_count: 1, per_page: 5 } },
  });
export type OrderList = z.infer<typeof OrderList>;

// spec surrounding-areas §2: the account's order list pages by 5.
/** Query of GET /orders. */
export const OrdersQuery = LocaleQuery.extend({
  per_page: QueryInt.pipe(z.int().min(1).max(1000)).default(5),
  page: QueryInt.pipe(z.int().min(1).max(MAX_DB_INTEGER)).default(1),
}).meta({
  id: "OrdersQuery",
  description: "Page of the order list",
  example: { locale: "de", per_page: "5", page: "1" },
});
export type OrdersQuery = z.infer<typeof OrdersQuery>;

/** Query of the order documents (PDF): locale and the order token. */
// Without `locale` the document speaks the order's language.
export const DocumentQuery = z.object({ token: UrlToken, locale: Locale.optional() }).meta({
  id: "DocumentQuery",
  description: "Order token that unlocks the document, and its language",
  example: { locale: "de", token: "Zt7kR2mW9xQpL4vN8cYbHg" },
});
export type DocumentQuery = z.infer<typeof DocumentQuery>;

/**
 * The issue 33, Deliver 4: the signed JWT of a line's Save to Google Wallet link, for a client
 * that asks for JSON (to make the link, pay.google.com/gp/v/save/{jwt}, or Google's own button
 * itself); a browser following the link is redirected to Google's save page instead.
 */
export const GoogleWalletSave = z
  .object({
    jwt: z
      .string()
      .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)
      .meta({ description: "RS256 JWT, typ savetowallet" }),
  })
  .meta({
    id: "GoogleWalletSave",
    description: "The signed JWT of the Save to Google Wallet link of an order line",
    example: { jwt: "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.e30.c2lnbmF0dXJl" },
  });
export type GoogleWalletSave = z.infer<typeof GoogleWalletSave>;

// spec selling-core §4: the pending page polls the order; a guest is signed out after the
// order, so the order token proves access instead of the session.
/** Query of GET /orders/{id}: the order token, unless the owner is signed in. */
export const OrderQuery = LocaleQuery.extend({ token: UrlToken.optional() }).meta({
  id: "OrderQuery",
  description: "Order token that unlocks the order",
  example: { locale: "de", token: "Zt7kR2mW9xQpL4vN8cYbHg" },
});
export type OrderQuery = z.infer<typeof OrderQuery>;

/** Body of POST /orders/{id}/payments/checksums (spec selling-core §7: type for Sofort). */
export const ChecksumRequest = z
  .strictObject({ checksum_type: z.enum(["sofort"]).optional() })
  .meta({
    id: "ChecksumRequest",
    description: "Which checksum to make",
    example: { checksum_type: "sofort" },
  });
export type ChecksumRequest = z.infer<typeof ChecksumRequest>;

/** Answer of POST /orders/{id}/payments/checksums. */
export const ChecksumAnswer = z.object({ checksum: z.string().min(1) }).meta({
  id: "ChecksumAnswer",
  description: "Checksum for the provider",
  example: { checksum: "a3f9c2" },
});
export type ChecksumAnswer = z.infer<typeof ChecksumAnswer>;
