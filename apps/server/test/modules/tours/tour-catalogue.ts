// The fixture catalogue with tours (issue 30, Deliver 1): a public highlights tour in German and
// English with an audio guide, and a school tour with age groups, grades, a group surcharge and
// headsets. The test clock stands at Saturday 2030-06-01 10:00 in Berlin (TEST_NOW).
import type { CatalogueInput } from "../../../src/modules/catalogue/format";
import { EXHIBITION, fixtureCatalogue, MUSEUM } from "../shop/fixture-catalogue";

export const TOUR = { highlights: 80, school: 81 } as const;
export const TOUR_CATEGORY = { public: 1, schools: 2 } as const;
export const TOUR_LANGUAGE = { de: 1, en: 2 } as const;
export const AGE_GROUP = { young: 1, teens: 2 } as const;
export const GRADE = { five: 5, six: 6 } as const;
export const EQUIPMENT = { audioGuide: 801, headset: 811 } as const;

export function tourCatalogue(): CatalogueInput {
  return {
    ...fixtureCatalogue(),
    tour_categories: [
      { id: TOUR_CATEGORY.public, name: { de: "Öffentliche Führungen" }, filtername: "public" },
      { id: TOUR_CATEGORY.schools, name: { de: "Schulklassen" }, filtername: "schools" },
    ],
    tour_languages: [
      { id: TOUR_LANGUAGE.de, name: { de: "Deutsch", en: "German" } },
      { id: TOUR_LANGUAGE.en, name: { de: "Englisch", en: "English" } },
    ],
    tour_age_groups: [
      { id: AGE_GROUP.young, name: { de: "6–10 Jahre" } },
      { id: AGE_GROUP.teens, name: { de: "11–14 Jahre" } },
    ],
    tour_grades: [
      { id: GRADE.five, name: { de: "5. Klasse" } },
      { id: GRADE.six, name: { de: "6. Klasse" } },
    ],
    tours: [
      {
        id: TOUR.highlights,
        museum_id: MUSEUM.kunsthalle,
        exhibition_ids: [EXHIBITION.light],
        category_id: TOUR_CATEGORY.public,
        title: { de: "Highlights der Sammlung", en: "Highlights of the collection" },
        language_ids: [TOUR_LANGUAGE.de, TOUR_LANGUAGE.en],
        prices: [
          { id: 1, title: { de: "Erwachsene" }, price_cents: 1200 },
          { id: 2, title: { de: "Ermäßigt", en: "Reduced" }, price_cents: 800 },
          // a company price (surrounding-areas §6: audience 3, firma): its customers' only
          { id: 4, title: { de: "Firmen" }, price_cents: 900, price_target_audience_id: 3 },
        ],
        equipment: [
          {
            id: EQUIPMENT.audioGuide,
            type: "audio_guide",
            title: { de: "Audioguide" },
            quantity: 5,
            max: 4,
          },
        ],
        vat_pct: 7,
        start_times: [
          { day: "2030-06-02", time: "11:00", participants: { max: 10 } },
          { day: "2030-06-02", time: "15:00", participants: { max: 10 } },
          { day: "2030-06-03", time: "11:00", participants: { max: 10 } },
        ],
      },
      {
        id: TOUR.school,
        museum_id: MUSEUM.kunsthalle,
        category_id: TOUR_CATEGORY.schools,
        title: { de: "Farben entdecken" },
        language_ids: [TOUR_LANGUAGE.de],
        age_group_ids: [AGE_GROUP.young, AGE_GROUP.teens],
        grade_ids: [GRADE.five, GRADE.six],
        prices: [{ id: 3, title: { de: "Schüler:in" }, price_cents: 400 }],
        surcharges: [
          { id: 31, title: { de: "Werkstatt" }, price_cents: 3000, group: true, optional: true },
          { id: 32, title: { de: "Material" }, price_cents: 150, count_participants: true },
        ],
        equipment: [
          { id: EQUIPMENT.headset, type: "headset", title: { de: "Kopfhörer" }, quantity: 30 },
        ],
        vat_pct: 7,
        start_times: [{ day: "2030-06-04", time: "09:00", participants: { min: 10, max: 30 } }],
      },
    ],
  };
}
