// The texts of this family in the shop's four languages; German is the fallback per key.
// Apps override single keys with UiMessagesProvider `messages`, or a component's own props.
import type { UiMessageTable } from "../../i18n/messages";

const de = {
  "select.placeholder": "Bitte wählen",
};

export const selectMessages: UiMessageTable<keyof typeof de> = {
  de,
  en: {
    "select.placeholder": "Please choose",
  },
  es: {
    "select.placeholder": "Seleccione",
  },
  fr: {
    "select.placeholder": "Veuillez choisir",
  },
};
