// spec selling-core §2 shop.checkout.shipping-address / process, §3 "Customer address", §4
// "Checkout flow" step 1 and "Shipping selection": which of the customer's addresses the order
// bills and ships to, and whether the shipping address step comes first. Pure, table-tested.
import { shippingAsked, ships } from "@shop/core/booking";
import { ADDRESS_TYPES } from "@shop/core/constants";
import type { CustomerAddress, ShippingSetting } from "@shop/core/contract";

// spec selling-core §3: address type 1 is the invoice address; type 2 a delivery address,
// created by the shipping address step (ADDRESS_TYPES).

/**
 * The addresses that may bill an order: not the delivery addresses (type 2) of the shipping
 * step — unless the customer has no other address.
 */
export function billingCandidatesOf(addresses: readonly CustomerAddress[]): CustomerAddress[] {
  const billable = addresses.filter((address) => address.adress_type_id !== ADDRESS_TYPES.delivery);
  return billable.length > 0 ? billable : [...addresses];
}

/**
 * The billing address among billingCandidatesOf: the one chosen in the cart
 * (cart.billingAddressId) while it is still one of them, else the invoice address, else the
 * first — the rule the cart's address selector prices by (features/cart/use-billing-address.ts),
 * so cart and order agree.
 */
export function billingAddressOf(
  addresses: readonly CustomerAddress[],
  chosenId: number | null,
): CustomerAddress | undefined {
  const candidates = billingCandidatesOf(addresses);
  return (
    candidates.find((address) => address.id === chosenId) ??
    candidates.find((address) => address.adress_type_id === ADDRESS_TYPES.invoice) ??
    candidates[0]
  );
}

/**
 * spec §4 "Shipping selection": mandatory shipping ships always, optional by the choice; a
 * cart with goods always (issue 31).
 */
export function isShipped(
  setting: ShippingSetting,
  selection: boolean | null,
  goods = false,
): boolean {
  // A shop that does not ship refuses a choice to ship: nothing is shipped.
  const shipped = ships(setting, selection, goods);
  return shipped.ok && shipped.value;
}

/** The address of the shipping step (cart.shippingAddressId), while it is the customer's. */
export function storedShippingAddress(
  addresses: readonly CustomerAddress[],
  shippingAddressId: number | null,
): CustomerAddress | undefined {
  if (shippingAddressId === null) return undefined;
  return addresses.find((address) => address.id === shippingAddressId);
}

/**
 * shipping_address_id of the order: the shipping step's address, else (same as billing) the
 * billing address when the order is shipped; null when nothing is shipped.
 */
export function shippingAddressIdOf(
  shipped: boolean,
  shippingAddress: CustomerAddress | undefined,
  billing: CustomerAddress,
): number | null {
  if (!shipped) return null;
  return shippingAddress?.id ?? billing.id;
}

export type CheckoutStep = "cart" | "shipping-address" | "order";

/**
 * Where a signed-in visitor belongs (spec §4 step 1): back to the cart while optional shipping
 * is unchosen (the cart page asks), to the shipping address while shipped tickets have none
 * confirmed yet, else the order.
 */
export function checkoutStepOf(input: {
  setting: ShippingSetting;
  selection: boolean | null;
  /** The shipping step was confirmed in this visit (same as billing leaves no id behind). */
  confirmed: boolean;
  /** cart.shippingAddressId names one of the customer's addresses. */
  shippingAddressKnown: boolean;
  /** The cart holds goods: posted without asking (issue 31). */
  goods?: boolean;
}): CheckoutStep {
  const goods = input.goods ?? false;
  if (shippingAsked(input.setting, goods) && input.selection === null) return "cart";
  const shipped = isShipped(input.setting, input.selection, goods);
  if (shipped && !input.confirmed && !input.shippingAddressKnown) return "shipping-address";
  return "order";
}

/** The router state with which the shipping step hands over to the order. */
export const SHIPPING_CONFIRMED = { shippingAddressConfirmed: true } as const;

/** Whether a location's state says the shipping step was confirmed. */
export function readShippingConfirmed(state: unknown): boolean {
  return (
    typeof state === "object" &&
    state !== null &&
    (state as { shippingAddressConfirmed?: unknown }).shippingAddressConfirmed === true
  );
}

/** One line of an address as the visitor reads it: addressee, street, zip and city. */
export function addressLine(address: CustomerAddress): string {
  return [address.adressat, address.street, `${address.zip} ${address.city}`]
    .filter((part): part is string => typeof part === "string" && part.trim() !== "")
    .join(", ");
}
