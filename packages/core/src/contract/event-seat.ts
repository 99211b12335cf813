// spec surrounding-areas §3 "Seating category", "Seat"; §4 "Event seats": the seating plan of an
// event date and the holds (blockings) of its seats or general-admission places.
import { z } from "zod";
import { Cents, Count, Id, IsoDateTime, listOf, VatAmount } from "./common";
import { MerchandiseReservation } from "./merchandise";
import { Reservation, ReservationToken, TourReservation } from "./reservation";

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
    /** Its row as the plan names it ("3", "Balkon A") and its number in the row. */
    row: z.string(),
    number: z.int().positive(),
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
      row: "3",
      number: 12,
      title: "Row 3, seat 12",
      status: "available",
      selectedPrice: null,
    },
  });
export type Seat = z.infer<typeof Seat>;

/**
 * Body of POST /events/{id}/dates/{date_id}/blockings: one seat of a seated date (`seat_id`),
 * or places of a general-admission date (`quantity`) — exactly one of the two.
 */
export const SeatBlockingRequest = z
  .strictObject({ seat_id: Id.optional(), quantity: z.int().min(1).max(1000).optional() })
  .superRefine((body, ctx) => {
    if ((body.seat_id === undefined) === (body.quantity === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: [body.seat_id === undefined ? "seat_id" : "quantity"],
        message: "Give a seat_id (a seated date) or a quantity (general admission), not both",
      });
    }
  })
  .meta({
    id: "SeatBlockingRequest",
    description: "Seat or places to hold",
    example: { seat_id: 501 },
  });
export type SeatBlockingRequest = z.infer<typeof SeatBlockingRequest>;

/**
 * A seat held for the asker (POST /events/{id}/dates/{date_id}/blockings): the hold's token and
 * expiry go with the cart's event line like a ticket hold's.
 */
export const SeatBlocking = z
  .object({
    /** The seat held; null for places of a general-admission date. */
    seat_id: Id.nullable(),
    quantity: Count,
    token: ReservationToken,
    valid_until: IsoDateTime,
  })
  .meta({
    id: "SeatBlocking",
    description: "A seat held until valid_until",
    example: {
      seat_id: 501,
      quantity: 1,
      token: "q3Jx9fLw0VbT2mYcR8nKdA",
      valid_until: "2025-06-01T12:30:00+02:00",
    },
  });
export type SeatBlocking = z.infer<typeof SeatBlocking>;

/** GET /events/{id}/dates/{date_id}/blockings: the asker's seats held on the date. */
export const SeatBlockingList = listOf(SeatBlocking, "SeatBlockingList");
export type SeatBlockingList = z.infer<typeof SeatBlockingList>;

/**
 * Answer of PUT /tickets/reservations: the live holds extended, the tickets' as Reservations and
 * the event places' (blockings) apart, so the cart can show each line's new end.
 */
export const ExtendedHolds = z
  .object({
    data: z.array(Reservation),
    blockings: z.array(SeatBlocking),
    /** The tours' holds (POST /tours/{id}/reservations), extended too. */
    tours: z.array(TourReservation),
    /** The articles' holds (POST /merchandises/{id}/reservations), extended too. */
    merchandise: z.array(MerchandiseReservation),
  })
  .meta({
    id: "ExtendedHolds",
    description: "The live holds, extended",
    example: {
      data: [],
      blockings: [
        {
          seat_id: 501,
          quantity: 1,
          token: "q3Jx9fLw0VbT2mYcR8nKdA",
          valid_until: "2025-06-01T12:30:00+02:00",
        },
      ],
      tours: [],
      merchandise: [],
    },
  });
export type ExtendedHolds = z.infer<typeof ExtendedHolds>;
