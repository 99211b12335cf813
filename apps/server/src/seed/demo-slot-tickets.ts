// Time-slot tickets of the demo (spec selling-core §1): 15-minute slots for the featured
// exhibition, 30-minute slots in the natural history museum. Adult and reduced tickets of one
// exhibition share its slot quota, and every slot ticket also takes a place of its house's
// day quota.
import type { CatalogueInput } from "../modules/catalogue/service";
import { IMPRESSIONISM_AFTER_SALE, TREASURY_AFTER_SALE } from "./demo-after-sale";
import { EXHIBITION, MUSEUM, QUOTA, TICKET } from "./demo-ids";
import { type DemoDays, t } from "./demo-text";

type TicketInput = NonNullable<CatalogueInput["tickets"]>[number];

export function slotTickets(days: DemoDays): TicketInput[] {
  const impressionism = {
    ticket_type: "time_slot" as const,
    vat_pct: 0,
    entry_duration: 15,
    first_entry: "10:00",
    last_entry: "17:00",
    quota_ids: [QUOTA.kunsthalleDay, QUOTA.impressionismSlots],
    museum_ids: [MUSEUM.kunsthalle],
    exhibition_ids: [EXHIBITION.impressionism],
    // The exhibition's run.
    validity: { from: days.plus(-45), to: days.plus(75) },
    max_persons: 8,
    content: { after_sale_information: IMPRESSIONISM_AFTER_SALE },
  };
  const giants = {
    ticket_type: "time_slot" as const,
    vat_pct: 0,
    entry_duration: 30,
    first_entry: "09:30",
    last_entry: "16:00",
    quota_ids: [QUOTA.naturkundeDay, QUOTA.giantsSlots],
    museum_ids: [MUSEUM.naturkunde],
    exhibition_ids: [EXHIBITION.giants],
    validity: { from: days.plus(-365), to: days.plus(365) },
  };
  return [
    {
      ...impressionism,
      id: TICKET.impressionismAdult,
      title: t(
        "Licht und Wasser – Zeitfenster",
        "Light and Water – time slot",
        "Luz y agua – franja horaria",
        "Lumière et eau – créneau",
      ),
      description: t(
        "Einlass in der gebuchten Viertelstunde. Die letzte Viertelstunde ist günstiger.",
        "Entry within the booked quarter hour. The last quarter hour costs less.",
        "Entrada en el cuarto de hora reservado. El último cuarto de hora es más barato.",
        "Entrée dans le quart d'heure réservé. Le dernier quart d'heure est moins cher.",
      ),
      price_cents: 1800,
      // spec selling-core §3: dynamic prices of time-slot tickets are keyed by start time.
      dynamic_prices: { "17:00": 1400 },
    },
    {
      ...impressionism,
      id: TICKET.impressionismReduced,
      title: t(
        "Licht und Wasser – Zeitfenster ermäßigt",
        "Light and Water – time slot reduced",
        "Luz y agua – franja horaria reducida",
        "Lumière et eau – créneau tarif réduit",
      ),
      price_cents: 1800,
      // spec selling-core §9: discounts are percent off, rounded.
      discount: 50,
      content: {
        ...impressionism.content,
        reduction_reason: t(
          "Schüler, Studierende und Menschen mit Schwerbehinderung mit Nachweis",
          "Pupils, students and severely disabled people with proof",
          "Escolares, estudiantes y personas con discapacidad grave con justificante",
          "Élèves, étudiants et personnes en situation de handicap sur justificatif",
        ),
      },
    },
    {
      ...giants,
      id: TICKET.giantsAdult,
      title: t(
        "Giganten der Urzeit – Erwachsene",
        "Giants of Prehistory – adults",
        "Gigantes de la prehistoria – adultos",
        "Géants de la préhistoire – adultes",
      ),
      price_cents: 1200,
    },
    {
      ...giants,
      id: TICKET.giantsChild,
      title: t(
        "Giganten der Urzeit – Kinder",
        "Giants of Prehistory – children",
        "Gigantes de la prehistoria – niños",
        "Géants de la préhistoire – enfants",
      ),
      price_cents: 600,
      max_persons: 6,
    },
    {
      id: TICKET.treasury,
      title: t(
        "Schatzkammer der Minerale",
        "Treasury of Minerals",
        "Cámara del tesoro de los minerales",
        "Trésor des minéraux",
      ),
      description: t(
        "Geführter Besuch in kleiner Gruppe, höchstens vier Gäste je halbe Stunde.",
        "Guided visit in a small group, at most four guests per half hour.",
        "Visita guiada en grupo reducido, como máximo cuatro personas cada media hora.",
        "Visite guidée en petit groupe, quatre personnes au plus par demi-heure.",
      ),
      ticket_type: "time_slot",
      price_cents: 500,
      vat_pct: 0,
      entry_duration: 30,
      first_entry: "11:00",
      last_entry: "16:00",
      max_persons: 4,
      quota_ids: [QUOTA.naturkundeDay, QUOTA.treasurySlots],
      museum_ids: [MUSEUM.naturkunde],
      exhibition_ids: [EXHIBITION.minerals],
      validity: { from: days.plus(-30), to: days.plus(180) },
      content: { after_sale_information: TREASURY_AFTER_SALE },
    },
  ];
}
