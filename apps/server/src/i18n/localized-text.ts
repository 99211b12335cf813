// Texts of the catalogue are jsonb maps of locale to text ({"de": "…", "en": "…"}). The API
// answers the text of the asked locale and falls back to German (spec selling-core §1: de is
// the default), so a missing translation is never blank.
import { DEFAULT_LOCALE, type Locale } from "@shop/core";

export type LocalizedText = Partial<Record<Locale, string>> | null | undefined;

/** The text in `locale`, else German, else "". An empty translation counts as missing. */
export function localize(text: LocalizedText, locale: Locale): string {
  return text?.[locale] || text?.[DEFAULT_LOCALE] || "";
}

/** Like localize, but null when the text is absent in every language. */
export function localizeOrNull(text: LocalizedText, locale: Locale): string | null {
  const value = localize(text, locale);
  return value === "" ? null : value;
}

/** Every text of a map of texts by key, each localized. */
export function localizeAll(
  texts: Record<string, LocalizedText> | null | undefined,
  locale: Locale,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(texts ?? {})) out[key] = localize(text, locale);
  return out;
}

/** The SQL expression of a jsonb text column in the locale `$n`, falling back to German. */
export function sqlText(column: string, localeParam: string): string {
  return `coalesce(nullif(${column} ->> ${localeParam}, ''), ${column} ->> 'de', '')`;
}
