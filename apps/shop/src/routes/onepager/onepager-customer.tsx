// spec selling-core §2 shop.onepager, §5 "One-pager": the customer form of the one-page
// purchase — name, surname, e-mail, street, zip and city required, country optional (left
// empty: the guest's default country). The rules are the contract's GuestRequest through the
// shop's contract resolver (features/onepager/use-onepager-customer.ts); the alert above the
// fields names the problem and takes the focus on each failed attempt; each wrong field says so
// under itself.
import { Alert } from "@shop/ui/alert";
import { Field } from "@shop/ui/field";
import { Input } from "@shop/ui/input";
import { NativeSelect } from "@shop/ui/native-select";
import type { UseFormReturn } from "react-hook-form";
import { GUEST_AUTOCOMPLETE } from "../../features/checkout/guest-fields";
import { errorCodeOf } from "../../features/forms/contract-resolver";
import type { CustomerField, CustomerValues } from "../../features/onepager/onepager-rules";
import type { CustomerProblem } from "../../features/onepager/use-onepager-customer";
import { type OnepagerKey, useOnepagerT } from "./onepager-texts";

// The one-pager's own labels (its texts load with it; the checkout's load later).
const LABEL: Record<Exclude<CustomerField, "addr_country_id">, OnepagerKey> = {
  name: "onepager.customer.name",
  surname: "onepager.customer.surname",
  email: "onepager.customer.email",
  addr_street: "onepager.customer.street",
  addr_zip: "onepager.customer.zip",
  addr_city: "onepager.customer.city",
};

export function OnepagerCustomer({
  form,
  countries,
  problem,
  focusOn,
}: {
  form: UseFormReturn<CustomerValues>;
  countries: readonly { id: number; name: string }[];
  problem: CustomerProblem;
  /** Each failed attempt: the alert takes the focus (@shop/ui Alert focusOn). */
  focusOn: number;
}) {
  const t = useOnepagerT();
  const { errors } = form.formState;
  const errorOf = (name: CustomerField) => {
    const code = errorCodeOf(errors, name);
    return code ? t(`onepager.field.${code}`) : undefined;
  };
  const text = (name: Exclude<CustomerField, "addr_country_id">, type = "text") => (
    <Field key={name} label={t(LABEL[name])} required error={errorOf(name)}>
      <Input type={type} autoComplete={GUEST_AUTOCOMPLETE[name]} {...form.register(name)} />
    </Field>
  );
  return (
    <section aria-labelledby="onepager-customer" className="grid gap-4">
      <h2 id="onepager-customer" className="font-heading font-semibold text-xl">
        {t("onepager.customer.heading")}
      </h2>
      <p className="text-muted-foreground text-sm">{t("onepager.customer.intro")}</p>
      {problem && (
        <Alert focusOn={focusOn} variant="destructive" data-error={`customer-${problem}`}>
          {t(problem === "failed" ? "onepager.customer.failed" : "onepager.customer.errors")}
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {text("name")}
        {text("surname")}
        {text("email", "email")}
        <div className="hidden sm:block" />
        {text("addr_street")}
        {text("addr_zip")}
        {text("addr_city")}
        <Field label={t("onepager.customer.country")} error={errorOf("addr_country_id")}>
          <NativeSelect autoComplete="country-name" {...form.register("addr_country_id")}>
            <option value="">{t("onepager.customer.noCountry")}</option>
            {countries.map((country) => (
              <option key={country.id} value={country.id}>
                {country.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
    </section>
  );
}
