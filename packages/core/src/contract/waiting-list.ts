// The issue 34, Deliver 3: the waiting list of a sold-out time slot or event date (pretix's
// model). A visitor leaves an address and a number of places; places that come back go to the
// list first, and the first in line gets a mail whose link holds them for a while
// (settings.waitingList). The link's page takes the held places into the visitor's cart.
import { z } from "zod";
import { WAITING_PLACES_MAX } from "../constants/waiting-list";
import { Id, IsoDate, IsoDateTime, Time, UrlToken } from "./common";
import { Email } from "./customer";
import { SeatBlocking } from "./event-seat";
import { Reservation } from "./reservation";

const required = "Required";

/**
 * One object for both kinds, not a union: a union's refusal names no field, this one names the
 * field missing (a time slot: ticket_id, date, time; an event date: event_id, date_id).
 */
export const WaitingListSignUp = z
  .strictObject({
    ticket_id: Id.optional(),
    date: IsoDate.optional(),
    time: Time.optional(),
    event_id: Id.optional(),
    date_id: Id.optional(),
    places: z.int().min(1).max(WAITING_PLACES_MAX),
    email: Email,
  })
  .superRefine((body, context) => {
    const fields =
      body.event_id !== undefined || body.date_id !== undefined
        ? (["event_id", "date_id"] as const)
        : (["ticket_id", "date", "time"] as const);
    for (const field of fields) {
      if (body[field] === undefined)
        context.addIssue({ code: "custom", path: [field], message: required });
    }
    if (fields.length === 2) {
      for (const field of ["ticket_id", "date", "time"] as const) {
        if (body[field] !== undefined) {
          context.addIssue({ code: "custom", path: [field], message: "Not with an event date" });
        }
      }
    }
  })
  .meta({
    id: "WaitingListSignUp",
    description:
      "Wait for places of a sold-out time slot of a ticket (ticket_id, date, time) or of a sold-out event date (event_id, date_id)",
    example: {
      ticket_id: 12,
      date: "2030-06-14",
      time: "10:30",
      places: 2,
      email: "ada@example.org",
    },
  });
export type WaitingListSignUp = z.infer<typeof WaitingListSignUp>;

export const WaitingListEntry = z
  .object({
    /** The time slot's ticket; absent for an event date. */
    ticket_id: Id.optional(),
    /** The event date's event and date; absent for a time slot. */
    event_id: Id.optional(),
    date_id: Id.optional(),
    /** The day and start time (an event date's, in the venue's time zone). */
    date: IsoDate,
    time: Time,
    places: z.int().min(1),
    /** 1: the next to get places that come back. */
    position: z.int().min(1),
  })
  .meta({
    id: "WaitingListEntry",
    description: "A sign-up as it stands: a second sign-up of the same address is the same one",
    example: { ticket_id: 12, date: "2030-06-14", time: "10:30", places: 2, position: 3 },
  });
export type WaitingListEntry = z.infer<typeof WaitingListEntry>;

/** The path of an offer: the token of the mail's link. */
export const OfferPath = z.object({ token: UrlToken }).meta({
  id: "OfferPath",
  description: "The token of the offer's link",
  example: { token: "n3Kx0cXh2b8Zp0mG1sVqYw" },
});
export type OfferPath = z.infer<typeof OfferPath>;

export const WaitingListOffer = z
  .object({
    ticket_id: Id.optional(),
    event_id: Id.optional(),
    date_id: Id.optional(),
    /** A seated date's seats held for the offer, in the plan's order. */
    seat_ids: z.array(Id).optional(),
    /** The ticket's title, or the event date's, in the asked language. */
    title: z.string(),
    date: IsoDate,
    time: Time,
    places: z.int().min(1),
    valid_until: IsoDateTime,
  })
  .meta({
    id: "WaitingListOffer",
    description: "Places held for the first in line until valid_until",
    example: {
      ticket_id: 12,
      title: "Zeitfenster-Ticket",
      date: "2030-06-14",
      time: "10:30",
      places: 2,
      valid_until: "2030-06-10T12:00:00Z",
    },
  });
export type WaitingListOffer = z.infer<typeof WaitingListOffer>;

/** The places of an event date's offer, claimed: one blocking per seat, or one of its places. */
export const WaitingListEventClaim = z
  .object({ event_id: Id, date_id: Id, blockings: z.array(SeatBlocking).min(1) })
  .meta({
    id: "WaitingListEventClaim",
    description: "An event date's offer taken: its blockings, the caller's now",
    example: {
      event_id: 4,
      date_id: 31,
      blockings: [
        {
          seat_id: 501,
          quantity: 1,
          token: "q3Jx9fLw0VbT2mYcR8nKdA",
          valid_until: "2030-06-10T12:00:00Z",
        },
      ],
    },
  });
export type WaitingListEventClaim = z.infer<typeof WaitingListEventClaim>;

/** An offer taken: a time slot's hold, or an event date's blockings. */
export const WaitingListClaim = z.union([Reservation, WaitingListEventClaim]).meta({
  id: "WaitingListClaim",
  description: "The offer's hold, or an event date's blockings, now the caller's",
  example: {
    token: "q3Jx9fLw0VbT2mYcR8nKdA",
    valid_until: "2030-06-10T12:00:00Z",
    ticket_id: 12,
    quantity: 2,
    date: "2030-06-14",
    time: "10:30",
  },
});
export type WaitingListClaim = z.infer<typeof WaitingListClaim>;
