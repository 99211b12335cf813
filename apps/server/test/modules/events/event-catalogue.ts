// The fixture catalogue with events (the issue "events", Deliver 1): a seated concert on a
// small plan (3 rows of 5 seats, two categories, a seat the plan blocks and one a date blocks)
// and a general-admission lecture series in two languages. The test clock stands at Saturday
// 2030-06-01 10:00 in Berlin (TEST_NOW).
import type { CatalogueInput } from "../../../src/modules/catalogue/format";
import { EXHIBITION, fixtureCatalogue, MUSEUM } from "../shop/fixture-catalogue";

export const EVENT = { concert: 40, lecture: 41, past: 42 } as const;
export const DATE = {
  concertJune: 401,
  concertJuly: 402,
  lectureYesterday: 410,
  lectureJune: 411,
  lectureJuneEn: 412,
  lectureAugust: 413,
  past: 420,
} as const;
export const CATEGORY = { concerts: 1, talks: 2 } as const;
export const LANGUAGE = { de: 1, en: 2 } as const;
export const PLAN = 7;
export const SEATING = { stalls: 71, balcony: 72 } as const;
/** A company price (surrounding-areas §6: audience 3, firma). */
export const COMPANY = 3;

export function eventCatalogue(): CatalogueInput {
  return {
    ...fixtureCatalogue(),
    event_categories: [
      { id: CATEGORY.concerts, name: { de: "Konzerte", en: "Concerts" }, filtername: "concerts" },
      { id: CATEGORY.talks, name: { de: "Vorträge", en: "Talks" }, filtername: "talks" },
    ],
    event_languages: [
      { id: LANGUAGE.de, name: { de: "Deutsch", en: "German" } },
      { id: LANGUAGE.en, name: { de: "Englisch", en: "English" } },
    ],
    seating_plans: [
      {
        id: PLAN,
        name: "Saal",
        categories: [
          { id: SEATING.stalls, title: { de: "Parkett", en: "Stalls" }, color_code: "#1f6feb" },
          { id: SEATING.balcony, title: { de: "Rang", en: "Balcony" }, color_code: "#8250df" },
        ],
        rows: [
          { row: "1", from: 1, to: 5, category_id: SEATING.stalls },
          { row: "2", from: 1, to: 5, category_id: SEATING.stalls },
          { row: "3", from: 1, to: 5, category_id: SEATING.balcony },
        ],
        blocked: [{ row: "3", numbers: [5] }],
      },
    ],
    events: [
      {
        id: EVENT.concert,
        museum_id: MUSEUM.kunsthalle,
        exhibition_ids: [EXHIBITION.light],
        category_id: CATEGORY.concerts,
        title: { de: "Abendkonzert", en: "Evening concert" },
        sub_title: { de: "Streichquartett" },
        description: { de: "<p>Haydn und Ravel</p>" },
        featured: true,
        dates: [
          {
            id: DATE.concertJune,
            day: "2030-06-14",
            start_time: "19:30",
            language_id: LANGUAGE.de,
            seating_plan_id: PLAN,
            blocked_seats: [{ row: "1", numbers: [1] }],
            prices: [
              {
                id: 1,
                title: { de: "Normal", en: "Regular" },
                category_prices: { [SEATING.stalls]: 2400, [SEATING.balcony]: 1800 },
              },
              {
                id: 2,
                title: { de: "Ermäßigt", en: "Reduced" },
                category_prices: { [SEATING.stalls]: 1600, [SEATING.balcony]: 1200 },
              },
              {
                id: 3,
                title: { de: "Firmen", en: "Companies" },
                category_prices: { [SEATING.stalls]: 3000, [SEATING.balcony]: 2500 },
                price_target_audience_id: COMPANY,
              },
            ],
            vat_pct: 7,
            seats: { max_per_registration: 4 },
          },
          {
            id: DATE.concertJuly,
            day: "2030-07-12",
            start_time: "19:30",
            language_id: LANGUAGE.de,
            seating_plan_id: PLAN,
            prices: [
              {
                id: 1,
                title: { de: "Normal" },
                category_prices: { [SEATING.stalls]: 2400, [SEATING.balcony]: 1800 },
              },
            ],
            vat_pct: 7,
          },
        ],
      },
      {
        id: EVENT.lecture,
        museum_id: MUSEUM.naturkunde,
        category_id: CATEGORY.talks,
        title: { de: "Vortragsreihe Urzeit", en: "Lectures on prehistory" },
        description: { de: "<p>Forschung aus dem Haus</p>" },
        dates: [
          {
            id: DATE.lectureYesterday,
            day: "2030-05-31",
            start_time: "18:00",
            language_id: LANGUAGE.de,
            seats: { max: 40 },
            prices: [{ id: 1, title: { de: "Eintritt" }, price_cents: 500 }],
            vat_pct: 7,
          },
          {
            id: DATE.lectureJune,
            day: "2030-06-05",
            start_time: "18:00",
            language_id: LANGUAGE.de,
            seats: { max: 40, min: 10, max_per_registration: 6 },
            prices: [
              { id: 1, title: { de: "Eintritt", en: "Admission" }, price_cents: 500 },
              { id: 2, title: { de: "Mitglieder", en: "Members" }, price_cents: 0 },
            ],
            vat_pct: 7,
          },
          {
            id: DATE.lectureJuneEn,
            day: "2030-06-19",
            start_time: "18:00",
            language_id: LANGUAGE.en,
            title: { de: "Dinosaurier (englisch)", en: "Dinosaurs" },
            seats: { max: 40 },
            prices: [{ id: 1, title: { de: "Eintritt" }, price_cents: 0 }],
            vat_pct: 7,
          },
          {
            id: DATE.lectureAugust,
            day: "2030-08-21",
            start_time: "18:00",
            language_id: LANGUAGE.de,
            seats: { max: 40 },
            prices: [{ id: 1, title: { de: "Eintritt" }, price_cents: 500 }],
            vat_pct: 7,
          },
        ],
      },
      {
        id: EVENT.past,
        title: { de: "Vergangene Führung" },
        bookable: false,
        dates: [
          {
            id: DATE.past,
            day: "2030-05-01",
            start_time: "11:00",
            seats: { max: 10 },
            prices: [{ id: 1, title: { de: "Eintritt" }, price_cents: 900 }],
            vat_pct: 19,
          },
        ],
      },
    ],
  };
}
