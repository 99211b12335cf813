// spec selling-core §4 step 4 and §6: success empties the cart and signs out a guest; a guest
// is also signed out after a pending or failed order. The failure page keeps the cart, so the
// visitor can try again: lines whose holds the failed order gave back are held anew.

import { useEffect, useRef } from "react";
import { useSWRConfig } from "swr";
import { useNow } from "../../lib/clock";
import { swrKeys } from "../../lib/swr-keys";
import { useCartStore } from "../cart/cart-context";
import { GUEST_LEVEL } from "../user/use-user";
import { mayHaveSession, signOut, validateToken } from "./api";
import { renewLostHolds } from "./renew-holds";
import { forgetOrder } from "./stored-order";
import { useOrderStorage } from "./use-order-key";

export type CheckoutEnd = "success" | "pending" | "failure";

/** Runs once when a result page shows. */
export function useFinishCheckout(end: CheckoutEnd, locale: string) {
  const cart = useCartStore();
  const { storage, key } = useOrderStorage();
  const { mutate } = useSWRConfig();
  const now = useNow();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (end === "success") {
      cart.clear();
      forgetOrder(storage, key);
    }
    if (end === "failure") {
      renewLostHolds(cart, locale, now).catch(() => {
        // The holds could not be checked: the cart page shows each line's state.
      });
    }
    void (async () => {
      if (!mayHaveSession()) return;
      try {
        const { data } = await validateToken(locale);
        if (data.level !== GUEST_LEVEL) return;
        await signOut(locale);
        await mutate(swrKeys.session(locale), null, { revalidate: false });
      } catch {
        // No session (401) or the call failed: nothing to sign out here.
      }
    })();
  }, [end, locale, cart, storage, key, mutate, now]);
}
