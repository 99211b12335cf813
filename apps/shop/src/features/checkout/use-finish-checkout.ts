// spec selling-core §4 step 4 and §6: success empties the cart and signs out a guest; a guest
// is also signed out after a pending or failed order. The failure page keeps the cart, so the
// visitor can try again: lines whose holds the failed order gave back are held anew.

import { CUSTOMER_LEVELS } from "@shop/core/constants";
import { useEffect, useRef } from "react";
import { useSWRConfig } from "swr";
import { swrKeys } from "../../lib/swr-keys";
import { useCartWrites } from "../cart/use-cart-writes";
import { mayHaveSession, signOut, validateToken } from "./api";
import { forgetGuest, useGuestStorage } from "./guest-details";
import { forgetOrder } from "./stored-order";
import { useOrderStorage } from "./use-order-key";

export type CheckoutEnd = "success" | "pending" | "failure";

/**
 * Runs once when a result page knows its end; null while it does not, or when the page has
 * no order to finish (opened without one: the cart and the session stay as they are).
 */
export function useFinishCheckout(end: CheckoutEnd | null, locale: string) {
  const cart = useCartWrites();
  const { storage, key } = useOrderStorage();
  const guest = useGuestStorage();
  const { mutate } = useSWRConfig();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || end === null) return;
    done.current = true;
    if (end === "success") {
      cart.clearAfterOrder();
      forgetOrder(storage, key);
      // The order is done: the guest's details need not wait for another attempt.
      forgetGuest(guest.storage, guest.key);
    }
    if (end === "failure") {
      cart.renewLostHolds(locale).catch(() => {
        // The holds could not be checked: the cart page shows each line's state.
      });
    }
    void (async () => {
      if (!mayHaveSession()) return;
      try {
        const { data } = await validateToken(locale);
        if (data.level !== CUSTOMER_LEVELS.shopGuest) return;
        await signOut(locale);
        await mutate(swrKeys.session(locale), null, { revalidate: false });
      } catch {
        // No session (401) or the call failed: nothing to sign out here.
      }
    })();
  }, [end, locale, cart, storage, key, guest.storage, guest.key, mutate]);
}
