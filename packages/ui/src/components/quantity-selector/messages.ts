// The texts of this family in the shop's four languages; German is the fallback per key.
// Apps override single keys with UiMessagesProvider `messages`, or a component's own props.
import type { UiMessageTable } from "../../i18n/messages";

const de = {
  "quantitySelector.label": "Anzahl: {title}",
  "quantitySelector.bookedOut": "Ausgebucht",
  "quantitySelector.unavailable": "Derzeit nicht verfügbar",
};

export const quantitySelectorMessages: UiMessageTable<keyof typeof de> = {
  de,
  en: {
    "quantitySelector.label": "Quantity: {title}",
    "quantitySelector.bookedOut": "Booked out",
    "quantitySelector.unavailable": "Currently unavailable",
  },
  es: {
    "quantitySelector.label": "Cantidad: {title}",
    "quantitySelector.bookedOut": "Agotado",
    "quantitySelector.unavailable": "No disponible por el momento",
  },
  fr: {
    "quantitySelector.label": "Quantité\u00a0: {title}",
    "quantitySelector.bookedOut": "Complet",
    "quantitySelector.unavailable": "Actuellement indisponible",
  },
};
