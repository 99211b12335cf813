// Where the shop in the widget's frame keeps the tokens its API hands out in headers
// (embed-mode.ts): the frame's sessionStorage, which browsers keep per top-level site, so it
// lasts through the frame's navigations and ends with the tab. Apart from embed-mode.ts, as the
// header's session check (features/user/session-api.ts) ships with every first route.
import { EMBED_HEADERS } from "@shop/core/constants";

/** The storage key of a token header's value. */
export const tokenKey = (header: string) => `shop-embed:${header}`;

/** Whether the shop in the widget's frame holds a session (its cookie never arrives there). */
export function hasEmbedSession(): boolean {
  try {
    return Boolean(sessionStorage.getItem(tokenKey(EMBED_HEADERS.session)));
  } catch {
    return false;
  }
}
