// spec surrounding-areas §4 "Tour booking", §5 "Tour", "Quantities": the booking form's values
// and what they make — the booking the cart's reducer holds (contract TourItemAttributes), the
// subtotal, and the form's own check (required selects, at least one participant). The bounds
// are @shop/core's rules (tourSurchargeBounds, tourEquipmentMax, tourSelectRequired); the whole
// booking is checked by checkTourBooking before it is sent.
import {
  type TourSelectOptions,
  tourEquipmentMax,
  tourSelectRequired,
  tourSurchargeBounds,
} from "@shop/core/booking";
import type { Tour, TourItemAttributes, TourPrice } from "@shop/core/contract";
import type { FieldErrors, Resolver } from "react-hook-form";

/** The selects of a tour: the value's field, and the tour's options. */
export const TOUR_SELECTS = [
  ["language_id", "languages", "languageRequired"],
  ["age_group_id", "age_groups", "ageGroupRequired"],
  ["grade_id", "grades", "gradeRequired"],
] as const satisfies readonly [string, keyof TourSelectOptions, string][];

export type TourSelectField = (typeof TOUR_SELECTS)[number][0];

/**
 * The form's values. Quantities are keyed "p<scale_price_id>", surcharges "s<price_surcharge_id>"
 * (a key of digits alone would make react-hook-form write an array), equipment by its type.
 */
export interface TourFormValues {
  language_id: string;
  age_group_id: string;
  grade_id: string;
  quantities: Record<string, number>;
  surcharges: Record<string, number>;
  equipment: Record<string, number>;
}

export const participantKey = (price: Pick<TourPrice, "scale_price_id">) =>
  `p${price.scale_price_id}`;
export const surchargeKey = (price: Pick<TourPrice, "price_surcharge_id">) =>
  `s${price.price_surcharge_id}`;

export const isParticipantPrice = (price: TourPrice) => price.scale_price_id !== null;
export const isSurcharge = (price: TourPrice) =>
  price.scale_price_id === null && price.price_surcharge_id !== null;

export function emptyTourValues(): TourFormValues {
  return {
    language_id: "",
    age_group_id: "",
    grade_id: "",
    quantities: {},
    surcharges: {},
    equipment: {},
  };
}

/** The participants the values name. */
export function participantsOf(
  prices: readonly TourPrice[],
  values: Pick<TourFormValues, "quantities">,
): number {
  return prices
    .filter(isParticipantPrice)
    .reduce((sum, price) => sum + (values.quantities[participantKey(price)] ?? 0), 0);
}

/**
 * How a surcharge is asked for: `fixed` when its bounds leave one quantity (it follows the
 * participants: shown, not chosen), `yesNo` for an optional group surcharge (0 or 1), else a
 * quantity up to its most.
 */
export function surchargeControl(
  price: TourPrice,
  participants: number,
): { kind: "fixed"; quantity: number } | { kind: "yesNo" } | { kind: "quantity"; max: number } {
  const bounds = tourSurchargeBounds(price, participants);
  if (price.group && price.optional) return { kind: "yesNo" };
  if (bounds.min === bounds.max) return { kind: "fixed", quantity: bounds.min };
  return { kind: "quantity", max: bounds.max };
}

/** The quantity of a surcharge the values make, within its bounds. */
export function surchargeQuantity(
  price: TourPrice,
  participants: number,
  values: Pick<TourFormValues, "surcharges">,
): number {
  const { min, max } = tourSurchargeBounds(price, participants);
  const chosen = values.surcharges[surchargeKey(price)] ?? 0;
  return Math.min(max, Math.max(min, chosen));
}

/** The select's value to send: the one chosen, or the only option (implied), or none. */
function selectValue(options: readonly { id: number }[], chosen: string): number | undefined {
  if (!tourSelectRequired(options)) return options[0]?.id;
  const id = Number(chosen);
  return chosen !== "" && Number.isInteger(id) ? id : undefined;
}

/** The booking the values make for one start time (the cart's tour line, TourItemAttributes). */
export function tourBookingOf(
  tour: Tour,
  start: { date: string; start_time: string },
  prices: readonly TourPrice[],
  values: TourFormValues,
): TourItemAttributes {
  const participants = participantsOf(prices, values);
  const quantities: Record<string, number> = {};
  for (const price of prices.filter(isParticipantPrice)) {
    const quantity = values.quantities[participantKey(price)] ?? 0;
    if (quantity > 0) quantities[String(price.scale_price_id)] = quantity;
  }
  const surcharges: Record<string, number> = {};
  for (const price of prices.filter(isSurcharge)) {
    const quantity = surchargeQuantity(price, participants, values);
    if (quantity > 0) surcharges[String(price.price_surcharge_id)] = quantity;
  }
  const equipment = tour.equipment
    .map((item) => ({
      type: item.type,
      quantity: Math.min(values.equipment[item.type] ?? 0, tourEquipmentMax(item, participants)),
    }))
    .filter((item) => item.quantity > 0);
  const booking: TourItemAttributes = {
    id: tour.id,
    date: start.date,
    start_time: start.start_time,
    quantities,
    surcharges,
    equipment,
  };
  for (const [field, list] of TOUR_SELECTS) {
    const id = selectValue(tour[list], values[field]);
    if (id !== undefined) booking[field] = id;
  }
  return booking;
}

/** The subtotal in cents: participants and surcharges by their prices (equipment is free). */
export function tourSubtotal(prices: readonly TourPrice[], booking: TourItemAttributes): number {
  return prices.reduce((sum, price) => {
    const quantity = isParticipantPrice(price)
      ? (booking.quantities[String(price.scale_price_id)] ?? 0)
      : (booking.surcharges?.[String(price.price_surcharge_id)] ?? 0);
    return sum + quantity * price.price_cents;
  }, 0);
}

/**
 * The codes of the form's errors (tours.booking.<code>): a required select left empty (spec §8:
 * language, age and grade required, each its own text); no participant chosen.
 */
export const TOUR_FIELD_CODES = [...TOUR_SELECTS.map(([, , code]) => code), "none"] as const;
export type TourFieldCode = (typeof TOUR_FIELD_CODES)[number];

/**
 * spec §5 "Tour": a select with more than one option is required; add-to-cart needs a
 * participant. The form's resolver: the error of each empty required select, and "none" on
 * `participants` (the alert's selection error, not a field's).
 */
export function tourResolver(tour: TourSelectOptions, prices: () => readonly TourPrice[]) {
  const resolver: Resolver<TourFormValues> = async (values) => {
    const errors: Record<string, { type: string; message: TourFieldCode }> = {};
    for (const [field, list, code] of TOUR_SELECTS) {
      if (tourSelectRequired(tour[list]) && values[field] === "") {
        errors[field] = { type: "required", message: code };
      }
    }
    if (participantsOf(prices(), values) === 0) {
      errors.participants = { type: "none", message: "none" };
    }
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errors as FieldErrors<TourFormValues> };
  };
  return resolver;
}
