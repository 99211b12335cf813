// spec selling-core §2 shop.cart, §7 POST /cart: the server prices the cart — lines, coupons,
// the donation and shipping — whenever one of them changes.

import useSWR from "swr";
import type { ApiRequestError } from "../../lib/api-client";
import { swrKeys } from "../../lib/swr-keys";
import { KEEP_PREVIOUS } from "../../lib/swr-options";
import type { CartState } from "./cart-context";
import type { PricedCart } from "./cart-price";
import { priceCartLines } from "./price-cart-lines";

// keepPreviousData: a new price (another quantity, shipping choice or coupon) keeps the old one
// on screen while it loads, instead of a spinner that would take the focus from the control
// just used. Its own key prefix: the checkout caches its price (with the billing address) under
// "cart-price".

/** The priced cart; null `billingAddressId` prices without an address (anonymous visitor). */
export function useCartPrice(
  locale: string,
  cart: CartState,
  billingAddressId: number | undefined,
  enabled: boolean,
) {
  const request = {
    items: cart.items,
    coupons: cart.coupons,
    donations: cart.donations,
    shipping: cart.shippingSelection,
    ...(billingAddressId !== undefined ? { billing_address_id: billingAddressId } : {}),
  };
  const { data, error, isValidating, mutate } = useSWR<PricedCart, ApiRequestError>(
    enabled && cart.items.length > 0 ? swrKeys.cartPrice(locale, JSON.stringify(request)) : null,
    // a line the server refuses by name is set aside and marked; the rest is still priced
    () => priceCartLines(locale, request),
    KEEP_PREVIOUS,
  );
  return {
    // A failed new price must not leave the last one looking current.
    priced: error ? undefined : data,
    error,
    updating: isValidating,
    /** Asks for the price again (the way out of a failed one). */
    retry: () => void mutate(),
  };
}

/** What a failed price tells the visitor (spec selling-core §8 coupon errors). */
export type PriceProblem =
  | { kind: "rateLimit" }
  | { kind: "coupon"; code: string | undefined }
  | { kind: "failed" };

/**
 * 429 rate_limit: the coupon attempts are used up; 422 coupon_not_valid: a code was refused,
 * named by the field `coupons.N` of the answer; anything else: the price failed.
 */
export function priceProblemOf(error: ApiRequestError, coupons: readonly string[]): PriceProblem {
  if (error.code === "rate_limit" || error.status === 429) return { kind: "rateLimit" };
  if (error.code !== "coupon_not_valid") return { kind: "failed" };
  const fields = error.fields;
  const names = typeof fields === "object" && fields !== null ? Object.keys(fields) : [];
  const index = names.map((name) => /^coupons\.(\d+)$/.exec(name)?.[1]).find(Boolean);
  return { kind: "coupon", code: index === undefined ? undefined : coupons[Number(index)] };
}
