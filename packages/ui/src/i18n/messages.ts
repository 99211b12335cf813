import type { Locale } from "@shop/core/constants";
import { de, type SharedMessageKey, type SharedMessages } from "./messages/de";
import { en } from "./messages/en";
import { es } from "./messages/es";
import { fr } from "./messages/fr";

export type { SharedMessageKey, SharedMessages };

// The shop's locales (@shop/core/constants LOCALES, DEFAULT_LOCALE German: DESIGN.md §8).
export type UiLocale = Locale;

/**
 * The texts of one part of the library in every locale. Each component family keeps its own
 * table (`src/components/<family>/messages.ts`), so a bundle carries only the texts of the
 * families it imports; keys are prefixed with the family (`calendar.soldOut`) and unique.
 */
export type UiMessageTable<K extends string = string> = Readonly<
  Record<UiLocale, Readonly<Record<K, string>>>
>;

/** The keys of a table: `UiMessageKeyOf<typeof seatMapMessages>`. */
export type UiMessageKeyOf<T extends UiMessageTable> = Extract<keyof T["de"], string>;

/** The texts several families share (close, loading, show more, pagination …). */
export const uiMessages: UiMessageTable<SharedMessageKey> = { de, en, es, fr };

/** Fills `{name}` placeholders; an unknown placeholder stays visible rather than going blank. */
export function formatMessage(
  template: string,
  values: Record<string, string | number> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
