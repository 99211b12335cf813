// The texts of this family in the shop's four languages; German is the fallback per key.
// Apps override single keys with UiMessagesProvider `messages`, or a component's own props.
import type { UiMessageTable } from "../../i18n/messages";

const de = {
  "money.originalPrice": "Regulärer Preis:",
  "money.currentPrice": "Jetzt:",
  "money.vatIncluded": "inkl. {rate} MwSt.",
  "money.vatAdded": "zzgl. {rate} MwSt.",
};

export const moneyMessages: UiMessageTable<keyof typeof de> = {
  de,
  en: {
    "money.originalPrice": "Regular price:",
    "money.currentPrice": "Now:",
    "money.vatIncluded": "incl. {rate} VAT",
    "money.vatAdded": "plus {rate} VAT",
  },
  es: {
    "money.originalPrice": "Precio habitual:",
    "money.currentPrice": "Ahora:",
    "money.vatIncluded": "IVA del {rate} incluido",
    "money.vatAdded": "más IVA del {rate}",
  },
  fr: {
    "money.originalPrice": "Prix habituel\u00a0:",
    "money.currentPrice": "Maintenant\u00a0:",
    "money.vatIncluded": "TVA de {rate} incluse",
    "money.vatAdded": "plus TVA de {rate}",
  },
};
