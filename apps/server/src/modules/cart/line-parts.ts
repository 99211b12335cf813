// What every kind of cart line shares (price-lines.ts and the *-line.ts files): the priced
// line and its order items, the catalogue a line is priced against, and the checks and
// answers more than one kind of line uses.
import { type Locale, lineVat, type VatLine } from "@shop/core";
import { checkQuantity as checkLineQuantity } from "@shop/core/booking";
import type { CartInfo, CartItem, ErrorCode, OrderItem } from "@shop/core/contract";
import { ApiError, fieldError } from "../../http/errors";
import type { PricingCoupon } from "../coupons/service";
import type { PricingEventDate } from "../events/service";
import type { PricingMerchandiseRow } from "../merchandise/service";
import { isLive, type LiveHold } from "../reservations/service";
import type { PricingTour } from "../tours/service";
import type { PricingTicket } from "./repository";

/** What the order keeps of a priced line. */
export interface OrderLine {
  type: OrderItem["type"];
  productId: number;
  title: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
  /** The VAT rate it is sold at (an invoice states it: issue 33, Deliver 5). */
  vatPct: number;
  /** The Berlin day of a dated ticket or an event date; null for the rest. */
  day: string | null;
  attributes: Omit<OrderItem["attributes"], "id" | "title" | "quantity">;
}

export interface PricedLine {
  index: number;
  item: CartItem;
  info: CartInfo;
  error: ErrorCode | null;
  /** What the line costs, as VAT lines (one each: VAT is rounded once per line). */
  vatLines: VatLine[];
  /** What the order keeps of it: one order item, or one per place of an event line. */
  orders: OrderLine[];
}

export interface LineCatalogue {
  tickets: Map<number, PricingTicket>;
  coupons: Map<number, PricingCoupon>;
  /** The event lines' dates by id (events/service.ts findPricingEventDates). */
  eventDates: Map<number, PricingEventDate>;
  /** The tour lines' start times by startKey (tours/service.ts findPricingTours). */
  tours: Map<string, PricingTour>;
  /** The merchandise lines' articles by id (merchandise/service.ts findPricingMerchandise). */
  merchandise: Map<number, PricingMerchandiseRow>;
  holds: Map<string, LiveHold>;
  now: Date;
  locale: Locale;
  /** The buyer's price target audiences (findBuyerAudiences). */
  audiences: readonly number[];
  /** Units the cart asks of each coupon, over all its lines (vouchersAsked). */
  vouchersAsked: Map<number, number>;
  /** Places the cart asks of each event date, over all its lines (eventPlacesAsked). */
  eventPlacesAsked: Map<number, number>;
}

export const invalid = (field: string, message: string) => fieldError("validation", field, message);

export function vatInfo(vatLine: VatLine) {
  const vat = lineVat(vatLine);
  return {
    totalCents: vat.gross_cents,
    vats: [{ vat_pct: vat.vat_pct, price_cents: vat.vat_cents }],
  };
}

export const EMPTY_META = { startDate: null, startTime: null, validFrom: null };

export function checkQuantity(min: number, max: number, quantity: number, field: string) {
  // spec selling-core §5: the quantity is bounded by min_persons and max_persons.
  const result = checkLineQuantity({ min_persons: min, max_persons: max }, quantity);
  if (!result.ok) throw invalid(field, result.message);
}

/** hold_expired when a hold the line names is gone or past its valid_until. */
export function holdError(
  item: CartItem,
  holds: Map<string, LiveHold>,
  now: Date,
): ErrorCode | null {
  for (const ref of item.reservations) {
    if (!isLive(holds.get(ref.token), now)) return "hold_expired";
  }
  return null;
}

export function ticketFor(c: LineCatalogue, id: number, at: string): PricingTicket {
  const ticket = c.tickets.get(id);
  if (!ticket)
    throw new ApiError("not_found", "No such ticket", { [`${at}.id`]: ["No such ticket"] });
  return ticket;
}

/**
 * sold_out when the ticket cannot be booked; not_found when it is sold to one price target
 * audience only (VIP, spec surrounding-areas §6) and the buyer is not of it.
 */
export function availabilityError(
  ticket: PricingTicket,
  audiences: readonly number[],
): ErrorCode | null {
  if (
    ticket.price_target_audience_id !== null &&
    !audiences.includes(ticket.price_target_audience_id)
  ) {
    return "not_found";
  }
  return ticket.booked_out || !ticket.bookable ? "sold_out" : null;
}

export function productInfo(
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
    museums: [],
  };
}
