// The checkout's writes as hooks (DESIGN §3: pages never call the API): a guest's sign-in and
// an address made at the checkout, which joins the cached list of addresses.
import type { CustomerAddressInput, GuestRequest } from "@shop/core/contract";
import { createAddress, createGuest } from "./api";
import { useAddAddress } from "./use-checkout-data";

export function useCreateGuest(locale: string) {
  return (request: GuestRequest) => createGuest(locale, request);
}

export function useCreateAddress(locale: string) {
  const addAddress = useAddAddress(locale);
  return async (input: CustomerAddressInput) => {
    const created = await createAddress(locale, input);
    await addAddress(created);
    return created;
  };
}
