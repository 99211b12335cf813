// The ticket groups of the demo (spec selling-core §3): the two defaults day (order 1) and
// timeSlot (order 2), then flex, combi and annual.
import type { CatalogueInput } from "../modules/catalogue/service";
import { TICKET } from "./demo-ids";
import { t } from "./demo-text";

export const DEMO_GROUPS: NonNullable<CatalogueInput["ticket_groups"]> = [
  {
    id: 1,
    name: "day",
    title: t("Tagestickets", "Day tickets", "Entradas de día", "Billets journée"),
    order: 1,
    types: ["normal"],
    ticket_ids: [
      TICKET.kunsthalleAdult,
      TICKET.kunsthalleReduced,
      TICKET.kunsthalleChild,
      TICKET.naturkundeAdult,
      TICKET.naturkundeReduced,
      TICKET.naturkundeChild,
      TICKET.family,
      TICKET.nightTour,
      // listed only in VIP mode, for its audience (surrounding-areas §6)
      TICKET.friends,
    ],
    // Shows the reduction reasons of the reduced and child tickets.
    withContentAttributes: true,
    iconClass: "icon-calendar",
  },
  {
    id: 2,
    name: "timeSlot",
    title: t("Zeitfenster", "Time slots", "Franjas horarias", "Créneaux horaires"),
    order: 2,
    types: ["time_slot"],
    ticket_ids: [
      TICKET.impressionismAdult,
      TICKET.impressionismReduced,
      TICKET.giantsAdult,
      TICKET.giantsChild,
      TICKET.treasury,
    ],
    withContentAttributes: true,
    iconClass: "icon-clock",
  },
  {
    id: 3,
    name: "flex",
    title: t("Flextickets", "Flex tickets", "Entradas flexibles", "Billets flexibles"),
    order: 3,
    types: ["normal"],
    ticket_ids: [TICKET.flex],
    iconClass: "icon-ticket",
  },
  {
    id: 4,
    name: "combi",
    title: t("Kombitickets", "Combined tickets", "Entradas combinadas", "Billets combinés"),
    order: 4,
    types: ["normal"],
    ticket_ids: [TICKET.combi],
    iconClass: "icon-combi",
  },
  {
    id: 5,
    name: "annual",
    title: t("Jahreskarten", "Annual passes", "Pases anuales", "Cartes annuelles"),
    order: 5,
    types: ["annual"],
    ticket_ids: [TICKET.annual, TICKET.annualReduced],
    withContentAttributes: true,
    iconClass: "icon-annual",
  },
];
