// The issue 33, "after the purchase": what the order page sends and reads beyond the order (the
// confirmation again, the rating of the visit), the venue's list of ratings, and the key door
// scanners verify the admission codes with. Apart from ./order.ts, which they would grow past
// its concern (placing and reading orders).
import { z } from "zod";
import { INVOICE_RANGES } from "../invoice";
import { RATING_COMMENT_MAX, RATING_STARS } from "../order-rating";
import { Cents, Count, Id, IsoDateTime, MAX_DB_INTEGER, multiLineText, UrlToken } from "./common";
import { LocaleQuery, QueryInt } from "./query-params";

/**
 * The issue 33: the buyer's rating of the visit (PUT /orders/{id}/rate), once per order; the
 * venue reads them through the staff API (GET /staff/ratings).
 */
export const RateOrderRequest = z
  .strictObject({
    rating: z.int().min(RATING_STARS.min).max(RATING_STARS.max),
    comment: multiLineText({ max: RATING_COMMENT_MAX }).default(""),
  })
  .meta({
    id: "RateOrderRequest",
    description: "Stars from 1 to 5 and an optional comment",
    example: { rating: 5, comment: "A wonderful tour, thank you!" },
  });
export type RateOrderRequest = z.infer<typeof RateOrderRequest>;

/**
 * The issue 33, Deliver 5: an invoice of the order (GET /orders/{id}/invoices/{invoiceId}.pdf),
 * or a cancellation invoice of what a cancellation took back.
 */
export const OrderInvoice = z
  .object({
    id: Id,
    kind: z.enum(INVOICE_RANGES),
    /** As printed: RE-000042, ST-000007. */
    number: z.string(),
    issued_at: IsoDateTime,
  })
  .meta({
    id: "OrderInvoice",
    description: "An invoice or cancellation invoice of the order",
    example: { id: 7, kind: "invoice", number: "RE-000042", issued_at: "2025-06-01T10:05:00Z" },
  });
export type OrderInvoice = z.infer<typeof OrderInvoice>;

/**
 * The issue 33, Deliver 6: a cart line of the order the venue's policy lets the visitor cancel
 * now (all its items at once), until when, and what comes back.
 */
export const CancellationOffer = z
  .object({
    item_ids: z.array(Id).min(1),
    until: IsoDateTime,
    fee_cents: Cents,
    refund_cents: Cents,
  })
  .meta({
    id: "CancellationOffer",
    description: "A line the visitor may cancel until `until`, keeping `fee_cents`",
    example: { item_ids: [5001], until: "2030-06-01T10:00:00Z", fee_cents: 0, refund_cents: 2400 },
  });
export type CancellationOffer = z.infer<typeof CancellationOffer>;

/** How a cancellation's money went back: none to give, on its way, done, or failed (staff act). */
export const RefundStatus = z.enum(["none", "pending", "refunded", "failed"]).meta({
  id: "RefundStatus",
  description:
    "none: nothing to give back by payment (or credited on the collective invoice); pending: asked of the provider; refunded; failed: staff refund by hand",
  example: "refunded",
});

/** A cancellation of a line: what was kept, and what came back onto vouchers and by payment. */
export const LineCancellation = z
  .object({
    item_ids: z.array(Id).min(1),
    fee_cents: Cents,
    voucher_cents: Cents,
    refund_cents: Cents,
    refund_status: RefundStatus,
    created_at: IsoDateTime,
  })
  .meta({
    id: "LineCancellation",
    description: "A cancelled line: the fee kept, the value given back to vouchers and by payment",
    example: {
      item_ids: [5001],
      fee_cents: 0,
      voucher_cents: 0,
      refund_cents: 2400,
      refund_status: "refunded",
      created_at: "2030-05-30T10:00:00Z",
    },
  });
export type LineCancellation = z.infer<typeof LineCancellation>;

/** POST /orders/{id}/cancellations: the line is the one holding this item. */
export const CancelLineRequest = z.strictObject({ item_id: Id }).meta({
  id: "CancelLineRequest",
  description: "An item of the line to cancel",
  example: { item_id: 5001 },
});
export type CancelLineRequest = z.infer<typeof CancelLineRequest>;

