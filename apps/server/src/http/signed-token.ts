// Tokens the server hands out and alone can make (DESIGN §7, §9): 128 random bits, the second
// they were handed out (base 36) and a 128-bit HMAC-SHA256 of both, under a key derived from the
// server's secret for one purpose. A client can neither make one up, nor use one of another
// purpose, nor keep one past its lifetime; several instances sharing the secret accept each
// other's. The visitor cookie (modules/auth/visitor.ts) and the queue token (modules/queue) are
// such tokens.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { SIGNED_TOKEN } from "@shop/core";
import type { Clock } from "../clock";

export { SIGNED_TOKEN };

export interface SignedTokens {
  /** A new token and the random id it carries. */
  issue(): { id: string; token: string };
  /** The id of a genuine token of this purpose within its lifetime; undefined otherwise. */
  verify(token: string | undefined): string | undefined;
}

export function createSignedTokens(options: {
  /** The server's secret the key is derived from (the ticket-code secret). */
  secret: string;
  /** What the tokens are for: tokens of another purpose never verify. */
  purpose: string;
  lifetimeSeconds: number;
  clock: Clock;
}): SignedTokens {
  const key = createHmac("sha256", options.secret).update(options.purpose).digest();
  const mac = (payload: string) =>
    createHmac("sha256", key).update(payload).digest().subarray(0, 16);
  return {
    issue() {
      const id = randomBytes(16).toString("base64url");
      const issued = Math.floor(options.clock().getTime() / 1000).toString(36);
      return { id, token: `${id}.${issued}.${mac(`${id}.${issued}`).toString("base64url")}` };
    },
    verify(token) {
      const [, id, issued, given] = SIGNED_TOKEN.exec(token ?? "") ?? [];
      if (id === undefined || issued === undefined || given === undefined) return undefined;
      const ageMs = options.clock().getTime() - Number.parseInt(issued, 36) * 1000;
      if (ageMs < 0 || ageMs >= options.lifetimeSeconds * 1000) return undefined;
      const expected = mac(`${id}.${issued}`);
      const sent = Buffer.from(given, "base64url");
      return sent.length === expected.length && timingSafeEqual(sent, expected) ? id : undefined;
    },
  };
}
