// spec selling-core §9 and DESIGN.md §6: VAT included in a price is price × rate / (100 + rate),
// rounded to the cent once per line, and reported per rate.
import { type Cents, divideRoundHalfUp, isCents, percentToBasisPoints, toSafeCents } from "./money";

/** One cart line as VAT sees it (spec selling-core §3: Ticket price_cents, vat_pct, tax_included). */
export type VatLine = {
  /** Unit price; gross when tax_included, net otherwise. */
  price_cents: Cents;
  quantity: number;
  /** Percent with at most two decimals (19, 7, 7.7, 10.5). */
  vat_pct: number;
  tax_included: boolean;
};

export type LineVat = {
  gross_cents: Cents;
  net_cents: Cents;
  vat_cents: Cents;
  vat_pct: number;
};

/** VAT of one rate; named price_cents as in the spec's cart info `vats (vat_pct, price_cents)`. */
export type VatAmount = { vat_pct: number; price_cents: Cents };

const HUNDRED_PERCENT = 10_000n; // in hundredths of a percent

function toBigIntCents(cents: Cents): bigint {
  if (!Number.isSafeInteger(cents))
    throw new RangeError(`Not an integer amount of cents: ${cents}`);
  return BigInt(cents);
}

/** VAT contained in a gross amount: gross × rate / (100 + rate), rounded half-up to the cent. */
export function vatIncluded(grossCents: Cents, ratePct: number): Cents {
  const rate = percentToBasisPoints(ratePct);
  return toSafeCents(divideRoundHalfUp(toBigIntCents(grossCents) * rate, HUNDRED_PERCENT + rate));
}

/** VAT added on top of a net amount: net × rate / 100, rounded half-up to the cent. */
export function vatAdded(netCents: Cents, ratePct: number): Cents {
  const rate = percentToBasisPoints(ratePct);
  return toSafeCents(divideRoundHalfUp(toBigIntCents(netCents) * rate, HUNDRED_PERCENT));
}

/**
 * Splits one line (unit price × quantity) into gross, net and VAT, rounding once for the line.
 *
 * Rounding per line, not per unit, is what the spec asks: 3 × 12,50 € at 19 % holds 5,99 € VAT,
 * where three rounded unit VATs would make 6,00 €.
 */
export function lineVat(line: VatLine): LineVat {
  if (!isCents(line.price_cents)) throw new RangeError(`Not a unit price: ${line.price_cents}`);
  if (!isCents(line.quantity)) throw new RangeError(`Not a quantity: ${line.quantity}`);
  const amount = toSafeCents(BigInt(line.price_cents) * BigInt(line.quantity));
  if (line.tax_included) {
    const vat = vatIncluded(amount, line.vat_pct);
    return { gross_cents: amount, net_cents: amount - vat, vat_cents: vat, vat_pct: line.vat_pct };
  }
  const vat = vatAdded(amount, line.vat_pct);
  const gross = toSafeCents(BigInt(amount) + BigInt(vat));
  return { gross_cents: gross, net_cents: amount, vat_cents: vat, vat_pct: line.vat_pct };
}

/** One line whose units each have a price of their own (an event line's seats and admissions). */
export type PartedVatLine = {
  /** Each unit's price; gross when tax_included, net otherwise. */
  units_cents: readonly Cents[];
  vat_pct: number;
  tax_included: boolean;
};

/**
 * Splits a line of differently priced units as lineVat does a uniform one: VAT rounded once for
 * the line's sum, not per unit (4 × 32 € at 7 % hold 8,37 €, four rounded unit VATs 8,36 €).
 * Each unit's gross is what it adds to the running sum's gross, so the units add up to the
 * line's gross to the cent (a unit's own amount when the prices include VAT).
 */
export function splitLineVat(line: PartedVatLine): { line: LineVat; units_gross_cents: Cents[] } {
  const priced = (cents: bigint) =>
    lineVat({
      price_cents: toSafeCents(cents),
      quantity: 1,
      vat_pct: line.vat_pct,
      tax_included: line.tax_included,
    });
  let sum = 0n;
  let grossBefore = 0;
  const units_gross_cents = line.units_cents.map((unit) => {
    if (!isCents(unit)) throw new RangeError(`Not a unit price: ${unit}`);
    sum += BigInt(unit);
    const grossSoFar = priced(sum).gross_cents;
    const gross = grossSoFar - grossBefore;
    grossBefore = grossSoFar;
    return gross;
  });
  return { line: priced(sum), units_gross_cents };
}

/**
 * Sums the VAT of the lines per rate, sorted by rate ascending.
 *
 * A rate is listed whenever a line carries it, even when its VAT is 0 (a 0 % rate, or free
 * tickets), so the receipt shows every rate that was sold. `7.7` and `7.70` are one rate.
 */
export function vatBreakdown(lines: ReadonlyArray<VatLine>): VatAmount[] {
  const byRate = new Map<bigint, bigint>();
  for (const line of lines) {
    const rate = percentToBasisPoints(line.vat_pct);
    byRate.set(rate, (byRate.get(rate) ?? 0n) + BigInt(lineVat(line).vat_cents));
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1)) // map keys are distinct, never equal
    .map(([rate, vat]) => ({ vat_pct: Number(rate) / 100, price_cents: toSafeCents(vat) }));
}
