// Pieces the catalogue's list reads share (museums, exhibitions): a page of a list with an
// optional search text, and the stored shape of a picture.
import type { Locale } from "@shop/core";
import type { LocalizedText } from "../i18n/localized-text";

export interface StoredPicture {
  teaser: string | null;
  article: string | null;
  article_3x2: string | null;
  detail: string | null;
  preview: string | null;
  thumbnail: string | null;
  title: LocalizedText;
  copyright_info: string | null;
}

export interface ListFilter {
  locale: Locale;
  perPage: number;
  page: number;
  q?: string | undefined;
}

/** A LIKE pattern that finds `text` anywhere, its own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
