// Prices one cart line with the rules of @shop/core, so the shop and the server agree to the
// cent (spec selling-core §3 cart info, §9 VAT and discounts). Pure: the service hands in
// what it read. Bad input throws a 4xx naming the field; a line that cannot be bought as it
// stands (booked out, hold expired) keeps its price and carries an error code instead.
import {
  berlinDateTime,
  type Locale,
  lineVat,
  splitLineVat,
  unitPriceCents,
  type VatLine,
} from "@shop/core";
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
  EventItemAttributes,
  OrderItem,
  TicketItemAttributes,
} from "@shop/core/contract";
import { ApiError, fieldError } from "../../http/errors";
import { localize, localizeOrNull } from "../../i18n/localized-text";
import type { PricingCoupon } from "../coupons/service";
import {
  type EventDateRow,
  type LineSeatRow,
  onSale,
  type PricingEventDate,
  type StoredScalePrice,
  seatTitle,
} from "../events/service";
import type { LiveHold } from "../reservations/service";
import type { PricingTicket } from "./repository";

/** What the order keeps of a priced line. */
export interface OrderLine {
  type: OrderItem["type"];
  productId: number;
  title: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
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

/** The places an event line asks for: its seats, or its admissions. */
function eventPlaces(a: EventItemAttributes): number {
  if (a.seats.length > 0) return a.seats.length;
  return Object.values(a.quantities).reduce((sum, n) => sum + n, 0);
}

/**
 * Places the cart asks of each event date, over all its lines: one registration (order) books
 * at most the date's max per registration, however many lines it splits them over.
 */
export function eventPlacesAsked(items: readonly CartItem[]): Map<number, number> {
  const asked = new Map<number, number>();
  for (const item of items) {
    if (item.type !== "Event") continue;
    const id = item.attributes.id;
    asked.set(id, (asked.get(id) ?? 0) + eventPlaces(item.attributes));
  }
  return asked;
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
    museums: [],
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
    vatLines: [vatLine],
    error: voucherError(coupon, c),
    info,
    orders: [
      {
        type: "coupon",
        productId: coupon.id,
        title,
        quantity: a.quantity,
        unitCents: coupon.price_cents,
        totalCents: info.totalCents,
        day: null,
        attributes: { value_cents: coupon.value_cents, is_voucher: true },
      },
    ],
  };
}

/** One place of an event line: a seat or an admission, at one scale price. */
interface EventPlace {
  price: StoredScalePrice;
  amountCents: number;
  seat: LineSeatRow | null;
}

/**
 * The date's scale price `id`. A price sold to one price target audience only (surrounding-areas
 * §6) does not exist for anyone else, as GET …/dates/{date_id} does not show it: its amount is
 * not answered to them either.
 */
function scalePrice(
  date: EventDateRow,
  id: number,
  field: string,
  audiences: readonly number[],
): StoredScalePrice {
  const price = date.prices.find((candidate) => candidate.id === id);
  const audience = price?.price_target_audience_id ?? null;
  if (!price || (audience !== null && !audiences.includes(audience))) {
    throw fieldError("not_found", field, "No such price for this date");
  }
  return price;
}

/** The seats of a seated line, each at its price for the seat's category. */
function seatPlaces(
  found: PricingEventDate,
  a: EventItemAttributes,
  at: string,
  audiences: readonly number[],
): EventPlace[] {
  const places = a.seats.map((choice, s): EventPlace => {
    const seat = found.seats.get(choice.id);
    if (!seat) throw fieldError("not_found", `${at}.seats.${s}.id`, "No such seat on this date");
    const field = `${at}.seats.${s}.price_id`;
    const price = scalePrice(found.date, choice.price_id, field, audiences);
    const amountCents = price.category_prices?.[String(seat.category_id)];
    if (amountCents === undefined) {
      throw invalid(field, "This price is not sold for the seat's category");
    }
    return { price, amountCents, seat };
  });
  // The line's quantities count its seats per price, so the two can never tell apart.
  const counted = new Map<string, number>();
  for (const place of places) {
    const key = String(place.price.id);
    counted.set(key, (counted.get(key) ?? 0) + 1);
  }
  const given = Object.entries(a.quantities).filter(([, n]) => n > 0);
  if (given.length !== counted.size || given.some(([key, n]) => counted.get(key) !== n)) {
    throw invalid(`${at}.quantities`, "The quantities must count the seats per price");
  }
  return places;
}

/** The places of a general-admission line: `quantities` per scale price. */
function admissionPlaces(
  date: EventDateRow,
  a: EventItemAttributes,
  at: string,
  audiences: readonly number[],
): EventPlace[] {
  const places: EventPlace[] = [];
  for (const [key, quantity] of Object.entries(a.quantities)) {
    const price = scalePrice(date, Number(key), `${at}.quantities.${key}`, audiences);
    const amountCents = price.price_cents ?? 0;
    for (let n = 0; n < quantity; n += 1) places.push({ price, amountCents, seat: null });
  }
  return places;
}

