// The texts of this family in the shop's four languages; German is the fallback per key.
// Apps override single keys with UiMessagesProvider `messages`, or a component's own props.
import type { UiMessageTable } from "../../i18n/messages";

const de = {
  "toast.notification": "Benachrichtigung",
  "toast.region": "Benachrichtigungen ({hotkey})",
  "toast.dismiss": "Hinweis schließen",
};

export const toastMessages: UiMessageTable<keyof typeof de> = {
  de,
  en: {
    "toast.notification": "Notification",
    "toast.region": "Notifications ({hotkey})",
    "toast.dismiss": "Dismiss notification",
  },
  es: {
    "toast.notification": "Notificación",
    "toast.region": "Notificaciones ({hotkey})",
    "toast.dismiss": "Cerrar aviso",
  },
  fr: {
    "toast.notification": "Notification",
    "toast.region": "Notifications ({hotkey})",
    "toast.dismiss": "Fermer la notification",
  },
};
