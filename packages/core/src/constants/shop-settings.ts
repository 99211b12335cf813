// Every setting the two specs name has a default, so a shop without settings works (the
// contract's ShopSettings fills them in, and the shop opens on them when GET /shop fails,
// spec surrounding-areas §2). Plain values: the schema's `.default()`s are read from here.
import { DEFAULT_PAYMENT_MODE_ID } from "./payment-modes";

/** spec surrounding-areas §2: a navigation item is hidden until a setting shows it. */
export const NAV_ITEM_DEFAULTS = { enabled: false, pageSize: 0 };
const hidden = () => ({ ...NAV_ITEM_DEFAULTS });

export const SHOP_SETTINGS_DEFAULTS = {
  singlePageShop: false,
  venueName: "",
  invoiceIssuer: null,
  cancellationRules: [],
  // The issue 34: a code with a start (a time slot, an event, a tour) admits at the door from
  // this many minutes before it until this many after it (@shop/core check-in.ts).
  checkInWindow: { beforeMinutes: 30, afterMinutes: 90 },
  // The issue 34, Deliver 3: a sold-out time slot offers its waiting list; places that come
  // back are held for the first in line this long.
  waitingList: { enabled: true, offerMinutes: 120 },
  vip: { enabled: false, priceTargetAudienceId: null, registrationStart: null },
  queueEnabled: false,
  // DESIGN §9: the waiting room's admission rule; the queue lets in this many at once, this
  // many a minute, and ends a visit after this many minutes without a request.
  queue: {
    visitorsInside: 500,
    admissionsPerMinute: 100,
    visitIdleMinutes: 20,
    message: null as string | null,
  },
  donationsEnabled: false,
  couponsEnabled: true,
  shipping: "none" as const,
  termsRequired: true,
  expressPaymentClientId: null,
  maxItemsPerList: 10,
  singleDeselect: false,
  showSoldOut: true,
  calendarMode: "any" as const,
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
  navigation: {
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
  },
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
  // The issue 34, Deliver 4: the venue's sites that may show the shop in the widget's overlay
  // (the shop's pages name exactly them in frame-ancestors); none, none may.
  widget: { allowedSites: [] as string[] },
  storageKeyPrefix: "shop",
  maxOrderTotalCents: null,
  defaultPaymentModeId: DEFAULT_PAYMENT_MODE_ID,
};
