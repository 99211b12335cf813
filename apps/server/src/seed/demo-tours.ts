// The demo's tours (issue 30, Deliver 5; CATALOGUE.md "Tours"): a public highlights tour of the
// Kunsthalle in German and English, twice a day, with audio guides to borrow, and a school
// class tour ("Farben entdecken") on weekday mornings with age groups, grades, an optional
// workshop, a material surcharge per pupil and headsets. Start times run from tomorrow for the
// tour calendar's 60 days, relative to the demo's day.
import { weekdayIndex } from "@shop/core";
import type { CatalogueInput } from "../modules/catalogue/service";
import {
  EXHIBITION,
  MUSEUM,
  TOUR,
  TOUR_AGE_GROUP,
  TOUR_CATEGORY,
  TOUR_EQUIPMENT,
  TOUR_GRADE,
  TOUR_LANGUAGE,
} from "./demo-ids";
import { type DemoDays, t } from "./demo-text";

type Catalogue = Required<
  Pick<
    CatalogueInput,
    "tour_categories" | "tour_languages" | "tour_age_groups" | "tour_grades" | "tours"
  >
>;

/** Days of the tours' start times: tomorrow and the 59 days after it. */
const DAYS = 60;

function startTimes(
  days: DemoDays,
  times: readonly string[],
  participants: { min?: number; max: number },
  weekdaysOnly = false,
) {
  return Array.from({ length: DAYS }, (_, n) => days.plus(n + 1))
    .filter((day) => !weekdaysOnly || weekdayIndex(day) < 5)
    .flatMap((day) => times.map((time) => ({ day, time, participants })));
}

export function demoTours(days: DemoDays): Catalogue {
  return {
    tour_categories: [
      {
        id: TOUR_CATEGORY.public,
        name: t("Öffentliche Führungen", "Public tours", "Visitas públicas", "Visites publiques"),
        filtername: "oeffentlich",
      },
      {
        id: TOUR_CATEGORY.schools,
        name: t("Schulklassen", "School classes", "Grupos escolares", "Classes scolaires"),
        filtername: "schulklassen",
      },
    ],
    tour_languages: [
      { id: TOUR_LANGUAGE.de, name: t("Deutsch", "German", "Alemán", "Allemand") },
      { id: TOUR_LANGUAGE.en, name: t("Englisch", "English", "Inglés", "Anglais") },
    ],
    tour_age_groups: [
      { id: TOUR_AGE_GROUP.primary, name: t("6–10 Jahre", "Ages 6–10", "6–10 años", "6–10 ans") },
      { id: TOUR_AGE_GROUP.lower, name: t("11–14 Jahre", "Ages 11–14", "11–14 años", "11–14 ans") },
      { id: TOUR_AGE_GROUP.upper, name: t("15–18 Jahre", "Ages 15–18", "15–18 años", "15–18 ans") },
    ],
    tour_grades: [
      {
        id: TOUR_GRADE.primary,
        name: t("Grundschule", "Primary school", "Educación primaria", "École primaire"),
      },
      {
        id: TOUR_GRADE.lowerSecondary,
        name: t("Sekundarstufe I", "Lower secondary", "Secundaria", "Collège"),
      },
      {
        id: TOUR_GRADE.upperSecondary,
        name: t("Sekundarstufe II", "Upper secondary", "Bachillerato", "Lycée"),
      },
    ],
    tours: [
      {
        id: TOUR.highlights,
        museum_id: MUSEUM.kunsthalle,
        exhibition_ids: [EXHIBITION.impressionism],
        category_id: TOUR_CATEGORY.public,
        title: t(
          "Highlights der Kunsthalle",
          "Highlights of the Kunsthalle",
          "Lo más destacado de la Kunsthalle",
          "Les incontournables de la Kunsthalle",
        ),
        sub_title: t("60 Minuten", "60 minutes", "60 minutos", "60 minutes"),
        description: t(
          "<p>Zehn Hauptwerke der Sammlung, von den Impressionisten bis heute.</p>",
          "<p>Ten key works of the collection, from the Impressionists to today.</p>",
          "<p>Diez obras clave de la colección, de los impresionistas a hoy.</p>",
          "<p>Dix œuvres majeures de la collection, des impressionnistes à nos jours.</p>",
        ),
        featured: true,
        language_ids: [TOUR_LANGUAGE.de, TOUR_LANGUAGE.en],
        prices: [
          { id: 1, title: t("Erwachsene", "Adults", "Adultos", "Adultes"), price_cents: 800 },
          { id: 2, title: t("Ermäßigt", "Reduced", "Reducido", "Tarif réduit"), price_cents: 500 },
        ],
        equipment: [
          {
            id: TOUR_EQUIPMENT.audioGuide,
            type: "audio_guide",
            title: t("Audioguide", "Audio guide", "Audioguía", "Audioguide"),
            quantity: 20,
            max: 10,
          },
        ],
        vat_pct: 7,
        start_times: startTimes(days, ["11:00", "15:00"], { max: 20 }),
      },
      {
        id: TOUR.schoolColours,
        museum_id: MUSEUM.kunsthalle,
        exhibition_ids: [EXHIBITION.modern],
        category_id: TOUR_CATEGORY.schools,
        title: t(
          "Farben entdecken",
          "Discovering colours",
          "Descubrir los colores",
          "À la découverte des couleurs",
        ),
        sub_title: t(
          "Führung für Schulklassen, 90 Minuten",
          "Tour for school classes, 90 minutes",
          "Visita para grupos escolares, 90 minutos",
          "Visite pour classes scolaires, 90 minutes",
        ),
        description: t(
          "<p>Wie Künstlerinnen und Künstler mit Farbe arbeiten – mit Aufgaben zum Mitmachen.</p>",
          "<p>How artists work with colour, with tasks to join in.</p>",
          "<p>Cómo trabajan los artistas con el color, con tareas para participar.</p>",
          "<p>Comment les artistes travaillent la couleur, avec des activités à partager.</p>",
        ),
        language_ids: [TOUR_LANGUAGE.de],
        age_group_ids: [TOUR_AGE_GROUP.primary, TOUR_AGE_GROUP.lower, TOUR_AGE_GROUP.upper],
        grade_ids: [TOUR_GRADE.primary, TOUR_GRADE.lowerSecondary, TOUR_GRADE.upperSecondary],
        prices: [
          { id: 3, title: t("Schüler:in", "Pupil", "Alumno/a", "Élève"), price_cents: 400 },
          {
            id: 4,
            title: t("Begleitperson", "Accompanying adult", "Acompañante", "Accompagnateur"),
            price_cents: 0,
          },
        ],
        surcharges: [
          {
            id: 21,
            title: t("Werkstatt im Atelier", "Studio workshop", "Taller en el estudio", "Atelier"),
            description: t(
              "30 Minuten Malen im Atelier",
              "30 minutes of painting in the studio",
              "30 minutos de pintura en el estudio",
              "30 minutes de peinture à l'atelier",
            ),
            price_cents: 4000,
            optional: true,
            group: true,
          },
          {
            id: 22,
            title: t("Material", "Materials", "Material", "Matériel"),
            price_cents: 150,
            count_participants: true,
          },
        ],
        equipment: [
          {
            id: TOUR_EQUIPMENT.headset,
            type: "headset",
            title: t("Kopfhörer", "Headset", "Auriculares", "Casque"),
            quantity: 35,
          },
        ],
        vat_pct: 7,
        start_times: startTimes(days, ["09:00", "11:00"], { min: 10, max: 30 }, true),
      },
    ],
  };
}
