// spec selling-core §2 shop.checkout.shipping-address and §5: a shipping address that differs
// from the billing address needs street, zip, city and country; the addressee is optional.
// It is stored as a delivery address (adress_type_id 2) of the customer.
import { ADDRESS_TYPES } from "@shop/core/constants";
import type { CustomerAddress, CustomerAddressInput } from "@shop/core/contract";

export const SHIPPING_ADDRESS_FIELDS = ["adressat", "street", "zip", "city", "country_id"] as const;
export type ShippingAddressField = (typeof SHIPPING_ADDRESS_FIELDS)[number];

const REQUIRED: readonly ShippingAddressField[] = ["street", "zip", "city", "country_id"];

export type ShippingAddressValues = Record<ShippingAddressField, string>;
export type ShippingAddressErrors = Partial<Record<ShippingAddressField, "required" | "invalid">>;

export const EMPTY_SHIPPING_ADDRESS: ShippingAddressValues = {
  adressat: "",
  street: "",
  zip: "",
  city: "",
  country_id: "",
};

export function isRequiredField(field: ShippingAddressField): boolean {
  return REQUIRED.includes(field);
}

/** The body of POST /customer/customer_addresses from valid values. */
export function shippingAddressInputOf(values: ShippingAddressValues): CustomerAddressInput {
  const adressat = values.adressat.trim();
  return {
    ...(adressat === "" ? {} : { adressat }),
    street: values.street.trim(),
    zip: values.zip.trim(),
    city: values.city.trim(),
    country_id: Number(values.country_id),
    adress_type_id: ADDRESS_TYPES.delivery,
  };
}

/** The form's values of a stored address (to show the one chosen before). */
export function valuesOfAddress(address: CustomerAddress): ShippingAddressValues {
  return {
    adressat: address.adressat ?? "",
    street: address.street,
    zip: address.zip,
    city: address.city,
    country_id: String(address.country_id),
  };
}

/** Whether the values name the stored address unchanged, so it is used again, not copied. */
export function isSameAddress(values: ShippingAddressValues, address: CustomerAddress): boolean {
  const stored = valuesOfAddress(address);
  return SHIPPING_ADDRESS_FIELDS.every((field) => values[field].trim() === stored[field].trim());
}

/** spec selling-core §5: a server field error (422 `fields`) marks its field. */
export function shippingAddressErrorsOfServer(fields: unknown): ShippingAddressErrors {
  const errors: ShippingAddressErrors = {};
  if (typeof fields !== "object" || fields === null) return errors;
  for (const field of SHIPPING_ADDRESS_FIELDS) {
    if (Object.hasOwn(fields, field)) errors[field] = "invalid";
  }
  return errors;
}
