// spec selling-core §2 shop.onepager, §5 "One-pager": the customer form of the one-page
// purchase — name, surname, e-mail, street, zip and city required, country optional (left
// empty: the guest's default country). The rules are the contract's GuestRequest through the
// shop's contract resolver (features/onepager/use-onepager-customer.ts); the fields, and the
// alert that names the problem and takes the focus on each failed attempt, are the field kit's
// (features/forms), in the one-pager's own words (its texts load with it; the checkout's later).
import type { UseFormReturn } from "react-hook-form";
import { FIELD_ERROR_CODES } from "../../features/forms/contract-resolver";
import { ADDRESS_INPUT } from "../../features/forms/field-inputs";
import { useFieldParts } from "../../features/forms/field-parts";
import { FormAlert } from "../../features/forms/form-alert";
import { PersonFields } from "../../features/forms/person-fields";
import type { CustomerField, CustomerValues } from "../../features/onepager/onepager-rules";
import type { useOnepagerCustomer } from "../../features/onepager/use-onepager-customer";
import { type OnepagerKey, useOnepagerT } from "./onepager-texts";

const LABEL: Record<CustomerField, OnepagerKey> = {
  name: "onepager.customer.name",
  surname: "onepager.customer.surname",
  email: "onepager.customer.email",
  addr_street: "onepager.customer.street",
  addr_zip: "onepager.customer.zip",
  addr_city: "onepager.customer.city",
  addr_country_id: "onepager.customer.country",
};

export function OnepagerCustomer({
  form,
  countries,
  alert,
}: {
  form: UseFormReturn<CustomerValues>;
  countries: readonly { id: number; name: string }[];
  alert: ReturnType<typeof useOnepagerCustomer>["alert"];
}) {
  const t = useOnepagerT();
  const parts = useFieldParts(form, {
    label: (name) => t(LABEL[name]),
    codes: FIELD_ERROR_CODES,
    error: (code) => t(`onepager.field.${code}`),
  });
  return (
    <section aria-labelledby="onepager-customer" className="grid gap-4">
      <h2 id="onepager-customer" className="font-heading font-semibold text-xl">
        {t("onepager.customer.heading")}
      </h2>
      <p className="text-muted-foreground text-sm">{t("onepager.customer.intro")}</p>
      <FormAlert
        alert={alert}
        name="customer"
        summary={t("onepager.customer.errors")}
        failed={() => t("onepager.customer.failed")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PersonFields parts={parts} />
        {parts.text("addr_street", ADDRESS_INPUT.street)}
        {parts.text("addr_zip", ADDRESS_INPUT.zip)}
        {parts.text("addr_city", ADDRESS_INPUT.city)}
        {parts.select(
          "addr_country_id",
          countries.map((country) => ({ id: country.id, label: country.name })),
          {
            choose: t("onepager.customer.noCountry"),
            required: false,
            autoComplete: "country-name",
          },
        )}
      </div>
    </section>
  );
}
