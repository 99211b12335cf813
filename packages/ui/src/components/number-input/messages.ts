// The texts of this family in the shop's four languages; German is the fallback per key.
// Apps override single keys with UiMessagesProvider `messages`, or a component's own props.
import type { UiMessageTable } from "../../i18n/messages";

const de = {
  "numberInput.decrease": "Verringern",
  "numberInput.increase": "Erhöhen",
};

export const numberInputMessages: UiMessageTable<keyof typeof de> = {
  de,
  en: {
    "numberInput.decrease": "Decrease",
    "numberInput.increase": "Increase",
  },
  es: {
    "numberInput.decrease": "Reducir",
    "numberInput.increase": "Aumentar",
  },
  fr: {
    "numberInput.decrease": "Diminuer",
    "numberInput.increase": "Augmenter",
  },
};
