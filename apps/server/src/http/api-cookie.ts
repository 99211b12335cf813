// The API's own cookies (DESIGN §7): the session, the visitor and the queue token travel in
// httpOnly, SameSite=Lax cookies of the path /api (the API and the documents; the shop's own
// pages never need them). Read and written by hand: a few cookies do not justify a dependency.
import type { FastifyRequest } from "fastify";

const COOKIE_PATH = "/api";
const SESSION_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The attributes of an API cookie living `maxAgeSeconds` (0 clears it). */
export function apiCookieAttributes(secure: boolean, maxAgeSeconds: number): string {
  return [
    `Path=${COOKIE_PATH}`,
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAgeSeconds}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/**
 * The value of the request's cookie `cookie`, if it is well-formed: a session token unless
 * `pattern` says otherwise.
 */
export function readTokenCookie(
  request: FastifyRequest,
  cookie: string,
  pattern: RegExp = SESSION_TOKEN,
): string | undefined {
  const header = request.headers.cookie;
  if (typeof header !== "string") return undefined;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === cookie) {
      const value = rest.join("=");
      return pattern.test(value) ? value : undefined;
    }
  }
  return undefined;
}
