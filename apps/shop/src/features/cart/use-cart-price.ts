// spec selling-core §2 shop.cart, §7 POST /cart: the server prices the cart — lines, coupons,
// the donation and shipping — whenever one of them changes.
import type { CartRequestInput } from "@shop/core/contract";
import useSWR from "swr";
import type { ApiRequestError } from "../../lib/api-client";
import { priceCart } from "../checkout/api";
import type { PricedCart } from "./cart-price";
import type { CartState } from "./cart-store";

// keepPreviousData: a new price (another quantity, shipping choice or coupon) keeps the old one
// on screen while it loads, instead of a spinner that would take the focus from the control
// just used. Its own key prefix: the checkout caches the bare answer under "cart-price".
const KEEP_PRICE = { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true };

/** The priced cart; null `billingAddressId` prices without an address (anonymous visitor). */
export function useCartPrice(
  locale: string,
  cart: CartState,
  billingAddressId: number | undefined,
  enabled: boolean,
) {
  const request: CartRequestInput = {
    items: cart.items,
    coupons: cart.coupons,
    donations: cart.donations,
    shipping: cart.shippingSelection,
    ...(billingAddressId !== undefined ? { billing_address_id: billingAddressId } : {}),
  };
  const { data, error, isValidating } = useSWR<PricedCart, ApiRequestError>(
    enabled && cart.items.length > 0 ? ["cart-page-price", locale, JSON.stringify(request)] : null,
    async () => ({ answer: await priceCart(locale, request), items: cart.items }),
    KEEP_PRICE,
  );
  return {
    // A failed new price must not leave the last one looking current.
    priced: error ? undefined : data,
    error,
    updating: isValidating,
  };
}
