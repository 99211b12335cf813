// The personalization pages' reads and writes (DESIGN §3: pages call these hooks, never SWR
// or the API). Every write reads the order again, so each page shows what the server keeps.
import type {
  AnnualAddressRequest,
  AnnualCustomerRequest,
  PersonalizationUpdateRequest,
} from "@shop/core/contract";
import useSWR, { useSWRConfig } from "swr";
import { swrKeys } from "../../lib/swr-keys";
import { QUIET } from "../../lib/swr-options";
import {
  fetchAnnualOrder,
  postAnnualAddress,
  postAnnualCustomer,
  putAnnualAddress,
  putAnnualCustomer,
  putPersonalization,
  putTicketSaleStart,
  uploadPhoto,
} from "./api";

export function useAnnualOrder(locale: string, token: string) {
  return useSWR(swrKeys.annualOrder(locale, token), () => fetchAnnualOrder(locale, token), QUIET);
}

export function useAnnualWrites(locale: string, token: string) {
  const { mutate } = useSWRConfig();
  const reread = () => mutate(swrKeys.annualOrder(locale, token));
  const then =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const result = await write(...args);
      await reread();
      return result;
    };
  return {
    setStart: then((saleId: number, startAt: string) =>
      putTicketSaleStart(locale, token, saleId, startAt),
    ),
    /** Without reading again: the person is named by the personalization that follows. */
    createHolder: (body: AnnualCustomerRequest) => postAnnualCustomer(locale, token, body),
    updateHolder: (id: number, body: AnnualCustomerRequest) =>
      putAnnualCustomer(locale, token, id, body),
    /** Reads the order again (after a refusal that says it changed). */
    reread,
    createAddress: then((body: AnnualAddressRequest) => postAnnualAddress(locale, token, body)),
    updateAddress: then((id: number, body: AnnualAddressRequest) =>
      putAnnualAddress(locale, token, id, body),
    ),
    uploadPhoto: (slotId: number, photo: File) => uploadPhoto(locale, token, slotId, photo),
    personalize: then((slotId: number, body: PersonalizationUpdateRequest) =>
      putPersonalization(locale, token, slotId, body),
    ),
  };
}
