// The texts of this family in the shop's four languages; German is the fallback per key.
// Apps override single keys with UiMessagesProvider `messages`, or a component's own props.
import type { UiMessageTable } from "../../i18n/messages";

const de = {
  "skipLink.label": "Zum Inhalt springen",
};

export const skipLinkMessages: UiMessageTable<keyof typeof de> = {
  de,
  en: {
    "skipLink.label": "Skip to content",
  },
  es: {
    "skipLink.label": "Saltar al contenido",
  },
  fr: {
    "skipLink.label": "Aller au contenu",
  },
};
