// spec surrounding-areas §3 "Merchandise"; §7 GET /merchandises; issue 31: the holds of an
// article's pieces while they are in the cart.
import { z } from "zod";
import { MERCHANDISE_MAX_QUANTITY } from "../constants/merchandise";
import { Cents, Count, Id, IsoDateTime, listOf, Percent, VatPct } from "./common";
import { CatalogueQuery, Picture } from "./museum";
import { QueryBool, QueryId } from "./query-params";
import { ReservationToken } from "./reservation";

export { MERCHANDISE_MAX_QUANTITY };

/** An article of the shop (GET /merchandises, /merchandises/{id}). */
export const Merchandise = z
  .object({
    id: Id,
    title: z.string(),
    sub_title: z.string().nullable(),
    description: z.string(),
    picture: Picture.nullable(),
    price_cents: Cents,
    /** Pieces in stock (the spec's maxQuantity input). */
    quantity: Count,
    available: z.boolean(),
    vat_pct: VatPct,
    discount: Percent,
    tax_included: z.boolean(),
    shipped_with_merchandise_id: Id.nullable(),
    /** A shipping article is added as a shipping line, never listed for sale. */
    is_shipping_article: z.boolean(),
    /** Among the start page's featured items (a design field beside the spec's, issue 31). */
    featured: z.boolean(),
  })
  .meta({
    id: "Merchandise",
    description: "An article for sale, or a shipping article",
    example: {
      id: 60,
      title: "Exhibition catalogue",
      sub_title: "Light and Shadow",
      description: "<p>240 pages, hardcover.</p>",
      picture: null,
      price_cents: 2990,
      quantity: 120,
      available: true,
      vat_pct: 7,
      discount: 0,
      tax_included: true,
      shipped_with_merchandise_id: 90,
      is_shipping_article: false,
      featured: false,
    },
  });
export type Merchandise = z.infer<typeof Merchandise>;

/** GET /merchandises. */
export const MerchandiseList = listOf(Merchandise, "MerchandiseList");
export type MerchandiseList = z.infer<typeof MerchandiseList>;

/** Query of GET /merchandises: paging, a search text, and the featured articles only. */
export const MerchandisesQuery = CatalogueQuery.extend({
  by_featured: QueryBool.optional(),
}).meta({
  id: "MerchandisesQuery",
  description: "Paging, search text and the featured flag of the article list",
  example: { locale: "de", per_page: "20", page: "1", by_featured: "true" },
});
export type MerchandisesQuery = z.infer<typeof MerchandisesQuery>;

/**
 * Body of POST /merchandises/{id}/reservations and PUT /merchandises/{id}/reservations/{token}
 * (issue 31, Deliver 4): pieces of an article held from its stock while they are in the cart.
 */
export const MerchandiseReservationRequest = z
  .strictObject({ quantity: z.int().min(1).max(MERCHANDISE_MAX_QUANTITY) })
  .meta({
    id: "MerchandiseReservationRequest",
    description: "Pieces of an article to hold",
    example: { quantity: 2 },
  });
export type MerchandiseReservationRequest = z.infer<typeof MerchandiseReservationRequest>;

/** A hold of an article's pieces as the server answers it. */
export const MerchandiseReservation = z
  .object({
    token: ReservationToken,
    valid_until: IsoDateTime,
    merchandise_id: Id,
    quantity: Count,
  })
  .meta({
    id: "MerchandiseReservation",
    description: "Pieces of an article held until valid_until",
    example: {
      token: "m7Kx2Qw9LpZa0RtYc4VbNd",
      valid_until: "2025-06-01T10:30:00.000Z",
      merchandise_id: 60,
      quantity: 2,
    },
  });
export type MerchandiseReservation = z.infer<typeof MerchandiseReservation>;

/** Path of PUT /merchandises/{id}/reservations/{token}. */
export const MerchandiseReservationPath = z.object({ id: QueryId, token: ReservationToken }).meta({
  id: "MerchandiseReservationPath",
  description: "Article and hold",
  example: { id: "60", token: "m7Kx2Qw9LpZa0RtYc4VbNd" },
});
export type MerchandiseReservationPath = z.infer<typeof MerchandiseReservationPath>;
