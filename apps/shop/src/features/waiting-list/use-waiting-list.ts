// The issue 34, Deliver 3: what the waiting list's parts ask of the server: a sign-up, an
// offer's read (SWR), its claim into the cart, its decline.
import type { WaitingListClaim, WaitingListOffer, WaitingListSignUp } from "@shop/core/contract";
import { useCallback } from "react";
import useSWR from "swr";
import type { ApiRequestError } from "../../lib/api-client";
import { swrKeys } from "../../lib/swr-keys";
import { useHolds } from "../cart/cart-holds";
import { quantitiesOfSeats } from "../cart/event-holds";
import type { HoldEvent } from "../cart/hold-plan";
import { waitingListApi } from "./api";

/** Signs an address up; answers the entry with its place in line. */
export function joinWaitingList(locale: string, body: WaitingListSignUp) {
  return waitingListApi.joinWaitingList({ locale, body });
}

/** The offer of a mail's link while it lasts; its error is the 404 of one that ended. */
export function useWaitingListOffer(locale: string, token: string) {
  return useSWR<WaitingListOffer, ApiRequestError>(
    swrKeys.waitingListOffer(locale, token),
    () => waitingListApi.getWaitingListOffer({ locale, params: { token } }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

/** The price chosen for each place of an event date's offer (a seat's in the offer's order). */
export type OfferPrices = readonly number[];

/** The cart line of an offer claimed: a slot's ticket line, or the event date's. */
export function offerLine(
  offer: WaitingListOffer,
  claim: WaitingListClaim,
  prices: OfferPrices,
): Extract<HoldEvent, { type: "offer" }>["line"] {
  if (!("blockings" in claim)) {
    return {
      type: "Ticket",
      attributes: {
        id: offer.ticket_id as number,
        date: offer.date,
        time: offer.time,
        quantity: claim.quantity,
        attendees: [],
      },
      reservations: [{ token: claim.token, valid_until: claim.valid_until }],
    };
  }
  const refs = claim.blockings.map(({ token, valid_until }) => ({ token, valid_until }));
  const seats = claim.blockings.flatMap((blocking, i) =>
    blocking.seat_id === null ? [] : [{ id: blocking.seat_id, price_id: prices[i] as number }],
  );
  const quantities: Record<string, number> = {};
  for (const price of prices) quantities[String(price)] = (quantities[String(price)] ?? 0) + 1;
  return {
    type: "Event",
    attributes: {
      id: claim.date_id,
      quantities: seats.length > 0 ? quantitiesOfSeats(seats) : quantities,
      seats,
    },
    reservations: refs,
  };
}

/**
 * Claims an offer's holds for this visitor and keeps them in the cart as a line of their own
 * (the cart reducer's "offer" event): a slot's ticket line, or an event date's with the prices
 * chosen. `ok` false: the cart has that line already.
 */
export function useTakeOffer() {
  const { dispatch } = useHolds();
  return useCallback(
    async (locale: string, token: string, offer: WaitingListOffer, prices: OfferPrices = []) => {
      const claim = await waitingListApi.claimWaitingListOffer({ locale, params: { token } });
      return dispatch({ type: "offer", line: offerLine(offer, claim, prices) });
    },
    [dispatch],
  );
}

/** Gives an offer's places to the next in line. */
export function declineOffer(locale: string, token: string) {
  return waitingListApi.declineWaitingListOffer({ locale, params: { token } });
}
