// A visitor of their own for everyone who holds places (the issue "security review", finding
// 3; DESIGN §4 fair holds). Holds without a session belonged to the client address, which a
// school, an office or a museum's Wi-Fi shares: one visitor's cart refused the next one's
// first ticket. Now the first hold hands out a visitor cookie, and the visitor owns its holds
// (migration 0517). The cookie is signed (HMAC-SHA256 under a key of the server's) with the
// time it was handed out, so a client can neither make up visitors nor keep them past a day:
// new ones come only from the server, at a limited rate per address (VISITORS_PER_HOUR). Past
// that budget a newcomer holds as its address, as before (all holds of an address share a cap
// besides), rather than being turned away because someone else behind it spent the budget.

import { EMBED_HEADERS } from "@shop/core/constants";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Clock } from "../../clock";
import { apiCookieAttributes, echoTokenHeader, readTokenCookie } from "../../http/api-cookie";
import { clientAddress } from "../../http/client-address";
import type { Limiter } from "../../http/limits";
import { createSignedTokens, SIGNED_TOKEN } from "../../http/signed-token";

export const VISITOR_COOKIE = "shop_visitor";
/** A visit's cart lives for hours, not weeks: a visitor returning next day is a new one. */
export const VISITOR_HOURS = 24;

export interface VisitorIdentities {
  /**
   * The request's visitor: the one of its cookie when the cookie is genuine and of today, else
   * a new one (its cookie set on `reply`) while the address's budget of new visitors lasts;
   * undefined past it (the request then holds as its address).
   */
  ensure(request: FastifyRequest, reply: FastifyReply): Promise<string | undefined>;
  /** The visitor of the request's cookie when genuine and of today, or the one ensure made. */
  read(request: FastifyRequest): string | undefined;
  /** What a per-client limit counts the request under: its visitor, else its address. */
  limitKey(request: FastifyRequest): string;
}

export function createVisitorIdentities(options: {
  /** The server's secret the visitor key is derived from (the ticket-code secret). */
  secret: string;
  secureCookies: boolean;
  /** New visitors per client address. */
  limiter: Limiter;
  clock: Clock;
}): VisitorIdentities {
  const tokens = createSignedTokens({
    secret: options.secret,
    purpose: "shop visitor cookie",
    lifetimeSeconds: VISITOR_HOURS * 3600,
    clock: options.clock,
  });
  const attributes = apiCookieAttributes(options.secureCookies, VISITOR_HOURS * 3600);
  // Per request: the visitor its cookie names (checked once), or the one ensure made.
  const known = new WeakMap<FastifyRequest, string | undefined>();

  const verify = (request: FastifyRequest): string | undefined =>
    tokens.verify(readTokenCookie(request, VISITOR_COOKIE, SIGNED_TOKEN, EMBED_HEADERS.visitor));
  const read = (request: FastifyRequest): string | undefined => {
    if (!known.has(request)) known.set(request, verify(request));
    return known.get(request);
  };

  return {
    read,
    limitKey(request) {
      const visitor = read(request);
      return visitor === undefined ? clientAddress(request) : `visitor:${visitor}`;
    },
    async ensure(request, reply) {
      const visitor = read(request);
      if (visitor !== undefined) return visitor;
      if ((await options.limiter.take(clientAddress(request))) !== undefined) return undefined;
      const { id, token } = tokens.issue();
      known.set(request, id);
      reply.header("set-cookie", `${VISITOR_COOKIE}=${token}; ${attributes}`);
      // The shop in the widget's frame gets no cookie back (http/api-cookie.ts).
      echoTokenHeader(reply, EMBED_HEADERS.visitor, token);
      return id;
    },
  };
}
