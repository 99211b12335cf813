// The article answers of the merchandise tests, in the shape the server answers GET
// /merchandises: a catalogue with plenty in stock, a discounted mug with three left, a net-priced
// poster, and a sold-out tote bag.
import type { Merchandise } from "@shop/core/contract";

const article = (fields: Partial<Merchandise> & Pick<Merchandise, "id" | "title">) => ({
  sub_title: null,
  description: "",
  picture: null,
  price_cents: 1000,
  quantity: 50,
  available: true,
  vat_pct: 19,
  discount: 0,
  tax_included: true,
  shipped_with_merchandise_id: null,
  is_shipping_article: false,
  featured: false,
  ...fields,
});

export const CATALOGUE: Merchandise = article({
  id: 60,
  title: "Ausstellungskatalog",
  sub_title: "Licht und Schatten",
  description: "<p>240 Seiten, <strong>gebunden</strong>.</p>",
  price_cents: 2990,
  quantity: 120,
  vat_pct: 7,
  featured: true,
});

export const MUG: Merchandise = article({
  id: 61,
  title: "Museumstasse",
  sub_title: "Porzellan, 300 ml",
  price_cents: 1200,
  discount: 25,
  quantity: 3,
});

export const POSTER: Merchandise = article({
  id: 62,
  title: "Plakat",
  price_cents: 1000,
  tax_included: false,
});

export const TOTE: Merchandise = article({
  id: 63,
  title: "Stoffbeutel",
  quantity: 0,
  available: false,
});
