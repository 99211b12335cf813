// DESIGN §7: state-changing requests from another origin are refused, so a foreign page
// cannot use a visitor's session cookie (SameSite=Lax lets top-level POSTs of forms through
// on some browsers' older behaviour, and same-site subdomains are not the same origin).
// Browsers say where a request comes from in Sec-Fetch-Site; older ones only in Origin.
// Requests without either (server-to-server calls such as payment webhooks, curl) carry no
// visitor's cookie to abuse and pass.
import type { FastifyReply, FastifyRequest } from "fastify";
import { ApiError } from "../../http/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const ALLOWED_FETCH_SITES = new Set(["same-origin", "none"]);

/** Whether requests of `method` are checked: every method that may change state. */
export function checksOrigin(method: string): boolean {
  return !SAFE_METHODS.has(method);
}

/** The answer to a state-changing request from another origin. */
export function crossOriginRefusal(): ApiError {
  return new ApiError("forbidden", "Requests from another site are not allowed", {
    Origin: ["Requests from another site are not allowed"],
  });
}

/** Scheme, host and port of an origin, with default ports left out; undefined if malformed. */
function normalOrigin(origin: string): string | undefined {
  try {
    const url = new URL(origin);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The guard for an app. Its own origin is PUBLIC_URL's when set; otherwise the one the
 * request was made to (its scheme, through a trusted proxy's X-Forwarded-Proto, and its
 * Host). Scheme, host and port must all match: http://shop and https://shop are two origins.
 */
export function refuseCrossOrigin(publicOrigin: string | undefined) {
  return async function refuseForeignWrites(request: FastifyRequest, _reply: FastifyReply) {
    if (!checksOrigin(request.method)) return;
    const site = request.headers["sec-fetch-site"];
    if (typeof site === "string") {
      if (!ALLOWED_FETCH_SITES.has(site)) throw crossOriginRefusal();
      return;
    }
    const origin = request.headers.origin;
    if (typeof origin !== "string") return;
    const own = publicOrigin ?? normalOrigin(`${request.protocol}://${request.host}`);
    // "null" (a sandboxed page, a redirect across sites) is another origin as well.
    if (own === undefined || normalOrigin(origin) !== own) throw crossOriginRefusal();
  };
}
