// When GET /shop fails with an error that is neither maintenance nor a locale problem, the
// shop still opens with the documented defaults and shows the error (spec surrounding-areas §2).
//
// The defaults are written out rather than computed by `ShopSettings.parse({})`: that call
// would ship zod and the contract with the first route. fallback-shop.test.ts keeps this
// object equal to the contract's defaults.
import { LOCALES } from "@shop/core";
import type { NavigationSettings, ShopAnswer, ShopSettings } from "@shop/core/contract";

const hidden = () => ({ enabled: false, pageSize: 0 });

const NAVIGATION: NavigationSettings = {
  museums: hidden(),
  exhibitions: hidden(),
  tickets: hidden(),
  events: hidden(),
  tours: hidden(),
  annualTickets: hidden(),
  merchandise: hidden(),
  vipTickets: hidden(),
  onepager: hidden(),
  coupons: hidden(),
  eventsByCategory: false,
  toursByCategory: false,
};

export const DEFAULT_SETTINGS: ShopSettings = {
  singlePageShop: false,
  venueName: "",
  vip: { enabled: false, priceTargetAudienceId: null, registrationStart: null },
  queueEnabled: false,
  donationsEnabled: false,
  couponsEnabled: true,
  shipping: "none",
  termsRequired: true,
  expressPaymentClientId: null,
  maxItemsPerList: 10,
  singleDeselect: false,
  showSoldOut: true,
  calendarMode: "any",
  calendarsCount: 1,
  monthsShown: 1,
  timePicker: { minDisplayCount: 5, scrollThreshold: 10 },
  compactStyle: false,
  compactTimeVariant: false,
  cartAutoDeleteMinutes: 10,
  reservationMinutes: 30,
  fewSeatsPercent: 70,
  capacityThreshold: 30,
  registrationAllowed: true,
  reservationRequiresLogin: false,
  onepager: { selectButtonsMax: 4, defaultTicketId: 1 },
  navigation: NAVIGATION,
  startState: "start",
  startPage: { ticketCallToAction: false, ticketSearch: false, textBlock: null, links: [] },
  partnerLogos: [],
  legalLinks: { terms: null, privacy: null, imprint: null, sitemap: null },
  consentBanner: true,
  globalNotice: null,
  testEnvironmentBanner: false,
  logo: null,
  customStyleUrl: null,
  customScriptUrl: null,
  storageKeyPrefix: "shop",
  maxOrderTotalCents: null,
  defaultPaymentModeId: 2,
};

export const FALLBACK_SHOP: ShopAnswer = {
  settings: DEFAULT_SETTINGS,
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
