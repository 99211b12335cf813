// spec surrounding-areas §3 "Tour"; §7 /tours, start times, equipment and prices.
import { z } from "zod";
import { TourItemAttributes } from "./cart-item";
import { Cents, Count, Id, IsoDate, listOf, NamedRef, Time, VatPct } from "./common";
import { Category } from "./event";
import { CatalogueQuery, Picture } from "./museum";
import { checkRangeOf } from "./queries";
import { LocaleQuery, QueryBool, QueryId, QueryIds, QueryInt } from "./query-params";

/**
 * Equipment that can be rented with a tour (audio guides, stools, ...). Beside the spec's
 * fields (type, available, quantity, max) its `id`, which GET /tours/{id}/equipments/{id}/…
 * takes, and its `title`, which the shop shows (design decision: a type is a code).
 */
export const TourEquipment = z
  .object({
    id: Id,
    type: z.string(),
    title: z.string(),
    available: Count,
    quantity: Count,
    max: Count,
  })
  .meta({
    id: "TourEquipment",
    description: "Rentable equipment, how many are left and the most per booking",
    example: {
      id: 3,
      type: "audio_guide",
      title: "Audio guide",
      available: 14,
      quantity: 0,
      max: 30,
    },
  });
export type TourEquipment = z.infer<typeof TourEquipment>;

/** A guided tour (GET /tours, /tours/{id}). */
export const Tour = z
  .object({
    id: Id,
    title: z.string(),
    sub_title: z.string().nullable(),
    description: z.string(),
    museum_id: Id.nullable(),
    category: Category.nullable(),
    languages: z.array(NamedRef),
    age_groups: z.array(NamedRef),
    grades: z.array(NamedRef),
    equipment: z.array(TourEquipment),
    picture: Picture.nullable(),
    bookable: z.boolean(),
    featured: z.boolean(),
  })
  .meta({
    id: "Tour",
    description: "A bookable guided tour",
    example: {
      id: 8,
      title: "Highlights tour",
      sub_title: "60 minutes",
      description: "<p>The ten key works.</p>",
      museum_id: 1,
      category: { id: 3, name: "School classes", filtername: "school" },
      languages: [{ id: 1, name: "Deutsch" }],
      age_groups: [{ id: 3, name: "10–14" }],
      grades: [{ id: 7, name: "Grade 7" }],
      equipment: [
        { id: 3, type: "audio_guide", title: "Audio guide", available: 14, quantity: 0, max: 30 },
      ],
      picture: null,
      bookable: true,
      featured: false,
    },
  });
export type Tour = z.infer<typeof Tour>;

/** GET /tours. */
export const TourList = listOf(Tour, "TourList");
export type TourList = z.infer<typeof TourList>;

/**
 * GET /tours/audiences: the price target audiences a visitor may choose for themselves (the
 * customer types, private and firma); a venue's other audiences (VIP) are never listed.
 */
export const TourAudienceList = listOf(NamedRef, "TourAudienceList");
export type TourAudienceList = z.infer<typeof TourAudienceList>;

/** A start time of a tour on a day with its participant bounds. */
export const TourStartTime = z
  .object({
    start_time: Time,
    participants: z.object({ min: Count, max: Count, bookable: Count }),
  })
  .meta({
    id: "TourStartTime",
    description: "Start time; bookable is how many participants can still join",
    example: { start_time: "14:00", participants: { min: 5, max: 25, bookable: 25 } },
  });
export type TourStartTime = z.infer<typeof TourStartTime>;

/** GET /tours/{id}/start_times/{date}. */
export const TourStartTimes = z.object({ data: z.array(TourStartTime) }).meta({
  id: "TourStartTimes",
  description: "Start times of a tour on a day",
  example: { data: [TourStartTime.meta()?.example] },
});
export type TourStartTimes = z.infer<typeof TourStartTimes>;

/** A participant price or surcharge of a tour. */
export const TourPrice = z
  .object({
    accounting_article_id: Id,
    scale_price_id: Id.nullable(),
    price_surcharge_id: Id.nullable(),
    /** spec surrounding-areas §5: optional group surcharges allow 0 or 1. */
    optional: z.boolean(),
    group: z.boolean(),
    count_participants: z.boolean(),
    price_cents: Cents,
    vat_pct: VatPct,
    quantity: Count,
    available: Count.nullable(),
    title: z.string(),
    description: z.string().nullable(),
  })
  .meta({
    id: "TourPrice",
    description: "A participant price or a surcharge",
    example: {
      accounting_article_id: 41,
      scale_price_id: 41,
      price_surcharge_id: null,
      optional: false,
      group: false,
      count_participants: true,
      price_cents: 400,
      vat_pct: 19,
      quantity: 0,
      available: null,
      title: "Pupil",
      description: null,
    },
  });
export type TourPrice = z.infer<typeof TourPrice>;

/** GET /tours/{id}/prices. */
export const TourPriceList = z.object({ data: z.array(TourPrice) }).meta({
  id: "TourPriceList",
  description: "Prices of a tour",
  example: { data: [TourPrice.meta()?.example] },
});
export type TourPriceList = z.infer<typeof TourPriceList>;

