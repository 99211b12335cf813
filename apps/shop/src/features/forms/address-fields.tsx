// The fields of an address (spec selling-core §5, surrounding-areas §5): addressee (optional),
// street, zip, city and a country of GET /countries, drawn with the field kit (./field-parts.tsx)
// in the caller's react-hook-form, their inputs from ./field-inputs.ts. The checkout's shipping
// address and the annual personalization's address both use them.
import type { Country } from "@shop/core/contract";
import type { UseFormReturn } from "react-hook-form";
import type { MessageKey } from "../../i18n/catalogue";
import { useT } from "../../i18n/use-t";
import { useCheckoutFieldParts } from "../checkout/checkout-field-parts";
import {
  isRequiredField,
  type ShippingAddressField,
  type ShippingAddressValues,
} from "../checkout/shipping-address-fields";
import { ADDRESS_INPUT } from "./field-inputs";

const LABEL: Record<Exclude<ShippingAddressField, "adressat">, MessageKey> = {
  street: "checkout.guest.street",
  zip: "checkout.guest.zip",
  city: "checkout.guest.city",
  country_id: "checkout.guest.country",
};

export function AddressFields({
  form,
  countries,
  adressatLabel,
  section,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the form's context type is the caller's
  form: UseFormReturn<ShippingAddressValues, any>;
  countries: readonly Country[];
  /** The addressee's label (it says who the address is for). */
  adressatLabel: string;
  /** The autocomplete section ("shipping"), if the address is one of several. */
  section?: string;
}) {
  const t = useT();
  const parts = useCheckoutFieldParts(form, (name) =>
    name === "adressat" ? adressatLabel : t(LABEL[name]),
  );
  const input = (name: ShippingAddressField) => {
    const { autoComplete, ...bounds } = ADDRESS_INPUT[name];
    return {
      ...bounds,
      autoComplete: section ? `${section} ${autoComplete}` : autoComplete,
      required: isRequiredField(name),
    };
  };
  return (
    <>
      <div className="sm:col-span-2">{parts.text("adressat", input("adressat"))}</div>
      {parts.text("street", input("street"))}
      {parts.text("zip", input("zip"))}
      {parts.text("city", input("city"))}
      {parts.select(
        "country_id",
        countries.map((country) => ({ id: country.id, label: country.name })),
        { ...input("country_id"), choose: t("checkout.guest.choose") },
      )}
    </>
  );
}
