// When GET /shop fails with an error that is neither maintenance nor a locale problem, the
// shop still opens with the documented defaults and shows the error (spec surrounding-areas §2).
import { LOCALES } from "@shop/core";
import { type ShopAnswer, ShopSettings } from "@shop/core/contract";

export const FALLBACK_SHOP: ShopAnswer = {
  settings: ShopSettings.parse({}),
  translations: {},
  content: {},
  config: {
    currency: "EUR",
    timeZone: "Europe/Berlin",
    defaultLocale: "de",
    locales: [...LOCALES],
  },
  payment_modes: [],
};
