// The issue 34, Deliver 4: the embeddable widget (apps/shop/src/widget) and the shop it opens in
// an overlay speak through these names; the server reads the headers. One home, so the script on
// the venue's page, the shop in its iframe and the server cannot drift apart.

/** The attribute that turns a venue's link to the shop into a widget button. */
export const EMBED_LINK_ATTRIBUTE = "data-museum-shop";

/**
 * Messages the shop in the overlay posts to the page that framed it (postMessage, checked by
 * origin and source there): its document's height, a request to close (Escape nobody else
 * handled), and the close button's label in the shop's language.
 */
export const EMBED_MESSAGES = {
  height: "museum-shop:height",
  close: "museum-shop:close",
  label: "museum-shop:label",
} as const;

/**
 * The credentials of the shop in a foreign page's iframe. Its SameSite=Lax cookies are never
 * sent there (the frame is cross-site) and browsers block third-party cookies besides, so the
 * shop in embed mode asks with `marker` for its session's, visitor's and waiting room's tokens
 * in answer headers and sends them back in request headers of the same names (apps/server
 * http/api-cookie.ts).
 */
export const EMBED_HEADERS = {
  marker: "x-shop-embed",
  session: "x-shop-session",
  visitor: "x-shop-visitor",
  queue: "x-shop-queue",
} as const;
