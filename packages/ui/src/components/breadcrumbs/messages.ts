// The texts of this family in the shop's four languages; German is the fallback per key.
// Apps override single keys with UiMessagesProvider `messages`, or a component's own props.
import type { UiMessageTable } from "../../i18n/messages";

const de = {
  "breadcrumbs.label": "Brotkrümelnavigation",
};

export const breadcrumbsMessages: UiMessageTable<keyof typeof de> = {
  de,
  en: {
    "breadcrumbs.label": "Breadcrumb",
  },
  es: {
    "breadcrumbs.label": "Ruta de navegación",
  },
  fr: {
    "breadcrumbs.label": "Fil d’Ariane",
  },
};