function checkPlaceCount(
  date: EventDateRow,
  a: EventItemAttributes,
  at: string,
  c: LineCatalogue,
): void {
  if (date.seating_plan_id === null && a.seats.length > 0) {
    throw invalid(`${at}.seats`, "A general-admission date has no seats");
  }
  if (date.seating_plan_id !== null && a.seats.length === 0) {
    throw invalid(`${at}.seats`, "Choose the seats of a seated date");
  }
  if (eventPlaces(a) === 0) throw invalid(`${at}.quantities`, "Choose at least one place");
  // spec surrounding-areas §5: a registration books at most the date's max per registration,
  // over all the cart's lines of the date; counted before the places are listed, so a huge
  // quantity costs nothing.
  if ((c.eventPlacesAsked.get(a.id) ?? 0) > date.max_per_registration) {
    throw fieldError(
      "max_per_registration",
      `${at}.quantities`,
      `Only a maximum of ${date.max_per_registration} places can be booked`,
    );
  }
}

/**
 * An event line (selling-core §2, surrounding-areas §3–§5): its places priced one by one — a
 * seat at its scale price for the seat's category, an admission at the scale price's own — each
 * an order item of its own, so every seat or admission gets its PDF; VAT is the line's. The line
 * is bought as a whole: its quantity is fixed (min = max), and its unit price is what its places
 * cost together.
 */
function priceEvent(index: number, item: CartItem & { type: "Event" }, c: LineCatalogue) {
  const at = `items.${index}.attributes`;
  const a = item.attributes;
  const found = c.eventDates.get(a.id);
  if (!found) throw fieldError("not_found", `${at}.id`, "No such event date");
  const { date } = found;
  checkPlaceCount(date, a, at, c);
  const places =
    date.seating_plan_id === null
      ? admissionPlaces(date, a, at, c.audiences)
      : seatPlaces(found, a, at, c.audiences);
  const vatPct = Number(date.vat_pct);
  // spec selling-core §9: VAT rounded once for the line's sum, as the other lines do; each place's
  // order item takes its share of the line's gross, so the items add up to it.
  const amounts = places.map((place) => place.amountCents);
  const { line: vat, units_gross_cents: placeGross } = splitLineVat({
    units_cents: amounts,
    vat_pct: vatPct,
    tax_included: date.tax_included,
  });
  const vatLines: VatLine[] = [
    {
      price_cents: date.tax_included ? vat.gross_cents : vat.net_cents,
      quantity: 1,
      vat_pct: vatPct,
      tax_included: date.tax_included,
    },
  ];
  const title = localizeOrNull(date.title, c.locale) ?? localize(date.event_title, c.locale);
  const seats = places.flatMap((place) =>
    place.seat ? [{ id: place.seat.seat_id, title: seatTitle(c.locale, place.seat) }] : [],
  );
  const perPrice = date.prices.flatMap((price) => {
    const selectedQuantity = places.filter((place) => place.price.id === price.id).length;
    return selectedQuantity === 0
      ? []
      : [{ selectedQuantity, title: localize(price.title, c.locale) }];
  });
  const startTime = berlinDateTime(date.day, date.time);
  const info: CartInfo = {
    name: title,
    price_cents: amounts.reduce((sum, cents) => sum + cents, 0),
    totalCents: vat.gross_cents,
    vats: [{ vat_pct: vatPct, price_cents: vat.vat_cents }],
    tax_included: date.tax_included,
    available: null,
    min_persons: places.length,
    max_persons: places.length,
    coupon_code: null,
    meta: { startDate: date.day, startTime: date.time, validFrom: null },
    free_timing: false,
    flex_description: null,
    subTickets: perPrice,
    seats,
    museums: date.museum_title === null ? [] : [localize(date.museum_title, c.locale)],
  };
  return {
    index,
    item,
    vatLines,
    // A date that has begun or stopped its sales (bookable: false) is the line's sold_out.
    error: onSale(date, c.now) ? holdError(item, c.holds, c.now) : "sold_out",
    info,
    orders: places.map((place, p): OrderLine => {
      const seat = place.seat
        ? [{ id: place.seat.seat_id, title: seatTitle(c.locale, place.seat) }]
        : [];
      return {
        type: "event",
        productId: date.id,
        title,
        quantity: 1,
        unitCents: place.amountCents,
        totalCents: placeGross[p] ?? 0,
        day: date.day,
        attributes: {
          event_id: date.event_id,
          start_time: startTime,
          quantities: { [String(place.price.id)]: 1 },
          price_title: localize(place.price.title, c.locale),
          seats: seat,
        },
      };
    }),
  };
}

/** Prices one line; tours and merchandise are not in this shop's catalogue yet. */
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
    case "Merchandise":
    case "Tour":
      throw invalid(`items.${index}.type`, `This shop does not sell ${item.type} lines yet`);
    default:
      throw new Error(`unknown cart item type ${String(item satisfies never)}`);
  }
}
