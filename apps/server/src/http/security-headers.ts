// DESIGN §7: security headers on every answer (CSP without inline script, frame-ancestors,
// nosniff, referrer policy) and `Cache-Control: no-store` on private answers. Helmet sets the
// headers in onRequest, so error answers (404, 422, the cross-origin 403) carry them too.
//
// The demo payment pages (modules/payments/demo/page-routes.ts) send their own policy
// (default-src 'none'), which lets the shop's origin frame them (the SEPA page opens in the
// shop's iframe) and their forms return to it; a header a handler sets wins over helmet's.
import type { IncomingMessage, ServerResponse } from "node:http";
import { ENDPOINTS, type Endpoint } from "@shop/core/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import helmet, { contentSecurityPolicy, type HelmetOptions } from "helmet";

const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  // Scripts only as files from this origin: no inline script, no event-handler attributes,
  // no eval. The built shop has none (its index.html loads one module from /assets).
  // 'wasm-unsafe-eval' lets a page compile WebAssembly, and nothing else: the door's scanner
  // page (the issue 34) reads QR codes with ZXing as WebAssembly on browsers without a
  // BarcodeDetector; the .wasm file is the shop's own asset (connect-src 'self').
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  scriptSrcAttr: ["'none'"],
  // The built shop adds <style> elements at run time: Radix Select's scrollbar rule and the
  // scroll lock of dialogs and selects (react-remove-scroll-bar, with measured widths, so no
  // hash fits); /api/docs has one <style> block. Inline style elements are allowed, style
  // attributes are not (React sets `style` through the CSSOM, which CSP does not govern).
  // Browsers without style-src-elem fall back to style-src: no scroll lock, nothing broken.
  styleSrc: ["'self'"],
  styleSrcElem: ["'self'", "'unsafe-inline'"],
  styleSrcAttr: ["'none'"],
  // Partner logos and museum images are absolute URLs a venue configures (any https host);
  // the photo preview of the annual-card form is a blob: URL; the favicon is `data:,`.
  imgSrc: ["'self'", "data:", "blob:", "https:"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  // The demo payment pages, framed and posted to, live on this origin. A venue's provider on
  // another host that opens in an iframe or by form post must be added to frame-src/form-action.
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

// Every GET answer that is the same for every visitor and names no one: the catalogue, the
// shop's settings and the API reference (route patterns, so /tickets/%72eservations cannot
// pass for a ticket). Anything else under /api is private and answers `no-store`: a new
// route carrying a token or personal data is private until the endpoint table marks it
// `public` (@shop/core/contract ENDPOINTS). The API's own documentation is public too.
const PUBLIC_API_READS = new Set([
  ...Object.values(ENDPOINTS as Record<string, Endpoint>)
    .filter((endpoint) => endpoint.public)
    .map((endpoint) => `/api/v1${endpoint.path}`),
  "/api/v1/openapi.json",
  "/api/docs",
]);

const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");

/** Whether a cache may keep the answer; false for every answer that is not known public. */
function isPublicAnswer(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  // The pattern of the route that answered; none for the 404 handler, also when the shop's
  // catch-all hands an /api path on to it.
  const route = request.routeOptions.url;
  if (route === undefined) return false;
  // The built shop (plugins/shop-static.ts) keeps its own caching.
  return PUBLIC_API_READS.has(route) || !isApiPath(route);
}

const FORBIDS_STORING = /(?:^|,)\s*no-store\s*(?:,|$)/i;

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  // frame-ancestors replaces it in every browser the shop supports; a second header saying
  // DENY would contradict the demo pages, which the shop frames.
  xFrameOptions: false,
  // The rest are helmet's defaults: HSTS, Cross-Origin-Opener- and -Resource-Policy
  // same-origin, Origin-Agent-Cluster, and the legacy X-DNS-Prefetch-Control,
  // X-Download-Options, X-Permitted-Cross-Domain-Policies and X-XSS-Protection: 0.
};

type Middleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/**
 * The headers helmet sets, worked out once: they are the same for every request (no CSP
 * nonces). @fastify/helmet built helmet's middleware anew for each request, parsing the
 * policy every time (5 % of the server's CPU per hold in the reservation benchmark).
 */
function helmetHeaders(middleware: Middleware = helmet(HELMET_OPTIONS)): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

const HELMET_HEADERS = helmetHeaders();

/** Origins a page loads its venue's own files from, besides this one (custom-assets.ts). */
export interface ExtraOrigins {
  styles: readonly string[];
  scripts: readonly string[];
  /**
   * The issue 34, Deliver 4: the venue's sites that may frame the page (the widget's overlay,
   * settings widget.allowedSites); none keeps frame-ancestors 'none'.
   */
  frameAncestors?: readonly string[];
}

const policies = new Map<string, string>();

/**
 * The Content-Security-Policy of a page that loads the venue's own stylesheet and script
 * (settings customStyleUrl, customScriptUrl): the policy of every answer with exactly these
 * origins added to style-src (and style-src-elem, which browsers read for <link> instead) and
 * to script-src, and frame-ancestors naming exactly the sites that may frame it. `origins`
 * are bare origins (custom-assets.ts customAssetOrigin, @shop/core/contract SiteOrigin).
 */
export function contentSecurityPolicyWith(origins: ExtraOrigins): string {
  const key = JSON.stringify(origins);
  let policy = policies.get(key);
  if (policy === undefined) {
    const directives = {
      ...CONTENT_SECURITY_POLICY,
      scriptSrc: [...CONTENT_SECURITY_POLICY.scriptSrc, ...origins.scripts],
      styleSrc: [...CONTENT_SECURITY_POLICY.styleSrc, ...origins.styles],
      styleSrcElem: [...CONTENT_SECURITY_POLICY.styleSrcElem, ...origins.styles],
      frameAncestors: origins.frameAncestors?.length
        ? [...origins.frameAncestors]
        : CONTENT_SECURITY_POLICY.frameAncestors,
    };
    const headers = helmetHeaders(contentSecurityPolicy({ useDefaults: false, directives }));
    policy = headers["content-security-policy"] ?? "";
    // A venue configures one set at a time; a catalogue reload may change it.
    if (policies.size >= 16) policies.clear();
    policies.set(key, policy);
  }
  return policy;
}

/**
 * The headers of an answer written to the socket by hand, past every hook (the client errors
 * of unreadable-request.ts: 400, 408, 414, 431): helmet's, and no-store, as none is public.
 */
export const RAW_ANSWER_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  ...HELMET_HEADERS,
  "cache-control": "no-store",
});

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  // onRequest, first: answers refused by later hooks (404, 422, the cross-origin 403) carry
  // them too; a header a handler sets wins (the demo pages' own policy).
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(HELMET_HEADERS);
    done();
  });
  // onSend, not onRequest: no handler can loosen it. A stricter value it set stays
  // (documents answer `private, no-store`).
  app.addHook("onSend", async (request, reply, payload) => {
    if (isPublicAnswer(request)) return payload;
    if (!FORBIDS_STORING.test(String(reply.getHeader("cache-control") ?? ""))) {
      reply.header("cache-control", "no-store");
    }
    return payload;
  });
}
