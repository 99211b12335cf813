// The checkout's reads (DESIGN §3: pages call these hooks, never SWR or the API): the
// customer's addresses, the reference lists of the forms, the placed order and the cart's price
// for a billing address. Keys come from lib/swr-keys.ts.
import type { CustomerAddress, CustomerAddressList } from "@shop/core/contract";
import useSWR, { useSWRConfig } from "swr";
import { swrKeys } from "../../lib/swr-keys";
import { KEEP_PREVIOUS, QUIET } from "../../lib/swr-options";
import { priceCartLines } from "../cart/price-cart-lines";
import { fetchAddresses, fetchCountries, fetchOrder, fetchSalutations } from "./api";

/** The signed-in customer's addresses; `enabled` false (no session yet) reads nothing. */
export function useAddresses(locale: string, enabled = true) {
  return useSWR(enabled ? swrKeys.addresses(locale) : null, () => fetchAddresses(locale), QUIET);
}

/** Adds an address made at the checkout to the cached list, without reading it again. */
export function useAddAddress(locale: string) {
  const { mutate } = useSWRConfig();
  return (created: CustomerAddress) =>
    mutate<CustomerAddressList>(
      swrKeys.addresses(locale),
      (list) => list && { customer_addresses: [...list.customer_addresses, created] },
      { revalidate: false },
    );
}

export function useCountries(locale: string) {
  return useSWR(swrKeys.countries(locale), () => fetchCountries(locale), QUIET);
}

export function useSalutations(locale: string) {
  return useSWR(swrKeys.salutations(locale), () => fetchSalutations(locale), QUIET);
}

/** A placed order, by its id and token (the success page). */
export function useOrder(locale: string, placed: { id: number; token: string } | undefined) {
  return useSWR(
    placed ? swrKeys.order(locale, placed.id, placed.token) : null,
    () => (placed ? fetchOrder(locale, placed.id, placed.token) : undefined),
    QUIET,
  );
}

/**
 * The cart priced for a billing address (surrounding-areas §6: it sets the price target
 * audience); null: not priced (no address yet, or on the way to another step). A new price
 * keeps the last one on screen: a spinner would take the focus away.
 */
export function useCheckoutPrice(
  locale: string,
  request: Parameters<typeof priceCartLines>[1],
  billingId: number | null,
) {
  return useSWR(
    billingId === null ? null : swrKeys.checkoutPrice(locale, JSON.stringify(request), billingId),
    () =>
      priceCartLines(locale, {
        ...request,
        ...(billingId === null ? {} : { billing_address_id: billingId }),
      }),
    KEEP_PREVIOUS,
  );
}
