// spec surrounding-areas §3 "Event", "Event date", "Seating category", "Seat"; §7 /events.
import { z } from "zod";
import { Cents, Count, Id, IsoDateTime, listOf, NamedRef, VatAmount, VatPct } from "./common";
import { Picture } from "./museum";

/** An event or tour category; filtername is its URL-safe filter key. */
export const Category = z.object({ name: z.string(), filtername: z.string() }).meta({
  id: "Category",
  description: "Category",
  example: { name: "Workshops", filtername: "workshops" },
});
export type Category = z.infer<typeof Category>;

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
      category: { name: "Workshops", filtername: "workshops" },
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

/** A seat category of a seating plan, with its legend colour and price range. */
export const SeatingCategory = z
  .object({
    id: Id,
    title: z.string(),
    description: z.string().nullable(),
    color_code: z.string().regex(/^#[0-9a-fA-F]{6}$/),
    price_from_cents: Cents,
    price_to_cents: Cents,
  })
  .meta({
    id: "SeatingCategory",
    description: "Seat category of the legend",
    example: {
      id: 2,
      title: "Stalls",
      description: null,
      color_code: "#1f6feb",
      price_from_cents: 1200,
      price_to_cents: 1800,
    },
  });
export type SeatingCategory = z.infer<typeof SeatingCategory>;

/** A seat of a seating plan; selectedPrice is set once the visitor chose a price for it. */
export const Seat = z
  .object({
    id: Id,
    /** Id of its SeatingCategory. */
    category: Id,
    title: z.string(),
    status: z.enum(["available", "blocked", "booked"]),
    selectedPrice: z
      .object({ id: Id, value: z.string(), amountInCents: Cents, taxes: z.array(VatAmount) })
      .nullable(),
  })
  .meta({
    id: "Seat",
    description: "A seat and its state",
    example: {
      id: 501,
      category: 2,
      title: "Row 3, seat 12",
      status: "available",
      selectedPrice: null,
    },
  });
export type Seat = z.infer<typeof Seat>;

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
    prices: z.array(
      z.object({ price_cents: Cents, scale_price_id: Id, quantity: Count, title: z.string() }),
    ),
    vat_pct: VatPct,
    tax_included: z.boolean(),
    seatings: z.array(SeatingCategory),
    /** The spec's "seats list"; renamed because `seats` holds the counts. */
    seat_list: z.array(Seat),
    minPrice: Cents,
    soldOut: z.boolean(),
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
      prices: [{ price_cents: 900, scale_price_id: 5, quantity: 0, title: "Adult" }],
      vat_pct: 19,
      tax_included: true,
      seatings: [],
      seat_list: [],
      minPrice: 900,
      soldOut: false,
    },
  });
export type EventDate = z.infer<typeof EventDate>;

/** GET /dates. */
export const EventDateList = listOf(EventDate, "EventDateList");
export type EventDateList = z.infer<typeof EventDateList>;

/** Body of POST /events/{id}/dates/{date_id}/blockings: hold one seat for the signed-in user. */
export const SeatBlockingRequest = z
  .strictObject({ seat_id: Id })
  .meta({ id: "SeatBlockingRequest", description: "Seat to block", example: { seat_id: 501 } });
export type SeatBlockingRequest = z.infer<typeof SeatBlockingRequest>;
