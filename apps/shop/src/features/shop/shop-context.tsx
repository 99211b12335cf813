// The loaded shop (settings, venue texts, payment modes) for every page below the start-up
// gate, so pages read settings without handling a loading state of their own.
import type { ShopAnswer, ShopSettings } from "@shop/core/contract";
import { createContext, type ReactNode, use } from "react";

const ShopContext = createContext<ShopAnswer | null>(null);

export function ShopProvider({ shop, children }: { shop: ShopAnswer; children: ReactNode }) {
  return <ShopContext value={shop}>{children}</ShopContext>;
}

export function useShop(): ShopAnswer {
  const shop = use(ShopContext);
  if (!shop) throw new Error("useShop is used outside the start-up gate");
  return shop;
}

export function useShopSettings(): ShopSettings {
  return useShop().settings;
}
