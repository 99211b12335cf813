// spec surrounding-areas §4 "Tour booking", §5 "Tour" and "Quantities": how many participants,
// surcharges and pieces of equipment one tour booking may name, and which selects it needs.
// The shop bounds its booking form by these; the server refuses a tour line by checkTourBooking.
//
// Where the spec is silent, these are design decisions:
//
// Quantity bounds of a price (tourSurchargeBounds), first matching row wins:
//   group, optional                 0..1
//   group, not optional             exactly 1 with participants, else 0
//   count_participants, optional    0..participants
//   count_participants, required    exactly participants
//   neither (a participant price)   0..participants (the participants offered)
// A group price is per booking, so `group` wins over `count_participants` when both are set.
//
// checkTourBooking tells participant prices from surcharges by their ids (scale_price_id,
// price_surcharge_id), not by these flags: the contract's own participant price example sets
// count_participants. A refusal blames the stock (sold_out) only when the stock is strictly the
// tighter bound; when a limit of the tour or the booking binds as well, the request could never
// be met, and the refusal names that limit.
import { accepted, type BookingResult, refused } from "./result";

/** The participant bounds of a start time (the contract's TourStartTime.participants). */
export interface TourParticipantBounds {
  participants: { min: number; max: number; bookable: number };
}

/** The fields of a price these rules read (of the contract's TourPrice). */
export interface TourPriceRule {
  scale_price_id: number | null;
  price_surcharge_id: number | null;
  optional: boolean;
  group: boolean;
  count_participants: boolean;
}

/** The fields of rentable equipment these rules read (of the contract's TourEquipment). */
export interface TourEquipmentBounds {
  type: string;
  available: number;
  max: number;
}

/** The select options of a tour (the contract's Tour.languages, age_groups, grades). */
export interface TourSelectOptions {
  languages: readonly { id: number }[];
  age_groups: readonly { id: number }[];
  grades: readonly { id: number }[];
}

/**
 * What one tour booking names; the shape of the cart's TourItemAttributes, so a tour line is
 * checked as it stands.
 */
export interface TourBookingInput {
  /** Participants per participant price, keyed by scale_price_id. */
  quantities: Readonly<Record<string, number>>;
  /** Quantity per surcharge, keyed by price_surcharge_id; a surcharge left out is 0. */
  surcharges?: Readonly<Record<string, number>> | undefined;
  equipment?: readonly { type: string; quantity: number }[] | undefined;
  language_id?: number | undefined;
  age_group_id?: number | undefined;
  grade_id?: number | undefined;
}

/**
 * spec §5 "Quantities": the most participants one booking may name — the smaller of bookable
 * and max (0 is no limit). Never below 0.
 */
export function tourParticipantsOffered(startTime: TourParticipantBounds): number {
  const { max, bookable } = startTime.participants;
  return Math.max(0, max > 0 ? Math.min(bookable, max) : bookable);
}

/** spec §5 "Tour": a select is required with more than one option; one option is implied. */
export function tourSelectRequired(options: readonly unknown[]): boolean {
  return options.length > 1;
}

/** The quantities a price may take for `participants` participants (the table above). */
export function tourSurchargeBounds(
  price: Pick<TourPriceRule, "optional" | "group" | "count_participants">,
  participants: number,
): { min: number; max: number } {
  const most = Math.max(0, participants);
  if (price.group) {
    if (price.optional) return { min: 0, max: 1 };
    return most > 0 ? { min: 1, max: 1 } : { min: 0, max: 0 };
  }
  if (price.count_participants && !price.optional) return { min: most, max: most };
  return { min: 0, max: most };
}

/**
 * spec §5 "Quantities": the most pieces of an equipment one booking may rent — the smallest of
 * those available, the most per booking (0 is no limit) and the participants. Never below 0.
 */
export function tourEquipmentMax(
  equipment: Pick<TourEquipmentBounds, "available" | "max">,
  participants: number,
): number {
  const perBooking = equipment.max > 0 ? equipment.max : Number.POSITIVE_INFINITY;
  return Math.max(0, Math.min(equipment.available, perBooking, participants));
}

