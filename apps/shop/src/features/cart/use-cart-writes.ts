// spec selling-core §3 "Local cart state": the cart's fields besides its lines — coupon codes,
// order parameters, shipping choice and addresses, donations — and the whole cart's resets,
// written only here; the lines change only by the hold events (./cart-holds.ts). Pages and other
// features read the cart with useCart() and write it through this hook (biome.json forbids
// the store's writers outside features/cart).
import type { OrderParams } from "@shop/core/contract";
import { useMemo } from "react";
import { useNow } from "../../lib/clock";
import { useCartStore } from "./cart-context";

export function useCartWrites() {
  const store = useCartStore();
  const now = useNow();
  return useMemo(
    () => ({
      /** The cart as it is now (in a handler, after an await: not the rendered one). */
      current: () => store.getState(),
      addCoupon(code: string) {
        const { coupons } = store.getState();
        if (!coupons.includes(code)) store.update({ coupons: [...coupons, code] });
      },
      removeCoupon(code: string) {
        store.update({ coupons: store.getState().coupons.filter((c) => c !== code) });
      },
      setOrderParams(change: Partial<OrderParams>) {
        store.update({ orderParams: { ...store.getState().orderParams, ...change } });
      },
      setShippingSelection(shipped: boolean | null) {
        store.update({ shippingSelection: shipped });
      },
      setDonations(cents: number[]) {
        store.update({ donations: cents });
      },
      setBillingAddress(id: number | null) {
        store.update({ billingAddressId: id });
      },
      setShippingAddress(id: number | null) {
        store.update({ shippingAddressId: id });
      },
      /**
       * spec selling-core §2 shop.cart reset, surrounding-areas §4 sign-out: the cart emptied
       * and its held places given back (best effort: a hold left over ends at valid_until).
       * The hold calls load when needed, as at a stale cart's load (routes/layout/shop-session).
       */
      async reset(locale: string) {
        const { items } = store.getState();
        store.clear();
        const { releaseAllHolds } = await import("./release-holds");
        await releaseAllHolds(locale, items).catch(() => undefined);
      },
      /** spec selling-core §6: the order took the holds; the cart is emptied without release. */
      clearAfterOrder() {
        store.clear();
      },
      /**
       * spec selling-core §4 step 4: after a failed order, lines whose holds went held anew
       * (loaded when needed: only the failure page asks).
       */
      async renewLostHolds(locale: string) {
        const { renewLostHolds } = await import("./renew-holds");
        await renewLostHolds(store, locale, now);
      },
    }),
    [store, now],
  );
}
