// The issue 34, Deliver 3: the waiting list of a sold-out time slot (pretix's model). A visitor
// leaves an address and a number of places; places that come back go to the list first, and the
// first in line gets a mail whose link holds them for a while (settings.waitingList). The link's
// page takes the held places into the visitor's cart.
import { z } from "zod";
import { WAITING_PLACES_MAX } from "../constants/waiting-list";
import { Id, IsoDate, IsoDateTime, Time, UrlToken } from "./common";
import { Email } from "./customer";

export const WaitingListSignUp = z
  .strictObject({
    ticket_id: Id,
    date: IsoDate,
    time: Time,
    places: z.int().min(1).max(WAITING_PLACES_MAX),
    email: Email,
  })
  .meta({
    id: "WaitingListSignUp",
    description: "Wait for places of a sold-out time slot of a ticket",
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
    ticket_id: Id,
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
    ticket_id: Id,
    /** The ticket's title in the asked language. */
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
