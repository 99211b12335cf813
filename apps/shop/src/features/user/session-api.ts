// The session's own calls (apps/server modules/auth): whether the browser may hold one, who it
// is, and ending it. A module of their own: the header reads the session on every page, so
// these ship with the first route, and the checkout's calls (features/checkout/api.ts) not.
import type { AuthAnswer } from "@shop/core/contract";
import { hasEmbedSession } from "../../embed/embed-session";
import { api } from "../../lib/api";

// The server sets, beside the httpOnly session cookie the shop cannot read, a cookie without
// a secret that says a session may exist (apps/server modules/auth/session-cookie.ts). Without
// it the visitor is signed out, and nothing needs asking: no 401 in the browser's console.
export const SESSION_HINT_COOKIE = "shop_signed_in";

/**
 * Whether the browser may hold a session (guest or customer); in the widget's frame, where no
 * cookie arrives, whether the frame keeps a session token (the issue 34, Deliver 4).
 */
export function mayHaveSession(): boolean {
  return (
    document.cookie.split(";").some((part) => part.trim() === `${SESSION_HINT_COOKIE}=1`) ||
    hasEmbedSession()
  );
}

/** GET /auth/validate_token: the signed-in customer; 401 without a session. */
export function validateToken(locale: string): Promise<AuthAnswer> {
  return api.getSession({ locale });
}

/** DELETE /auth/sign_out: ends the session (204 even without one). */
export async function signOut(locale: string): Promise<void> {
  await api.signOut({ locale });
}
