// The texts of this family in the shop's four languages; German is the fallback per key.
// Apps override single keys with UiMessagesProvider `messages`, or a component's own props.
import type { UiMessageTable } from "../../i18n/messages";

const de = {
  "couponForm.label": "Gutscheincode",
  "couponForm.submit": "Einlösen",
  "couponForm.applied": "Der Gutscheincode wurde eingelöst.",
  "couponForm.error.empty": "Bitte geben Sie einen Gutscheincode ein.",
  "couponForm.error.notValid": "Dieser Gutscheincode ist nicht gültig.",
  "couponForm.error.error":
    "Der Gutscheincode konnte nicht geprüft werden. Bitte versuchen Sie es erneut.",
  "couponForm.error.rateLimit":
    "Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.",
};

export const couponFormMessages: UiMessageTable<keyof typeof de> = {
  de,
  en: {
    "couponForm.label": "Voucher code",
    "couponForm.submit": "Redeem",
    "couponForm.applied": "The voucher code has been redeemed.",
    "couponForm.error.empty": "Please enter a voucher code.",
    "couponForm.error.notValid": "This voucher code is not valid.",
    "couponForm.error.error": "The voucher code could not be checked. Please try again.",
    "couponForm.error.rateLimit": "Too many attempts. Please wait a moment and then try again.",
  },
  es: {
    "couponForm.label": "Código del vale",
    "couponForm.submit": "Canjear",
    "couponForm.applied": "El código del vale se ha canjeado.",
    "couponForm.error.empty": "Introduce un código de vale.",
    "couponForm.error.notValid": "Este código de vale no es válido.",
    "couponForm.error.error": "No se ha podido comprobar el código del vale. Inténtalo de nuevo.",
    "couponForm.error.rateLimit": "Demasiados intentos. Espera un momento y vuelve a intentarlo.",
  },
  fr: {
    "couponForm.label": "Code du bon",
    "couponForm.submit": "Utiliser",
    "couponForm.applied": "Le code du bon a été utilisé.",
    "couponForm.error.empty": "Veuillez saisir un code de bon.",
    "couponForm.error.notValid": "Ce code de bon n’est pas valable.",
    "couponForm.error.error": "Le code du bon n’a pas pu être vérifié. Veuillez réessayer.",
    "couponForm.error.rateLimit":
      "Trop de tentatives. Veuillez patienter un instant, puis réessayer.",
  },
};
