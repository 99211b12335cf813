import type { Locale } from "./locales";

/**
 * A customer's language (surrounding-areas §3 `language_id`): the shop's locales by number, in
 * the order of LOCALES. It decides the language of the mails an account gets.
 */
export const LANGUAGE_IDS = { de: 1, en: 2, es: 3, fr: 4 } as const satisfies Record<
  Locale,
  number
>;
export type LanguageId = (typeof LANGUAGE_IDS)[Locale];
