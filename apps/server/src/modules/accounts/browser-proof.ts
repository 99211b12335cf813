// A confirmation link confirms only for the person who chose the password (DESIGN §7; the
// pre-account takeover: someone registers a victim's address first, and the victim's click on
// the mailed link must not sign them into an account whose password the other one knows).
// Every registration answer, and every profile change (a changed address's link), sets an
// httpOnly cookie with a fresh random 256-bit value; the link mailed for that request keeps the
// value's sha256 (account_tokens.browser_hash). Opened in the same browser, the link confirms;
// anywhere else it asks for the account's password.
import { timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { readTokenCookie } from "../../http/api-cookie";
import { hashToken, newSessionToken } from "../auth/service";

export const BROWSER_PROOF_COOKIE = "shop_confirmation";
// Sent with every account call (/api/v1/auth and below: registration, PUT /auth, confirmation),
// never with the shop's pages or the other API calls.
const PATH = "/api/v1/auth";

/** A fresh proof: the cookie's value, and the hash its link keeps. */
export function newBrowserProof(): { value: string; hash: string } {
  const value = newSessionToken();
  return { value, hash: hashToken(value) };
}

/** Sets the proof cookie for `hours` (the life of the link it proves). */
export function setBrowserProofCookie(
  reply: FastifyReply,
  value: string,
  secure: boolean,
  hours: number,
): void {
  const attributes = [
    `Path=${PATH}`,
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${hours * 3600}`,
    ...(secure ? ["Secure"] : []),
  ];
  reply.header("set-cookie", `${BROWSER_PROOF_COOKIE}=${value}; ${attributes.join("; ")}`);
}

/** Whether the request carries the proof cookie whose hash is `stored`. */
export function carriesBrowserProof(request: FastifyRequest, stored: string | null): boolean {
  const value = readTokenCookie(request, BROWSER_PROOF_COOKIE);
  if (value === undefined || stored === null) return false;
  const carried = Buffer.from(hashToken(value));
  const expected = Buffer.from(stored);
  return carried.length === expected.length && timingSafeEqual(carried, expected);
}
