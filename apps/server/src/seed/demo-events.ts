// The demo's events (the issue "events", Deliver 1; CATALOGUE.md "Events"): a chamber concert
// in the Kunsthalle's hall on three evenings, seated (10 rows of 16, three categories, two
// seats kept for the sound desk), and a lecture series in the Naturkundemuseum, general
// admission with one evening in English. Dates are relative to the demo's day.
import type { CatalogueInput } from "../modules/catalogue/service";
import {
  DEMO_VIP_AUDIENCE,
  EVENT,
  EVENT_CATEGORY,
  EVENT_DATE,
  EVENT_LANGUAGE,
  EXHIBITION,
  MUSEUM,
  SEATING_CATEGORY,
  SEATING_PLAN,
} from "./demo-ids";
import { type DemoDays, t } from "./demo-text";

type Catalogue = Required<
  Pick<CatalogueInput, "event_categories" | "event_languages" | "seating_plans" | "events">
>;

const rows = (from: number, to: number, category: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => ({
    row: String(from + index),
    from: 1,
    to: 16,
    category_id: category,
  }));

const concertPrices = [
  {
    id: 1,
    title: t("Normal", "Regular", "Normal", "Plein tarif"),
    category_prices: {
      [SEATING_CATEGORY.front]: 3200,
      [SEATING_CATEGORY.back]: 2400,
      [SEATING_CATEGORY.balcony]: 1600,
    },
  },
  {
    id: 2,
    title: t("Ermäßigt", "Reduced", "Reducido", "Tarif réduit"),
    category_prices: {
      [SEATING_CATEGORY.front]: 2200,
      [SEATING_CATEGORY.back]: 1600,
      [SEATING_CATEGORY.balcony]: 1000,
    },
  },
];

const lecturePrices = [
  { id: 1, title: t("Eintritt", "Admission", "Entrada", "Entrée"), price_cents: 600 },
  { id: 2, title: t("Ermäßigt", "Reduced", "Reducido", "Tarif réduit"), price_cents: 400 },
  {
    id: 3,
    title: t(
      "Mitglieder des Freundeskreises",
      "Friends' circle members",
      "Miembros del círculo de amigos",
      "Membres du cercle des amis",
    ),
    price_cents: 0,
    // surrounding-areas §6: the members' free fare is priced to the friends' circle only (the
    // VIP audience a code of DEMO_VIP_CODES opens, as the Freundeskreis day ticket), never to
    // every visitor.
    price_target_audience_id: DEMO_VIP_AUDIENCE,
  },
];

