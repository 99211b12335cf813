// spec surrounding-areas §3 "Event", "Event date"; §7 /events: events, their dates, and the
// paths and queries of both. The seating plan and its holds: ./event-seat.ts; the calendar:
// ./event-calendar.ts.
import { z } from "zod";
import { Cents, Count, Id, IsoDate, IsoDateTime, listOf, NamedRef, VatPct } from "./common";
import { Seat, SeatingCategory } from "./event-seat";
import { CatalogueQuery, Picture } from "./museum";
import {
  LocaleQuery,
  PaginationQuery,
  QueryBool,
  QueryId,
  QueryIds,
  QueryInt,
} from "./query-params";
import { ReservationToken } from "./reservation";

/** An event or tour category; filtername is its URL-safe filter key. */
export const Category = z.object({ id: Id, name: z.string(), filtername: z.string() }).meta({
  id: "Category",
  description: "Category",
  example: { id: 2, name: "Workshops", filtername: "workshops" },
});
export type Category = z.infer<typeof Category>;

/** GET /events/categories. */
export const CategoryList = listOf(Category, "CategoryList");
export type CategoryList = z.infer<typeof CategoryList>;

/** GET /events/languages, /event_languages: the languages events are held in. */
export const LanguageList = listOf(NamedRef, "LanguageList");
export type LanguageList = z.infer<typeof LanguageList>;

/** An event (GET /events, /events/{id}). */
export const Event = z
  .object({
    id: Id,
    title: z.string(),
    sub_title: z.string().nullable(),
    description: z.string(),
    bookable: z.boolean(),
    museum_id: Id.nullable(),
    /** spec surrounding-areas §2: true selects the ticket-sales variant of the detail page. */
    ticket_sales_in_shop: z.boolean(),
    upcoming_bookings_start_times: z.array(IsoDateTime),
    dates: z.object({ last: IsoDateTime.nullable() }),
    category: Category.nullable(),
    languages: z.array(NamedRef),
    slider_description: z.string().nullable(),
    namespace: z.string().nullable(),
    picture: Picture.nullable(),
  })
  .meta({
    id: "Event",
    description: "An event with dates to book",
    example: {
      id: 30,
      title: "Printmaking workshop",
      sub_title: "For families",
      description: "<p>Make your own print.</p>",
      bookable: true,
      museum_id: 1,
      ticket_sales_in_shop: false,
      upcoming_bookings_start_times: ["2025-06-14T14:00:00+02:00"],
      dates: { last: "2025-08-30T14:00:00+02:00" },
      category: { id: 2, name: "Workshops", filtername: "workshops" },
      languages: [{ id: 1, name: "Deutsch" }],
      slider_description: null,
      namespace: null,
      picture: null,
    },
  });
export type Event = z.infer<typeof Event>;

/** GET /events. */
export const EventList = listOf(Event, "EventList");
export type EventList = z.infer<typeof EventList>;

/** Seat counts of an event date. */
export const EventSeats = z
  .object({ available: Count, max: Count, min: Count, max_per_registration: Count, booked: Count })
  .meta({
    id: "EventSeats",
    description: "Seats of an event date",
    example: { available: 8, max: 20, min: 4, max_per_registration: 6, booked: 12 },
  });
export type EventSeats = z.infer<typeof EventSeats>;

/** A date of an event (GET /events/{id}/dates/{date_id}, GET /dates). */
export const EventDate = z
  .object({
    id: Id,
    event_id: Id,
    title: z.string(),
    sub_title: z.string().nullable(),
    description: z.string(),
    start_time: IsoDateTime,
    language: z.object({ name: z.string() }).nullable(),
    seats: EventSeats,
    /**
     * The scale prices open to the asker (everyone's, and their price target audience's). A
     * seated date prices by seat category: `category_prices` (category id → cents), and
     * `price_cents` is the lowest of them.
     */
    prices: z.array(
      z.object({
        price_cents: Cents,
        scale_price_id: Id,
        quantity: Count,
        title: z.string(),
        category_prices: z.record(z.string(), Cents),
      }),
    ),
    vat_pct: VatPct,
    tax_included: z.boolean(),
    seatings: z.array(SeatingCategory),
    /** The spec's "seats list"; renamed because `seats` holds the counts. */
    seat_list: z.array(Seat),
    minPrice: Cents,
    soldOut: z.boolean(),
    /**
     * Whether the date can be booked now: its event and the date itself are on sale and it has
     * not begun. A date that cannot (sales closed, or begun) has no places, as a sold-out one,
     * but no waiting list either: the shop says it cannot be booked (issue 34).
     */
    bookable: z.boolean(),
  })
  .meta({
    id: "EventDate",
    description: "One bookable date of an event",
    example: {
      id: 301,
      event_id: 30,
      title: "Printmaking workshop",
      sub_title: null,
      description: "",
      start_time: "2025-06-14T14:00:00+02:00",
      language: { name: "Deutsch" },
      seats: { available: 8, max: 20, min: 4, max_per_registration: 6, booked: 12 },
      prices: [
        { price_cents: 900, scale_price_id: 5, quantity: 0, title: "Adult", category_prices: {} },
      ],
      vat_pct: 19,
      tax_included: true,
      seatings: [],
      seat_list: [],
      minPrice: 900,
      soldOut: false,
      bookable: true,
    },
  });
