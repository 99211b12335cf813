// DESIGN.md §8: German is the default catalogue and the fallback of every other one, so a
// message missing (or left empty) in a translation shows in German, never blank.
//
// Each area keeps its own table per language (messages/<locale>.json for the shell,
// messages/tickets/, messages/cart/ and messages/checkout/ for those flows, messages/pages/
// for the plain pages; messages/annual/ for the annual personalization, messages/onepager/
// for the one-pager, messages/venue/ for the museum, exhibition and static pages and
// messages/start/ for the start page, loaded
// with their pages by i18n/area-texts.tsx), so areas grow
// without touching each other's files; a key belongs to exactly one table (catalogue.test.ts
// checks it).
//
// The German shell and tickets tables ship with the first route; the cart and checkout ones
// and that of the plain pages (maintenance, not found, coming soon, static pages: the late
// tables) load right after it, and the pages that use them wait for them. The refusals of the
// API (refusal.*, in the cart table) are shown only after a call the visitor made was refused,
// long after the late tables arrived
// (routes/layout/all-texts.tsx). The issue "speed": 4 kB gzip less before /tickets is usable.
import type { Locale } from "@shop/core";
import type deCart from "./messages/cart/de.json";
import type deCheckout from "./messages/checkout/de.json";
import deShell from "./messages/de.json";
import type dePages from "./messages/pages/de.json";
import deTickets from "./messages/tickets/de.json";

export type MessageKey = keyof (typeof deShell &
  typeof deTickets &
  typeof deCart &
  typeof deCheckout &
  typeof dePages);
export type Messages = Record<MessageKey, string>;
export type PartialMessages = Partial<Record<string, string>>;

/** The German texts of the first route: the shell and the tickets flow. */
const EARLY_GERMAN: PartialMessages = { ...deShell, ...deTickets };

let lateGerman: Promise<PartialMessages> | undefined;

type Table = Promise<{ default: PartialMessages }>;

/** The texts of the tables, in order (each import written out: the bundler splits by it). */
function tables(imports: Table[]): Promise<PartialMessages[]> {
  return Promise.all(imports).then((modules) => modules.map((module) => module.default));
}

/** The German cart, checkout and plain pages' tables, loaded once. */
export function loadLateGerman(): Promise<PartialMessages> {
  lateGerman ??= tables([
    import("./messages/cart/de.json"),
    import("./messages/checkout/de.json"),
    import("./messages/pages/de.json"),
  ]).then((loaded) => Object.assign({}, ...loaded));
  return lateGerman;
}

/** Every German text: the fallback of every other language. */
export async function loadGerman(): Promise<Messages> {
  return { ...EARLY_GERMAN, ...(await loadLateGerman()) } as Messages;
}

// German ships with the first route; the other languages load on demand (DESIGN.md §8), each
// as one module of its tables (i18n/languages/).
type LanguageModule = Promise<{ tables: PartialMessages[] }>;
const loaders: Record<Exclude<Locale, "de">, () => LanguageModule> = {
  en: () => import("./languages/en"),
  es: () => import("./languages/es"),
  fr: () => import("./languages/fr"),
};

/**
 * The German catalogue of the first route overlaid with the non-empty messages of each
 * overlay, in order (the late German tables are one of them once loaded).
 */
export function withGermanFallback(...overlays: PartialMessages[]): Messages {
  const merged: Record<string, string> = { ...(EARLY_GERMAN as Record<string, string>) };
  for (const overlay of overlays) {
    for (const [key, text] of Object.entries(overlay)) {
      // The production build precompiles the tables to ICU ASTs (vite.config.ts, typed here
      // as the texts they were); a blank text stays a string there too.
      const present = typeof text === "string" ? text.trim() !== "" : Array.isArray(text);
      if (present) merged[key] = text as string;
    }
  }
  return merged as Messages;
}

/** The catalogue of a locale, without the German fallback applied. */
export async function loadCatalogue(locale: Locale): Promise<PartialMessages> {
  if (locale === "de") return loadGerman();
  return Object.assign({}, ...(await loaders[locale]()).tables);
}
