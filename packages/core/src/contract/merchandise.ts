// spec surrounding-areas §3 "Merchandise"; §7 GET /merchandises.
import { z } from "zod";
import { Cents, Count, Id, listOf, Percent, VatPct } from "./common";
import { Picture } from "./museum";

/** spec surrounding-areas §5: merchandise quantity options go up to min(maxQuantity, 10). */
export const MERCHANDISE_MAX_QUANTITY = 10;

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
    },
  });
export type Merchandise = z.infer<typeof Merchandise>;

/** GET /merchandises. */
export const MerchandiseList = listOf(Merchandise, "MerchandiseList");
export type MerchandiseList = z.infer<typeof MerchandiseList>;