const selects = [
  ["language_id", "languages", "Choose a language"],
  ["age_group_id", "age_groups", "Choose an age group"],
  ["grade_id", "grades", "Choose a grade"],
] as const;

/**
 * Checks one tour booking against its start time, prices, equipment and select options, and
 * answers its participants or the first refusal (spec §5 "Tour", "Quantities").
 */
export function checkTourBooking(
  input: TourBookingInput,
  startTime: TourParticipantBounds,
  prices: readonly TourPriceRule[],
  equipment: readonly TourEquipmentBounds[],
  options: TourSelectOptions,
): BookingResult<{ participants: number }> {
  const scalePrices = new Set(prices.map((price) => price.scale_price_id).filter(isId));
  let participants = 0;
  for (const [id, quantity] of Object.entries(input.quantities)) {
    if (!scalePrices.has(Number(id))) {
      return refused(`quantities.${id}`, "Not a participant price of this tour");
    }
    participants += quantity;
  }
  // spec §5 "Tour": add-to-cart needs at least one quantity above 0.
  if (participants < 1) return refused("participants", "Choose at least one participant");
  const { min, max, bookable } = startTime.participants;
  // Design decision (spec silent): a booking below the start time's minimum is refused rather
  // than taken and left for the museum to cancel; the shop shows the minimum beforehand.
  if (min > 0 && participants < min) {
    return refused("participants", `At least ${min} participants`);
  }
  const offered = tourParticipantsOffered(startTime);
  if (participants > offered) {
    // The tour's own max binds (even when nothing is booked yet): no wait frees places for it.
    const tourLimit = max > 0 && max <= bookable;
    return tourLimit
      ? refused("participants", `At most ${max} participants`, "max_participants", max)
      : refused("participants", `Only ${offered} places left`, "sold_out", offered);
  }

  const surcharges = new Map<number, TourPriceRule>();
  for (const price of prices) {
    if (isId(price.price_surcharge_id)) surcharges.set(price.price_surcharge_id, price);
  }
  const chosen = input.surcharges ?? {};
  const unknownSurcharge = Object.keys(chosen).find((id) => !surcharges.has(Number(id)));
  if (unknownSurcharge !== undefined) {
    return refused(`surcharges.${unknownSurcharge}`, "Not a surcharge of this tour");
  }
  for (const [id, price] of surcharges) {
    const quantity = chosen[String(id)] ?? 0;
    const bounds = tourSurchargeBounds(price, participants);
    if (quantity < bounds.min || quantity > bounds.max) {
      return refused(
        `surcharges.${id}`,
        bounds.min === bounds.max
          ? `Must be ${bounds.min}`
          : `Must be between ${bounds.min} and ${bounds.max}`,
      );
    }
  }

  const rentable = new Map(equipment.map((item) => [item.type, item]));
  const named = new Set<string>();
  for (const { type, quantity } of input.equipment ?? []) {
    const item = rentable.get(type);
    if (item === undefined) return refused(`equipment.${type}`, "Not rentable with this tour");
    if (named.has(type)) return refused(`equipment.${type}`, "Named more than once");
    named.add(type);
    const most = tourEquipmentMax(item, participants);
    if (quantity > most) {
      const perBooking = item.max > 0 ? item.max : Number.POSITIVE_INFINITY;
      return item.available < Math.min(perBooking, participants)
        ? refused(`equipment.${type}`, `Only ${most} left`, "sold_out", most)
        : refused(`equipment.${type}`, `At most ${most}`);
    }
  }

  for (const [field, list, message] of selects) {
    const given = input[field];
    const choices = options[list];
    if (given === undefined) {
      if (tourSelectRequired(choices)) return refused(field, message);
    } else if (!choices.some((choice) => choice.id === given)) {
      return refused(field, "Not an option of this tour");
    }
  }
  return accepted({ participants });
}

const isId = (id: number | null): id is number => id !== null;
