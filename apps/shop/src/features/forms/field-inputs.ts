// The inputs of a person's and an address's fields, one table for every form that asks them
// (spec surrounding-areas §3 Customer and Customer address, §5): the browser's autofill names
// and the contract's bounds (GuestRequest, CustomerAddressInput, AnnualCustomerRequest), so a
// form never sends what the server refuses for length.
import type { TextOptions } from "./field-parts";

export const PERSON_INPUT = {
  name: { autoComplete: "given-name", maxLength: 100 },
  surname: { autoComplete: "family-name", maxLength: 100 },
  email: { type: "email", autoComplete: "email", maxLength: 254 },
} as const satisfies Record<string, TextOptions>;

export const ADDRESS_INPUT = {
  adressat: { autoComplete: "name", maxLength: 200 },
  street: { autoComplete: "street-address", maxLength: 200 },
  zip: { autoComplete: "postal-code", maxLength: 20 },
  city: { autoComplete: "address-level2", maxLength: 200 },
  country_id: { autoComplete: "country" },
} as const satisfies Record<string, TextOptions>;
