// spec selling-core §3 "Cart totals": subTotalCents, subTotalCentsWithoutShipping, donations,
// vats, shippingVats. §9: a donation is fixed at 100 cents.
import { type Cents, isCents, toSafeCents } from "./money";
import { lineVat, type VatAmount, type VatLine, vatBreakdown } from "./vat";

/** The one donation amount the shop offers (spec selling-core §9). */
export const DONATION_CENTS = 100;

export type CartTotalsInput = {
  lines: ReadonlyArray<VatLine>;
  shippingLines: ReadonlyArray<VatLine>;
  /** Each donation in cents, usually DONATION_CENTS. */
  donations: ReadonlyArray<Cents>;
  /** Value of an applied coupon; it lowers the totals but never below 0. */
  couponCents?: Cents;
};

export type CartTotals = {
  subTotalCents: Cents;
  subTotalCentsWithoutShipping: Cents;
  donations: Cents[];
  vats: VatAmount[];
  shippingVats: VatAmount[];
};

/** Gross total of one line: unit price × quantity, with VAT added when the price is net. */
export function lineTotalCents(line: VatLine): Cents {
  return lineVat(line).gross_cents;
}

function sumGross(lines: ReadonlyArray<VatLine>): bigint {
  return lines.reduce((sum, line) => sum + BigInt(lineTotalCents(line)), 0n);
}

function requireCents(value: Cents, what: string): bigint {
  if (!isCents(value)) throw new RangeError(`${what} is not an amount of cents: ${value}`);
  return BigInt(value);
}

/**
 * Totals of a cart: gross of the lines plus shipping plus donations, less a coupon.
 *
 * - subTotalCentsWithoutShipping leaves out only shipping: donations stay in, as they are paid
 *   with the order whether or not anything is shipped.
 * - Donations carry no VAT and appear in no VAT list: a donation is a gift, not a supply of
 *   goods or services, so it is outside the scope of VAT.
 * - The coupon (a value voucher) is taken off both totals, each floored at 0; the VAT lists are
 *   left as they are, since a value voucher is a means of payment, not a price reduction.
 */
export function cartTotals(input: CartTotalsInput): CartTotals {
  const donations = input.donations.map((donation) => requireCents(donation, "A donation"));
  const coupon = requireCents(input.couponCents ?? 0, "A coupon");
  const donated = donations.reduce((sum, donation) => sum + donation, 0n);
  const withoutShipping = sumGross(input.lines) + donated;
  const withShipping = withoutShipping + sumGross(input.shippingLines);
  const lessCoupon = (total: bigint) => (total > coupon ? total - coupon : 0n);
  return {
    subTotalCents: toSafeCents(lessCoupon(withShipping)),
    subTotalCentsWithoutShipping: toSafeCents(lessCoupon(withoutShipping)),
    donations: donations.map(Number),
    vats: vatBreakdown(input.lines),
    shippingVats: vatBreakdown(input.shippingLines),
  };
}
