// The tickets of the demo, one or more of every kind spec selling-core §1 names: day tickets
// (adult, reduced, child free), time-slot tickets with 15- and 30-minute slots, flex, combi,
// annual, a mantle (family) ticket and a booked-out one. Ticket groups are in demo-groups.ts.
import type { CatalogueInput, LocalizedText } from "../modules/catalogue/service";
import { ANNUAL_AFTER_SALE, KUNSTHALLE_AFTER_SALE, NATURKUNDE_AFTER_SALE } from "./demo-after-sale";
import { DEMO_VIP_AUDIENCE, EXHIBITION, MUSEUM, QUOTA, TICKET } from "./demo-ids";
import { slotTickets } from "./demo-slot-tickets";
import { type DemoDays, t } from "./demo-text";

type TicketInput = NonNullable<CatalogueInput["tickets"]>[number];

const REDUCED_REASON = t(
  "Schüler, Studierende, Auszubildende und Menschen mit Schwerbehinderung mit Nachweis",
  "Pupils, students, apprentices and severely disabled people with proof",
  "Escolares, estudiantes, aprendices y personas con discapacidad grave con justificante",
  "Élèves, étudiants, apprentis et personnes en situation de handicap sur justificatif",
);

const CHILD_REASON = t(
  "Kinder und Jugendliche bis 17 Jahre haben freien Eintritt",
  "Children and young people up to 17 enter free of charge",
  "Niños y jóvenes hasta 17 años entran gratis",
  "Entrée gratuite pour les enfants et les jeunes jusqu'à 17 ans",
);

/** The Kunsthalle's adult day ticket on weekdays (its ticket coupon is worth as much). */
export const KUNSTHALLE_ADULT_CENTS = 1400;

/** Adult, reduced and free child day tickets of one house (spec selling-core §1: day tickets). */
function dayTickets(
  days: DemoDays,
  house: {
    museum: number;
    quota: number;
    ids: [number, number, number];
    adult: number;
    afterSale: LocalizedText;
  },
): TicketInput[] {
  const validity = { from: days.plus(-365), to: days.plus(365) };
  const common = {
    ticket_type: "normal" as const,
    vat_pct: 0,
    quota_ids: [house.quota],
    museum_ids: [house.museum],
    validity,
  };
  const weekend = Object.fromEntries(days.weekendDays.map((day) => [day, house.adult + 200]));
  return [
    {
      ...common,
      id: house.ids[0],
      title: t("Erwachsene", "Adults", "Adultos", "Adultes"),
      description: t(
        "Eintritt in alle Ausstellungen des Hauses. Am Wochenende gilt ein Wochenendpreis.",
        "Entry to every exhibition of the house. A weekend price applies on Saturdays and Sundays.",
        "Entrada a todas las exposiciones de la casa. Los fines de semana rige un precio especial.",
        "Entrée à toutes les expositions du musée. Un tarif week-end s'applique le samedi et le dimanche.",
      ),
      price_cents: house.adult,
      // spec selling-core §3: dynamic prices of day tickets are keyed by date.
      dynamic_prices: weekend,
      content: { after_sale_information: house.afterSale },
    },
    {
      ...common,
      id: house.ids[1],
      title: t("Ermäßigt", "Reduced", "Reducida", "Tarif réduit"),
      price_cents: Math.round(house.adult * 0.6),
      content: { reduction_reason: REDUCED_REASON, after_sale_information: house.afterSale },
    },
    {
      ...common,
      id: house.ids[2],
      title: t(
        "Kinder und Jugendliche",
        "Children and young people",
        "Niños y jóvenes",
        "Enfants et jeunes",
      ),
      price_cents: 0,
      content: { reduction_reason: CHILD_REASON, after_sale_information: house.afterSale },
    },
  ];
}

