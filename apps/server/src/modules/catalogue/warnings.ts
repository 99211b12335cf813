// What a catalogue may hold but a venue should hear about (the issue "venue's pages",
// Deliver 3): the loader and `--check` print these, and load the catalogue all the same.

import type { CatalogueIssue } from "./errors";
import type { CatalogueData } from "./format";

// The legal links the footer shows and the cart asks visitors to accept (settings.legalLinks).
const LEGAL_LINKS = ["terms", "privacy", "imprint", "sitemap"] as const;

/** A link target that is a page id rather than a URL (the shop's footer tells them apart so). */
const isPageId = (target: string) => !/^https?:\/\//.test(target);

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
  return warnings;
}
