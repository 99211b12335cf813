// DESIGN §3, one message format: the server's texts (confirmation e-mails, PDF documents, the
// demo payment pages) are ICU messages in one table per locale (messages/<locale>.json, ids
// prefixed by their area), read with @formatjs/intl — the format and library of the shop's
// own tables. A message missing in a locale falls back to German (spec selling-core §1).
import { createIntl, createIntlCache, type IntlShape } from "@formatjs/intl";
import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from "@shop/core";
import de from "./messages/de.json" with { type: "json" };
import en from "./messages/en.json" with { type: "json" };
import es from "./messages/es.json" with { type: "json" };
import fr from "./messages/fr.json" with { type: "json" };

export type MessageId = keyof typeof de;

export const SERVER_MESSAGES: Readonly<Record<Locale, Readonly<Record<MessageId, string>>>> = {
  de,
  en,
  es,
  fr,
};

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

function intlOf(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl(
      {
        locale: INTL_LOCALES[locale],
        defaultLocale: INTL_LOCALES[DEFAULT_LOCALE],
        messages: { ...SERVER_MESSAGES[DEFAULT_LOCALE], ...SERVER_MESSAGES[locale] },
        // A missing value is a bug of the caller: it throws rather than printing "{name}".
        onError: (error) => {
          throw error;
        },
      },
      cache,
    );
    intls.set(locale, intl);
  }
  return intl;
}

/** The text of message `id` in `locale`, its placeholders filled from `values`. */
export function serverText(
  locale: Locale,
  id: MessageId,
  values?: Record<string, string | number>,
): string {
  return intlOf(locale).formatMessage({ id }, values);
}

/** An ICU message given as text (one of the tables' templates) formatted in `locale`. */
export function formatIcu(
  locale: Locale,
  template: string,
  values: Record<string, string | number>,
): string {
  const intl = intlOf(locale);
  return String(intl.formatters.getMessageFormat(template, intl.locale).format(values));
}
