// spec surrounding-areas §2 "Merchandise", §5 "Quantities", §9: what an article's page charges
// and refuses — the selection's error, and the prices: @shop/core's discount and VAT rules
// (applyDiscount, lineVat), composed here, never computed again. The pieces one add may take
// are @shop/core/booking's merchandiseAddMax, as the server's line maximum is its sibling.
import { applyDiscount, type Cents, type LineVat, lineVat } from "@shop/core";
import type { CartItem, Merchandise } from "@shop/core/contract";

/** The pieces of article `id` the cart holds (its line `{type: "Merchandise"}`). */
export function piecesInCart(items: readonly CartItem[], id: number): number {
  return items.reduce(
    (sum, item) =>
      item.type === "Merchandise" && item.attributes.id === id
        ? sum + item.attributes.quantity
        : sum,
    0,
  );
}

/** Why a chosen quantity cannot be added (spec §5 "Merchandise quantity above 0"), if it can't. */
export type MerchandiseSelectionError = "none" | "tooMany";

export function merchandiseSelectionError(
  quantity: number,
  max: number,
): MerchandiseSelectionError | undefined {
  if (!Number.isInteger(quantity) || quantity < 1) return "none";
  if (quantity > max) return "tooMany";
  return undefined;
}

export interface MerchandisePrice {
  /** The catalogue's price of a piece. */
  listCents: Cents;
  /** A piece after the discount (the list price when there is none). */
  unitCents: Cents;
  /** `quantity` pieces at the unit price: gross, net and VAT, rounded once for the line. */
  line: LineVat;
  /** What the pieces cost: gross, VAT added to a net price, as the cart charges them. */
  totalCents: Cents;
}

export function merchandisePrice(
  article: Pick<Merchandise, "price_cents" | "discount" | "vat_pct" | "tax_included">,
  quantity: number,
): MerchandisePrice {
  const unitCents = applyDiscount(article.price_cents, article.discount);
  const line = lineVat({
    price_cents: unitCents,
    quantity,
    vat_pct: article.vat_pct,
    tax_included: article.tax_included,
  });
  return {
    listCents: article.price_cents,
    unitCents,
    line,
    totalCents: line.gross_cents,
  };
}
