// Building blocks of the API contract (DESIGN.md §5): ids, money, dates, locales and list answers.
// Every schema carries an example in its registry metadata so the OpenAPI document shows one.
import { z } from "zod";
import { LOCALES } from "../constants";

// Every id, count and amount column is a PostgreSQL `integer` (apps/server/src/db/migrations:
// none is bigint), so every integer a request carries stops here; a larger one answers 422
// naming the field instead of a 500 from the database.
/** The largest PostgreSQL `integer`, 2^31 − 1: the bound of every integer of a request. */
export const MAX_DB_INTEGER = 2_147_483_647;

/**
 * A database id: a positive integer that fits PostgreSQL's `integer`, the type of every id
 * column (2^31 − 1 at most; a larger id answers 422 instead of reaching the database).
 */
export const Id = z
  .int()
  .positive()
  .max(MAX_DB_INTEGER)
  .meta({ description: "Positive integer id", example: 42 });
export type Id = z.infer<typeof Id>;

// spec selling-core §1: all amounts are held in integer cents.
/** An amount of money in integer euro cents, never negative; amount columns are `integer`. */
export const Cents = z
  .int()
  .nonnegative()
  .max(MAX_DB_INTEGER)
  .meta({ description: "Amount in integer euro cents", example: 1250 });
export type Cents = z.infer<typeof Cents>;

/** A count of things (places, persons, items): a non-negative integer a column holds. */
export const Count = z
  .int()
  .nonnegative()
  .max(MAX_DB_INTEGER)
  .meta({ description: "Non-negative count", example: 3 });
export type Count = z.infer<typeof Count>;

// The VAT rule (../vat.ts) accepts percentages with at most two decimals (19, 7, 7.7).
/** A VAT rate in percent, 0..100 with at most two decimals. */
export const VatPct = z
  .number()
  .min(0)
  .max(100)
  .multipleOf(0.01)
  .meta({ description: "VAT rate in percent", example: 19 });
export type VatPct = z.infer<typeof VatPct>;

/** A discount in whole percent off (spec selling-core §9: percent off, rounded). */
export const Percent = z
  .int()
  .min(0)
  .max(100)
  .meta({ description: "Whole percent, 0..100", example: 20 });
export type Percent = z.infer<typeof Percent>;

// Text typed by a person. C0 controls (U+0000–U+001F, NUL among them), DEL (U+007F) and C1
// controls (U+0080–U+009F) are refused everywhere: PostgreSQL cannot store NUL in `text`, and
// the rest only ever arrive from scripts, broken encodings or attacks on logs and documents.
// A one-line field (a name, a street, a code, a search) takes none of them; a multi-line box
// (the order comment) keeps its line breaks (\n, \r) and tabs. Umlauts, accents and emoji
// are text like any other.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const SINGLE_LINE = /^[^\u0000-\u001F\u007F-\u009F]*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const MULTI_LINE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$/;

/** Whether `text` has no control character (a one-line field). */
export function isSingleLineText(text: string): boolean {
  return SINGLE_LINE.test(text);
}

/** Whether `text` has no control character but line breaks and tabs (a multi-line box). */
export function isMultiLineText(text: string): boolean {
  return MULTI_LINE.test(text);
}

/** Bounds of a text field: every text of a request has a maximum length. */
export interface TextOptions {
  max: number;
  min?: number;
  /** Strip surrounding white space first (then a pasted trailing tab is no error). */
  trim?: boolean;
}

function text(pattern: RegExp, message: string, { max, min, trim = false }: TextOptions) {
  const base = trim ? z.string().trim() : z.string();
  const checked = base.regex(pattern, { error: message });
  return (min === undefined ? checked : checked.min(min)).max(max);
}

/** One line of text from a request (a name, a street, a code, a search): no control characters. */
export function singleLineText(options: TextOptions) {
  return text(SINGLE_LINE, "Control characters are not allowed", options);
}

/** Text of a multi-line box (a comment): line breaks and tabs, no other control characters. */
export function multiLineText(options: TextOptions) {
  return text(
    MULTI_LINE,
    "Control characters other than line breaks and tabs are not allowed",
    options,
  );
}

/** A calendar day "YYYY-MM-DD" (spec selling-core §5: cart dates use this format). */
export const IsoDate = z.iso
  .date()
  .meta({ description: "Calendar day YYYY-MM-DD (Europe/Berlin)", example: "2025-06-14" });
export type IsoDate = z.infer<typeof IsoDate>;

/** A wall-clock time "HH:MM" in Europe/Berlin. */
export const Time = z.iso
  .time({ precision: -1 })
  .meta({ description: "Wall-clock time HH:MM (Europe/Berlin)", example: "10:30" });
export type Time = z.infer<typeof Time>;

