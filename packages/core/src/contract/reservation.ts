// spec selling-core §7: POST and PUT /tickets/reservations, PUT and DELETE
// /tickets/reservations/{token}. A reservation is a hold (DESIGN.md §4): it takes places from
// every quota the ticket draws on until valid_until (30 minutes, a setting).
import { z } from "zod";
import { Count, Id, IdKey, IsoDate, IsoDateTime, Time, UrlToken } from "./common";

/** The token of a hold: opaque, URL-safe, at least 22 characters (128 bits). */
export const ReservationToken = UrlToken;
export type ReservationToken = z.infer<typeof ReservationToken>;

/** Body of POST /tickets/reservations and PUT /tickets/reservations/{token}. */
export const ReservationRequest = z
  .strictObject({
    ticket_id: Id,
    /** Places to hold; a change to 0 is a DELETE instead. */
    quantity: z.int().min(1).max(1000),
    /** The visit day; absent only for free-timing (flex) tickets. */
    date: IsoDate.optional(),
    /** The start time; required by time-slot tickets, the server checks it against the ticket. */
    time: Time.optional(),
    // spec selling-core §5: mantle tickets consume the quantities of their sub tickets.
    sub_ticket_quantities: z.record(IdKey, Count).optional(),
  })
  .refine((body) => body.time === undefined || body.date !== undefined, {
    path: ["date"],
    message: "A start time needs a date",
  })
  .meta({
    id: "ReservationRequest",
    description: "Hold places of a ticket on a day (and start time)",
    example: { ticket_id: 12, quantity: 2, date: "2025-06-14", time: "10:30" },
  });
export type ReservationRequest = z.infer<typeof ReservationRequest>;

/** A hold as the server answers it. */
export const Reservation = z
  .object({
    token: ReservationToken,
    valid_until: IsoDateTime,
    ticket_id: Id,
    quantity: Count,
    date: IsoDate.nullable(),
    time: Time.nullable(),
  })
  .meta({
    id: "Reservation",
    description: "Places held until valid_until",
    example: {
      token: "q3Jx9fLw0VbT2mYcR8nKdA",
      valid_until: "2025-06-01T12:30:00+02:00",
      ticket_id: 12,
      quantity: 2,
      date: "2025-06-14",
      time: "10:30",
    },
  });
export type Reservation = z.infer<typeof Reservation>;

/** What a cart item keeps of its hold (spec selling-core §3: token, valid_until). */
export const ReservationRef = z.object({ token: ReservationToken, valid_until: IsoDateTime }).meta({
  id: "ReservationRef",
  description: "Token and expiry of a hold kept with a cart item",
  example: { token: "q3Jx9fLw0VbT2mYcR8nKdA", valid_until: "2025-06-01T12:30:00+02:00" },
});
export type ReservationRef = z.infer<typeof ReservationRef>;

// The spec names PUT /tickets/reservations without a token; it is read here as the countdown's
// refresh action for all holds of a cart at once (spec selling-core §4).
/** Body of PUT /tickets/reservations: extend these holds by the reservation time. */
export const ReservationExtendRequest = z
  .strictObject({ tokens: z.array(ReservationToken).min(1).max(100) })
  .meta({
    id: "ReservationExtendRequest",
    description: "Holds to extend",
    example: { tokens: ["q3Jx9fLw0VbT2mYcR8nKdA"] },
  });
export type ReservationExtendRequest = z.infer<typeof ReservationExtendRequest>;

/** Answer of PUT /tickets/reservations: the holds still alive, with their new valid_until. */
export const ReservationList = z.object({ data: z.array(Reservation) }).meta({
  id: "ReservationList",
  description: "Extended holds; an expired token is left out",
  example: {
    data: [
      {
        token: "q3Jx9fLw0VbT2mYcR8nKdA",
        valid_until: "2025-06-01T12:45:00+02:00",
        ticket_id: 12,
        quantity: 2,
        date: "2025-06-14",
        time: "10:30",
      },
    ],
  },
});
export type ReservationList = z.infer<typeof ReservationList>;

/** Path of PUT and DELETE /tickets/reservations/{token}. */
export const ReservationPath = z.object({ token: ReservationToken }).meta({
  id: "ReservationPath",
  description: "Hold token in the path",
  example: { token: "q3Jx9fLw0VbT2mYcR8nKdA" },
});
export type ReservationPath = z.infer<typeof ReservationPath>;

/** A hold of a tour's participants and equipment (token, valid_until as a ticket's hold). */
export const TourReservation = z
  .object({
    token: ReservationToken,
    valid_until: IsoDateTime,
    tour_id: Id,
    date: IsoDate,
    start_time: Time,
    participants: Count,
  })
  .meta({
    id: "TourReservation",
    description: "Participants and equipment of a tour held until valid_until",
    example: {
      token: "k3J9w2Qx7LmPa0RtZc4VbA",
      valid_until: "2025-06-01T10:30:00.000Z",
      tour_id: 8,
      date: "2025-06-14",
      start_time: "14:00",
      participants: 3,
    },
  });
export type TourReservation = z.infer<typeof TourReservation>;
