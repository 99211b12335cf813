// The tour answers of the page tests, in the shape the server answers GET /tours (copied from
// the demo catalogue's tours, apps/server/src/seed/demo-tours.ts), plus one without category.
import type { Tour } from "@shop/core/contract";

export const HIGHLIGHTS: Tour = {
  id: 1,
  title: "Highlights der Kunsthalle",
  sub_title: "60 Minuten",
  description: "<p>Zehn Hauptwerke der Sammlung.</p>",
  museum_id: 1,
  category: { id: 1, name: "Öffentliche Führungen", filtername: "oeffentlich" },
  languages: [
    { id: 1, name: "Deutsch" },
    { id: 2, name: "Englisch" },
  ],
  age_groups: [],
  grades: [],
  equipment: [],
  picture: null,
  bookable: true,
  featured: true,
};

export const SCHOOL_COLOURS: Tour = {
  id: 2,
  title: "Farben entdecken",
  sub_title: "Führung für Schulklassen, 90 Minuten",
  description: "<p>Wie Künstlerinnen und Künstler mit Farbe arbeiten.</p>",
  museum_id: 1,
  category: { id: 2, name: "Schulklassen", filtername: "schulklassen" },
  languages: [{ id: 1, name: "Deutsch" }],
  age_groups: [{ id: 1, name: "6–10 Jahre" }],
  grades: [{ id: 1, name: "Grundschule" }],
  equipment: [],
  picture: null,
  bookable: true,
  featured: false,
};

export const GARDEN_WALK: Tour = {
  ...HIGHLIGHTS,
  id: 3,
  title: "Gang durch den Skulpturengarten",
  sub_title: null,
  category: null,
  featured: false,
};

/** A tour `id` of museum 1, in the first category. */
export const tour = (id: number): Tour => ({ ...HIGHLIGHTS, id, title: `Führung ${id}` });
