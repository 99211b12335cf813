// spec selling-core §2, §4, §6: which payment modes a cart may use and whether it ships. The
// checkout page offers what these allow; the server refuses an order that asks for more.
import type { ShippingSetting } from "../contract/shop-settings";
import { type Cents, formatMoney } from "../money";
import { accepted, type BookingResult, refused } from "./result";

/** Issue 31, Deliver 4: whether a cart holds goods (merchandise lines), which are always posted. */
export function holdsGoods(items: readonly { type: string }[]): boolean {
  return items.some((item) => item.type === "Merchandise");
}

/**
 * Whether an order holds goods: posted, and with the 14-day right of withdrawal that goods carry
 * and dated tickets do not (issue 31, Deliver 4).
 */
export function orderHoldsGoods(items: readonly { type: string }[]): boolean {
  return items.some((item) => item.type === "merchandise");
}

/**
 * spec selling-core §4 "Shipping selection": whether the cart asks the visitor how the order
 * arrives — only where shipping is optional, and not with goods, which are posted anyway.
 */
export function shippingAsked(setting: ShippingSetting, goods: boolean): boolean {
  return setting === "optional" && !goods;
}

/**
 * spec selling-core §4: shipping is none, optional (the visitor chooses) or mandatory. Issue 31,
 * Deliver 4: a cart holding goods is always posted, as if shipping were mandatory, whatever was
 * chosen before the goods came (a shop that sells goods ships: the catalogue check sees to it).
 */
export function ships(
  setting: ShippingSetting,
  selection: boolean | null,
  goods = false,
): BookingResult<boolean> {
  if (goods) return accepted(true);
  switch (setting) {
    case "none":
      return selection === true ? refused("shipping", "This shop does not ship") : accepted(false);
    case "optional":
      return accepted(selection === true);
    case "mandatory":
      return accepted(true);
    default:
      return setting satisfies never;
  }
}

/** The key of the collective invoice among the payment modes (spec selling-core §6). */
export const COLLECTIVE_INVOICE = "collective_invoice";

/**
 * spec selling-core §6: collective invoice only for a billing address flagged for it (a
 * reseller who pays later); every other mode for any address.
 */
export function mayUsePaymentMode(
  modeKey: string,
  billing: { has_collective_invoice_payment: boolean } | undefined,
): boolean {
  return modeKey !== COLLECTIVE_INVOICE || billing?.has_collective_invoice_payment === true;
}

/** The modes a cart may use for this billing address, in the shop's order. */
export function paymentModesFor<Mode extends { key: string }>(
  modes: readonly Mode[],
  billing: { has_collective_invoice_payment: boolean } | undefined,
): Mode[] {
  return modes.filter((mode) => mayUsePaymentMode(mode.key, billing));
}

/** The same rule for an order's chosen mode: refused with the field it names. */
export function checkPaymentMode(
  modeKey: string,
  billing: { has_collective_invoice_payment: boolean },
): BookingResult<string> {
  return mayUsePaymentMode(modeKey, billing)
    ? accepted(modeKey)
    : refused("payment_mode_id", "This address may not pay by collective invoice");
}

/**
 * spec selling-core §8 'max total exceeded': an order may total at most the shop's setting
 * maxOrderTotalCents (null: no maximum). The cart and the checkout tell it before the order,
 * the server refuses an order above it.
 */
export function exceedsMaxOrderTotal(totalCents: Cents, maxCents: Cents | null): boolean {
  return maxCents !== null && totalCents > maxCents;
}

/** The same rule for a placed order: refused on `total`, the message naming the maximum. */
export function checkOrderTotal(totalCents: Cents, maxCents: Cents | null): BookingResult<Cents> {
  return maxCents !== null && exceedsMaxOrderTotal(totalCents, maxCents)
    ? refused(
        "total",
        `Orders may total at most ${formatMoney(maxCents, "en")}`,
        "max_total_exceeded",
      )
    : accepted(totalCents);
}
