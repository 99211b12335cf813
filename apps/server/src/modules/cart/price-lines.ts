// Prices one cart line with the rules of @shop/core, so the shop and the server agree to the
// cent (spec selling-core §3 cart info, §9 VAT and discounts). Pure: the service hands in
// what it read. Bad input throws a 4xx naming the field; a line that cannot be bought as it
// stands (booked out, hold expired) keeps its price and carries an error code instead.
// One file per kind of line (ticket-line.ts, annual-line.ts, coupon-line.ts, event-line.ts,
// tour-line.ts, merchandise-line.ts), sharing line-parts.ts; this is their one entry.
import type { CartItem } from "@shop/core/contract";
import { priceAnnual } from "./annual-line";
import { priceCoupon } from "./coupon-line";
import { priceEvent } from "./event-line";
import type { LineCatalogue, PricedLine } from "./line-parts";
import { priceMerchandise } from "./merchandise-line";
import { priceTicket } from "./ticket-line";
import { priceTour } from "./tour-line";

export { vouchersAsked } from "./coupon-line";
export { eventPlacesAsked } from "./event-line";
export type { LineCatalogue, OrderLine, PricedLine } from "./line-parts";

/** Prices one line. */
export function priceLine(index: number, item: CartItem, c: LineCatalogue): PricedLine {
  switch (item.type) {
    case "Ticket":
      return priceTicket(index, item, c);
    case "Annual":
      return priceAnnual(index, item as CartItem & { type: "Annual" }, c);
    case "Coupon":
      return priceCoupon(index, item as CartItem & { type: "Coupon" }, c);
    case "Event":
      return priceEvent(index, item, c);
    case "Tour":
      return priceTour(index, item, c);
    case "Merchandise":
      return priceMerchandise(index, item as CartItem & { type: "Merchandise" }, c);
    default:
      throw new Error(`unknown cart item type ${String(item satisfies never)}`);
  }
}
