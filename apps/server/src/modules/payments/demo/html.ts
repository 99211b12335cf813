// The frame of every demo payment page: one stylesheet, no inline script or style, so the
// Content-Security-Policy can forbid both (DESIGN.md §7). All text is escaped here.
import type { PageLocale } from "./messages";

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export interface LayoutOptions {
  locale: PageLocale;
  /**
   * The page's own heading, first in the title so a screen reader hears it first. It names
   * the main landmark too: inside the shop's iframe (SEPA) the page's main sits next to the
   * shop's own, and two unnamed mains cannot be told apart (WCAG 1.3.1, axe landmark-unique).
   */
  heading: string;
  siteTitle: string;
  demoNotice: string;
  body: string;
  /** Adds assets/leave-frame.js (the iframe result page). */
  leaveFrameScript?: boolean;
}

export function renderLayout(options: LayoutOptions): string {
  const script = options.leaveFrameScript
    ? '<script src="assets/leave-frame.js" defer></script>'
    : "";
  return `<!doctype html>
<html lang="${options.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(options.heading)} – ${escapeHtml(options.siteTitle)}</title>
<link rel="stylesheet" href="assets/page.css">
${script}
</head>
<body>
<main class="page" aria-label="${escapeHtml(options.heading)}">
<p class="site-title">${escapeHtml(options.siteTitle)}</p>
<p class="demo-notice">${escapeHtml(options.demoNotice)}</p>
<h1>${escapeHtml(options.heading)}</h1>
${options.body}
</main>
</body>
</html>
`;
}

/** Content-Security-Policy of the pages: own assets only; forms post here or to the shop. */
export function contentSecurityPolicy(
  shopOrigin: string | null,
  widgetSites: readonly string[] = [],
): string {
  const shop = shopOrigin ? ` ${shopOrigin}` : "";
  const sites = widgetSites.map((site) => ` ${site}`).join("");
  return [
    "default-src 'none'",
    "style-src 'self'",
    "script-src 'self'",
    "img-src 'self'",
    "base-uri 'none'",
    // A form's redirect to the shop's result route counts as form navigation too.
    `form-action 'self'${shop}`,
    // spec selling-core §4: the SEPA page opens inside the shop's iframe state.
    // The issue 34, Deliver 4: in the widget's overlay the shop, and the card page it goes to,
    // are frames of the venue's site, an ancestor too (settings widget.allowedSites).
    `frame-ancestors 'self'${shop}${sites}`,
  ].join("; ");
}

// WCAG 2.2 AA: every text colour below has at least 4.5:1 on its background; focus is a
// 3px outline of 3:1 or more against white.
export const PAGE_CSS = `*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:1rem;line-height:1.5;color:#1a1a1a;background:#f4f4f5}
.page{max-width:34rem;margin:0 auto;padding:1.5rem 1rem 3rem;background:#fff;min-height:100vh}
.site-title{margin:0;font-weight:700;color:#1e3a8a}
.demo-notice{margin:.25rem 0 1rem;padding:.5rem .75rem;background:#fef3c7;color:#5b3a00;border-radius:.25rem}
h1{font-size:1.5rem;margin:0 0 1rem}
h2{font-size:1.125rem;margin:1.5rem 0 .5rem}
.summary{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.5rem}
.summary dt{font-weight:600}.summary dd{margin:0}
.field{margin:0 0 1rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
.hint{margin:0 0 .25rem;color:#4b5563;font-size:.9375rem}
input[type=text]{width:100%;padding:.5rem .625rem;font:inherit;color:#1a1a1a;border:1px solid #6b7280;border-radius:.25rem;background:#fff}
input[aria-invalid=true]{border:2px solid #b3261e}
.field-error{margin:.25rem 0 0;color:#b3261e;font-weight:600}
.error-summary{margin:0 0 1.5rem;padding:1rem;border:3px solid #b3261e;border-radius:.25rem}
.error-summary h2{margin-top:0;color:#b3261e}
.error-summary a{color:#b3261e}
.mandate{color:#374151}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
button,.button{display:inline-block;padding:.625rem 1.25rem;font:inherit;font-weight:600;border-radius:.25rem;border:2px solid #1d4ed8;cursor:pointer;text-decoration:none}
.primary{background:#1d4ed8;color:#fff}
.secondary{background:#fff;color:#1d4ed8}
a{color:#1d4ed8}
:focus-visible{outline:3px solid #1e3a8a;outline-offset:2px}
.test-data{margin-top:2rem;padding:1rem;background:#f4f4f5;border-radius:.25rem}
.test-data ul{margin:.25rem 0;padding-left:1.25rem}
code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.9375rem}
`;

// The iframe result page sends the shop's window, the frame's parent, on to the shop's return
// page; without script the link (target=_parent) does the same on a click. The parent, not the
// top window: in the widget's overlay (the issue 34, Deliver 4) the shop is itself a frame of
// the venue's page, which must stay where it is.
export const LEAVE_FRAME_JS = `"use strict";
document.addEventListener("DOMContentLoaded", function () {
  var link = document.querySelector("a[data-return]");
  if (link) window.parent.location.href = link.href;
});
`;
