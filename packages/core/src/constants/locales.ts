// spec selling-core §1, surrounding-areas §1: German is the default; English, Spanish, French.

/** The shop's locales, in the order of their language ids (./language-ids.ts). */
export const LOCALES = ["de", "en", "es", "fr"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "de";
