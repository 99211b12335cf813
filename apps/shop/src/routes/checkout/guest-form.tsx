// spec surrounding-areas §5 guest form: salutation, name, surname, e-mail, street, postal code,
// city and country, all required, the e-mail one address (selling-core §5); an invalid form
// shows an alert, focus moves to it and each wrong field says so. POST /auth/guest signs the
// guest in (session cookie); a rate limit (429, DESIGN.md §7) names the wait in the alert.
// The details signed in with are kept for the browser session: back from a failed payment,
// the form comes filled (features/checkout/guest-details.ts).
import type { Customer } from "@shop/core/contract";
import { Alert } from "@shop/ui/alert";
import { Button } from "@shop/ui/button";
import { Field } from "@shop/ui/field";
import { Input } from "@shop/ui/input";
import { NativeSelect } from "@shop/ui/native-select";
import { Spinner } from "@shop/ui/spinner";
import { type ReactNode, useState } from "react";
import { useForm } from "react-hook-form";
import { recallGuest, rememberGuest, useGuestStorage } from "../../features/checkout/guest-details";
import {
  EMPTY_GUEST,
  GUEST_AUTOCOMPLETE,
  type GuestField,
  type GuestValues,
  guestErrorsOfServer,
  guestRequestOf,
} from "../../features/checkout/guest-fields";
import { useCountries, useSalutations } from "../../features/checkout/use-checkout-data";
import { useCreateGuest } from "../../features/checkout/use-checkout-writes";
import { errorCodeOf, usePreloadedSchema } from "../../features/forms/contract-resolver";
import { GUEST_RESOLVER, GUEST_SCHEMA } from "../../features/forms/guest-errors";
import type { MessageKey } from "../../i18n/catalogue";
import { useT } from "../../i18n/use-t";
import { ApiRequestError } from "../../lib/api-client";
import { type Refusal, refusalMessage, refusalOf } from "../../lib/refusal-text";

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

const AUTOCOMPLETE: Partial<Record<GuestField, string>> = GUEST_AUTOCOMPLETE;

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
  const { errors, isSubmitting: saving } = form.formState;
  const [failed, setFailed] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | undefined>(undefined);
  // Bumped per failed submit, so focus moves to the alert again on each attempt.
  const [attempt, setAttempt] = useState(0);
  const invalid = Object.keys(errors).length > 0;

  const signIn = async (values: GuestValues) => {
    setFailed(false);
    setRefusal(undefined);
    try {
      const { data } = await createGuest(guestRequestOf(values));
      rememberGuest(kept.storage, kept.key, values);
      onSignedIn(data);
    } catch (error) {
      const limited = refusalOf(error);
      const fields = error instanceof ApiRequestError ? error.fields : undefined;
      const server = limited ? {} : guestErrorsOfServer(fields);
      for (const [name, code] of Object.entries(server)) {
        form.setError(name as GuestField, { type: "server", message: code });
      }
      setRefusal(limited);
      setFailed(!limited && Object.keys(server).length === 0);
      setAttempt((n) => n + 1);
    }
  };
  const submit = form.handleSubmit(signIn, () => {
    setFailed(false);
    setRefusal(undefined);
    setAttempt((n) => n + 1);
  });

  const alertText = () => {
    if (refusal) {
      const { key, values: wait } = refusalMessage(refusal);
      return t(key, wait);
    }
    return failed ? t("checkout.guest.failed") : t("checkout.guest.errorSummary");
  };
  const field = (name: GuestField, control: () => ReactNode) => {
    const code = errorCodeOf(errors, name);
    return (
      <Field
        key={name}
        label={t(LABEL[name])}
        required
        error={code ? t(`checkout.field.${code}`) : undefined}
      >
        {control()}
      </Field>
    );
  };
  const text = (name: GuestField, type = "text") =>
    field(name, () => (
      <Input type={type} autoComplete={AUTOCOMPLETE[name]} {...form.register(name)} />
    ));
  const select = (name: GuestField, options: { id: number; label: string }[]) =>
    field(name, () => (
      <NativeSelect {...form.register(name)}>
        <option value="">{t("checkout.guest.choose")}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    ));

  if (salutations.isLoading || countries.isLoading) {
    return <Spinner label={t("checkout.loading")} />;
  }
  if (salutations.error || countries.error || !salutations.data || !countries.data) {
    return <Alert variant="destructive">{t("checkout.guest.listsFailed")}</Alert>;
  }
  return (
    <section aria-labelledby="guest-heading" className="grid gap-4">
      <h2 id="guest-heading" className="font-heading font-semibold text-xl">
        {t("checkout.guest.heading")}
      </h2>
      <p className="text-muted-foreground text-sm">{t("checkout.guest.intro")}</p>
      {(invalid || failed || refusal) && (
        // react-hook-form publishes a failed submit's errors after its onInvalid ran, so the
        // alert may appear one render after the attempt: it takes the focus as it mounts.
        <Alert focusOn={attempt} variant="destructive">
          {alertText()}
        </Alert>
      )}
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        {select(
          "customer_salutation_id",
          salutations.data.data.map((s) => ({ id: s.id, label: s.salutation })),
        )}
        <div className="hidden sm:block" />
        {text("name")}
        {text("surname")}
        {text("email", "email")}
        <div className="hidden sm:block" />
        {text("addr_street")}
        {text("addr_zip")}
        {text("addr_city")}
        {select(
          "addr_country_id",
          countries.data.data.map((c) => ({ id: c.id, label: c.name })),
        )}
        <div className="sm:col-span-2">
          <Button
            type="submit"
            size="lg"
            loading={saving}
            loadingLabel={t("checkout.guest.saving")}
          >
            {t("checkout.guest.submit")}
          </Button>
        </div>
      </form>
    </section>
  );
}
