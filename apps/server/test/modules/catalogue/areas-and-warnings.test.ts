// The issue "venue's pages", Deliver 3 and 6: the catalogue check refuses a menu item whose
// page is switched off, and warns when a legal page the footer or cart links to has no
// text (the catalogue still loads).
import { describe, expect, it } from "vitest";
import { parseCatalogue } from "../../../src/modules/catalogue/format";
import { catalogueWarnings } from "../../../src/modules/catalogue/warnings";
import { issuesOf, minimalCatalogue } from "./minimal-catalogue";

describe("the areas a setting switches on", () => {
  it("refuses the one-pager's menu item without the one-pager", () => {
    expect(
      issuesOf((catalogue) => {
        catalogue.settings = { navigation: { onepager: { enabled: true } } };
      }),
    ).toEqual(["settings.navigation.onepager.enabled: needs settings.singlePageShop"]);
  });

  it("accepts the areas the shop has", () => {
    expect(
      issuesOf((catalogue) => {
        catalogue.settings = {
          singlePageShop: true,
          // The waiting room has its page since issue 32.
          queueEnabled: true,
          navigation: {
            museums: { enabled: true },
            exhibitions: { enabled: true },
            tickets: { enabled: true },
            events: { enabled: true, pageSize: 5 },
            annualTickets: { enabled: true },
            onepager: { enabled: true },
            coupons: { enabled: true },
            eventsByCategory: true,
            tours: { enabled: true, pageSize: 5 },
            toursByCategory: true,
            merchandise: { enabled: true, pageSize: 3 },
          },
        };
      }),
    ).toEqual([]);
  });
});

describe("the legal pages", () => {
  const legalLinks = {
    terms: "agb",
    privacy: "datenschutz",
    imprint: "https://example.org/imprint",
    sitemap: null,
  };

  it("warn when a linked page is missing or has no German text", () => {
    const catalogue = minimalCatalogue();
    catalogue.settings = { legalLinks };
    catalogue.pages = [
      { id: "datenschutz", title: { de: "Datenschutz" }, body: { de: " ", en: "<p>Privacy</p>" } },
    ];
    expect(catalogueWarnings(parseCatalogue(catalogue))).toEqual([
      {
        path: "settings.legalLinks.terms",
        message: 'the footer and the cart link to page "agb", which pages does not hold',
      },
      {
        path: "pages[0].body.de",
        message: 'page "datenschutz" is linked from the footer and the cart but has no text',
      },
    ]);
  });

  it("say nothing when every linked page has its text (a URL is the venue's own)", () => {
    const catalogue = minimalCatalogue();
    catalogue.settings = { legalLinks };
    catalogue.pages = [
      { id: "agb", title: { de: "AGB" }, body: { de: "<p>Bedingungen</p>" } },
      { id: "datenschutz", title: { de: "Datenschutz" }, body: { de: "<p>Daten</p>" } },
    ];
    expect(catalogueWarnings(parseCatalogue(catalogue))).toEqual([]);
  });

  it("refuse a page id listed twice", () => {
    expect(
      issuesOf((catalogue) => {
        catalogue.pages = [
          { id: "agb", title: { de: "A" }, body: { de: "a" } },
          { id: "agb", title: { de: "B" }, body: { de: "b" } },
        ];
      }),
    ).toEqual(["pages[1].id: duplicate id agb"]);
  });

  it("refuse a page id that is no path segment of its own", () => {
    expect(
      issuesOf((catalogue) => {
        catalogue.pages = [{ id: "Über uns", title: { de: "C" }, body: { de: "c" } }];
      }),
    ).toEqual(["pages[0].id: Lower-case letters, digits and inner hyphens only, at most 64"]);
  });
});

// Issue 27 item 11: the start page's links can be translated, and the check warns about a link
// that leads nowhere (the catalogue still loads).
describe("the start page's links", () => {
  const warningsOf = (links: unknown[], settings: object = {}) => {
    const catalogue = minimalCatalogue();
    catalogue.settings = { ...settings, startPage: { links } };
    catalogue.pages = [{ id: "faq", title: { de: "FAQ" }, body: { de: "<p>Fragen</p>" } }];
    return catalogueWarnings(parseCatalogue(catalogue)).map((w) => `${w.path}: ${w.message}`);
  };

  it("take a title per language", () => {
    expect(
      issuesOf((catalogue) => {
        catalogue.settings = {
          startPage: { links: [{ title: { de: "Jahreskarte", en: "Annual pass" }, url: "/x" }] },
        };
      }),
    ).toEqual([]);
    expect(
      issuesOf((catalogue) => {
        catalogue.settings = {
          startPage: { links: [{ title: { en: "Annual pass" }, url: "/x" }] },
        };
      }),
    ).not.toEqual([]);
  });

  it("pass when they lead to a page of the shop, something the catalogue holds, or the web", () => {
    expect(
      warningsOf([
        { title: { de: "Jahreskarte", en: "Annual pass" }, url: "/tickets/annual" },
        { title: "Museum", url: "/museum/1" },
        { title: "FAQ", url: "/page/faq?x=1" },
      ]),
    ).toEqual([]);
    expect(warningsOf([{ title: "Blog", url: "https://example.org/blog" }])).toEqual([]);
  });

  it("lead to the goods and to an article the catalogue holds, and are warned about another", () => {
    expect(warningsOf([{ title: "Shop", url: "/merchandise/list" }])).toEqual([]);
    expect(warningsOf([{ title: "Poster", url: "/merchandise/detail/9" }])).toEqual([
      'settings.startPage.links[0].url: the start page links to "/merchandise/detail/9", but the catalogue holds no merchandise 9',
    ]);
  });

  it("lead to the tour list and to a tour the catalogue holds, and are warned about another", () => {
    expect(warningsOf([{ title: "Führungen", url: "/tours?category_id=1" }])).toEqual([]);
    expect(warningsOf([{ title: "Führung", url: "/tour/9" }])).toEqual([
      'settings.startPage.links[0].url: the start page links to "/tour/9", but the catalogue holds no tour 9',
    ]);
  });

  it("are warned about when they lead nowhere", () => {
    expect(
      warningsOf([
        { title: "Shop", url: "/museumsshop" },
        { title: "Museum", url: "/museum/9" },
        { title: "Seite", url: "page/faq" },
      ]),
    ).toEqual([
      'settings.startPage.links[0].url: the start page links to "/museumsshop", which is neither a page of the shop nor an http(s) address',
      'settings.startPage.links[1].url: the start page links to "/museum/9", but the catalogue holds no museum 9',
      'settings.startPage.links[2].url: the start page links to "page/faq", which is neither a page of the shop nor an http(s) address',
    ]);
    expect(warningsOf([{ title: "Alles auf einer Seite", url: "/onepager" }])).toEqual([
      'settings.startPage.links[0].url: the start page links to "/onepager", but settings.singlePageShop is off',
    ]);
    expect(
      warningsOf([{ title: "Alles auf einer Seite", url: "/onepager" }], { singlePageShop: true }),
    ).toEqual([]);
  });
});
