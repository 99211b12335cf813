// The shop's pages a venue may link to from its own settings (the start page's links, issue 27
// item 11): the catalogue check warns about a link to a page the shop does not have, or to a
// museum, exhibition, page or event the catalogue does not hold. apps/shop's router test holds
// this list to the routes the shop really renders, so the two cannot drift apart.

/** The shop's linkable pages as react-router path patterns (`:id` is a catalogue id). */
export const SHOP_PAGE_PATHS = [
  "/start",
  "/tickets/groups",
  "/tickets/filters",
  "/tickets/list",
  "/tickets/time",
  "/tickets/types",
  "/tickets/combi",
  "/tickets/annual",
  "/onepager",
  "/cart",
  "/museums",
  "/museum/:id",
  "/exhibitions",
  "/exhibition/:id",
  "/page/:id",
  "/coupons",
  "/search/:q",
  "/events",
  "/events/dates",
  "/event/:id",
  "/tours",
  "/tour/:id",
  "/merchandise/list",
  "/merchandise/detail/:id",
  "/login",
  "/registration",
  "/password-reset",
  "/account",
  "/orders",
  "/profile",
  "/addresses",
  "/exclusive/code",
  "/exclusive/register",
] as const;

export type ShopPagePath = (typeof SHOP_PAGE_PATHS)[number];

/**
 * The page a shop path ("/museum/2", "/tickets/time?ticket=3", "/events/") is, with the value of
 * its `:` segment, or null when the shop has no such page. Query and fragment are ignored.
 */
export function matchShopPage(path: string): { pattern: ShopPagePath; param?: string } | null {
  const bare = path.replace(/[?#].*$/, "");
  const segments = (bare.length > 1 ? bare.replace(/\/+$/, "") : bare).split("/");
  for (const pattern of SHOP_PAGE_PATHS) {
    const parts = pattern.split("/");
    if (parts.length !== segments.length) continue;
    let param: string | undefined;
    const matches = parts.every((part, index) => {
      const segment = segments[index] ?? "";
      if (!part.startsWith(":")) return part === segment;
      param = decodeURIComponent(segment);
      return segment !== "";
    });
    if (matches) return param === undefined ? { pattern } : { pattern, param };
  }
  return null;
}

/**
 * The issue 33: the path of an order's own page, its token the proof (the shop's route
 * /order/:id/:token; the confirmation mail, the calendar files and the shop link it).
 */
export function orderPagePath(order: { id: number; token: string }): string {
  return `/order/${order.id}/${encodeURIComponent(order.token)}`;
}

/**
 * The issue 34, Deliver 3: the page of a waiting list's offer, its token the proof (the shop's
 * route /waiting-list/:token; the offer's mail links it).
 */
export function waitingListOfferPath(token: string): string {
  return `/waiting-list/${encodeURIComponent(token)}`;
}
