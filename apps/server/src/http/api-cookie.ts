// The API's own cookies (DESIGN §7): the session, the visitor and the queue token travel in
// httpOnly, SameSite=Lax cookies of the path /api (the API and the documents; the shop's own
// pages never need them). Read and written by hand: a few cookies do not justify a dependency.
//
// The issue 34, Deliver 4: the shop in the widget's overlay is a frame of another site, where
// no SameSite=Lax cookie is sent and browsers block third-party cookies anyway. There the shop
// marks its requests (EMBED_HEADERS.marker), gets the session's, the visitor's and the waiting
// room's tokens in answer headers, keeps them in its frame's sessionStorage and sends them back in request
// headers. Not a SameSite=None cookie: Safari and Firefox refuse or partition those, and a
// header cannot be sent across sites without a CORS preflight this server never grants, so it
// needs no CSRF defence. The price: a token the shop's script can read in that frame (the
// session cookie's never is), only for sessions begun there.
import { EMBED_HEADERS } from "@shop/core/constants";
import type { FastifyReply, FastifyRequest } from "fastify";

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

/** The headers that stand in for the API's cookies in embed mode (see above). */
export type TokenHeader = (typeof EMBED_HEADERS)["session" | "visitor" | "queue"];

/**
 * The value of the request's cookie `cookie`, if it is well-formed: a session token unless
 * `pattern` says otherwise. Without the cookie, the value of `header`, if given (embed mode).
 */
export function readTokenCookie(
  request: FastifyRequest,
  cookie: string,
  pattern: RegExp = SESSION_TOKEN,
  header?: TokenHeader,
): string | undefined {
  return (
    readCookie(request, cookie, pattern) ??
    (header === undefined ? undefined : readTokenHeader(request, header, pattern))
  );
}

function readTokenHeader(
  request: FastifyRequest,
  header: TokenHeader,
  pattern: RegExp,
): string | undefined {
  const value = request.headers[header];
  return typeof value === "string" && pattern.test(value) ? value : undefined;
}

/**
 * Hands `token` (empty: ended) to the shop in embed mode in the answer header `header` too,
 * when its request asked for it; other answers never carry a token in a header.
 */
export function echoTokenHeader(reply: FastifyReply, header: TokenHeader, token: string): void {
  if (reply.request.headers[EMBED_HEADERS.marker] === "1") reply.header(header, token);
}

function readCookie(request: FastifyRequest, cookie: string, pattern: RegExp): string | undefined {
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