const RATING_EXAMPLE = {
  rating: 5,
  comment: "A wonderful tour, thank you!",
  created_at: "2025-06-14T19:02:00+02:00",
};

/** A rating as it is kept. */
export const OrderRating = z
  .object({
    rating: z.int().min(RATING_STARS.min).max(RATING_STARS.max),
    comment: z.string(),
    created_at: IsoDateTime,
  })
  .meta({
    id: "OrderRating",
    description: "The buyer's rating of the visit",
    example: RATING_EXAMPLE,
  });
export type OrderRating = z.infer<typeof OrderRating>;

/** Answer of POST /orders/{id}/confirmation: where the confirmation went, partly hidden. */
export const ConfirmationResent = z
  .object({ email: z.string().meta({ description: "The order's address, partly hidden" }) })
  .meta({
    id: "ConfirmationResent",
    description: "The confirmation is on its way again",
    example: { email: "m***@example.org" },
  });
export type ConfirmationResent = z.infer<typeof ConfirmationResent>;

/** A rating in the staff's list, with its order. */
export const StaffRating = OrderRating.extend({ order_id: Id }).meta({
  id: "StaffRating",
  description: "A visitor's rating of their visit",
  example: { order_id: 1001, ...RATING_EXAMPLE },
});

/** GET /staff/ratings: newest first, with the count and the average of all. */
export const StaffRatingList = z
  .object({
    ratings: z.array(StaffRating),
    meta: z.object({
      total_count: Count,
      per_page: Count,
      average: z.number().min(0).max(RATING_STARS.max).nullable().meta({
        description: "The mean of all ratings, null while there is none",
      }),
    }),
  })
  .meta({
    id: "StaffRatingList",
    description: "The visitors' ratings, newest first",
    example: {
      ratings: [StaffRating.meta()?.example],
      meta: { total_count: 1, per_page: 50, average: 5 },
    },
  });
export type StaffRatingList = z.infer<typeof StaffRatingList>;

/** Query of GET /staff/ratings. */
export const StaffRatingsQuery = z
  .object({
    per_page: QueryInt.pipe(z.int().min(1).max(1000)).default(50),
    page: QueryInt.pipe(z.int().min(1).max(MAX_DB_INTEGER)).default(1),
  })
  .meta({
    id: "StaffRatingsQuery",
    description: "Page of the ratings",
    example: { per_page: "50", page: "1" },
  });
export type StaffRatingsQuery = z.infer<typeof StaffRatingsQuery>;

/**
 * The issue 33: the query of the order page's writes (resend, rate): the order token is the
 * proof, for a guest and a customer alike.
 */
export const OrderTokenQuery = LocaleQuery.extend({ token: UrlToken }).meta({
  id: "OrderTokenQuery",
  description: "Order token that proves the order is the asker's",
  example: { locale: "de", token: "Zt7kR2mW9xQpL4vN8cYbHg" },
});
export type OrderTokenQuery = z.infer<typeof OrderTokenQuery>;

/**
 * The issue 33, Deliver 2: the public key of the admission codes (T2, Ed25519), for door
 * scanners that check codes offline; it cannot make a code.
 */
export const TicketCodeKey = z
  .object({
    algorithm: z.literal("Ed25519"),
    layout: z.literal("T2"),
    public_key_pem: z.string().meta({ description: "SPKI PEM" }),
    public_key_jwk: z.object({ kty: z.literal("OKP"), crv: z.literal("Ed25519"), x: z.string() }),
  })
  .meta({
    id: "TicketCodeKey",
    description: "The key that verifies admission codes",
    example: {
      algorithm: "Ed25519",
      layout: "T2",
      public_key_pem:
        "-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA11qYAYKxCrfVS/7TyWQHOg7hcvPapiMlrwIaaPcHURo=\n-----END PUBLIC KEY-----\n",
      public_key_jwk: {
        kty: "OKP",
        crv: "Ed25519",
        x: "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo",
      },
    },
  });
export type TicketCodeKey = z.infer<typeof TicketCodeKey>;
