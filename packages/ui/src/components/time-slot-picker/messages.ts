// The texts of this family in the shop's four languages; German is the fallback per key.
// "warning" flags a slot of under 10 places (spec selling-core §4), however many are sold: it
// says how small the slot is, not that it is nearly full (issue 27 item 7: an empty slot of 4
// read "almost sold out").
// Apps override single keys with UiMessagesProvider `messages`, or a component's own props.
import type { UiMessageTable } from "../../i18n/messages";

const de = {
  "timeSlot.legend": "Startzeit wählen",
  "timeSlot.time": "{time} Uhr",
  "timeSlot.hour": "ab {hour} Uhr",
  "timeSlot.soldOut": "Ausverkauft",
  "timeSlot.few": "Wenige Plätze (frei: {count})",
  "timeSlot.warning": "Nur {count} Plätze",
  "timeSlot.disabled": "Nicht genug Plätze für Ihre Auswahl (frei: {count})",
  "timeSlot.showMore": "Spätere Zeiten anzeigen",
  "timeSlot.shown": "Angezeigte Startzeiten: {count}",
  "timeSlot.empty": "Für diesen Tag gibt es keine Startzeiten.",
  "timeSlot.loading": "Startzeiten werden geladen",
};

export const timeSlotPickerMessages: UiMessageTable<keyof typeof de> = {
  de,
  en: {
    "timeSlot.legend": "Choose a start time",
    "timeSlot.time": "{time}",
    "timeSlot.hour": "From {hour}:00",
    "timeSlot.soldOut": "Sold out",
    "timeSlot.few": "Few places (left: {count})",
    "timeSlot.warning": "Only {count} places",
    "timeSlot.disabled": "Not enough places for your selection (left: {count})",
    "timeSlot.showMore": "Show later times",
    "timeSlot.shown": "Start times shown: {count}",
    "timeSlot.empty": "There are no start times on this day.",
    "timeSlot.loading": "Loading start times",
  },
  es: {
    "timeSlot.legend": "Elige una hora de inicio",
    "timeSlot.time": "{time}\u00a0h",
    "timeSlot.hour": "A partir de las {hour}:00",
    "timeSlot.soldOut": "Agotado",
    "timeSlot.few": "Pocas plazas (libres: {count})",
    "timeSlot.warning": "Solo {count} plazas",
    "timeSlot.disabled": "No hay plazas suficientes para tu selección (libres: {count})",
    "timeSlot.showMore": "Mostrar horas posteriores",
    "timeSlot.shown": "Horas de inicio mostradas: {count}",
    "timeSlot.empty": "No hay horas de inicio para este día.",
    "timeSlot.loading": "Cargando horas de inicio",
  },
  fr: {
    "timeSlot.legend": "Choisissez une heure de début",
    "timeSlot.time": "{time}",
    "timeSlot.hour": "À partir de {hour}\u00a0h",
    "timeSlot.soldOut": "Complet",
    "timeSlot.few": "Peu de places (restantes\u00a0: {count})",
    "timeSlot.warning": "Seulement {count} places",
    "timeSlot.disabled": "Pas assez de places pour votre sélection (restantes\u00a0: {count})",
    "timeSlot.showMore": "Afficher les horaires suivants",
    "timeSlot.shown": "Horaires affichés\u00a0: {count}",
    "timeSlot.empty": "Aucun horaire de début pour ce jour.",
    "timeSlot.loading": "Chargement des horaires",
  },
};
