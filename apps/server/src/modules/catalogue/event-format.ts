// The events of the catalogue file (the issue "events", Deliver 1; surrounding-areas §3 "Event",
// "Event date", "Seating category", "Seat"): categories, languages, seating plans and events
// with their dates. See CATALOGUE.md "Events".
import { Cents, Count, Id, IsoDate, Time, VatPct } from "@shop/core/contract";
import { z } from "zod";
import { HtmlText, LocalizedText, PictureInput } from "./format-parts";

/** A category of events; `filtername` is its key in the shop's filter URLs. */
export const EventCategoryInput = z.strictObject({
  id: Id,
  name: LocalizedText,
  filtername: z
    .string()
    .regex(/^[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?$/, "lower-case letters, digits and hyphens"),
  order: z.int().optional(),
});
export type EventCategoryInput = z.infer<typeof EventCategoryInput>;

/** A language an event date is held in. */
export const EventLanguageInput = z.strictObject({
  id: Id,
  name: LocalizedText,
  order: z.int().optional(),
});
export type EventLanguageInput = z.infer<typeof EventLanguageInput>;

const RowName = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .regex(/^[^\p{Cc}]+$/u, "no control characters");

/** Seats named by their row and numbers: `{ "row": "3", "numbers": [11, 12] }`. */
export const SeatRefs = z.strictObject({
  row: RowName,
  numbers: z.array(z.int().positive().max(9999)).min(1).max(500),
});
export type SeatRefs = z.infer<typeof SeatRefs>;

/** A run of seats of one row and category: numbers `from` to `to`, both included. */
export const SeatRunInput = z
  .strictObject({
    row: RowName,
    from: z.int().positive().max(9999),
    to: z.int().positive().max(9999),
    category_id: Id,
  })
  .refine((run) => run.from <= run.to, { path: ["to"], message: "to must not be below from" });
export type SeatRunInput = z.infer<typeof SeatRunInput>;

export const SeatingCategoryInput = z.strictObject({
  id: Id,
  title: LocalizedText,
  description: LocalizedText.optional(),
  color_code: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour "#rrggbb"'),
});
export type SeatingCategoryInput = z.infer<typeof SeatingCategoryInput>;

/** A hall's seating plan: its categories and its seats, row by row, front row first. */
export const SeatingPlanInput = z.strictObject({
  id: Id,
  name: z.string().max(200).default(""),
  categories: z.array(SeatingCategoryInput).min(1),
  rows: z.array(SeatRunInput).min(1).max(5000),
  /** Seats never sold on any date of the plan. */
  blocked: z.array(SeatRefs).default([]),
});
export type SeatingPlanInput = z.infer<typeof SeatingPlanInput>;

/**
 * A scale price of a date (adult, reduced …): one amount for general admission, or an amount
 * per seat category of the date's plan. With `price_target_audience_id`, offered to that
 * audience only (a VIP or company price).
 */
export const ScalePriceInput = z.strictObject({
  id: Id,
  title: LocalizedText,
  price_cents: Cents.optional(),
  category_prices: z.record(z.string().regex(/^[1-9]\d{0,9}$/, "a category id"), Cents).optional(),
  price_target_audience_id: Id.nullable().default(null),
});
export type ScalePriceInput = z.infer<typeof ScalePriceInput>;

export const EventDateInput = z.strictObject({
  id: Id,
  /** The Berlin day and wall-clock time the date starts. */
  day: IsoDate,
  start_time: Time,
  language_id: Id.nullable().default(null),
  title: LocalizedText.optional(),
  sub_title: LocalizedText.optional(),
  description: HtmlText.optional(),
  seats: z
    .strictObject({
      /** Places of the date; a seated date: at most its plan's seats (default: all of them). */
      max: Count.optional(),
      /** Places needed for the date to take place (shown, not enforced). */
      min: Count.default(0),
      /** Most places one registration (order) may take. */
      // At most the places one cart line may name (MAX_EVENT_PLACES of the contract); each
      // place is a PDF of the confirmation mail.
      max_per_registration: z.int().min(1).max(100).default(10),
    })
    .prefault({}),
  /** A seated date's plan; without one the date is general admission. */
  seating_plan_id: Id.nullable().default(null),
  /** Seats of the plan not sold on this date. */
  blocked_seats: z.array(SeatRefs).default([]),
  /**
   * None: the date is announced but not on sale yet (no accounting article to book it to):
   * its detail answers product_without_accounting_article (surrounding-areas §4).
   */
  prices: z.array(ScalePriceInput).max(50).default([]),
  vat_pct: VatPct,
  tax_included: z.boolean().default(true),
  bookable: z.boolean().default(true),
  /**
   * Seats and places of this date only for signed-in customers (surrounding-areas §6), as the
   * setting reservationRequiresLogin asks for every date.
   */
  requires_sign_in: z.boolean().default(false),
});
export type EventDateInput = z.infer<typeof EventDateInput>;

export const EventInput = z.strictObject({
  id: Id,
  museum_id: Id.nullable().default(null),
  exhibition_ids: z.array(Id).default([]),
  category_id: Id.nullable().default(null),
  title: LocalizedText,
  sub_title: LocalizedText.optional(),
  description: HtmlText.optional(),
  /** The start page carousel's text for a featured event. */
  slider_description: LocalizedText.optional(),
  picture: PictureInput.nullable().default(null),
  bookable: z.boolean().default(true),
  featured: z.boolean().default(false),
  /** surrounding-areas §2: the detail page's ticket-sales variant instead of the date picker. */
  ticket_sales_in_shop: z.boolean().default(false),
  dates: z.array(EventDateInput).default([]),
  order: z.int().optional(),
});
export type EventInput = z.infer<typeof EventInput>;

/** The seats a plan lists, "row number" keys in the plan's order, with their run. */
export function planSeats(
  plan: SeatingPlanInput,
): { row: string; number: number; run: SeatRunInput }[] {
  return plan.rows.flatMap((run) =>
    Array.from({ length: run.to - run.from + 1 }, (_, offset) => ({
      row: run.row,
      number: run.from + offset,
      run,
    })),
  );
}

/** "row number": a seat's key within its plan. */
export function seatKey(row: string, number: number): string {
  return `${row} ${number}`;
}

/** The keys of seat references. */
export function seatRefKeys(refs: readonly SeatRefs[]): string[] {
  return refs.flatMap((ref) => ref.numbers.map((number) => seatKey(ref.row, number)));
}

/** The seats of a plan a date sells: neither the plan nor the date blocks them. */
export function sellableSeatCount(
  plan: SeatingPlanInput,
  dateBlocked: readonly SeatRefs[],
): number {
  const blocked = new Set([...seatRefKeys(plan.blocked), ...seatRefKeys(dateBlocked)]);
  return planSeats(plan).filter(({ row, number }) => !blocked.has(seatKey(row, number))).length;
}
