// Prices one cart line with the rules of @shop/core, so the shop and the server agree to the
// cent (spec selling-core §3 cart info, §9 VAT and discounts). Pure: the service hands in
// what it read. Bad input throws a 4xx naming the field; a line that cannot be bought as it
// stands (booked out, hold expired) keeps its price and carries an error code instead.
import { type Locale, lineVat, unitPriceCents, type VatLine } from "@shop/core";
import {
  type BookingResult,
  checkQuantity as checkLineQuantity,
  checkVisit,
  placesPerUnit,
} from "@shop/core/booking";
import type {
  CartInfo,
  CartItem,
  ErrorCode,
  OrderItem,
  TicketItemAttributes,
} from "@shop/core/contract";
import { ApiError, fieldError } from "../../http/errors";
import { localize, localizeOrNull } from "../../i18n/localized-text";
import type { LiveHold } from "../reservations/service";
import type { PricingCoupon, PricingTicket } from "./repository";

/** What the order keeps of a priced line. */
export interface OrderLine {
  type: OrderItem["type"];
  productId: number;
  title: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
  attributes: Omit<OrderItem["attributes"], "id" | "title" | "quantity">;
}

export interface PricedLine {
  index: number;
  item: CartItem;
  info: CartInfo;
  error: ErrorCode | null;
  vatLine: VatLine;
  order: OrderLine;
}

export interface LineCatalogue {
  tickets: Map<number, PricingTicket>;
  coupons: Map<number, PricingCoupon>;
  holds: Map<string, LiveHold>;
  now: Date;
  locale: Locale;
  /** The buyer's price target audiences (findBuyerAudiences). */
  audiences: readonly number[];
  /** Units the cart asks of each coupon, over all its lines (vouchersAsked). */
  vouchersAsked: Map<number, number>;
}

/** Units the cart asks of each coupon, over all its lines. */
export function vouchersAsked(items: readonly CartItem[]): Map<number, number> {
  const asked = new Map<number, number>();
  for (const item of items) {
    if (item.type !== "Coupon") continue;
    asked.set(item.attributes.id, (asked.get(item.attributes.id) ?? 0) + item.attributes.quantity);
  }
  return asked;
}

/**
 * surrounding-areas §2, §3 "Ticket coupon": sold_out when the coupon's ticket can no longer be
 * booked, or when the cart's lines of it ask more vouchers than are left (all its lines say so,
 * as places of one quota do). POST /orders counts again under a lock (lockVouchersLeft).
 */
function voucherError(coupon: PricingCoupon, c: LineCatalogue): ErrorCode | null {
  if (coupon.ticket_closed) return "sold_out";
  const asked = c.vouchersAsked.get(coupon.id) ?? 0;
  return coupon.available !== null && asked > coupon.available ? "sold_out" : null;
}

const invalid = (field: string, message: string) => fieldError("validation", field, message);

function vatInfo(vatLine: VatLine) {
  const vat = lineVat(vatLine);
  return {
    totalCents: vat.gross_cents,
    vats: [{ vat_pct: vat.vat_pct, price_cents: vat.vat_cents }],
  };
}

const EMPTY_META = { startDate: null, startTime: null, validFrom: null };

/** A refusal of @shop/core/booking as the answer it gives, its field under the line's `at`. */
function must<T>(result: BookingResult<T>, at: string): T {
  if (!result.ok) throw fieldError(result.code, `${at}.${result.field}`, result.message);
  return result.value;
}

function checkQuantity(min: number, max: number, quantity: number, field: string) {
  // spec selling-core §5: the quantity is bounded by min_persons and max_persons.
  const result = checkLineQuantity({ min_persons: min, max_persons: max }, quantity);
  if (!result.ok) throw invalid(field, result.message);
}

function subTicketsOf(ticket: PricingTicket, a: TicketItemAttributes, at: string, locale: Locale) {
  must(placesPerUnit(ticket, a.sub_ticket_quantities), at);
  if (!ticket.is_mantle) return [];
  return ticket.sub_tickets.map((sub) => ({
    selectedQuantity: a.sub_ticket_quantities?.[String(sub.id)] ?? 0,
    title: localize(sub.title, locale),
  }));
}

/** hold_expired when a hold the line names is gone or past its valid_until. */
function holdError(item: CartItem, holds: Map<string, LiveHold>, now: Date): ErrorCode | null {
  for (const ref of item.reservations) {
    const hold = holds.get(ref.token);
    if (!hold?.complete || hold.valid_until.getTime() <= now.getTime()) return "hold_expired";
  }
  return null;
}

