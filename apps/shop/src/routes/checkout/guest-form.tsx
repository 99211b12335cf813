// spec surrounding-areas §5 guest form: salutation, name, surname, e-mail, street, postal code,
// city and country, all required, the e-mail one address (selling-core §5); an invalid form
// shows an alert, focus moves to it and each wrong field says so (the field kit,
// features/forms). POST /auth/guest signs the
// guest in (session cookie); a rate limit (429, DESIGN.md §7) names the wait in the alert.
// The details signed in with are kept for the browser session: back from a failed payment,
// the form comes filled (features/checkout/guest-details.ts).
import type { Customer } from "@shop/core/contract";
import { Alert } from "@shop/ui/alert";
import { Button } from "@shop/ui/button";
import { Spinner } from "@shop/ui/spinner";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useCheckoutFieldParts } from "../../features/checkout/checkout-field-parts";
import { recallGuest, rememberGuest, useGuestStorage } from "../../features/checkout/guest-details";
import {
  EMPTY_GUEST,
  GUEST_FIELDS,
  type GuestField,
  type GuestValues,
  guestRequestOf,
} from "../../features/checkout/guest-fields";
import { useCountries, useSalutations } from "../../features/checkout/use-checkout-data";
import { useCreateGuest } from "../../features/checkout/use-checkout-writes";
import { usePreloadedSchema } from "../../features/forms/contract-resolver";
import { ADDRESS_INPUT } from "../../features/forms/field-inputs";
import { FormAlert } from "../../features/forms/form-alert";
import { GUEST_RESOLVER, GUEST_SCHEMA } from "../../features/forms/guest-errors";
import { PersonFields } from "../../features/forms/person-fields";
import { useFormAlert } from "../../features/forms/use-form-alert";
import type { MessageKey } from "../../i18n/catalogue";
import { useT } from "../../i18n/use-t";

const LABEL: Record<GuestField, MessageKey> = {
  customer_salutation_id: "checkout.guest.salutation",
  name: "checkout.guest.name",
  surname: "checkout.guest.surname",
  email: "checkout.guest.email",
  addr_street: "checkout.guest.street",
  addr_zip: "checkout.guest.zip",
  addr_city: "checkout.guest.city",
  addr_country_id: "checkout.guest.country",
};

export function GuestForm({
  locale,
  onSignedIn,
}: {
  locale: string;
  onSignedIn: (customer: Customer) => void;
}) {
  const t = useT();
  const salutations = useSalutations(locale);
  const countries = useCountries(locale);
  const createGuest = useCreateGuest(locale);
  usePreloadedSchema(GUEST_SCHEMA);
  const kept = useGuestStorage();
  const [defaults] = useState(() => recallGuest(kept.storage, kept.key) ?? EMPTY_GUEST);
  const form = useForm<GuestValues>({
    defaultValues: defaults,
    resolver: GUEST_RESOLVER,
    // The errors stay as the last submit left them (the alert above names them).
    reValidateMode: "onSubmit",
    // The alert above takes the focus (it names every field), not the first field.
    shouldFocusError: false,
  });
  const alert = useFormAlert(form);
  const parts = useCheckoutFieldParts(form, (name) => t(LABEL[name]));
  const submit = alert.submit(async (values) => {
    const { data } = await createGuest(guestRequestOf(values));
    rememberGuest(kept.storage, kept.key, values);
    onSignedIn(data);
  }, GUEST_FIELDS);

  if (salutations.isLoading || countries.isLoading) {
    return <Spinner label={t("checkout.loading")} />;
  }
  if (salutations.error || countries.error || !salutations.data || !countries.data) {
    return <Alert variant="destructive">{t("checkout.guest.listsFailed")}</Alert>;
  }
  const choose = t("checkout.guest.choose");
  return (
    <section aria-labelledby="guest-heading" className="grid gap-4">
      <h2 id="guest-heading" className="font-heading font-semibold text-xl">
        {t("checkout.guest.heading")}
      </h2>
      <p className="text-muted-foreground text-sm">{t("checkout.guest.intro")}</p>
      <FormAlert
        alert={alert}
        summary={t("checkout.guest.errorSummary")}
        failed={() => t("checkout.guest.failed")}
      />
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <PersonFields
          parts={parts}
          salutation={parts.select(
            "customer_salutation_id",
            salutations.data.data.map((s) => ({ id: s.id, label: s.salutation })),
            { choose },
          )}
        />
        {parts.text("addr_street", ADDRESS_INPUT.street)}
        {parts.text("addr_zip", ADDRESS_INPUT.zip)}
        {parts.text("addr_city", ADDRESS_INPUT.city)}
        {parts.select(
          "addr_country_id",
          countries.data.data.map((c) => ({ id: c.id, label: c.name })),
          { choose },
        )}
        <div className="sm:col-span-2">
          <Button
            type="submit"
            size="lg"
            loading={form.formState.isSubmitting}
            loadingLabel={t("checkout.guest.saving")}
          >
            {t("checkout.guest.submit")}
          </Button>
        </div>
      </form>
    </section>
  );
}
