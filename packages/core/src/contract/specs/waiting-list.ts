// The endpoint table (../endpoints.ts), its part: the waiting list of sold-out time slots and
// event dates (the issue 34, Deliver 3).

import { LocaleQuery } from "../query-params";
import type { EndpointName } from "../routes";
import {
  OfferPath,
  WaitingListClaim,
  WaitingListEntry,
  WaitingListOffer,
  WaitingListSignUp,
} from "../waiting-list";
import { type EndpointSpec, NoContent } from "./spec";

const OFFER =
  "The offer is the token of the mail's link; an unknown token, or an offer whose time ended, answers 404 not_found.";

export const WAITING_LIST_SPECS = {
  joinWaitingList: {
    summary: "Wait for places of a sold-out time slot or event date",
    description:
      "Signs an address up for places of a ticket's time slot (ticket_id, date, time) or of an event date (event_id, date_id) that has fewer free than asked (a seated date: fewer free seats). From then on places that come back to the slot or date (a hold ends, an order is cancelled or never paid, the venue raises the capacity) are set aside for the list, first come first served: when the first in line's places are together, they are held for them for the venue's offer time (settings.waitingList.offerMinutes, 2 hours by default) and a mail with a link to them is sent in the asked language. A seated date's offer holds the free seats first in the plan's order. A second sign-up of the same address for the same slot or date is the same one, with the places of the latest. The address is deleted when the offer ends or the slot or date has begun. More places than an event date sells to one registration is 422 on places. 409 places_available when the slot or date has the places (the visitor takes them in the shop), 404 when the waiting list is off (settings.waitingList.enabled).",
    tags: ["waiting-list"],
    query: LocaleQuery,
    body: WaitingListSignUp,
    answers: { 201: WaitingListEntry },
    errors: ["validation", "not_found", "places_available", "rate_limit"],
  },
  getWaitingListOffer: {
    summary: "The places an offer holds",
    description: `Which ticket and slot, or which event date, and places, and until when nobody else can take them. ${OFFER}`,
    tags: ["waiting-list"],
    params: OfferPath,
    query: LocaleQuery,
    answers: { 200: WaitingListOffer },
    errors: ["not_found"],
  },
  claimWaitingListOffer: {
    summary: "Take an offer's places into the cart",
    description: `The offer's hold becomes the caller's (their session, visitor cookie or address), until the offer's end: the cart keeps it as a line of its own and the order takes it as any other hold. An event date's offer answers its blockings (one per seat of a seated date), which the cart keeps as the date's line. Taking it again answers the same hold. ${OFFER}`,
    tags: ["waiting-list"],
    params: OfferPath,
    query: LocaleQuery,
    answers: { 200: WaitingListClaim },
    errors: ["not_found"],
  },
  declineWaitingListOffer: {
    summary: "Decline an offer",
    description: `Gives the offer's places back at once: the next in line gets them, or the public when nobody waits. ${OFFER}`,
    tags: ["waiting-list"],
    params: OfferPath,
    answers: { 204: NoContent },
    errors: ["not_found"],
  },
} satisfies Partial<Record<EndpointName, EndpointSpec>>;
