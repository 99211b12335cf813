// What a catalogue may hold but a venue should hear about (the issue "venue's pages",
// Deliver 3): the loader and `--check` print these, and load the catalogue all the same.

import { matchShopPage, type ShopPagePath } from "@shop/core";
import type { CatalogueIssue } from "./errors";
import type { CatalogueData } from "./format";

// The legal links the footer shows and the cart asks visitors to accept (settings.legalLinks).
const LEGAL_LINKS = ["terms", "privacy", "imprint", "sitemap"] as const;

/** A link target that is a web address rather than a page id or a path of the shop. */
const isWebAddress = (url: string) => /^https?:\/\//.test(url);

/** A link target that is a page id rather than a URL (the shop's footer tells them apart so). */
const isPageId = (target: string) => !isWebAddress(target);

export function catalogueWarnings(catalogue: CatalogueData): CatalogueIssue[] {
  const warnings: CatalogueIssue[] = [];
  const pages = new Map(catalogue.pages.map((page, index) => [page.id, { page, index }]));
  for (const key of LEGAL_LINKS) {
    const target = catalogue.settings.legalLinks[key];
    if (target === null || !isPageId(target)) continue;
    const found = pages.get(target);
    if (!found) {
      warnings.push({
        path: `settings.legalLinks.${key}`,
        message: `the footer and the cart link to page "${target}", which pages does not hold`,
      });
    } else if (found.page.body.de.trim() === "") {
      warnings.push({
        path: `pages[${found.index}].body.de`,
        message: `page "${target}" is linked from the footer and the cart but has no text`,
      });
    }
  }
  warnings.push(...startPageLinkWarnings(catalogue));
  return warnings;
}

/** The catalogue's ids a shop page with an `:id` names (a museum, an exhibition, a page …). */
function idsOf(catalogue: CatalogueData, pattern: ShopPagePath): Set<string> | null {
  const lists: Partial<Record<ShopPagePath, readonly { id: number | string }[]>> = {
    "/museum/:id": catalogue.museums,
    "/exhibition/:id": catalogue.exhibitions,
    "/page/:id": catalogue.pages,
    "/event/:id": catalogue.events,
    "/tour/:id": catalogue.tours,
    "/merchandise/detail/:id": catalogue.merchandise,
  };
  const list = lists[pattern];
  return list ? new Set(list.map((item) => String(item.id))) : null;
}

/** Why a page the shop has would not work with these settings, if it would not. */
function switchedOff(catalogue: CatalogueData, pattern: ShopPagePath): string | null {
  const { settings } = catalogue;
  if (pattern === "/onepager" && !settings.singlePageShop) return "settings.singlePageShop is off";
  if (pattern.startsWith("/exclusive/") && !settings.vip.enabled) return "settings.vip is off";
  if (pattern === "/registration" && !settings.registrationAllowed) {
    return "settings.registrationAllowed is off";
  }
  return null;
}

/**
 * Issue 27 item 11: a start page link must lead to a page that works — a page of the shop
 * (@shop/core SHOP_PAGE_PATHS, held to the shop's router by its test) naming something the
 * catalogue holds, or a web address.
 */
function startPageLinkWarnings(catalogue: CatalogueData): CatalogueIssue[] {
  const warnings: CatalogueIssue[] = [];
  catalogue.settings.startPage.links.forEach(({ url }, index) => {
    const path = `settings.startPage.links[${index}].url`;
    if (isWebAddress(url)) return;
    const page = url.startsWith("/") ? matchShopPage(url) : null;
    if (!page) {
      warnings.push({
        path,
        message: `the start page links to "${url}", which is neither a page of the shop nor an http(s) address`,
      });
      return;
    }
    const ids = idsOf(catalogue, page.pattern);
    if (ids && page.param !== undefined && !ids.has(page.param)) {
      warnings.push({
        path,
        message: `the start page links to "${url}", but the catalogue holds no ${page.pattern.split("/")[1]} ${page.param}`,
      });
      return;
    }
    const off = switchedOff(catalogue, page.pattern);
    if (off) {
      warnings.push({ path, message: `the start page links to "${url}", but ${off}` });
    }
  });
  return warnings;
}
