// The fixture catalogue with the museum shop's goods (issue 31): an exhibition catalogue at 7 %
// with plenty of stock, a poster at 7 % of which only 5 exist, a postcard set at 19 % with 10 %
// off, posted with its own shipping item, and a featured tote bag. The shop ships "optional",
// with two shipping items whose ids share one space with the goods'. The test clock stands at
// Saturday 2030-06-01 10:00 in Berlin (TEST_NOW).
import type { CatalogueInput } from "../../../src/modules/catalogue/format";
import { fixtureCatalogue } from "../shop/fixture-catalogue";

export const ARTICLE = { catalogue: 60, poster: 61, postcards: 62, bag: 63 } as const;
export const SHIPPING = { parcel: 90, letter: 91 } as const;
/** The poster's index in `merchandise`: the field a refused reload names. */
export const POSTER_INDEX = 1;
export const POSTER_STOCK = 5;

export function merchandiseCatalogue(): CatalogueInput {
  const base = fixtureCatalogue();
  return {
    ...base,
    settings: { ...base.settings, shipping: "optional" },
    shipping_items: [
      {
        id: SHIPPING.parcel,
        title: { de: "Paketversand", en: "Parcel post" },
        description: { de: "Innerhalb Deutschlands" },
        price_cents: 490,
        vat_pct: 19,
      },
      {
        id: SHIPPING.letter,
        title: { de: "Briefversand", en: "Letter post" },
        price_cents: 190,
        vat_pct: 19,
      },
    ],
    merchandise: [
      {
        id: ARTICLE.catalogue,
        title: { de: "Ausstellungskatalog", en: "Exhibition catalogue" },
        sub_title: { de: "Licht und Schatten", en: "Light and Shadow" },
        description: { de: "<p>240 Seiten</p>", en: "<p>240 pages</p>" },
        price_cents: 2990,
        vat_pct: 7,
        stock: 100,
        // null: the catalogue's first shipping item, the parcel
      },
      {
        id: ARTICLE.poster,
        title: { de: "Plakat Lichtspiele", en: "Poster Light Play" },
        price_cents: 1500,
        vat_pct: 7,
        discount: 0,
        stock: POSTER_STOCK,
        shipped_with_merchandise_id: SHIPPING.parcel,
      },
      {
        id: ARTICLE.postcards,
        title: { de: "Postkartenset", en: "Postcard set" },
        price_cents: 1000,
        vat_pct: 19,
        discount: 10,
        stock: 50,
        shipped_with_merchandise_id: SHIPPING.letter,
      },
      {
        id: ARTICLE.bag,
        title: { de: "Stofftasche", en: "Tote bag" },
        price_cents: 1800,
        vat_pct: 19,
        stock: 20,
        featured: true,
        shipped_with_merchandise_id: SHIPPING.parcel,
      },
    ],
  };
}