function specialTickets(days: DemoDays): TicketInput[] {
  return [
    {
      id: TICKET.flex,
      title: t(
        "Flexticket Kunsthalle",
        "Flex ticket Art Hall",
        "Entrada flexible Sala de Arte",
        "Billet flexible Halle d'art",
      ),
      description: t(
        "Ohne festes Datum: gilt einmal an einem Tag Ihrer Wahl innerhalb eines Jahres.",
        "No fixed date: valid once on a day of your choice within one year.",
        "Sin fecha fija: válida una vez el día que elija durante un año.",
        "Sans date fixe : valable une fois le jour de votre choix pendant un an.",
      ),
      ticket_type: "normal",
      free_timing: true,
      price_cents: 1600,
      vat_pct: 0,
      museum_ids: [MUSEUM.kunsthalle],
      validity: { from: days.today, to: days.plus(365) },
      content: {
        flex_description: t(
          "Gültig 1 Jahr ab Kauf",
          "Valid for 1 year from purchase",
          "Válida 1 año desde la compra",
          "Valable 1 an à compter de l'achat",
        ),
      },
    },
    {
      id: TICKET.combi,
      title: t(
        "Kombiticket beide Häuser",
        "Combined ticket for both houses",
        "Entrada combinada para ambos museos",
        "Billet combiné pour les deux musées",
      ),
      description: t(
        "Kunsthalle und Naturkundemuseum am selben Tag.",
        "Art Hall and Museum of Natural History on the same day.",
        "Sala de Arte y Museo de Historia Natural el mismo día.",
        "Halle d'art et Muséum d'histoire naturelle le même jour.",
      ),
      ticket_type: "normal",
      price_cents: 2000,
      vat_pct: 0,
      // Valid in both houses, so it takes a place in each house's day quota.
      quota_ids: [QUOTA.kunsthalleDay, QUOTA.naturkundeDay],
      museum_ids: [MUSEUM.kunsthalle, MUSEUM.naturkunde],
      validity: { from: days.plus(-365), to: days.plus(365) },
    },
    {
      id: TICKET.annual,
      title: t(
        "Jahreskarte Museen am Fluss",
        "Annual pass Museums by the River",
        "Pase anual Museos del Río",
        "Carte annuelle Musées au bord du Fleuve",
      ),
      description: t(
        "Ein Jahr freier Eintritt in beide Häuser. Persönlich, mit Foto.",
        "One year of free entry to both houses. Personal, with photo.",
        "Un año de entrada libre a ambos museos. Personal, con foto.",
        "Un an d'entrée libre dans les deux musées. Nominative, avec photo.",
      ),
      ticket_type: "annual",
      price_cents: 4900,
      vat_pct: 0,
      max_persons: 4,
      attendees: true,
      photo_mandatory: "mandatory",
      museum_ids: [MUSEUM.kunsthalle, MUSEUM.naturkunde],
      content: { after_sale_information: ANNUAL_AFTER_SALE },
    },
    {
      id: TICKET.annualReduced,
      title: t(
        "Jahreskarte ermäßigt",
        "Annual pass reduced",
        "Pase anual reducido",
        "Carte annuelle tarif réduit",
      ),
      ticket_type: "annual",
      price_cents: 2900,
      vat_pct: 0,
      max_persons: 4,
      attendees: true,
      photo_mandatory: "optional",
      museum_ids: [MUSEUM.kunsthalle, MUSEUM.naturkunde],
      content: { reduction_reason: REDUCED_REASON, after_sale_information: ANNUAL_AFTER_SALE },
    },
    {
      id: TICKET.family,
      title: t("Familienticket", "Family ticket", "Entrada familiar", "Billet famille"),
      description: t(
        "Ein Preis für bis zu zwei Erwachsene und vier Kinder.",
        "One price for up to two adults and four children.",
        "Un precio para hasta dos adultos y cuatro niños.",
        "Un prix pour deux adultes et quatre enfants au maximum.",
      ),
      ticket_type: "normal",
      price_cents: 2400,
      vat_pct: 0,
      min_persons: 1,
      max_persons: 2,
      // spec selling-core §5: a mantle ticket takes the places of its sub tickets.
      is_mantle: true,
      sub_tickets: [
        {
          id: 501,
          title: t("Erwachsene", "Adults", "Adultos", "Adultes"),
          min_persons: 1,
          max_persons: 2,
        },
        {
          id: 502,
          title: t("Kinder", "Children", "Niños", "Enfants"),
          min_persons: 1,
          max_persons: 4,
        },
      ],
      quota_ids: [QUOTA.naturkundeDay],
      museum_ids: [MUSEUM.naturkunde],
      validity: { from: days.plus(-365), to: days.plus(365) },
    },
    {
      id: TICKET.nightTour,
      title: t("Nachts im Museum", "Night at the Museum", "Noche en el museo", "Une nuit au musée"),
      description: t(
        "Taschenlampenführung durch den Dinosauriersaal.",
        "Torchlight tour of the dinosaur hall.",
        "Visita con linterna por la sala de los dinosaurios.",
        "Visite à la lampe de poche de la salle des dinosaures.",
      ),
      ticket_type: "normal",
      price_cents: 2200,
      vat_pct: 0,
      booked_out: true,
      quota_ids: [QUOTA.naturkundeDay],
      museum_ids: [MUSEUM.naturkunde],
      exhibition_ids: [EXHIBITION.giants],
      validity: { from: days.plus(-365), to: days.plus(365) },
    },
  ];
}

export function demoTickets(days: DemoDays): NonNullable<CatalogueInput["tickets"]> {
  return [
    ...dayTickets(days, {
      museum: MUSEUM.kunsthalle,
      quota: QUOTA.kunsthalleDay,
      ids: [TICKET.kunsthalleAdult, TICKET.kunsthalleReduced, TICKET.kunsthalleChild],
      adult: KUNSTHALLE_ADULT_CENTS,
      afterSale: KUNSTHALLE_AFTER_SALE,
    }),
    ...dayTickets(days, {
      museum: MUSEUM.naturkunde,
      quota: QUOTA.naturkundeDay,
      ids: [TICKET.naturkundeAdult, TICKET.naturkundeReduced, TICKET.naturkundeChild],
      adult: 1000,
      afterSale: NATURKUNDE_AFTER_SALE,
    }),
    ...slotTickets(days),
    ...specialTickets(days),
    {
      id: TICKET.friends,
      title: t(
        "Freundeskreis – Tageskarte",
        "Friends' circle – day ticket",
        "Círculo de amigos – entrada de día",
        "Cercle des amis – billet journée",
      ),
      description: t(
        "Für Mitglieder des Freundeskreises: Eintritt in alle Ausstellungen der Kunsthalle.",
        "For members of the friends' circle: entry to every exhibition of the Kunsthalle.",
        "Para miembros del círculo de amigos: entrada a todas las exposiciones de la Kunsthalle.",
        "Pour les membres du cercle des amis : entrée à toutes les expositions de la Kunsthalle.",
      ),
      ticket_type: "normal",
      price_cents: 800,
      vat_pct: 0,
      quota_ids: [QUOTA.kunsthalleDay],
      museum_ids: [MUSEUM.kunsthalle],
      validity: { from: days.plus(-365), to: days.plus(365) },
      // surrounding-areas §6: sold to the VIP audience only (a code of DEMO_VIP_CODES opens it)
      price_target_audience_id: DEMO_VIP_AUDIENCE,
    },
  ];
}