export function demoEvents(days: DemoDays): Catalogue {
  const concert = (id: number, day: string) => ({
    id,
    day,
    start_time: "19:30",
    language_id: EVENT_LANGUAGE.de,
    seating_plan_id: SEATING_PLAN.hall,
    seats: { max_per_registration: 8 },
    prices: concertPrices,
    vat_pct: 7,
  });
  const lecture = (id: number, day: string, language: number) => ({
    id,
    day,
    start_time: "18:30",
    language_id: language,
    seats: { max: 60, min: 10, max_per_registration: 6 },
    prices: lecturePrices,
    vat_pct: 7,
  });
  return {
    event_categories: [
      {
        id: EVENT_CATEGORY.concerts,
        name: t("Konzerte", "Concerts", "Conciertos", "Concerts"),
        filtername: "konzerte",
      },
      {
        id: EVENT_CATEGORY.talks,
        name: t("Vorträge", "Talks", "Conferencias", "Conférences"),
        filtername: "vortraege",
      },
    ],
    event_languages: [
      { id: EVENT_LANGUAGE.de, name: t("Deutsch", "German", "Alemán", "Allemand") },
      { id: EVENT_LANGUAGE.en, name: t("Englisch", "English", "Inglés", "Anglais") },
    ],
    seating_plans: [
      {
        id: SEATING_PLAN.hall,
        name: "Saal der Kunsthalle",
        categories: [
          {
            id: SEATING_CATEGORY.front,
            title: t("Parkett vorne", "Front stalls", "Platea delantera", "Parterre avant"),
            description: t("Reihen 1–4", "Rows 1–4", "Filas 1–4", "Rangs 1 à 4"),
            color_code: "#1d4ed8",
          },
          {
            id: SEATING_CATEGORY.back,
            title: t("Parkett hinten", "Rear stalls", "Platea trasera", "Parterre arrière"),
            description: t("Reihen 5–8", "Rows 5–8", "Filas 5–8", "Rangs 5 à 8"),
            color_code: "#0f766e",
          },
          {
            id: SEATING_CATEGORY.balcony,
            title: t("Empore", "Gallery", "Galería", "Galerie"),
            description: t("Reihen 9–10", "Rows 9–10", "Filas 9–10", "Rangs 9 et 10"),
            color_code: "#b45309",
          },
        ],
        rows: [
          ...rows(1, 4, SEATING_CATEGORY.front),
          ...rows(5, 8, SEATING_CATEGORY.back),
          ...rows(9, 10, SEATING_CATEGORY.balcony),
        ],
        // The sound desk.
        blocked: [{ row: "8", numbers: [8, 9] }],
      },
    ],
    events: [
      {
        id: EVENT.concert,
        museum_id: MUSEUM.kunsthalle,
        exhibition_ids: [EXHIBITION.impressionism],
        category_id: EVENT_CATEGORY.concerts,
        title: t(
          "Wasserklänge – Kammerkonzert",
          "Sounds of Water – chamber concert",
          "Sonidos del agua – concierto de cámara",
          "Sons de l'eau – concert de chambre",
        ),
        sub_title: t(
          "Debussy und Ravel zur Ausstellung „Licht und Wasser“",
          "Debussy and Ravel for the exhibition “Light and Water”",
          "Debussy y Ravel para la exposición «Luz y agua»",
          "Debussy et Ravel pour l'exposition « Lumière et eau »",
        ),
        description: t(
          "<p>Das Quartett des Hauses spielt Debussys Streichquartett und Ravels „Jeux d'eau“ im Saal der Kunsthalle. Sie wählen Ihren Platz im Saalplan.</p>",
          "<p>The house quartet plays Debussy's String Quartet and Ravel's “Jeux d'eau” in the Kunsthalle's hall. You choose your seat on the seating plan.</p>",
          "<p>El cuarteto de la casa interpreta el Cuarteto de cuerda de Debussy y «Jeux d'eau» de Ravel en la sala de la Kunsthalle. Usted elige su asiento en el plano de la sala.</p>",
          "<p>Le quatuor de la maison joue le Quatuor à cordes de Debussy et « Jeux d'eau » de Ravel dans la salle de la Kunsthalle. Vous choisissez votre place sur le plan de salle.</p>",
        ),
        featured: true,
        dates: [
          concert(EVENT_DATE.concertFirst, days.plus(3)),
          concert(EVENT_DATE.concertSecond, days.plus(10)),
          // The last concert of the series is for signed-in customers only (a venue's
          // sought-after date: no anonymous visitor holds its seats).
          { ...concert(EVENT_DATE.concertThird, days.plus(17)), requires_sign_in: true },
        ],
      },
      {
        id: EVENT.lectures,
        museum_id: MUSEUM.naturkunde,
        exhibition_ids: [EXHIBITION.giants],
        category_id: EVENT_CATEGORY.talks,
        title: t(
          "Abendvorträge: Leben in der Urzeit",
          "Evening lectures: life in prehistoric times",
          "Conferencias vespertinas: la vida en la prehistoria",
          "Conférences du soir : la vie à la préhistoire",
        ),
        description: t(
          "<p>Forschende des Museums erzählen von Sauriern, Ammoniten und den ersten Wäldern. Freie Platzwahl, Einlass ab 18 Uhr.</p>",
          "<p>The museum's researchers talk about dinosaurs, ammonites and the first forests. Free seating, doors open at 6 pm.</p>",
          "<p>Los investigadores del museo hablan de dinosaurios, amonites y los primeros bosques. Asientos libres, apertura a las 18 h.</p>",
          "<p>Les chercheurs du musée parlent de dinosaures, d'ammonites et des premières forêts. Placement libre, ouverture des portes à 18 h.</p>",
        ),
        dates: [
          lecture(EVENT_DATE.lectureFirst, days.plus(2), EVENT_LANGUAGE.de),
          lecture(EVENT_DATE.lectureSecond, days.plus(9), EVENT_LANGUAGE.de),
          lecture(EVENT_DATE.lectureEnglish, days.plus(16), EVENT_LANGUAGE.en),
          lecture(EVENT_DATE.lectureFourth, days.plus(23), EVENT_LANGUAGE.de),
        ],
      },
    ],
  };
}
