// An Annual line (spec selling-core §2): an annual ticket, personalised after the order.
import { unitPriceCents } from "@shop/core";
import type { CartInfo, CartItem } from "@shop/core/contract";
import { localize } from "../../i18n/localized-text";
import {
  availabilityError,
  checkQuantity,
  EMPTY_META,
  invalid,
  type LineCatalogue,
  type PricedLine,
  productInfo,
  ticketFor,
} from "./line-parts";

export function priceAnnual(
  index: number,
  item: CartItem & { type: "Annual" },
  c: LineCatalogue,
): PricedLine {
  const at = `items.${index}.attributes`;
  const a = item.attributes;
  const ticket = ticketFor(c, a.id, at);
  if (ticket.ticket_type !== "annual") throw invalid(`${at}.id`, "Not an annual ticket");
  checkQuantity(ticket.min_persons, ticket.max_persons, a.quantity, `${at}.quantity`);
  const unit = unitPriceCents(ticket);
  const vatLine = {
    price_cents: unit,
    quantity: a.quantity,
    vat_pct: ticket.vat_pct,
    tax_included: ticket.tax_included,
  };
  const title = localize(ticket.title, c.locale);
  const info: CartInfo = {
    ...productInfo(title, unit, vatLine, ticket.min_persons, ticket.max_persons),
    // issue 27 item 2: the pass names its houses and, where the catalogue sets one, its start.
    meta: { ...EMPTY_META, validFrom: ticket.valid_from },
    museums: ticket.museums.map((museum) => localize(museum, c.locale)),
  };
  return {
    index,
    item,
    vatLines: [vatLine],
    error: availabilityError(ticket, c.audiences),
    info,
    orders: [
      {
        type: "ticket",
        vatPct: Number(ticket.vat_pct),
        productId: ticket.id,
        title,
        quantity: a.quantity,
        unitCents: unit,
        totalCents: info.totalCents,
        day: null,
        attributes: { ticket_type: "annual" },
      },
    ],
  };
}
