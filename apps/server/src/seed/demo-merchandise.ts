// The demo's goods (issue 31, Deliver 5; CATALOGUE.md "Merchandise"): the catalogue of "Licht
// und Wasser", a poster of it, a set of postcards of the collection and a signed art print of
// which only a few are left. Books and printed pictures are taxed at 7 %; all are posted with
// the demo's one shipping item.
import type { CatalogueInput } from "../modules/catalogue/service";
import { MERCHANDISE, SHIPPING_ITEM } from "./demo-ids";
import { demoPicture } from "./demo-pictures";
import { t } from "./demo-text";

type MerchandiseInput = NonNullable<CatalogueInput["merchandise"]>[number];

export const DEMO_MERCHANDISE: MerchandiseInput[] = [
  {
    id: MERCHANDISE.catalogue,
    title: t(
      "Ausstellungskatalog „Licht und Wasser“",
      "Exhibition catalogue “Light and Water”",
      "Catálogo de la exposición «Luz y agua»",
      "Catalogue de l'exposition « Lumière et eau »",
    ),
    sub_title: t(
      "240 Seiten, gebunden",
      "240 pages, hardcover",
      "240 páginas, tapa dura",
      "240 pages, relié",
    ),
    description: t(
      "<p>Alle Werke der Ausstellung in Farbe, mit Essays zur Malerei am Fluss.</p>",
      "<p>Every work of the exhibition in colour, with essays on painting by the river.</p>",
      "<p>Todas las obras de la exposición en color, con ensayos sobre la pintura junto al río.</p>",
      "<p>Toutes les œuvres de l'exposition en couleur, avec des essais sur la peinture au bord du fleuve.</p>",
    ),
    picture: demoPicture(
      "licht-und-wasser",
      t(
        "Titelbild des Katalogs: Licht auf dem Wasser",
        "Cover of the catalogue: light on the water",
        "Portada del catálogo: luz sobre el agua",
        "Couverture du catalogue : la lumière sur l'eau",
      ),
    ),
    price_cents: 3490,
    vat_pct: 7,
    stock: 200,
    shipped_with_merchandise_id: SHIPPING_ITEM.post,
    featured: true,
  },
  {
    id: MERCHANDISE.poster,
    title: t(
      "Poster „Zugvögel“",
      "Poster “Migrating Birds”",
      "Póster «Aves migratorias»",
      "Affiche « Oiseaux migrateurs »",
    ),
    sub_title: t("50 × 70 cm", "50 × 70 cm", "50 × 70 cm", "50 × 70 cm"),
    description: t(
      "<p>Das Motiv der Ausstellung „Zugvögel“, gerollt versandt.</p>",
      "<p>The motif of the exhibition “Migrating Birds”, posted rolled.</p>",
      "<p>El motivo de la exposición «Aves migratorias», enviado enrollado.</p>",
      "<p>Le motif de l'exposition « Oiseaux migrateurs », envoyé roulé.</p>",
    ),
    picture: demoPicture(
      "zugvoegel",
      t(
        "Poster: Vogelzug über dem Fluss",
        "Poster: birds flying over the river",
        "Póster: aves sobre el río",
        "Affiche : oiseaux au-dessus du fleuve",
      ),
    ),
    price_cents: 1500,
    vat_pct: 7,
    stock: 120,
    shipped_with_merchandise_id: SHIPPING_ITEM.post,
  },
  {
    id: MERCHANDISE.postcards,
    title: t("Postkartenset", "Postcard set", "Juego de postales", "Lot de cartes postales"),
    sub_title: t(
      "12 Motive der Sammlung",
      "12 motifs of the collection",
      "12 motivos de la colección",
      "12 motifs de la collection",
    ),
    description: t(
      "<p>Zwölf Postkarten mit Werken aus beiden Häusern.</p>",
      "<p>Twelve postcards with works from both museums.</p>",
      "<p>Doce postales con obras de ambos museos.</p>",
      "<p>Douze cartes postales avec des œuvres des deux musées.</p>",
    ),
    picture: demoPicture(
      "sammlung-moderne",
      t(
        "Postkarten mit Werken der Sammlung",
        "Postcards with works of the collection",
        "Postales con obras de la colección",
        "Cartes postales avec des œuvres de la collection",
      ),
    ),
    price_cents: 990,
    vat_pct: 7,
    discount: 10,
    stock: 300,
    shipped_with_merchandise_id: SHIPPING_ITEM.post,
  },
  {
    id: MERCHANDISE.print,
    title: t(
      "Signierter Kunstdruck „Minerale“",
      "Signed art print “Minerals”",
      "Lámina firmada «Minerales»",
      "Tirage d'art signé « Minéraux »",
    ),
    sub_title: t("Limitierte Auflage", "Limited edition", "Edición limitada", "Édition limitée"),
    description: t(
      "<p>Giclée-Druck auf Büttenpapier, nummeriert und signiert. Nur wenige Exemplare.</p>",
      "<p>Giclée print on handmade paper, numbered and signed. Only a few copies.</p>",
      "<p>Impresión giclée en papel artesanal, numerada y firmada. Pocos ejemplares.</p>",
      "<p>Tirage giclée sur papier à la cuve, numéroté et signé. Peu d'exemplaires.</p>",
    ),
    picture: demoPicture(
      "minerale",
      t(
        "Kunstdruck: Kristalle in Blau",
        "Art print: crystals in blue",
        "Lámina: cristales en azul",
        "Tirage : cristaux en bleu",
      ),
    ),
    price_cents: 8900,
    vat_pct: 7,
    stock: 6,
    shipped_with_merchandise_id: SHIPPING_ITEM.post,
  },
];
