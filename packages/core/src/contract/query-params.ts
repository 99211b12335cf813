// Query-string building blocks. A query parser hands every value over as a string (or an
// array of strings when a key repeats), so these schemas coerce strictly: digits only for
// numbers, "true"/"false"/"1"/"0" only for booleans — never JavaScript's loose coercion
// ("" → 0, "no" → true). Typed values are accepted too, so the shop can build queries from
// the same types. Each schema pipes into its output type so `z.toJSONSchema` can describe
// both sides (io "input" for what the client sends, "output" for what the handler gets).
import { z } from "zod";
import { Id, IsoDate, Locale, MAX_DB_INTEGER } from "./common";

// Only the plain decimal spelling: no sign, no leading zeros, no exponent, no blanks.
const DIGITS = /^(0|[1-9]\d*)$/;

const intFromQuery = z.union([z.int().nonnegative(), z.string().regex(DIGITS).transform(Number)]);

/** A non-negative integer from a query string ("25" → 25), within PostgreSQL `integer`. */
export const QueryInt = intFromQuery
  .pipe(z.int().nonnegative().max(MAX_DB_INTEGER))
  .meta({ description: "Non-negative integer", example: "25" });
export type QueryInt = z.infer<typeof QueryInt>;

/** An id from a query string or path ("42" → 42). */
export const QueryId = intFromQuery.pipe(Id).meta({ description: "Id", example: "42" });
export type QueryId = z.infer<typeof QueryId>;

/** A boolean from a query string: "true"/"1" → true, "false"/"0" → false, nothing else. */
export const QueryBool = z
  .union([
    z.boolean(),
    z.enum(["true", "false", "1", "0"]).transform((s) => s === "true" || s === "1"),
  ])
  .pipe(z.boolean())
  .meta({ description: "Boolean: true, false, 1 or 0", example: "true" });
export type QueryBool = z.infer<typeof QueryBool>;

// spec selling-core §9: list page size 1000 — also the cap of any repeated key.
const MAX_QUERY_ARRAY = 1000;

/**
 * A repeated key such as `by_museum_ids[]`: a parser gives a single value for one occurrence
 * and an array for several; both arrive here as an array of parsed items. In OpenAPI terms it
 * is an array parameter in form style with explode, so the JSON Schema shows the array.
 */
export function queryArray<T extends z.ZodType>(item: T, options: { min?: number } = {}) {
  const many = z
    .array(item)
    .min(options.min ?? 0)
    .max(MAX_QUERY_ARRAY);
  const example = z.globalRegistry.get(item)?.example;
  // Wrapping first (rather than a union of one and many) keeps the index of a bad entry in
  // the issue path: ["by_museum_ids[]", 1].
  return z
    .preprocess(
      (value: z.input<T> | z.input<T>[]) =>
        Array.isArray(value) || value === undefined ? value : [value],
      many,
    )
    .meta({
      description: "One value, or the key repeated",
      example: example === undefined ? [] : [example],
    });
}

/** Ids from a repeated query key (`by_museum_ids[]=1&by_museum_ids[]=2`). */
export const QueryIds = queryArray(QueryId);
export type QueryIds = z.infer<typeof QueryIds>;

/** Paging of a list call: per_page 1..1000 (default 1000, spec selling-core §9), page from 1. */
export const PaginationQuery = z
  .object({
    per_page: intFromQuery.pipe(z.int().min(1).max(1000)).default(1000),
    page: intFromQuery.pipe(z.int().min(1).max(MAX_DB_INTEGER)).default(1),
  })
  .meta({
    id: "PaginationQuery",
    description: "Page size and page number",
    example: { per_page: "1000", page: "1" },
  });
export type PaginationQuery = z.infer<typeof PaginationQuery>;

// spec selling-core §7: every resource call sends a locale parameter.
/** The `locale` every call sends; de when absent. */
export const LocaleQuery = z
  .object({ locale: Locale.default("de") })
  .meta({ id: "LocaleQuery", description: "Language of the answer", example: { locale: "en" } });
export type LocaleQuery = z.infer<typeof LocaleQuery>;

/** Query of the reference lists (countries, salutations): language and paging. */
export const ReferenceListQuery = LocaleQuery.extend({ ...PaginationQuery.shape }).meta({
  id: "ReferenceListQuery",
  description: "Language and paging of a reference list",
  example: { locale: "en", per_page: "1000", page: "1" },
});
export type ReferenceListQuery = z.infer<typeof ReferenceListQuery>;

/** A path with one id (`/tickets/{id}`). */
export const IdPath = z
  .object({ id: QueryId })
  .meta({ id: "IdPath", description: "Path with an id", example: { id: "42" } });
export type IdPath = z.infer<typeof IdPath>;

/** A query with one date (`?date=YYYY-MM-DD`). */
export const DateQuery = LocaleQuery.extend({ date: IsoDate }).meta({
  id: "DateQuery",
  description: "Day to look at",
  example: { locale: "de", date: "2025-06-14" },
});
export type DateQuery = z.infer<typeof DateQuery>;