/** Path of GET /tours/{id}/start_times/{date}. */
export const TourStartTimesPath = z.object({ id: QueryId, date: IsoDate }).meta({
  id: "TourStartTimesPath",
  description: "Tour and day",
  example: { id: "8", date: "2025-06-14" },
});
export type TourStartTimesPath = z.infer<typeof TourStartTimesPath>;

/** Query of GET /tours/{id}/prices. */
export const TourPricesQuery = LocaleQuery.extend({
  date: IsoDate,
  time: Time.optional(),
  language_id: QueryId.optional(),
  price_target_audience_id: QueryId.optional(),
  billing_address_id: QueryId.optional(),
  participants: QueryInt.optional(),
}).meta({
  id: "TourPricesQuery",
  description: "Day, time and group the prices are for",
  example: { locale: "de", date: "2025-06-14", time: "14:00", participants: "24" },
});
export type TourPricesQuery = z.infer<typeof TourPricesQuery>;

/** Query of GET /tours: paging, search text and the filters of the tour list (as for events). */
export const ToursQuery = CatalogueQuery.extend({
  "by_museum_ids[]": QueryIds.optional(),
  "by_exhibition_ids[]": QueryIds.optional(),
  "by_language_ids[]": QueryIds.optional(),
  "by_category_ids[]": QueryIds.optional(),
  /** Only tours with a bookable start time still to come. */
  with_bookings_in_future: QueryBool.optional(),
  by_bookable: QueryBool.optional(),
  by_featured: QueryBool.optional(),
}).meta({
  id: "ToursQuery",
  description: "Paging, search text and filters of the tour list",
  example: { locale: "de", per_page: "1000", "by_language_ids[]": ["2"] },
});
export type ToursQuery = z.infer<typeof ToursQuery>;

/** A start time of a tour in the calendar form: its day besides. */
export const TourCalendarStartTime = TourStartTime.extend({ date: IsoDate }).meta({
  id: "TourCalendarStartTime",
  description: "A start time of a tour on its day",
  example: {
    date: "2025-06-14",
    start_time: "14:00",
    participants: { min: 5, max: 25, bookable: 25 },
  },
});
export type TourCalendarStartTime = z.infer<typeof TourCalendarStartTime>;

/** GET /tours/{id}/start_times?start_at&end_at: the start times of the days of a range. */
export const TourCalendar = z.object({ data: z.array(TourCalendarStartTime) }).meta({
  id: "TourCalendar",
  description: "Start times of a tour in a range of days, by day and time",
  example: { data: [TourCalendarStartTime.meta()?.example] },
});
export type TourCalendar = z.infer<typeof TourCalendar>;

/** The longest range of the tour calendar, in days (end_at included). */
export const TOUR_CALENDAR_DAYS = 60;

/**
 * Query of GET /tours/{id}/start_times: the first and the last day of the range, at most
 * TOUR_CALENDAR_DAYS (surrounding-areas §5: "Tour date format YYYY-MM-DD. Date range maximum
 * 60 days").
 */
export const TourCalendarQuery = LocaleQuery.extend({ start_at: IsoDate, end_at: IsoDate })
  .superRefine(checkRangeOf(TOUR_CALENDAR_DAYS))
  .meta({
    id: "TourCalendarQuery",
    description: "First and last day of the range, at most 60 days",
    example: { locale: "de", start_at: "2025-06-01", end_at: "2025-06-30" },
  });
export type TourCalendarQuery = z.infer<typeof TourCalendarQuery>;

/**
 * Body of POST /tours/{id}/reservations: a start time, participants per participant price,
 * surcharges per surcharge, equipment per type, and the language, age group and grade chosen
 * (the cart's tour line, TourItemAttributes, without the tour's id, which is the path's).
 */
export const TourReservationRequest = TourItemAttributes.omit({ id: true }).meta({
  id: "TourReservationRequest",
  description: "Start time, participants, surcharges, equipment and options of a tour booking",
  example: {
    date: "2025-06-14",
    start_time: "14:00",
    quantities: { "41": 3 },
    surcharges: {},
    equipment: [{ type: "audio_guide", quantity: 2 }],
    language_id: 2,
  },
});
export type TourReservationRequest = z.infer<typeof TourReservationRequest>;

/** Path of GET /tours/{id}/equipments/{equipment_id}/{start_time}. */
export const TourEquipmentPath = z
  .object({ id: QueryId, equipment_id: QueryId, start_time: Time })
  .meta({
    id: "TourEquipmentPath",
    description: "Tour, piece of equipment and start time",
    example: { id: "8", equipment_id: "801", start_time: "14:00" },
  });
export type TourEquipmentPath = z.infer<typeof TourEquipmentPath>;

/** Query of GET /tours/{id}/equipments/{equipment_id}/{start_time}: the start time's day. */
export const TourEquipmentQuery = LocaleQuery.extend({ date: IsoDate }).meta({
  id: "TourEquipmentQuery",
  description: "The day of the start time",
  example: { locale: "de", date: "2025-06-14" },
});
export type TourEquipmentQuery = z.infer<typeof TourEquipmentQuery>;
