// DESIGN §3: the one factory of the shop's SWR keys. A key names one server answer; two hooks
// that read the same answer share its key (and so its cache entry), and a write updates the
// entry through the same function. Keys are arrays: SWR compares them by their parts.

/**
 * A key of `name` and the call's parts, in order (the parts' types name them). One function for
 * the plain keys keeps the factory small: it ships with the first route.
 */
const key =
  <Parts extends unknown[]>(name: string) =>
  (...parts: Parts) =>
    [name, ...parts] as const;

export const swrKeys = {
  shop: key<[locale: string]>("shop"),
  messages: key<[locale: string]>("messages"),
  session: key<[locale: string]>("session"),
  addresses: key<[locale: string]>("addresses"),
  countries: key<[locale: string]>("countries"),
  salutations: key<[locale: string]>("salutations"),
  order: key<[locale: string, id: number, token: string]>("order"),
  /** The newsletter groups the shop offers, and the signed-in customer's choice of them. */
  newsletterGroups: key<[locale: string]>("newsletter-groups"),
  newsletterChoices: key<[locale: string]>("newsletter-choices"),
  /** A page of the signed-in customer's orders (the account). */
  orders: key<[locale: string, page: number, perPage: number]>("orders"),
  /** The checkout's price of the cart for a billing address (it sets the target audience). */
  checkoutPrice: key<[locale: string, request: string, billingId: number]>("cart-price"),
  /** The cart page's price of the cart. */
  cartPrice: key<[locale: string, request: string]>("cart-page-price"),
  cartTickets: (locale: string, ids: readonly number[]) =>
    ["cart-tickets", locale, ids.join(",")] as const,
  tickets:
    key<
      [
        locale: string,
        today: string,
        museumId: number | null,
        exhibitionId: number | null,
        audienceId: number | null,
      ]
    >("tickets"),
  ticketGroups: key<[locale: string]>("ticket-groups"),
  ticketCalendar: (locale: string, from: string, to: string, ids: readonly number[]) =>
    ["ticket-calendar", locale, from, to, ids.join(",")] as const,
  ticketCapacities: (locale: string, date: string, ids: readonly number[]) =>
    ["ticket-capacities", locale, date, ...ids] as const,
  startTimes: key<[locale: string, ticketId: number, date: string]>("start-times"),
  museums: key<[locale: string]>("museums"),
  exhibitions: key<[locale: string]>("exhibitions"),
  museum: key<[locale: string, id: number]>("museum"),
  openingHours: key<[locale: string, id: number]>("opening-hours"),
  /** The first exhibitions of a museum (its page: one more than it shows). */
  museumExhibitions: key<[locale: string, id: number]>("museum-exhibitions"),
  exhibition: key<[locale: string, id: number]>("exhibition"),
  /** A static page of the venue (/page/{id}). */
  page: key<[locale: string, id: string]>("page"),
  /** The annual tickets of an order, by its personalization token. */
  annualOrder: key<[locale: string, token: string]>("annual-order"),
  /** The menu's events (as many as it shows). */
  navEvents: key<[locale: string, perPage: number]>("nav-events"),
  eventCategories: key<[locale: string]>("event-categories"),
};
