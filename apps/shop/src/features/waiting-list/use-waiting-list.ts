// The issue 34, Deliver 3: what the waiting list's parts ask of the server: a sign-up, an
// offer's read (SWR), its decline.
import type { WaitingListOffer, WaitingListSignUp } from "@shop/core/contract";
import useSWR from "swr";
import type { ApiRequestError } from "../../lib/api-client";
import { swrKeys } from "../../lib/swr-keys";
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

/** Gives an offer's places to the next in line. */
export function declineOffer(locale: string, token: string) {
  return waitingListApi.declineWaitingListOffer({ locale, params: { token } });
}
