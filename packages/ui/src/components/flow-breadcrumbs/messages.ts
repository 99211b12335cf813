// The texts of this family in the shop's four languages; German is the fallback per key.
// Apps override single keys with UiMessagesProvider `messages`, or a component's own props.
import type { UiMessageTable } from "../../i18n/messages";

const de = {
  "flow.label": "Schritte der Ticketauswahl",
  "flow.filter": "Filter",
  "flow.group": "Ticketart",
  "flow.date": "Datum",
  "flow.time": "Uhrzeit",
  "flow.choice": "{step}: {choice}",
  "flow.timeValue": "{time} Uhr",
  "flow.reset": "Auswahl zurücksetzen",
};

export const flowBreadcrumbsMessages: UiMessageTable<keyof typeof de> = {
  de,
  en: {
    "flow.label": "Ticket selection steps",
    "flow.filter": "Filter",
    "flow.group": "Ticket type",
    "flow.date": "Date",
    "flow.time": "Time",
    "flow.choice": "{step}: {choice}",
    "flow.timeValue": "{time}",
    "flow.reset": "Reset selection",
  },
  es: {
    "flow.label": "Pasos de la selección de entradas",
    "flow.filter": "Filtro",
    "flow.group": "Tipo de entrada",
    "flow.date": "Fecha",
    "flow.time": "Hora",
    "flow.choice": "{step}: {choice}",
    "flow.timeValue": "{time}\u00a0h",
    "flow.reset": "Restablecer la selección",
  },
  fr: {
    "flow.label": "Étapes de la sélection des billets",
    "flow.filter": "Filtre",
    "flow.group": "Type de billet",
    "flow.date": "Date",
    "flow.time": "Heure",
    "flow.choice": "{step}\u00a0: {choice}",
    "flow.timeValue": "{time}",
    "flow.reset": "Réinitialiser la sélection",
  },
};
