// spec surrounding-areas §1: the language comes from ?lang, then the stored choice, then the
// browser, else de — pickLocale takes the first supported candidate.
import { type Locale, pickLocale } from "@shop/core";
import type { KeyValueStorage } from "../lib/storage";

// Not under the venue's storage prefix: the language is needed before GET /shop, which is
// where that prefix comes from.
export const LOCALE_STORAGE_KEY = "shop:locale";

export interface LocaleSources {
  /** The page's query string (`?lang=en`). */
  search: string;
  storage: KeyValueStorage | null;
  /** navigator.languages, most preferred first. */
  browserLanguages: readonly string[];
}

function storedLocale(storage: KeyValueStorage | null): string | null {
  try {
    return storage?.getItem(LOCALE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function resolveInitialLocale(sources: LocaleSources): Locale {
  const fromUrl = new URLSearchParams(sources.search).get("lang");
  return pickLocale([fromUrl, storedLocale(sources.storage), ...sources.browserLanguages]);
}

export function storeLocale(storage: KeyValueStorage | null, locale: Locale): void {
  try {
    storage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // The choice then lasts for this visit only.
  }
}
