// spec selling-core §1, surrounding-areas §1: German is the default; English, Spanish, French.
// The list itself is a constant (./constants/locales.ts); these are the rules over it.
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./constants/locales";

/** The shop's one time zone: every date rule is computed in it, whatever the machine's zone. */
export const TIME_ZONE = "Europe/Berlin";

/**
 * The Intl locale that formats dates and numbers of a shop locale: British English, so that
 * English pages keep the day-before-month order and Monday weeks of the venue's calendars.
 */
export const INTL_LOCALES: Readonly<Record<Locale, string>> = {
  de: "de-DE",
  en: "en-GB",
  es: "es-ES",
  fr: "fr-FR",
};

/** Tells whether a value is one of the shop's locales. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Picks the first supported locale of the candidates (e.g. `?lang`, stored, browser), else de. */
export function pickLocale(candidates: ReadonlyArray<string | null | undefined>): Locale {
  for (const candidate of candidates) {
    const base = candidate?.toLowerCase().split(/[-_]/)[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}
