// surrounding-areas §1 "Start-up": the venue's custom style and script (settings
// customStyleUrl, customScriptUrl) load with the shop. The server writes them into the head of
// the shop's index.html (plugins/shop-static.ts), so the first route carries no JavaScript to
// load them, and that page's Content-Security-Policy allows exactly their origins
// (security-headers.ts contentSecurityPolicyWith); every other answer keeps the house policy.
// The same page names the sites allowed to frame it (the widget, the issue 34 Deliver 4).
import { contentSecurityPolicyWith } from "./security-headers";

/** The venue's own stylesheet and script (null: none), and the sites that may frame the shop. */
export interface CustomAssets {
  styleUrl: string | null;
  scriptUrl: string | null;
  /**
   * The issue 34, Deliver 4: the widget's allowed sites (settings widget.allowedSites, checked
   * origins: @shop/core/contract SiteOrigin); none leaves frame-ancestors 'none'.
   */
  frameAncestors?: readonly string[];
}

export const NO_CUSTOM_ASSETS: CustomAssets = { styleUrl: null, scriptUrl: null };

// @shop/core/contract SiteOrigin's rule again, at the last step: a stored value that slipped
// past the schema must not end a CSP source or directive.
const SITE_ORIGIN = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/;

/** The allowed sites that can stand in frame-ancestors as they are; the others left out. */
export function frameableSites(sites: readonly string[]): string[] {
  return sites.filter((site) => SITE_ORIGIN.test(site));
}

// WHATWG URLs take ";" and "," in a host name, which would end a CSP source or directive: a
// host is letters, digits, dots and hyphens (IDNs arrive as xn--), or an IPv6 literal.
const PLAIN_HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin a custom asset is loaded from, or undefined when the URL may not be one: only
 * https (a page served over https cannot load http files; over http they could be altered on
 * the way), a plain host, no user name or password.
 */
export function customAssetOrigin(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== "https:" || parsed.username !== "" || parsed.password !== "") {
    return undefined;
  }
  return PLAIN_HOST.test(parsed.host) ? parsed.origin : undefined;
}

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text as an HTML attribute value (double-quoted) or text content. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** What the shop's page adds for the venue's assets: the head's tags and the page's policy. */
export interface CustomPage {
  tags: string;
  policy: string;
}

/**
 * The tags and policy for `assets`, or undefined when there is nothing to add (the page is
 * served as built). A URL that is not a customAssetOrigin one (the catalogue check refuses
 * it) is left out rather than let through.
 */
export function customPageOf(assets: CustomAssets): CustomPage | undefined {
  const style = assetOf(assets.styleUrl);
  const script = assetOf(assets.scriptUrl);
  const frameAncestors = frameableSites(assets.frameAncestors ?? []);
  if (!style && !script && frameAncestors.length === 0) return undefined;
  const tags = [
    style ? `<link rel="stylesheet" href="${escapeHtml(style.href)}">` : "",
    script ? `<script src="${escapeHtml(script.href)}" defer></script>` : "",
  ].join("");
  const policy = contentSecurityPolicyWith({
    styles: style ? [style.origin] : [],
    scripts: script ? [script.origin] : [],
    frameAncestors,
  });
  return { tags, policy };
}

function assetOf(url: string | null): { href: string; origin: string } | undefined {
  if (url === null) return undefined;
  const origin = customAssetOrigin(url);
  // The parser's own spelling: quotes and angle brackets in it are percent-encoded already.
  return origin === undefined ? undefined : { href: new URL(url).href, origin };
}

/**
 * `html` with `tags` at the end of its head, after the shop's own stylesheet (so the venue's
 * rules win at equal specificity). A page without `</head>` gets them after its doctype,
 * where the parser still puts them into the head.
 */
export function insertIntoHead(html: string, tags: string): string {
  const end = html.search(/<\/head\s*>/i);
  const at = end >= 0 ? end : (/^\s*<!doctype[^>]*>/i.exec(html)?.[0].length ?? 0);
  return `${html.slice(0, at)}${tags}${html.slice(at)}`;
}
