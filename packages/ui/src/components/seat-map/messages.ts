// The texts of this family in the shop's four languages; German is the fallback per key.
// Apps override single keys with UiMessagesProvider `messages`, or a component's own props.
import type { UiMessageTable } from "../../i18n/messages";

const de = {
  "seatMap.label": "Saalplan",
  "seatMap.row": "Reihe {row}",
  "seatMap.seat": "Reihe {row}, Platz {number}, Kategorie {category}, {price}, {status}",
  "seatMap.available": "frei",
  "seatMap.selected": "ausgewählt",
  "seatMap.blocked": "nicht verfügbar",
  "seatMap.legend": "Legende",
  "seatMap.legendBlocked": "Nicht verfügbar",
  "seatMap.legendSelected": "Ausgewählt",
  "seatMap.priceRange": "{from} bis {to}",
  "seatMap.empty": "Für diesen Termin gibt es keinen Saalplan.",
  "seatMap.loading": "Saalplan wird geladen",
};

export const seatMapMessages: UiMessageTable<keyof typeof de> = {
  de,
  en: {
    "seatMap.label": "Seating plan",
    "seatMap.row": "Row {row}",
    "seatMap.seat": "Row {row}, seat {number}, category {category}, {price}, {status}",
    "seatMap.available": "available",
    "seatMap.selected": "selected",
    "seatMap.blocked": "unavailable",
    "seatMap.legend": "Legend",
    "seatMap.legendBlocked": "Unavailable",
    "seatMap.legendSelected": "Selected",
    "seatMap.priceRange": "{from} to {to}",
    "seatMap.empty": "There is no seating plan for this date.",
    "seatMap.loading": "Loading the seating plan",
  },
  es: {
    "seatMap.label": "Plano de la sala",
    "seatMap.row": "Fila {row}",
    "seatMap.seat": "Fila {row}, asiento {number}, categoría {category}, {price}, {status}",
    "seatMap.available": "libre",
    "seatMap.selected": "seleccionado",
    "seatMap.blocked": "no disponible",
    "seatMap.legend": "Leyenda",
    "seatMap.legendBlocked": "No disponible",
    "seatMap.legendSelected": "Seleccionado",
    "seatMap.priceRange": "de {from} a {to}",
    "seatMap.empty": "No hay plano de la sala para esta fecha.",
    "seatMap.loading": "Cargando el plano de la sala",
  },
  fr: {
    "seatMap.label": "Plan de salle",
    "seatMap.row": "Rang {row}",
    "seatMap.seat": "Rang {row}, place {number}, catégorie {category}, {price}, {status}",
    "seatMap.available": "libre",
    "seatMap.selected": "sélectionnée",
    "seatMap.blocked": "indisponible",
    "seatMap.legend": "Légende",
    "seatMap.legendBlocked": "Indisponible",
    "seatMap.legendSelected": "Sélectionnée",
    "seatMap.priceRange": "de {from} à {to}",
    "seatMap.empty": "Il n’y a pas de plan de salle pour cette date.",
    "seatMap.loading": "Chargement du plan de salle",
  },
};
