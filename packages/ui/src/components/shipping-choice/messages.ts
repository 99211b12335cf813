// The texts of this family in the shop's four languages; German is the fallback per key.
// Apps override single keys with UiMessagesProvider `messages`, or a component's own props.
import type { UiMessageTable } from "../../i18n/messages";

const de = {
  "shippingChoice.label": "Wie möchten Sie Ihre Tickets erhalten?",
  "shippingChoice.printAtHome": "Zu Hause ausdrucken",
  "shippingChoice.byPost": "Versand per Post",
  "shippingChoice.free": "kostenlos",
  "shippingChoice.required": "Bitte wählen Sie, wie Sie Ihre Tickets erhalten möchten.",
  "shippingChoice.label.coupons": "Wie möchten Sie Ihre Gutscheine erhalten?",
  "shippingChoice.required.coupons": "Bitte wählen Sie, wie Sie Ihre Gutscheine erhalten möchten.",
  "shippingChoice.label.both": "Wie möchten Sie Ihre Tickets und Gutscheine erhalten?",
  "shippingChoice.required.both":
    "Bitte wählen Sie, wie Sie Ihre Tickets und Gutscheine erhalten möchten.",
};

export const shippingChoiceMessages: UiMessageTable<keyof typeof de> = {
  de,
  en: {
    "shippingChoice.label": "How would you like to receive your tickets?",
    "shippingChoice.printAtHome": "Print at home",
    "shippingChoice.byPost": "Ship by post",
    "shippingChoice.free": "free",
    "shippingChoice.required": "Please choose how you would like to receive your tickets.",
    "shippingChoice.label.coupons": "How would you like to receive your vouchers?",
    "shippingChoice.required.coupons": "Please choose how you would like to receive your vouchers.",
    "shippingChoice.label.both": "How would you like to receive your tickets and vouchers?",
    "shippingChoice.required.both":
      "Please choose how you would like to receive your tickets and vouchers.",
  },
  es: {
    "shippingChoice.label": "¿Cómo quieres recibir tus entradas?",
    "shippingChoice.printAtHome": "Imprimir en casa",
    "shippingChoice.byPost": "Envío por correo postal",
    "shippingChoice.free": "gratis",
    "shippingChoice.required": "Elige cómo quieres recibir tus entradas.",
    "shippingChoice.label.coupons": "¿Cómo quieres recibir tus vales?",
    "shippingChoice.required.coupons": "Elige cómo quieres recibir tus vales.",
    "shippingChoice.label.both": "¿Cómo quieres recibir tus entradas y vales?",
    "shippingChoice.required.both": "Elige cómo quieres recibir tus entradas y vales.",
  },
  fr: {
    "shippingChoice.label": "Comment souhaitez-vous recevoir vos billets\u00a0?",
    "shippingChoice.printAtHome": "Imprimer chez soi",
    "shippingChoice.byPost": "Envoi par la poste",
    "shippingChoice.free": "gratuit",
    "shippingChoice.required": "Veuillez choisir comment recevoir vos billets.",
    "shippingChoice.label.coupons": "Comment souhaitez-vous recevoir vos bons\u00a0?",
    "shippingChoice.required.coupons": "Veuillez choisir comment recevoir vos bons.",
    "shippingChoice.label.both": "Comment souhaitez-vous recevoir vos billets et vos bons\u00a0?",
    "shippingChoice.required.both": "Veuillez choisir comment recevoir vos billets et vos bons.",
  },
};
