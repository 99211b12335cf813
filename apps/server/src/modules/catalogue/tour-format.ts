// The tours of the catalogue file (issue 30, Deliver 1; surrounding-areas §2 "Tours", §3
// "Tour"): categories, languages, age groups and grades, and tours with their prices,
// surcharges, equipment and start times. See CATALOGUE.md "Tours".
import { Cents, Count, Id, IsoDate, Time, VatPct } from "@shop/core/contract";
import { z } from "zod";
import { EventCategoryInput } from "./event-format";
import { HtmlText, LocalizedText, PictureInput } from "./format-parts";

/** A category of tours; `filtername` is its key in the shop's filter URLs (as for events). */
export const TourCategoryInput = EventCategoryInput;
export type TourCategoryInput = z.infer<typeof TourCategoryInput>;

/** A named option of tours: a language, an age group or a grade. */
export const TourOptionInput = z.strictObject({
  id: Id,
  name: LocalizedText,
  order: z.int().optional(),
});
export type TourOptionInput = z.infer<typeof TourOptionInput>;

/** A participant price of a tour (adult, pupil …); with an audience, offered to it only. */
export const TourParticipantPriceInput = z.strictObject({
  id: Id,
  title: LocalizedText,
  price_cents: Cents,
  price_target_audience_id: Id.nullable().default(null),
});
export type TourParticipantPriceInput = z.infer<typeof TourParticipantPriceInput>;

/**
 * A surcharge of a tour (surrounding-areas §5): per group (`group`, once per booking) or per
 * participant (`count_participants`); an optional one the visitor may leave out.
 */
export const TourSurchargeInput = z
  .strictObject({
    id: Id,
    title: LocalizedText,
    description: LocalizedText.optional(),
    price_cents: Cents,
    optional: z.boolean().default(false),
    group: z.boolean().default(false),
    count_participants: z.boolean().default(false),
  })
  .refine((surcharge) => surcharge.group !== surcharge.count_participants, {
    path: ["group"],
    message: "a surcharge is either per group or per participant (count_participants)",
  });
export type TourSurchargeInput = z.infer<typeof TourSurchargeInput>;

/**
 * Equipment lent with a tour (audio guides, headsets, stools): `quantity` pieces at each start
 * time, at most `max` per booking (0: no limit but the participants).
 */
export const TourEquipmentInput = z.strictObject({
  id: Id,
  type: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, "lower-case letters, digits and _"),
  title: LocalizedText,
  quantity: Count,
  max: Count.default(0),
});
export type TourEquipmentInput = z.infer<typeof TourEquipmentInput>;

/** A start time of a tour on a Berlin day, with the participants it takes. */
export const TourStartTimeInput = z
  .strictObject({
    day: IsoDate,
    time: Time,
    participants: z.strictObject({
      /** The fewest participants a booking may name (a group tour's minimum; 0: none). */
      min: Count.default(0),
      /** The participants the start time takes in all. */
      max: z.int().min(1).max(1000),
    }),
    bookable: z.boolean().default(true),
  })
  .refine((start) => start.participants.min <= start.participants.max, {
    path: ["participants", "min"],
    message: "min must not be above max",
  });
export type TourStartTimeInput = z.infer<typeof TourStartTimeInput>;

export const TourInput = z.strictObject({
  id: Id,
  museum_id: Id.nullable().default(null),
  exhibition_ids: z.array(Id).default([]),
  category_id: Id.nullable().default(null),
  title: LocalizedText,
  sub_title: LocalizedText.optional(),
  description: HtmlText.optional(),
  picture: PictureInput.nullable().default(null),
  bookable: z.boolean().default(true),
  featured: z.boolean().default(false),
  /** The languages it is held in, the age groups and grades it is for (ids of the lists). */
  language_ids: z.array(Id).min(1),
  age_group_ids: z.array(Id).default([]),
  grade_ids: z.array(Id).default([]),
  prices: z.array(TourParticipantPriceInput).min(1).max(50),
  surcharges: z.array(TourSurchargeInput).max(20).default([]),
  equipment: z.array(TourEquipmentInput).max(20).default([]),
  vat_pct: VatPct,
  tax_included: z.boolean().default(true),
  start_times: z.array(TourStartTimeInput).max(5000).default([]),
  order: z.int().optional(),
});
export type TourInput = z.infer<typeof TourInput>;
