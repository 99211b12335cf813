// A Merchandise line (selling-core §2, §3; surrounding-areas §3 "Merchandise"; issue 31,
// Deliver 4): pieces of an article at its price less its discount, with its own VAT rate in the
// cart's VAT lines, held from its stock by one hold (POST /merchandises/{id}/reservations) and
// one order item. Goods are posted, never printed: no document.
import { applyDiscount } from "@shop/core";
import { merchandiseLineMax } from "@shop/core/booking";
import type { CartItem } from "@shop/core/contract";
import { MERCHANDISE_MAX_QUANTITY } from "@shop/core/contract";
import { fieldError } from "../../http/errors";
import { localize } from "../../i18n/localized-text";
import { isLive } from "../reservations/service";
import {
  checkQuantity,
  holdError,
  type LineCatalogue,
  type PricedLine,
  productInfo,
} from "./line-parts";

type MerchandiseItem = CartItem & { type: "Merchandise" };

export function priceMerchandise(
  index: number,
  item: MerchandiseItem,
  c: LineCatalogue,
): PricedLine {
  const at = `items.${index}.attributes`;
  const a = item.attributes;
  const article = c.merchandise.get(a.id);
  if (!article) throw fieldError("not_found", `${at}.id`, "No such article");
  // spec surrounding-areas §5, §9: a line of an article goes up to 10 pieces.
  checkQuantity(1, MERCHANDISE_MAX_QUANTITY, a.quantity, `${at}.quantity`);
  const unit = applyDiscount(article.price_cents, article.discount);
  const vatLine = {
    price_cents: unit,
    quantity: a.quantity,
    vat_pct: Number(article.vat_pct),
    tax_included: article.tax_included,
  };
  const title = localize(article.title, c.locale);
  // Quantity changeable within stock (issue 31, Deliver 4): up to the pieces free beside the
  // ones the line's live hold has, and never past 10.
  const own = item.reservations.reduce((sum, ref) => {
    const hold = c.holds.get(ref.token);
    return sum + (isLive(hold, c.now) && hold.merchandise_id === a.id ? hold.quantity : 0);
  }, 0);
  const max = Math.max(1, merchandiseLineMax(article.free, own));
  const info = productInfo(title, unit, vatLine, 1, max);
  return {
    index,
    item,
    vatLines: [vatLine],
    // Its pieces are held: a named hold gone is the line's error, as for every held line; a
    // line naming none is the order's 422 on items.N.reservations (orders/check-holds.ts).
    error: holdError(item, c.holds, c.now),
    info,
    orders: [
      {
        type: "merchandise",
        vatPct: Number(article.vat_pct),
        productId: article.id,
        title,
        quantity: a.quantity,
        unitCents: unit,
        totalCents: info.totalCents,
        day: null,
        attributes: {},
      },
    ],
  };
}
