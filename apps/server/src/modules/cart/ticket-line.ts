// A Ticket line (spec selling-core §2, §3): a dated or time-slot ticket, priced by date or
// time and discount, with its sub-tickets (a mantle ticket's parts).
import { type Locale, unitPriceCents } from "@shop/core";
import { checkVisit, placesPerUnit } from "@shop/core/booking";
import type { CartItem, TicketItemAttributes } from "@shop/core/contract";
import { must } from "../../http/errors";
import { localize, localizeOrNull } from "../../i18n/localized-text";
import {
  availabilityError,
  checkQuantity,
  holdError,
  invalid,
  type LineCatalogue,
  type PricedLine,
  ticketFor,
  vatInfo,
} from "./line-parts";
import type { PricingTicket } from "./repository";

function subTicketsOf(ticket: PricingTicket, a: TicketItemAttributes, at: string, locale: Locale) {
  must(placesPerUnit(ticket, a.sub_ticket_quantities), at);
  if (!ticket.is_mantle) return [];
  return ticket.sub_tickets.map((sub) => ({
    selectedQuantity: a.sub_ticket_quantities?.[String(sub.id)] ?? 0,
    title: localize(sub.title, locale),
  }));
}

export function priceTicket(
  index: number,
  item: CartItem & { type: "Ticket" },
  c: LineCatalogue,
): PricedLine {
  const at = `items.${index}.attributes`;
  const a = item.attributes;
  const ticket = ticketFor(c, a.id, at);
  if (ticket.ticket_type === "annual")
    throw invalid(`items.${index}.type`, "Annual tickets are Annual lines");
  must(checkVisit(ticket, a, c.now), at);
  checkQuantity(ticket.min_persons, ticket.max_persons, a.quantity, `${at}.quantity`);
  const subTickets = subTicketsOf(ticket, a, at, c.locale);
  // spec selling-core §3: dynamic prices by date (normal) or time (time_slot), then discount.
  const unit = unitPriceCents(ticket, { date: a.date, time: a.time });
  const vatLine = {
    price_cents: unit,
    quantity: a.quantity,
    vat_pct: ticket.vat_pct,
    tax_included: ticket.tax_included,
  };
  const { totalCents, vats } = vatInfo(vatLine);
  const title = localize(ticket.title, c.locale);
  return {
    index,
    item,
    vatLines: [vatLine],
    error: availabilityError(ticket, c.audiences) ?? holdError(item, c.holds, c.now),
    info: {
      name: title,
      price_cents: unit,
      totalCents,
      vats,
      tax_included: ticket.tax_included,
      // A held line changes its quantity through its hold; the shop shows a number input
      // bounded by min and max persons (spec selling-core §2) instead of a list.
      available: null,
      min_persons: ticket.min_persons,
      max_persons: ticket.max_persons,
      coupon_code: null,
      meta: { startDate: a.date ?? null, startTime: a.time ?? null, validFrom: ticket.valid_from },
      free_timing: ticket.free_timing,
      flex_description: ticket.free_timing
        ? localizeOrNull(ticket.content.flex_description, c.locale)
        : null,
      subTickets,
      seats: [],
      museums: ticket.museums.map((museum) => localize(museum, c.locale)),
    },
    orders: [
      {
        type: "ticket",
        vatPct: Number(ticket.vat_pct),
        productId: ticket.id,
        title,
        quantity: a.quantity,
        unitCents: unit,
        totalCents,
        day: a.date ?? null,
        attributes: {
          ticket_type: ticket.ticket_type,
          ...(a.time !== undefined ? { start_time: a.time } : {}),
          ...(a.sub_ticket_quantities ? { quantities: a.sub_ticket_quantities } : {}),
        },
      },
    ],
  };
}
