// The texts of this family in the shop's four languages; German is the fallback per key.
// Apps override single keys with UiMessagesProvider `messages`, or a component's own props.
import type { UiMessageTable } from "../../i18n/messages";

const de = {
  "calendar.previousMonth": "Vorheriger Monat",
  "calendar.nextMonth": "Nächster Monat",
  "calendar.enough": "Plätze frei",
  "calendar.few": "Wenige Plätze frei",
  "calendar.soldOut": "Ausverkauft",
  "calendar.closed": "Geschlossen",
  "calendar.today": "Heute",
  "calendar.selected": "ausgewählt",
  "calendar.legend": "Legende",
  "calendar.navigation": "Monate blättern",
  "calendar.loading": "Verfügbarkeit wird geladen",
};

export const capacityCalendarMessages: UiMessageTable<keyof typeof de> = {
  de,
  en: {
    "calendar.previousMonth": "Previous month",
    "calendar.nextMonth": "Next month",
    "calendar.enough": "Places available",
    "calendar.few": "Few places left",
    "calendar.soldOut": "Sold out",
    "calendar.closed": "Closed",
    "calendar.today": "Today",
    "calendar.selected": "selected",
    "calendar.legend": "Key",
    "calendar.navigation": "Browse months",
    "calendar.loading": "Loading availability",
  },
  es: {
    "calendar.previousMonth": "Mes anterior",
    "calendar.nextMonth": "Mes siguiente",
    "calendar.enough": "Plazas disponibles",
    "calendar.few": "Quedan pocas plazas",
    "calendar.soldOut": "Agotado",
    "calendar.closed": "Cerrado",
    "calendar.today": "Hoy",
    "calendar.selected": "seleccionado",
    "calendar.legend": "Leyenda",
    "calendar.navigation": "Cambiar de mes",
    "calendar.loading": "Cargando disponibilidad",
  },
  fr: {
    "calendar.previousMonth": "Mois précédent",
    "calendar.nextMonth": "Mois suivant",
    "calendar.enough": "Places disponibles",
    "calendar.few": "Peu de places restantes",
    "calendar.soldOut": "Complet",
    "calendar.closed": "Fermé",
    "calendar.today": "Aujourd’hui",
    "calendar.selected": "sélectionné",
    "calendar.legend": "Légende",
    "calendar.navigation": "Changer de mois",
    "calendar.loading": "Chargement des disponibilités",
  },
};
