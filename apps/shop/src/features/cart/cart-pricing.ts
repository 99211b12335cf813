// spec selling-core §3 "Cart totals", §9: the cart's prices from the tickets, by the rules of
// @shop/core — the dynamic price of the day or slot, the ticket's discount, VAT per rate. The
// server's POST /cart pricing (coupons, shipping) comes with the checkout issue.
import {
  type CartTotals,
  type Cents,
  cartTotals,
  lineTotalCents,
  listPriceCents,
  unitPriceCents,
  type VatLine,
} from "@shop/core";
import type { Ticket } from "@shop/core/contract";
import type { TicketCartItem } from "./ticket-lines";

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

/** The totals of the priced lines and the donations (no shipping before checkout). */
export function summaryTotals(
  lines: readonly PricedTicketLine[],
  donations: readonly Cents[],
): CartTotals {
  return cartTotals({ lines: lines.map((line) => line.vatLine), shippingLines: [], donations });
}
