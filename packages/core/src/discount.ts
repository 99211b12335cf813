// spec selling-core §9: discounts are percent off, rounded. §3: Ticket.discount is a percent.
import { type Cents, divideRoundHalfUp, isCents, percentToBasisPoints, toSafeCents } from "./money";

/**
 * Takes a percent (0 to 100, at most two decimals) off a price, rounding the price half-up.
 *
 * The spec says only "rounded": we round the discounted price, not the amount taken off, so
 * 50 % of 5 cents is 3 cents (2.5 rounded up). A percent out of range throws a RangeError.
 */
export function applyDiscount(priceCents: Cents, percent: number): Cents {
  if (!isCents(priceCents)) throw new RangeError(`Not a price in cents: ${priceCents}`);
  const kept = 10_000n - percentToBasisPoints(percent); // hundredths of a percent still paid
  return toSafeCents(divideRoundHalfUp(BigInt(priceCents) * kept, 10_000n));
}
