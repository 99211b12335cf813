// The shipping address form's rules (spec selling-core §2, §5): street, zip, city and country
// required, the addressee optional — the contract's CustomerAddressInput through
// contractResolver; nothing at all when the visitor ships to the billing address. The form and
// its tests share this one resolver.
import type { CustomerAddressInput } from "@shop/core/contract";
import type { Resolver, ResolverOptions } from "react-hook-form";
import {
  isRequiredField,
  SHIPPING_ADDRESS_FIELDS,
  type ShippingAddressErrors,
  type ShippingAddressValues,
  shippingAddressInputOf,
} from "../checkout/shipping-address-fields";
import { contractResolver, errorCodeOf, lazySchema } from "./contract-resolver";

export const SHIPPING_ADDRESS_SCHEMA = lazySchema<CustomerAddressInput>(() =>
  import("@shop/core/contract").then((contract) => contract.CustomerAddressInput),
);

const ADDRESS_RESOLVER = contractResolver<ShippingAddressValues, CustomerAddressInput>({
  schema: SHIPPING_ADDRESS_SCHEMA,
  toRequest: shippingAddressInputOf,
  required: SHIPPING_ADDRESS_FIELDS.filter(isRequiredField),
});

export const SHIPPING_ADDRESS_RESOLVER: Resolver<ShippingAddressValues, { same: boolean }> = (
  values,
  context,
  options,
) => (context?.same ? { values, errors: {} } : ADDRESS_RESOLVER(values, context, options));

const OPTIONS: ResolverOptions<ShippingAddressValues> = {
  fields: {},
  shouldUseNativeValidation: false,
};

/** The error code per field of `values` shipped to an address of their own. */
export async function shippingAddressErrors(
  values: ShippingAddressValues,
): Promise<ShippingAddressErrors> {
  const { errors } = await SHIPPING_ADDRESS_RESOLVER(values, { same: false }, OPTIONS);
  const found: ShippingAddressErrors = {};
  for (const field of SHIPPING_ADDRESS_FIELDS) {
    const code = errorCodeOf(errors, field);
    if (code === "required" || code === "invalid") found[field] = code;
  }
  return found;
}
