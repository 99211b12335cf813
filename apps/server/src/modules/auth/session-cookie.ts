// DESIGN §7: the session travels in an httpOnly, SameSite=Lax cookie holding a random
// 256-bit token; the server keeps only its sha256. Read and written by hand: one cookie does
// not justify a dependency.
import { createHash, randomBytes } from "node:crypto";
import { EMBED_HEADERS } from "@shop/core/constants";
import type { FastifyReply, FastifyRequest } from "fastify";
import { apiCookieAttributes, echoTokenHeader, readTokenCookie } from "../../http/api-cookie";

export const SESSION_COOKIE = "shop_session";
/**
 * Beside the session, a cookie the shop's pages can read (the session's cannot be): no
 * secret, only "a session may exist". A page of an anonymous visitor then asks nothing
 * (GET /auth/validate_token would answer 401, an error in the browser's console; the issue
 * "speed"). It lives and ends with the session cookie; a hint left over from a session ended
 * elsewhere costs one 401, as before.
 */
export const SESSION_HINT_COOKIE = "shop_signed_in";
/** A guest session lasts through a checkout and its payment, not for days. */
export const SESSION_HOURS = 12;

export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * The session token of the request's cookie, if it has a well-formed one; in the widget's
 * frame, of its header (http/api-cookie.ts).
 */
export function readSessionToken(request: FastifyRequest): string | undefined {
  return readTokenCookie(request, SESSION_COOKIE, undefined, EMBED_HEADERS.session);
}

function hintAttributes(secure: boolean, maxAgeSeconds: number): string {
  return ["Path=/", "SameSite=Lax", `Max-Age=${maxAgeSeconds}`, ...(secure ? ["Secure"] : [])].join(
    "; ",
  );
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  const maxAge = SESSION_HOURS * 3600;
  reply.header("set-cookie", [
    `${SESSION_COOKIE}=${token}; ${apiCookieAttributes(secure, maxAge)}`,
    `${SESSION_HINT_COOKIE}=1; ${hintAttributes(secure, maxAge)}`,
  ]);
  echoTokenHeader(reply, EMBED_HEADERS.session, token);
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.header("set-cookie", [
    `${SESSION_COOKIE}=; ${apiCookieAttributes(secure, 0)}`,
    `${SESSION_HINT_COOKIE}=; ${hintAttributes(secure, 0)}`,
  ]);
  echoTokenHeader(reply, EMBED_HEADERS.session, "");
}
