// The issue 34, Deliver 3: what the waiting list's parts ask of the server: a sign-up, an
// offer's read (SWR), its claim into the cart, its decline.
import type { WaitingListOffer, WaitingListSignUp } from "@shop/core/contract";
import { useCallback } from "react";
import useSWR from "swr";
import type { ApiRequestError } from "../../lib/api-client";
import { swrKeys } from "../../lib/swr-keys";
import { useHolds } from "../cart/cart-holds";
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

/**
 * Claims an offer's hold for this visitor and keeps it in the cart as a ticket line of its own
 * (the cart reducer's "offer" event). `ok` false: the cart has that line already.
 */
export function useTakeOffer() {
  const { dispatch } = useHolds();
  return useCallback(
    async (locale: string, token: string, offer: WaitingListOffer) => {
      const hold = await waitingListApi.claimWaitingListOffer({ locale, params: { token } });
      return dispatch({
        type: "offer",
        line: {
          type: "Ticket",
          attributes: {
            id: offer.ticket_id,
            date: offer.date,
            time: offer.time,
            quantity: hold.quantity,
            attendees: [],
          },
          reservations: [{ token: hold.token, valid_until: hold.valid_until }],
        },
      });
    },
    [dispatch],
  );
}

/** Gives an offer's places to the next in line. */
export function declineOffer(locale: string, token: string) {
  return waitingListApi.declineWaitingListOffer({ locale, params: { token } });
}
