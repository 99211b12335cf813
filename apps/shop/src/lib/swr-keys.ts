// DESIGN §3: the one factory of the shop's SWR keys. A key names one server answer; two hooks
// that read the same answer share its key (and so its cache entry), and a write updates the
// entry through the same function. Keys are arrays: SWR compares them by their parts.

/** A key: its name and the call's parts, in order (the parts' types name them). */
type Key<Parts extends unknown[]> = (...parts: Parts) => readonly [string, ...Parts];

/** Ids as one part, so a list of ids compares by its values. */
type IdsKey<Parts extends unknown[]> = (
  ...parts: [...Parts, ids: readonly number[]]
) => readonly unknown[];

interface SwrKeys {
  shop: Key<[locale: string]>;
  messages: Key<[locale: string]>;
  /** The texts of an area of the shop (i18n/area-texts.tsx), loaded with its pages. */
  areaTexts: Key<[name: string, locale: string]>;
  session: Key<[locale: string]>;
  addresses: Key<[locale: string]>;
  countries: Key<[locale: string]>;
  salutations: Key<[locale: string]>;
  order: Key<[locale: string, id: number, token: string]>;
  /** The newsletter groups the shop offers, and the signed-in customer's choice of them. */
  newsletterGroups: Key<[locale: string]>;
  newsletterChoices: Key<[locale: string]>;
  /** A page of the signed-in customer's orders (the account). */
  orders: Key<[locale: string, page: number, perPage: number]>;
  /** The checkout's price of the cart for a billing address (it sets the target audience). */
  checkoutPrice: Key<[locale: string, request: string, billingId: number]>;
  /** The cart page's price of the cart. */
  cartPrice: Key<[locale: string, request: string]>;
  cartTickets: IdsKey<[locale: string]>;
  tickets: Key<
    [
      locale: string,
      today: string,
      museumId: number | null,
      exhibitionId: number | null,
      audienceId: number | null,
    ]
  >;
  ticketGroups: Key<[locale: string]>;
  ticketCalendar: IdsKey<[locale: string, from: string, to: string]>;
  ticketCapacities: IdsKey<[locale: string, date: string]>;
  startTimes: Key<[locale: string, ticketId: number, date: string]>;
  museums: Key<[locale: string]>;
  exhibitions: Key<[locale: string]>;
  museum: Key<[locale: string, id: number]>;
  openingHours: Key<[locale: string, id: number]>;
  /** The first exhibitions of a museum (its page: one more than it shows). */
  museumExhibitions: Key<[locale: string, id: number]>;
  exhibition: Key<[locale: string, id: number]>;
  /** The museums and exhibitions matching a search text. */
  searchMuseums: Key<[locale: string, q: string]>;
  searchExhibitions: Key<[locale: string, q: string]>;
  /** A static page of the venue (/page/{id}), and the list of them. */
  page: Key<[locale: string, id: string]>;
  pages: Key<[locale: string]>;
  /** The value coupons on sale. */
  coupons: Key<[locale: string]>;
  /** The annual tickets of an order, by its personalization token. */
  annualOrder: Key<[locale: string, token: string]>;
  /** The menu's events (as many as it shows). */
  navEvents: Key<[locale: string, perPage: number]>;
  /** The next tours of the menu (its page size + 1) or of the start page. */
  nextTours: Key<[locale: string, perPage: number]>;
  /** /events with its filters (ids of museum, exhibition, language, category). */
  events: Key<
    [
      locale: string,
      museumId: number | undefined,
      exhibitionId: number | undefined,
      languageId: number | undefined,
      categoryId: number | undefined,
    ]
  >;
  /** The first events of a museum or an exhibition. */
  venueEvents: Key<
    [locale: string, museumId: number | undefined, exhibitionId: number | undefined]
  >;
  searchEvents: Key<[locale: string, q: string]>;
  eventCategories: Key<[locale: string]>;
  eventLanguages: Key<[locale: string]>;
  event: Key<[locale: string, id: number]>;
  /** A date's details (seats, prices): the seat choice updates and revalidates it. */
  eventDate: Key<[locale: string, eventId: number, dateId: number]>;
  /** What the asker holds on a date (GET …/blockings). */
  blockings: Key<[locale: string, eventId: number, dateId: number]>;
  eventCalendar: Key<[locale: string, eventId: number, start: string, end: string]>;
  /** /tours with its filters (ids of museum, exhibition, language, category). */
  tours: Key<
    [
      locale: string,
      museumId: number | undefined,
      exhibitionId: number | undefined,
      languageId: number | undefined,
      categoryId: number | undefined,
    ]
  >;
  /** The first tours of a museum or an exhibition. */
  venueTours: Key<[locale: string, museumId: number | undefined, exhibitionId: number | undefined]>;
  searchTours: Key<[locale: string, q: string]>;
  tourCategories: Key<[locale: string]>;
  tourLanguages: Key<[locale: string]>;
  tour: Key<[locale: string, id: number]>;
  tourCalendar: Key<[locale: string, tourId: number, start: string, end: string]>;
  /** What is left of each piece of a tour's equipment at a start time. */
  tourEquipment: IdsKey<[locale: string, tourId: number, date: string, time: string]>;
  tourPrices: Key<
    [
      locale: string,
      tourId: number,
      date: string,
      time: string,
      languageId: number | undefined,
      audienceId: number | undefined,
    ]
  >;
  /** A page of the article list (/merchandise/list). */
  merchandises: Key<[locale: string, page: number, perPage: number]>;
  /** One article (/merchandise/detail/{id}). */
  merchandise: Key<[locale: string, id: number]>;
  /** The menu's articles (its page size + 1). */
  navMerchandise: Key<[locale: string, perPage: number]>;
  /** The articles the venue features on the start page. */
  featuredMerchandise: Key<[locale: string, perPage: number]>;
  searchMerchandise: Key<[locale: string, q: string]>;
  /** The start page's product calendar, and the events its dates name. */
  startCalendar: Key<[locale: string, start: string, end: string]>;
  startCalendarEvents: Key<[locale: string]>;
  /** The issue 34: the door device a key belongs to, and its day's counts. */
  checkInDevice: Key<[locale: string, key: string]>;
  checkInCounts: Key<[locale: string, key: string]>;
  /** The day's signed list and the codes' key, for scanning without network. */
  checkInList: Key<[locale: string, key: string]>;
  /** The issue 34, Deliver 3: a waiting list's offer, by its link's token. */
  waitingListOffer: Key<[locale: string, token: string]>;
}

/**
 * Every key is its name and its parts, a list of ids joined into one part. One builder for all,
 * made on use rather than one function per key, keeps the factory small (it ships with the
 * first route); the keys and their parts are declared in SwrKeys, so a key not declared there
 * does not compile.
 */
export const swrKeys = new Proxy({} as SwrKeys, {
  get:
    (_, name) =>
    (...parts: unknown[]) => [
      name,
      ...parts.map((part) => (Array.isArray(part) ? part.join(",") : part)),
    ],
});

/** Whether an SWR key is one of `name`'s, whatever its parts (to revalidate all of them). */
export const isKeyOf =
  (name: keyof SwrKeys) =>
  (key: unknown): boolean =>
    Array.isArray(key) && key[0] === name;
