// A Tour line (selling-core §2, surrounding-areas §3–§5; issue 30, Deliver 4): one booking of a
// tour's start time — participants per participant price, surcharges, equipment, the language,
// age group and grade chosen — held by its tour hold (POST /tours/{id}/reservations) and one
// order item, whose PDF names the tour, the start and the participants. Shown with quantity 1.
import { berlinDateTime, splitLineVat, type VatLine } from "@shop/core";
import { tourSurchargeBounds } from "@shop/core/booking";
import type { CartInfo, CartItem } from "@shop/core/contract";
import { fieldError } from "../../http/errors";
import { localize } from "../../i18n/localized-text";
import { onSale } from "../events/service";
import { type PricingTour, startKey } from "../tours/service";
import { holdError, invalid, type LineCatalogue, type OrderLine } from "./line-parts";

type TourItem = CartItem & { type: "Tour" };

/** The participant prices the line names, each open to the buyer (as GET …/prices shows). */
function participantUnits(tour: PricingTour, item: TourItem, at: string, c: LineCatalogue) {
  const units: { title: string; cents: number; quantity: number }[] = [];
  for (const [key, quantity] of Object.entries(item.attributes.quantities)) {
    const price = tour.prices.find((candidate) => candidate.id === Number(key));
    const audience = price?.price_target_audience_id ?? null;
    if (!price || (audience !== null && !c.audiences.includes(audience))) {
      throw fieldError("not_found", `${at}.quantities.${key}`, "No such price for this tour");
    }
    if (quantity > 0) {
      units.push({ title: localize(price.title, c.locale), cents: price.price_cents, quantity });
    }
  }
  return units;
}

/** The surcharges, each within its bounds for the participants (@shop/core/booking). */
function surchargeUnits(tour: PricingTour, item: TourItem, at: string, participants: number) {
  const chosen = item.attributes.surcharges;
  for (const key of Object.keys(chosen)) {
    if (!tour.surcharges.some((surcharge) => surcharge.id === Number(key))) {
      throw fieldError("not_found", `${at}.surcharges.${key}`, "No such surcharge of this tour");
    }
  }
  return tour.surcharges.flatMap((surcharge) => {
    const quantity = chosen[String(surcharge.id)] ?? 0;
    const bounds = tourSurchargeBounds(surcharge, participants);
    if (quantity < bounds.min || quantity > bounds.max) {
      throw invalid(`${at}.surcharges.${surcharge.id}`, "Not a quantity this surcharge takes");
    }
    return quantity === 0 ? [] : [{ surcharge, quantity }];
  });
}

export function priceTour(index: number, item: TourItem, c: LineCatalogue) {
  const at = `items.${index}.attributes`;
  const a = item.attributes;
  const tour = c.tours.get(startKey(a.id, a.date, a.start_time));
  if (!tour) throw fieldError("not_found", `${at}.start_time`, "No such start time of this tour");
  const participants = participantUnits(tour, item, at, c);
  const count = participants.reduce((sum, unit) => sum + unit.quantity, 0);
  if (count === 0) throw invalid(`${at}.quantities`, "Choose at least one participant");
  const surcharges = surchargeUnits(tour, item, at, count).map(({ surcharge, quantity }) => ({
    title: localize(surcharge.title, c.locale),
    cents: surcharge.price_cents,
    quantity,
  }));
  // Equipment is lent, not sold: shown on the line by its title, never priced.
  const lent = a.equipment.flatMap((asked) => {
    const item = tour.equipment.find((equipment) => equipment.type === asked.type);
    if (!item) throw fieldError("not_found", `${at}.equipment`, `No ${asked.type} with this tour`);
    return asked.quantity > 0
      ? [{ selectedQuantity: asked.quantity, title: localize(item.title, c.locale) }]
      : [];
  });
  const parts = [...participants, ...surcharges];
  const amounts = parts.flatMap((part) => Array.from({ length: part.quantity }, () => part.cents));
  const vatPct = Number(tour.vat_pct);
  // spec selling-core §9: VAT rounded once for the line's sum, as the other lines do.
  const { line: vat } = splitLineVat({
    units_cents: amounts,
    vat_pct: vatPct,
    tax_included: tour.tax_included,
  });
  const vatLines: VatLine[] = [
    {
      price_cents: tour.tax_included ? vat.gross_cents : vat.net_cents,
      quantity: 1,
      vat_pct: vatPct,
      tax_included: tour.tax_included,
    },
  ];
  const title = localize(tour.title, c.locale);
  const unitCents = amounts.reduce((sum, cents) => sum + cents, 0);
  const info: CartInfo = {
    name: title,
    price_cents: unitCents,
    totalCents: vat.gross_cents,
    vats: [{ vat_pct: vatPct, price_cents: vat.vat_cents }],
    tax_included: tour.tax_included,
    available: null,
    // spec selling-core §2: a tour line shows quantity 1, fixed
    min_persons: 1,
    max_persons: 1,
    coupon_code: null,
    meta: { startDate: tour.day, startTime: tour.time, validFrom: null },
    free_timing: false,
    flex_description: null,
    subTickets: [
      ...parts.map((part) => ({ selectedQuantity: part.quantity, title: part.title })),
      ...lent,
    ],
    seats: [],
    museums: tour.museum_title === null ? [] : [localize(tour.museum_title, c.locale)],
  };
  const order: OrderLine = {
    type: "tour",
    vatPct,
    productId: tour.tour_id,
    title,
    quantity: 1,
    unitCents,
    totalCents: vat.gross_cents,
    day: tour.day,
    attributes: {
      tour_id: tour.tour_id,
      start_time: berlinDateTime(tour.day, tour.time),
      quantities: a.quantities,
    },
  };
  return {
    index,
    item,
    vatLines,
    // A start time that has begun or stopped its sales is the line's sold_out.
    error: onSale(tour, c.now) ? holdError(item, c.holds, c.now) : "sold_out",
    info,
    orders: [order],
  };
}
