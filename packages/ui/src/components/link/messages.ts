// The texts of this family in the shop's four languages; German is the fallback per key.
// Apps override single keys with UiMessagesProvider `messages`, or a component's own props.
import type { UiMessageTable } from "../../i18n/messages";

const de = {
  "link.opensInNewWindow": "(öffnet in neuem Fenster)",
};

export const linkMessages: UiMessageTable<keyof typeof de> = {
  de,
  en: {
    "link.opensInNewWindow": "(opens in a new window)",
  },
  es: {
    "link.opensInNewWindow": "(se abre en una ventana nueva)",
  },
  fr: {
    "link.opensInNewWindow": "(s’ouvre dans une nouvelle fenêtre)",
  },
};
