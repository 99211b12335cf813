// The fields of an address (spec selling-core §5, surrounding-areas §5): addressee (optional),
// street, zip, city and a country of GET /countries, each with its label, autocomplete and the
// error its code names (required, invalid), registered in the caller's react-hook-form. The
// checkout's shipping address and the annual personalization's address both use them.
import type { Country } from "@shop/core/contract";
import { Field } from "@shop/ui/field";
import { Input } from "@shop/ui/input";
import { NativeSelect } from "@shop/ui/native-select";
import type { ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { MessageKey } from "../../i18n/catalogue";
import { useT } from "../../i18n/use-t";
import {
  isRequiredField,
  type ShippingAddressField,
  type ShippingAddressValues,
} from "../checkout/shipping-address-fields";
import { errorCodeOf } from "./contract-resolver";

const LABEL: Record<Exclude<ShippingAddressField, "adressat">, MessageKey> = {
  street: "checkout.guest.street",
  zip: "checkout.guest.zip",
  city: "checkout.guest.city",
  country_id: "checkout.guest.country",
};

const AUTOCOMPLETE: Record<ShippingAddressField, string> = {
  adressat: "name",
  street: "street-address",
  zip: "postal-code",
  city: "address-level2",
  country_id: "country",
};

// CustomerAddressInput's bounds, so the form never sends what the server refuses for length.
const MAX_LENGTH: Record<Exclude<ShippingAddressField, "country_id">, number> = {
  adressat: 200,
  street: 200,
  zip: 20,
  city: 200,
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
  const { errors } = form.formState;
  const autoComplete = (name: ShippingAddressField) =>
    section ? `${section} ${AUTOCOMPLETE[name]}` : AUTOCOMPLETE[name];
  const field = (name: ShippingAddressField, label: string, control: () => ReactNode) => {
    const code = errorCodeOf(errors, name);
    return (
      <Field
        key={name}
        label={label}
        required={isRequiredField(name)}
        error={code ? t(`checkout.field.${code}`) : undefined}
      >
        {control()}
      </Field>
    );
  };
  const text = (name: Exclude<ShippingAddressField, "country_id">, label: string) =>
    field(name, label, () => (
      <Input
        maxLength={MAX_LENGTH[name]}
        autoComplete={autoComplete(name)}
        {...form.register(name)}
      />
    ));
  return (
    <>
      <div className="sm:col-span-2">{text("adressat", adressatLabel)}</div>
      {text("street", t(LABEL.street))}
      {text("zip", t(LABEL.zip))}
      {text("city", t(LABEL.city))}
      {field("country_id", t(LABEL.country_id), () => (
        <NativeSelect autoComplete={autoComplete("country_id")} {...form.register("country_id")}>
          <option value="">{t("checkout.guest.choose")}</option>
          {countries.map((country) => (
            <option key={country.id} value={country.id}>
              {country.name}
            </option>
          ))}
        </NativeSelect>
      ))}
    </>
  );
}