/** An instant as ISO 8601 date-time with an explicit offset or Z. */
export const IsoDateTime = z.iso
  .datetime({ offset: true })
  // Its fraction of a second is unbounded in ISO 8601; no clock writes more than nanoseconds.
  .max(64)
  .meta({ description: "ISO 8601 date-time with offset", example: "2025-06-14T10:30:00+02:00" });
export type IsoDateTime = z.infer<typeof IsoDateTime>;

// DESIGN.md §7: tokens in links are random with at least 128 bits — 22 base64url characters.
/** An opaque, URL-safe secret token of at least 22 characters (holds, orders, links). */
export const UrlToken = z
  .string()
  .max(128)
  .regex(/^[A-Za-z0-9_-]{22,128}$/)
  .meta({ description: "Opaque URL-safe token (≥128 bits)", example: "q3Jx9fLw0VbT2mYcR8nKdA" });
export type UrlToken = z.infer<typeof UrlToken>;

/**
 * The token of a mailed link (confirmation, password reset, annual personalisation) as the
 * visitor's browser sends it. A link cut short or mangled by a mail program names no token:
 * it is looked up like any other and answers 404 token_not_found, never a 422 about its shape
 * (the issue 27: a truncated link read as "try again later"). Bounded, one line of text.
 */
export const LinkToken = singleLineText({ max: 512 }).meta({
  description: "The token of a mailed link; one of another shape is unknown (404 token_not_found)",
  example: "q3Jx9fLw0VbT2mYcR8nKdA",
});
export type LinkToken = z.infer<typeof LinkToken>;

/** Minutes after the start of a day, 0..1440 (spec selling-core §3: first_entry, last_entry). */
export const MinuteOfDay = z
  .int()
  .min(0)
  .max(1440)
  .meta({ description: "Minutes after the start of the day", example: 1020 });
export type MinuteOfDay = z.infer<typeof MinuteOfDay>;

/** A shop locale (spec selling-core §1: de default, en, es, fr). */
export const Locale = z.enum(LOCALES).meta({ description: "Shop language", example: "de" });
export type Locale = z.infer<typeof Locale>;

/** An absolute http(s) URL. */
export const Url = z
  .url({ protocol: /^https?$/ })
  .meta({ description: "Absolute http(s) URL", example: "https://shop.example.org/img/1.jpg" });
export type Url = z.infer<typeof Url>;

/**
 * An absolute http(s) URL, or a path on the shop's own host ("/img/hall.svg"): what a venue
 * serves beside the shop (its logo, its pictures) needs no host of its own.
 */
export const ShopUrl = z
  .union([
    Url,
    z
      .string()
      .max(512)
      .regex(/^\/(?!\/)[A-Za-z0-9._~!$&'()*+,;=:@%/-]*$/),
  ])
  .meta({ description: "Absolute http(s) URL or a path of the shop", example: "/img/hall.svg" });
export type ShopUrl = z.infer<typeof ShopUrl>;

// JSON object keys are strings, so maps keyed by id (quantities per price, capacities per
// ticket) use the id's decimal spelling.
/** An id written as a JSON object key ("42"), within the bound of Id. */
export const IdKey = z
  .string()
  .max(10)
  .regex(/^[1-9]\d{0,9}$/)
  .refine((key) => Number(key) <= MAX_DB_INTEGER, `Too big: expected an id <= ${MAX_DB_INTEGER}`)
  .meta({ description: "Id as an object key", example: "42" });
export type IdKey = z.infer<typeof IdKey>;

/** An id with a display name (languages, age groups, grades, countries). */
export const NamedRef = z
  .object({ id: Id, name: z.string() })
  .meta({ id: "NamedRef", description: "Id and name", example: { id: 1, name: "Deutsch" } });
export type NamedRef = z.infer<typeof NamedRef>;

/** VAT of one rate (spec selling-core §3 cart info `vats (vat_pct, price_cents)`). */
export const VatAmount = z.object({ vat_pct: VatPct, price_cents: Cents }).meta({
  id: "VatAmount",
  description: "VAT contained in the amounts of one rate",
  example: { vat_pct: 19, price_cents: 160 },
});
export type VatAmount = z.infer<typeof VatAmount>;

/** `meta` of every list answer (DESIGN.md §5). */
export const ListMeta = z.object({ total_count: Count }).meta({
  id: "ListMeta",
  description: "Total number of matches over all pages",
  example: { total_count: 1 },
});
export type ListMeta = z.infer<typeof ListMeta>;

/** Wraps an item schema as a list answer `{ data: item[], meta: { total_count } }` (DESIGN §5). */
export function listOf<T extends z.ZodType>(item: T, id: string) {
  const meta = z.globalRegistry.get(item);
  const data = meta?.example === undefined ? [] : [meta.example];
  return z.object({ data: z.array(item), meta: ListMeta }).meta({
    id,
    description: `List of ${meta?.id ?? "items"}`,
    example: { data, meta: { total_count: data.length } },
  });
}
