// The checkout's writes as hooks (DESIGN §3: pages never call the API): a guest's sign-in and
// an address made at the checkout, which joins the cached list of addresses.
import type { CustomerAddressInput, GuestRequest } from "@shop/core/contract";
import { useSWRConfig } from "swr";
import { swrKeys } from "../../lib/swr-keys";
import { createAddress, createGuest } from "./api";
import { useAddAddress } from "./use-checkout-data";

/**
 * Signs a guest in. The cached addresses were another session's (or none): they are dropped,
 * so the order step asks for the new guest's (the one-pager may make a second guest after a
 * change).
 */
export function useCreateGuest(locale: string) {
  const { mutate } = useSWRConfig();
  return async (request: GuestRequest) => {
    const answer = await createGuest(locale, request);
    await mutate(swrKeys.addresses(locale), undefined, { revalidate: false });
    return answer;
  };
}

export function useCreateAddress(locale: string) {
  const addAddress = useAddAddress(locale);
  return async (input: CustomerAddressInput) => {
    const created = await createAddress(locale, input);
    await addAddress(created);
    return created;
  };
}
