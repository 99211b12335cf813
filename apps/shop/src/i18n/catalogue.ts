// DESIGN.md §8: German is the default catalogue and the fallback of every other one, so a
// message missing (or left empty) in a translation shows in German, never blank.
import type { Locale } from "@shop/core";
import de from "./messages/de.json";

export type MessageKey = keyof typeof de;
export type Messages = Record<MessageKey, string>;
export type PartialMessages = Partial<Record<string, string>>;

export const GERMAN: Messages = de;

// German ships with the first route; the other languages load on demand (DESIGN.md §8).
const loaders: Record<Exclude<Locale, "de">, () => Promise<{ default: PartialMessages }>> = {
  en: () => import("./messages/en.json"),
  es: () => import("./messages/es.json"),
  fr: () => import("./messages/fr.json"),
};

/** The German catalogue overlaid with the non-empty messages of each overlay, in order. */
export function withGermanFallback(...overlays: PartialMessages[]): Messages {
  const merged: Record<string, string> = { ...GERMAN };
  for (const overlay of overlays) {
    for (const [key, text] of Object.entries(overlay)) {
      if (typeof text === "string" && text.trim() !== "") merged[key] = text;
    }
  }
  return merged as Messages;
}

/** The catalogue of a locale, without the German fallback applied. */
export async function loadCatalogue(locale: Locale): Promise<PartialMessages> {
  if (locale === "de") return GERMAN;
  return (await loaders[locale]()).default;
}
