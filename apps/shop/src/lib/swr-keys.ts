// DESIGN §3: the one factory of the shop's SWR keys. A key names one server answer; two hooks
// that read the same answer share its key (and so its cache entry), and a write updates the
// entry through the same function. Keys are arrays: SWR compares them by their parts.

export const swrKeys = {
  shop: (locale: string) => ["shop", locale] as const,
  messages: (locale: string) => ["messages", locale] as const,
  session: (locale: string) => ["session", locale] as const,
  addresses: (locale: string) => ["addresses", locale] as const,
  countries: (locale: string) => ["countries", locale] as const,
  salutations: (locale: string) => ["salutations", locale] as const,
  order: (locale: string, id: number, token: string) => ["order", locale, id, token] as const,
  /** The newsletter groups the shop offers, and the signed-in customer's choice of them. */
  newsletterGroups: (locale: string) => ["newsletter-groups", locale] as const,
  newsletterChoices: (locale: string) => ["newsletter-choices", locale] as const,
  /** A page of the signed-in customer's orders (the account). */
  orders: (locale: string, page: number, perPage: number) =>
    ["orders", locale, page, perPage] as const,
  /** The checkout's price of the cart for a billing address (it sets the target audience). */
  checkoutPrice: (locale: string, request: string, billingId: number) =>
    ["cart-price", locale, request, billingId] as const,
  /** The cart page's price of the cart. */
  cartPrice: (locale: string, request: string) => ["cart-page-price", locale, request] as const,
  cartTickets: (locale: string, ids: readonly number[]) =>
    ["cart-tickets", locale, ids.join(",")] as const,
  tickets: (
    locale: string,
    today: string,
    museumId: number | null,
    exhibitionId: number | null,
    audienceId: number | null,
  ) => ["tickets", locale, today, museumId, exhibitionId, audienceId] as const,
  ticketGroups: (locale: string) => ["ticket-groups", locale] as const,
  ticketCalendar: (locale: string, from: string, to: string, ids: readonly number[]) =>
    ["ticket-calendar", locale, from, to, ids.join(",")] as const,
  ticketCapacities: (locale: string, date: string, ids: readonly number[]) =>
    ["ticket-capacities", locale, date, ...ids] as const,
  startTimes: (locale: string, ticketId: number, date: string) =>
    ["start-times", locale, ticketId, date] as const,
  museums: (locale: string) => ["museums", locale] as const,
  exhibitions: (locale: string) => ["exhibitions", locale] as const,
  museum: (locale: string, id: number) => ["museum", locale, id] as const,
  openingHours: (locale: string, id: number) => ["opening-hours", locale, id] as const,
  /** The first exhibitions of a museum (its page: one more than it shows). */
  museumExhibitions: (locale: string, id: number) => ["museum-exhibitions", locale, id] as const,
  exhibition: (locale: string, id: number) => ["exhibition", locale, id] as const,
  /** A static page of the venue (/page/{id}). */
  page: (locale: string, id: string) => ["page", locale, id] as const,
  /** The annual tickets of an order, by its personalization token. */
  annualOrder: (locale: string, token: string) => ["annual-order", locale, token] as const,
};
