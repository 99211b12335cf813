// spec selling-core §3 "Local cart state", §4: the cart of this load, made and provided here
// so the store and its writers stay inside features/cart (biome.json). Created once per load,
// so the auto-delete runs at load only; the holds of the lines it empties are given back at
// once, as the cart's reset does; changes other tabs make are followed.
import { type ReactNode, useEffect, useState } from "react";
import { useLocale } from "../../i18n/locale-context";
import { useNow } from "../../lib/clock";
import type { KeyValueStorage } from "../../lib/storage";
import { CartProvider, createCartStore } from "./cart-context";

export function LocalCartProvider(props: {
  storage: KeyValueStorage | null;
  storageKey: string;
  autoDeleteMinutes: number;
  children: ReactNode;
}) {
  const { locale } = useLocale();
  const now = useNow();
  const [cart] = useState(() =>
    createCartStore({
      storage: props.storage,
      key: props.storageKey,
      autoDeleteMinutes: props.autoDeleteMinutes,
      now: now(),
      // Loaded when needed: the hold calls stay out of the first route's JavaScript.
      onStale: (items) =>
        void import("./release-holds").then(({ releaseAllHolds }) =>
          releaseAllHolds(locale, items),
        ),
    }),
  );
  useEffect(() => cart.followOtherTabs(), [cart]);
  return <CartProvider store={cart}>{props.children}</CartProvider>;
}
