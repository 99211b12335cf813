// Pieces the catalogue's list reads share (museums, exhibitions): a page of a list with an
// optional search text, and the stored shape of a picture.
import type { Locale } from "@shop/core";
import { type LocalizedText, sqlText } from "../i18n/localized-text";

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

// The issue "venue's pages", Deliver 2: a search text finds a museum or an exhibition by its
// title, subtitle or description in the asked language, ranked, with PostgreSQL's full-text
// search (the same on PGlite): the language's stemmer ("Bücher" finds "Buch" in German), the
// title weighing most, then the subtitle, then the description (its HTML tags left out). A
// part of a title or subtitle still finds it ("Papier" finds "Papierwelten": compounds do not
// stem apart).

/** The text search configuration of the locale `$n`: each shop language has its stemmer. */
function searchConfig(localeParam: string): string {
  return `(CASE ${localeParam} WHEN 'en' THEN 'english' WHEN 'es' THEN 'spanish'
             WHEN 'fr' THEN 'french' ELSE 'german' END)::regconfig`;
}

/**
 * The parts of a list query that search: a LATERAL join naming `search.doc` and `search.query`
 * for rows of `alias` (with title, sub_title and description columns), the condition a row
 * must meet, and its rank. `$q` is the search text (NULL: no search), `$pattern` the
 * containsPattern of it, `$locale` the locale. `label`, an SQL text of the row, is searched
 * as the subtitle is (an event's category: "Vortrag" finds the "Vorträge").
 */
export function searchSql(
  alias: string,
  params: { q: string; pattern: string; locale: string },
  label?: string,
): { join: string; matches: string; rank: string } {
  const config = searchConfig(params.locale);
  const title = sqlText(`${alias}.title`, params.locale);
  const subTitle = sqlText(`${alias}.sub_title`, params.locale);
  const description = `regexp_replace(${sqlText(`${alias}.description`, params.locale)}, '<[^>]*>', ' ', 'g')`;
  const inTitle = `(${title} ILIKE ${params.pattern} OR ${subTitle} ILIKE ${params.pattern})`;
  const parts = [
    `setweight(to_tsvector(${config}, ${title}), 'A')`,
    `setweight(to_tsvector(${config}, ${subTitle}), 'B')`,
    ...(label ? [`setweight(to_tsvector(${config}, ${label}), 'B')`] : []),
    `setweight(to_tsvector(${config}, ${description}), 'C')`,
  ];
  return {
    join: `CROSS JOIN LATERAL (
             SELECT ${parts.join(" || ")} AS doc,
                    websearch_to_tsquery(${config}, ${params.q}) AS query
           ) search`,
    matches: `(${params.q}::text IS NULL OR search.doc @@ search.query OR ${inTitle})`,
    // ts_rank with normalisation 1 (divided by the log of the text's length): of two texts
    // naming the word, the shorter is more about it. A part of the title adds half a title
    // match, a part of the subtitle a fifth.
    rank: `(CASE WHEN ${params.q}::text IS NULL THEN 0
                 ELSE ts_rank(search.doc, search.query, 1)
                      + CASE WHEN ${title} ILIKE ${params.pattern} THEN 0.5
                             WHEN ${subTitle} ILIKE ${params.pattern} THEN 0.2 ELSE 0 END
            END)`,
  };
}
