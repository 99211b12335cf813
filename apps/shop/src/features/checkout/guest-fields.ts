// spec surrounding-areas §5: the guest form needs salutation, name, surname, e-mail, street,
// postal code, city and country. spec selling-core §5 "E-mail fields" holds for this one too:
// the confirmation and the tickets go to the address, so a wrong one is refused here.
import type { GuestRequest } from "@shop/core/contract";

export const GUEST_FIELDS = [
  "customer_salutation_id",
  "name",
  "surname",
  "email",
  "addr_street",
  "addr_zip",
  "addr_city",
  "addr_country_id",
] as const;
export type GuestField = (typeof GUEST_FIELDS)[number];

export type GuestValues = Record<GuestField, string>;

export type GuestErrors = Partial<Record<GuestField, "required" | "invalid" | "email">>;

export const EMPTY_GUEST: GuestValues = {
  customer_salutation_id: "",
  name: "",
  surname: "",
  email: "",
  addr_street: "",
  addr_zip: "",
  addr_city: "",
  addr_country_id: "",
};

/** The body of POST /auth/guest from valid values. */
export function guestRequestOf(values: GuestValues): GuestRequest {
  return {
    customer_salutation_id: Number(values.customer_salutation_id),
    name: values.name.trim(),
    surname: values.surname.trim(),
    email: values.email.trim(),
    addr_street: values.addr_street.trim(),
    addr_zip: values.addr_zip.trim(),
    addr_city: values.addr_city.trim(),
    addr_country_id: Number(values.addr_country_id),
  };
}
