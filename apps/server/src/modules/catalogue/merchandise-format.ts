// The goods of the catalogue file (issue 31, Deliver 1; surrounding-areas §2 "Merchandise",
// §3 "Merchandise"): the museum shop's catalogues, posters and postcards. See CATALOGUE.md
// "Merchandise".
import { Cents, Count, Id, Percent, VatPct } from "@shop/core/contract";
import { z } from "zod";
import { HtmlText, LocalizedText, PictureInput } from "./format-parts";

export const MerchandiseInput = z.strictObject({
  /** One id space with shipping_items: a product's shipped_with_merchandise_id names either. */
  id: Id,
  title: LocalizedText,
  sub_title: LocalizedText.optional(),
  description: HtmlText.optional(),
  picture: PictureInput.nullable().default(null),
  price_cents: Cents,
  // No default, like tickets: books are taxed at 7 %, posters at 19 % — the venue's call.
  vat_pct: VatPct,
  tax_included: z.boolean().default(true),
  /** Percent off price_cents (spec selling-core §9 discounts), shown beside the price. */
  discount: Percent.default(0),
  /** The pieces the venue has; sold pieces and pieces in carts count against it. */
  stock: Count,
  /**
   * The shipping item the goods are posted with (spec selling-core §3): charged once when a
   * cart holding them is shipped. Null: the catalogue's first shipping item.
   */
  shipped_with_merchandise_id: Id.nullable().default(null),
  /** Shown among the start page's featured items (surrounding-areas §2 "Start page"). */
  featured: z.boolean().default(false),
  order: z.int().optional(),
});
export type MerchandiseInput = z.infer<typeof MerchandiseInput>;
