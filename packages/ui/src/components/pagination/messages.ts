// The texts of this family in the shop's four languages; German is the fallback per key.
// Apps override single keys with UiMessagesProvider `messages`, or a component's own props.
import type { UiMessageTable } from "../../i18n/messages";

const de = {
  "pagination.label": "Seitennavigation",
  "pagination.previous": "Vorherige Seite",
  "pagination.next": "Nächste Seite",
  "pagination.page": "Seite {page}",
  "pagination.more": "Weitere Seiten",
};

export const paginationMessages: UiMessageTable<keyof typeof de> = {
  de,
  en: {
    "pagination.label": "Pagination",
    "pagination.previous": "Previous page",
    "pagination.next": "Next page",
    "pagination.page": "Page {page}",
    "pagination.more": "More pages",
  },
  es: {
    "pagination.label": "Paginación",
    "pagination.previous": "Página anterior",
    "pagination.next": "Página siguiente",
    "pagination.page": "Página {page}",
    "pagination.more": "Más páginas",
  },
  fr: {
    "pagination.label": "Pagination",
    "pagination.previous": "Page précédente",
    "pagination.next": "Page suivante",
    "pagination.page": "Page {page}",
    "pagination.more": "Autres pages",
  },
};