function ticketFor(c: LineCatalogue, id: number, at: string): PricingTicket {
  const ticket = c.tickets.get(id);
  if (!ticket)
    throw new ApiError("not_found", "No such ticket", { [`${at}.id`]: ["No such ticket"] });
  return ticket;
}

/**
 * sold_out when the ticket cannot be booked; not_found when it is sold to one price target
 * audience only (VIP, spec surrounding-areas §6) and the buyer is not of it.
 */
function availabilityError(ticket: PricingTicket, audiences: readonly number[]): ErrorCode | null {
  if (
    ticket.price_target_audience_id !== null &&
    !audiences.includes(ticket.price_target_audience_id)
  ) {
    return "not_found";
  }
  return ticket.booked_out || !ticket.bookable ? "sold_out" : null;
}

function priceTicket(
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
    vatLine,
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
    },
    order: {
      type: "ticket",
      productId: ticket.id,
      title,
      quantity: a.quantity,
      unitCents: unit,
      totalCents,
      attributes: {
        ticket_type: ticket.ticket_type,
        ...(a.time !== undefined ? { start_time: a.time } : {}),
        ...(a.sub_ticket_quantities ? { quantities: a.sub_ticket_quantities } : {}),
      },
    },
  };
}

function productInfo(
  title: string,
  unit: number,
  vatLine: VatLine,
  min: number,
  max: number,
): CartInfo {
  const { totalCents, vats } = vatInfo(vatLine);
  return {
    name: title,
    price_cents: unit,
    totalCents,
    vats,
    tax_included: vatLine.tax_included,
    available: null,
    min_persons: min,
    max_persons: max,
    coupon_code: null,
    meta: EMPTY_META,
    free_timing: false,
    flex_description: null,
    subTickets: [],
    seats: [],
  };
}

function priceAnnual(
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
  const info = productInfo(title, unit, vatLine, ticket.min_persons, ticket.max_persons);
  return {
    index,
    item,
    vatLine,
    error: availabilityError(ticket, c.audiences),
    info,
    order: {
      type: "ticket",
      productId: ticket.id,
      title,
      quantity: a.quantity,
      unitCents: unit,
      totalCents: info.totalCents,
      attributes: { ticket_type: "annual" },
    },
  };
}

// spec surrounding-areas §9: coupon and merchandise quantities go up to 10.
const MAX_COUPONS_PER_LINE = 10;

function priceCoupon(
  index: number,
  item: CartItem & { type: "Coupon" },
  c: LineCatalogue,
): PricedLine {
  const at = `items.${index}.attributes`;
  const a = item.attributes;
  const coupon = c.coupons.get(a.id);
  if (!coupon)
    throw new ApiError("not_found", "No such coupon", { [`${at}.id`]: ["No such coupon"] });
  checkQuantity(1, MAX_COUPONS_PER_LINE, a.quantity, `${at}.quantity`);
  const vatLine = {
    price_cents: coupon.price_cents,
    quantity: a.quantity,
    vat_pct: coupon.vat_pct,
    tax_included: coupon.tax_included,
  };
  const title = localize(coupon.title, c.locale);
  const info = productInfo(title, coupon.price_cents, vatLine, 1, MAX_COUPONS_PER_LINE);
  return {
    index,
    item,
    vatLine,
    error: voucherError(coupon, c),
    info,
    order: {
      type: "coupon",
      productId: coupon.id,
      title,
      quantity: a.quantity,
      unitCents: coupon.price_cents,
      totalCents: info.totalCents,
      attributes: { value_cents: coupon.value_cents, is_voucher: true },
    },
  };
}

/** Prices one line; events, tours and merchandise are not in this shop's catalogue yet. */
export function priceLine(index: number, item: CartItem, c: LineCatalogue): PricedLine {
  switch (item.type) {
    case "Ticket":
      return priceTicket(index, item, c);
    case "Annual":
      return priceAnnual(index, item as CartItem & { type: "Annual" }, c);
    case "Coupon":
      return priceCoupon(index, item as CartItem & { type: "Coupon" }, c);
    case "Merchandise":
    case "Event":
    case "Tour":
      throw invalid(`items.${index}.type`, `This shop does not sell ${item.type} lines yet`);
    default:
      throw new Error(`unknown cart item type ${String(item satisfies never)}`);
  }
}
