// spec selling-core §3 "Cart item", §9: a ticket line's price from its ticket, by the rules of
// @shop/core — the dynamic price of the day or slot and the ticket's discount. The cart's
// totals (coupons, donation, shipping) are the server's (POST /cart, ./use-cart-price.ts).
import {
  type Cents,
  lineTotalCents,
  listPriceCents,
  unitPriceCents,
  type VatLine,
} from "@shop/core";
import type { Ticket } from "@shop/core/contract";
import type { TicketCartItem } from "./hold-plan";

export interface PricedTicketLine {
  vatLine: VatLine;
  totalCents: Cents;
  /** The total before the ticket's discount, when there is one. */
  originalTotalCents: Cents | undefined;
}

export function priceTicketLine(item: TicketCartItem, ticket: Ticket): PricedTicketLine {
  const moment = {
    ...(item.attributes.date !== undefined ? { date: item.attributes.date } : {}),
    ...(item.attributes.time !== undefined ? { time: item.attributes.time } : {}),
  };
  const { quantity } = item.attributes;
  const vatLine: VatLine = {
    price_cents: unitPriceCents(ticket, moment),
    quantity,
    vat_pct: ticket.vat_pct,
    tax_included: ticket.tax_included,
  };
  const totalCents = lineTotalCents(vatLine);
  if (ticket.discount === 0) return { vatLine, totalCents, originalTotalCents: undefined };
  const undiscounted = {
    ...vatLine,
    price_cents: listPriceCents(ticket, moment),
  };
  return { vatLine, totalCents, originalTotalCents: lineTotalCents(undiscounted) };
}

/**
 * The price a ticket line shows: the server's line total (POST /cart, which knows the billing
 * address's audience) once it is in, else the ticket's own; the total before the ticket's
 * discount is struck through only while it is above what is charged.
 */
export function shownTicketPrice(
  local: PricedTicketLine,
  serverTotalCents: Cents | undefined,
): { totalCents: Cents; originalTotalCents: Cents | undefined } {
  const totalCents = serverTotalCents ?? local.totalCents;
  const original = local.originalTotalCents;
  return {
    totalCents,
    originalTotalCents: original !== undefined && original > totalCents ? original : undefined,
  };
}
