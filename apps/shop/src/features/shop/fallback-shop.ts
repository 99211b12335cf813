// When GET /shop fails with an error that is neither maintenance nor a locale problem, the
// shop still opens with the documented defaults and shows the error (spec surrounding-areas §2).
//
// The defaults come from @shop/core/constants, the values the contract's ShopSettings fills
// in: `ShopSettings.parse({})` would ship zod and the contract with the shop.
import { DEFAULT_LOCALE, LOCALES, SHOP_SETTINGS_DEFAULTS, TIME_ZONE } from "@shop/core";
import type { ShopAnswer } from "@shop/core/contract";

export const FALLBACK_SHOP: ShopAnswer = {
  settings: SHOP_SETTINGS_DEFAULTS,
  translations: {},
  content: {},
  config: {
    currency: "EUR",
    timeZone: TIME_ZONE,
    defaultLocale: DEFAULT_LOCALE,
    locales: [...LOCALES],
  },
  payment_modes: [],
};
