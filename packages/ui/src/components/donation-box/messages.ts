// The texts of this family in the shop's four languages; German is the fallback per key.
// Apps override single keys with UiMessagesProvider `messages`, or a component's own props.
import type { UiMessageTable } from "../../i18n/messages";

const de = {
  "donationBox.title": "Spende",
  "donationBox.text": "Unterstützen Sie unser Haus mit einer Spende von {amount}.",
  "donationBox.add": "{amount} spenden",
  "donationBox.added": "Vielen Dank! Ihre Spende von {amount} ist im Warenkorb.",
  "donationBox.remove": "Spende entfernen",
};

export const donationBoxMessages: UiMessageTable<keyof typeof de> = {
  de,
  en: {
    "donationBox.title": "Donation",
    "donationBox.text": "Support our museum with a donation of {amount}.",
    "donationBox.add": "Donate {amount}",
    "donationBox.added": "Thank you! Your donation of {amount} is in the cart.",
    "donationBox.remove": "Remove donation",
  },
  es: {
    "donationBox.title": "Donativo",
    "donationBox.text": "Apoya a nuestro museo con un donativo de {amount}.",
    "donationBox.add": "Donar {amount}",
    "donationBox.added": "¡Gracias! Tu donativo de {amount} está en el carrito.",
    "donationBox.remove": "Quitar el donativo",
  },
  fr: {
    "donationBox.title": "Don",
    "donationBox.text": "Soutenez notre musée par un don de {amount}.",
    "donationBox.add": "Faire un don de {amount}",
    "donationBox.added": "Merci\u00a0! Votre don de {amount} est dans le panier.",
    "donationBox.remove": "Retirer le don",
  },
};