export type EventDate = z.infer<typeof EventDate>;

/** GET /dates. */
export const EventDateList = listOf(EventDate, "EventDateList");
export type EventDateList = z.infer<typeof EventDateList>;

/** Query of GET /events (spec surrounding-areas §7). */
export const EventsQuery = CatalogueQuery.extend({
  "by_museum_ids[]": QueryIds.optional(),
  "by_exhibition_ids[]": QueryIds.optional(),
  "by_language_ids[]": QueryIds.optional(),
  "by_category_ids[]": QueryIds.optional(),
  /** Only events with a date still to come. */
  with_bookings_in_future: QueryBool.optional(),
  by_bookable: QueryBool.optional(),
  by_featured: QueryBool.optional(),
}).meta({
  id: "EventsQuery",
  description: "Paging, search text and filters of the event list",
  example: { locale: "de", per_page: "1000", "by_category_ids[]": ["2"] },
});
export type EventsQuery = z.infer<typeof EventsQuery>;

/** Path of one event date. */
export const EventDatePath = z.object({ id: QueryId, date_id: QueryId }).meta({
  id: "EventDatePath",
  description: "Event and date",
  example: { id: "30", date_id: "301" },
});
export type EventDatePath = z.infer<typeof EventDatePath>;

/** Query of GET /events/{id}/dates/{date_id}: the billing address gives the price audience. */
export const EventDateQuery = LocaleQuery.extend({ billing_address_id: QueryId.optional() }).meta({
  id: "EventDateQuery",
  description: "Language, and the billing address whose price target audience applies",
  example: { locale: "de" },
});
export type EventDateQuery = z.infer<typeof EventDateQuery>;

/**
 * Query of GET /dates (spec surrounding-areas §4, §5, §9): the range (start not before today;
 * an end before the start becomes start + 30 days; at most start + 60 days), the events, and
 * paging (100 a page in the shop's date list).
 */
export const DatesQuery = LocaleQuery.extend({
  start_at: IsoDate.optional(),
  end_at: IsoDate.optional(),
  "by_event_ids[]": QueryIds.optional(),
  by_bookable: QueryBool.optional(),
  per_page: QueryInt.pipe(z.int().min(1).max(1000)).default(100),
  page: PaginationQuery.shape.page,
}).meta({
  id: "DatesQuery",
  description: "Range, events and paging of the event date list",
  example: { locale: "de", start_at: "2025-06-01", end_at: "2025-06-30", per_page: "100" },
});
export type DatesQuery = z.infer<typeof DatesQuery>;

/** Path of one blocking: the date and the seat. */
export const SeatBlockingPath = EventDatePath.extend({ seat_id: QueryId }).meta({
  id: "SeatBlockingPath",
  description: "Event, date and seat",
  example: { id: "30", date_id: "301", seat_id: "501" },
});
export type SeatBlockingPath = z.infer<typeof SeatBlockingPath>;

/**
 * Query of DELETE …/blockings/{seat_id}: the blocking's token proves it is the asker's. Needed
 * without a session, where the client address is all that tells visitors apart and many share
 * one (a museum's Wi-Fi); a session's customer may leave it out.
 */
export const BlockingReleaseQuery = LocaleQuery.extend({ token: ReservationToken.optional() }).meta(
  {
    id: "BlockingReleaseQuery",
    description: "Language and the blocking's token",
    example: { locale: "de", token: "q3Jx9fLw0VbT2mYcR8nKdA" },
  },
);
export type BlockingReleaseQuery = z.infer<typeof BlockingReleaseQuery>;
