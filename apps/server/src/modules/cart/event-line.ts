// An Event line (selling-core §2, surrounding-areas §3–§5): the seats or admissions of one
// event date, each place an order item of its own.
import { berlinDateTime, splitLineVat, type VatLine } from "@shop/core";
import type { CartInfo, CartItem, EventItemAttributes } from "@shop/core/contract";
import { fieldError } from "../../http/errors";
import { localize, localizeOrNull } from "../../i18n/localized-text";
import {
  type EventDateRow,
  type LineSeatRow,
  onSale,
  type PricingEventDate,
  type StoredScalePrice,
  seatTitle,
} from "../events/service";
import { holdError, invalid, type LineCatalogue, type OrderLine } from "./line-parts";

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
export function priceEvent(index: number, item: CartItem & { type: "Event" }, c: LineCatalogue) {
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
        vatPct,
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
