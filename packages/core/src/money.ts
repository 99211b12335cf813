// spec selling-core §9: currency EUR, amounts in cents. DESIGN.md §6: integer cents only.
import type { Locale } from "./constants";

/** An amount of euro cents: always an integer, never a float of euros. */
export type Cents = number;

/** Tells whether a value is a safe, non-negative integer amount of cents. */
export function isCents(value: unknown): value is Cents {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
}

const formatters = new Map<Locale, Intl.NumberFormat>();

function formatterFor(locale: Locale): Intl.NumberFormat {
  let formatter = formatters.get(locale);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/**
 * Formats cents as euros in the locale's own way (de `12,50 €`, en `€12.50`, negatives with a minus).
 *
 * The output is Intl's, unchanged: de, es and fr put a no-break space (U+00A0) before `€`, and fr
 * groups thousands with a narrow no-break space (U+202F); es groups only from 5 integer digits.
 * Tests and callers comparing strings must expect those characters, not a plain space.
 */
export function formatMoney(cents: Cents, locale: Locale): string {
  if (!Number.isSafeInteger(cents))
    throw new RangeError(`Not an integer amount of cents: ${cents}`);
  // Built as a decimal string, which Intl formats exactly (Intl.NumberFormat v3): dividing by
  // 100 as a float would lose the last cent of amounts above about 2^46.
  const digits = String(Math.abs(cents)).padStart(3, "0");
  const decimal = `${cents < 0 ? "-" : ""}${digits.slice(0, -2)}.${digits.slice(-2)}`;
  return formatterFor(locale).format(decimal as `${number}`);
}

export type ParseMoneyError = "empty" | "invalid" | "negative" | "tooPrecise" | "tooLarge";

export type ParseMoneyResult = { ok: true; cents: Cents } | { ok: false; error: ParseMoneyError };

const DECIMAL_SEPARATOR: Record<Locale, "," | "."> = { de: ",", en: ".", es: ",", fr: "," };

const SIGN = /^[-\u2212]\s*/;
const CURRENCY_BEFORE = /^(?:€|eur)\s*/i;
const CURRENCY_AFTER = /\s*(?:€|eur)$/i;
const AMOUNT_CHARACTERS = /^\d(?:[\d.,\s]*\d)?$/;

function fail(error: ParseMoneyError): ParseMoneyResult {
  return { ok: false, error };
}

function otherSeparator(separator: "," | "."): "," | "." {
  return separator === "," ? "." : ",";
}

/** Integer part grouped by thousands: `1.234.567`, `1,234`, `1 234` (any space, as fr uses U+202F). */
function groupedPattern(groupSeparator: "," | "."): RegExp {
  return new RegExp(`^[1-9]\\d{0,2}(?:[${groupSeparator}\\s]\\d{3})+$`);
}

/**
 * Decides which of `.` and `,` is the decimal separator of a typed amount, or null if none is.
 *
 * With both present the last one is decimal. A lone separator that is the locale's decimal
 * separator is decimal; the other one is a thousands separator when it groups by three
 * (`1.234` in de, `1,234` in en), else it is decimal too, as people type `12.50` in de.
 */
function findDecimalSeparator(amount: string, locale: Locale): "," | "." | null {
  const lastDot = amount.lastIndexOf(".");
  const lastComma = amount.lastIndexOf(",");
  if (lastDot >= 0 && lastComma >= 0) return lastDot > lastComma ? "." : ",";
  if (lastDot < 0 && lastComma < 0) return null;
  const separator = lastDot >= 0 ? "." : ",";
  if (separator === DECIMAL_SEPARATOR[locale]) return separator;
  return groupedPattern(separator).test(amount) ? null : separator;
}

/**
 * Parses a typed amount of euros into cents without ever going through a float.
 *
 * Accepts `12`, `12,5`, `12,50`, `12.50`, `1.234,50` (de), `1,234.50` (en), `1 234,50`, a `€` or
 * `EUR` before or after, and spaces. A minus sign is refused as `negative`, even before zero.
 * Digits after the cents are accepted only if they are zeros (`12,500` in de is 12,50 €).
 */
export function parseMoney(input: string, locale: Locale): ParseMoneyResult {
  let text = input.trim();
  if (text === "") return fail("empty");

  let negative = SIGN.test(text);
  text = text.replace(SIGN, "");
  if (CURRENCY_BEFORE.test(text)) {
    text = text.replace(CURRENCY_BEFORE, "");
    // en writes the sign before the symbol (`-€12.50`), but `€ -12,50` is typed too.
    if (!negative && SIGN.test(text)) {
      negative = true;
      text = text.replace(SIGN, "");
    }
  } else {
    text = text.replace(CURRENCY_AFTER, "");
  }
  if (!AMOUNT_CHARACTERS.test(text)) return fail("invalid");

  const decimalSeparator = findDecimalSeparator(text, locale);
  let integerPart = text;
  let fraction = "";
  let groupSeparator: "," | "." = otherSeparator(DECIMAL_SEPARATOR[locale]);
  if (decimalSeparator !== null) {
    const at = text.lastIndexOf(decimalSeparator);
    integerPart = text.slice(0, at);
    fraction = text.slice(at + 1);
    groupSeparator = otherSeparator(decimalSeparator);
  } else if (text.includes(".") || text.includes(",")) {
    groupSeparator = text.includes(".") ? "." : ",";
  }
  if (!/^\d*$/.test(fraction)) return fail("invalid");
  if (!/^\d+$/.test(integerPart) && !groupedPattern(groupSeparator).test(integerPart)) {
    return fail("invalid");
  }

  if (negative) return fail("negative");
  if (/[1-9]/.test(fraction.slice(2))) return fail("tooPrecise");

  const euros = BigInt(integerPart.replace(/\D/g, ""));
  const cents = euros * 100n + BigInt(fraction.slice(0, 2).padEnd(2, "0"));
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) return fail("tooLarge");
  return { ok: true, cents: Number(cents) };
}

/**
 * Reads a percent with at most two decimals (`19`, `7.7`, `10.5`) as an integer of hundredths of
 * a percent, so rates and discounts are applied with integer arithmetic only.
 */
export function percentToBasisPoints(percent: number): bigint {
  const basisPoints = Math.round(percent * 100);
  // the float product of a two-decimal percent lands within rounding noise of an integer
  if (!Number.isFinite(percent) || Math.abs(percent * 100 - basisPoints) > 1e-6) {
    throw new RangeError(`A percent has at most two decimals: ${percent}`);
  }
  if (basisPoints < 0 || basisPoints > 10_000) {
    throw new RangeError(`A percent lies between 0 and 100: ${percent}`);
  }
  return BigInt(basisPoints);
}

/** Divides two integers and rounds half away from zero (half-up for amounts, same for credits). */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError("The denominator must be positive");
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return numerator < 0n ? -rounded : rounded;
}

/** Turns an integer result back into cents, refusing what a number can no longer hold exactly. */
export function toSafeCents(value: bigint): Cents {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`Amount out of the safe integer range: ${value}`);
  }
  return Number(value);
}
