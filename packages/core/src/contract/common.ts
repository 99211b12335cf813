// Building blocks of the API contract (DESIGN.md §5): ids, money, dates, locales and list answers.
// Every schema carries an example in its registry metadata so the OpenAPI document shows one.
import { z } from "zod";
import { LOCALES } from "../locale";

/**
 * A database id: a positive integer that fits PostgreSQL's `integer`, the type of every id
 * column (2^31 − 1 at most; a larger id answers 422 instead of reaching the database).
 */
export const Id = z
  .int()
  .positive()
  .max(2_147_483_647)
  .meta({ description: "Positive integer id", example: 42 });
export type Id = z.infer<typeof Id>;

// spec selling-core §1: all amounts are held in integer cents.
/** An amount of money in integer euro cents, never negative. */
export const Cents = z
  .int()
  .nonnegative()
  .meta({ description: "Amount in integer euro cents", example: 1250 });
export type Cents = z.infer<typeof Cents>;

/** A count of things (places, persons, items): a non-negative safe integer. */
export const Count = z.int().nonnegative().meta({ description: "Non-negative count", example: 3 });
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
  .meta({ description: "ISO 8601 date-time with offset", example: "2025-06-14T10:30:00+02:00" });
export type IsoDateTime = z.infer<typeof IsoDateTime>;

// DESIGN.md §7: tokens in links are random with at least 128 bits — 22 base64url characters.
/** An opaque, URL-safe secret token of at least 22 characters (holds, orders, links). */
export const UrlToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22,128}$/)
  .meta({ description: "Opaque URL-safe token (≥128 bits)", example: "q3Jx9fLw0VbT2mYcR8nKdA" });
export type UrlToken = z.infer<typeof UrlToken>;

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

// JSON object keys are strings, so maps keyed by id (quantities per price, capacities per
// ticket) use the id's decimal spelling.
/** An id written as a JSON object key ("42"). */
export const IdKey = z
  .string()
  .regex(/^[1-9]\d{0,15}$/)
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
