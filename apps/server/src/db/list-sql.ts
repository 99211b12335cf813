// Pieces the catalogue's list reads share (museums, exhibitions, events, tours): a page of a
// list with an optional search text, the dated lists' filters, and the stored shape of a
// picture.
import type { Locale } from "@shop/core";
import { type LocalizedText, sqlText } from "../i18n/localized-text";
import type { Queryable } from "./database";

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

/** What a searchable list reads: its table, the columns it answers, and its own conditions. */
export interface SearchPageSpec {
  table: string;
  alias: string;
  /** The answer's columns, qualified by `alias`. */
  columns: string;
  /** More conditions on the rows, reading `extra` as $6, $7 …; none: every row. */
  where?: string;
}

/**
 * A page of a searchable list (museums, exhibitions, goods) and its total, in one query: the
 * rows matching the search text (searchSql), ranked, then by sort_order and id. `extra` are
 * the parameters of `spec.where`, from $6 on.
 */
export async function findSearchPage<Row>(
  db: Queryable,
  spec: SearchPageSpec,
  filter: ListFilter,
  extra: readonly unknown[] = [],
): Promise<{ total: number; rows: Row[] }> {
  const { alias } = spec;
  const search = searchSql(alias, { q: "$5", pattern: "$1", locale: "$2" });
  const result = await db.query<{ total: number; rows: Row[] }>(
    `WITH matching AS (
       SELECT ${spec.columns}, ${alias}.sort_order, ${search.rank} AS rank
       FROM ${spec.table} ${alias} ${search.join}
       WHERE ${search.matches} AND (${spec.where ?? "true"})
     )
     SELECT (SELECT count(*)::int FROM matching) AS total,
            coalesce((SELECT jsonb_agg(to_jsonb(p) - 'sort_order' - 'rank'
                                       ORDER BY p.rank DESC, p.sort_order, p.id)
                      FROM (SELECT * FROM matching ORDER BY rank DESC, sort_order, id
                            LIMIT $3 OFFSET $4) p),
                     '[]') AS rows`,
    [
      filter.q ? containsPattern(filter.q) : null,
      filter.locale,
      filter.perPage,
      (filter.page - 1) * filter.perPage,
      filter.q ?? null,
      ...extra,
    ],
  );
  return result.rows[0] ?? { total: 0, rows: [] };
}

/**
 * The filters the event and tour lists share (surrounding-areas §2 "Tours": "list working like
 * the event list"): museums, exhibitions, languages, categories, a bookable date still to come,
 * and the bookable and featured flags.
 */
export interface DatedListFilter extends ListFilter {
  museumIds?: number[] | undefined;
  exhibitionIds?: number[] | undefined;
  languageIds?: number[] | undefined;
  categoryIds?: number[] | undefined;
  /** Only those with a bookable date (start time) starting after `now`. */
  inFuture?: boolean | undefined;
  bookable?: boolean | undefined;
  featured?: boolean | undefined;
  now: Date;
}

/** The query of GET /events or /tours (EventsQuery, ToursQuery) as its filter at `now`. */
export function datedListFilter(
  query: {
    locale: Locale;
    per_page: number;
    page: number;
    q?: string | undefined;
    "by_museum_ids[]"?: number[] | undefined;
    "by_exhibition_ids[]"?: number[] | undefined;
    "by_language_ids[]"?: number[] | undefined;
    "by_category_ids[]"?: number[] | undefined;
    with_bookings_in_future?: boolean | undefined;
    by_bookable?: boolean | undefined;
    by_featured?: boolean | undefined;
  },
  now: Date,
): DatedListFilter {
  return {
    locale: query.locale,
    perPage: query.per_page,
    page: query.page,
    q: query.q,
    museumIds: query["by_museum_ids[]"],
    exhibitionIds: query["by_exhibition_ids[]"],
    languageIds: query["by_language_ids[]"],
    categoryIds: query["by_category_ids[]"],
    inFuture: query.with_bookings_in_future,
    bookable: query.by_bookable,
    featured: query.by_featured,
    now,
  };
}

/**
 * A page of a dated list (events, tours) and its total, as one query: `matching` selects the
 * `id`, `sort_order` and `rank` of every row that passes the filter, `columns` the answer's
 * columns of `alias` (which `table` names), and `$1` … `$13` are datedListParams' in its order.
 */
export function datedListSql(
  matching: string,
  columns: string,
  table: string,
  alias: string,
): string {
  return `WITH matching AS (${matching}), page AS (
       SELECT id, sort_order, rank FROM matching ORDER BY rank DESC, sort_order, id
       LIMIT $3 OFFSET $4
     )
     SELECT (SELECT count(*)::int FROM matching) AS total,
            coalesce((SELECT jsonb_agg(to_jsonb(x) ORDER BY p.rank DESC, p.sort_order, p.id)
                      FROM page p
                      CROSS JOIN LATERAL (SELECT ${columns}
                                          FROM ${table} ${alias} WHERE ${alias}.id = p.id) x),
                     '[]') AS rows`;
}

/**
 * The parameters of datedListSql: $1 the search pattern, $2 the locale, $3 and $4 the page,
 * $5 museums, $6 the search text, $7 exhibitions, $8 languages, $9 categories, $10 only with a
 * date to come, $11 bookable, $12 featured, $13 now.
 */
export function datedListParams(filter: DatedListFilter): unknown[] {
  return [
    filter.q ? containsPattern(filter.q) : null,
    filter.locale,
    filter.perPage,
    (filter.page - 1) * filter.perPage,
    filter.museumIds ?? null,
    filter.q ?? null,
    filter.exhibitionIds ?? null,
    filter.languageIds ?? null,
    filter.categoryIds ?? null,
    filter.inFuture ?? false,
    filter.bookable ?? null,
    filter.featured ?? null,
    filter.now,
  ];
}
