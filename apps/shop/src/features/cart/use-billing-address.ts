// spec selling-core §2 shop.cart "an address selector", surrounding-areas §6: a signed-in
// customer with several addresses chooses the billing address, whose price target audience
// the prices follow. The choice is kept in the cart (billingAddressId); without one it is the
// invoice address (type 1), else the first (features/checkout/order-addresses.ts, the rule
// the order bills by, so cart and order agree). Delivery addresses (type 2, made by the
// shipping address step) are not offered: they ship, they do not bill (spec selling-core §3).

import useSWR from "swr";
import { swrKeys } from "../../lib/swr-keys";
import { QUIET } from "../../lib/swr-options";
import { fetchAddresses } from "../checkout/api";
import { billingAddressOf, billingCandidatesOf } from "../checkout/order-addresses";
import { useSession } from "../checkout/use-session";
import { useCart } from "./cart-context";

export function useBillingAddress(locale: string) {
  const cart = useCart();
  const session = useSession(locale);
  const signedIn = session.customer !== null;
  // Same key as the checkout's, so the list is fetched once on the way to it.
  const list = useSWR(
    signedIn ? swrKeys.addresses(locale) : null,
    () => fetchAddresses(locale),
    QUIET,
  );
  const all = list.data?.customer_addresses ?? [];
  const addresses = billingCandidatesOf(all);
  return {
    /** Session and addresses are known: the price can be asked for. */
    ready: !session.loading && !list.isLoading,
    signedIn,
    addresses,
    chosen: billingAddressOf(all, cart.billingAddressId),
  };
}
