// spec surrounding-areas §2 /registration: the title with the login button and the shared user
// form (§3 Customer; §5: salutation, name, surname, e-mail twice, password twice, language,
// address required; the terms and the general terms accepted; company customers a VAT number).
// POST /auth/registration answers alike for a new address and a taken one (DESIGN §7): the
// page says a mail is on its way, and the mail says the rest (confirm, or: you have an account).
// Only when the shop allows registration (§4); otherwise the guest form is the way to order.
import { LANGUAGE_IDS, PRICE_TARGET_AUDIENCES } from "@shop/core/constants";
import { Alert } from "@shop/ui/alert";
import { Button, buttonVariants } from "@shop/ui/button";
import { Link as UiLink } from "@shop/ui/link";
import { Spinner } from "@shop/ui/spinner";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import {
  emptyRegistration,
  REGISTRATION_FIELDS,
  REGISTRATION_RESOLVER,
  type RegistrationValues,
  registrationRequestOf,
} from "../../features/account/account-fields";
import {
  type AccountKey,
  useAccountFieldParts,
  useAccountT,
} from "../../features/account/account-texts";
import { useLanguageOptions } from "../../features/account/language-options";
import { redirectTarget } from "../../features/account/redirect-state";
import { useAccountWrites, useNewsletterGroups } from "../../features/account/use-account";
import { useCountries, useSalutations } from "../../features/checkout/use-checkout-data";
import { CheckboxField } from "../../features/forms/checkbox-field";
import { PERSON_INPUT } from "../../features/forms/field-inputs";
import { FormAlert } from "../../features/forms/form-alert";
import { useFormAlert } from "../../features/forms/use-form-alert";
import { useShopSettings } from "../../features/shop/shop-context";
import { useLocale } from "../../i18n/locale-context";
import { legalHref } from "../layout/footer";
import { AccountPageFrame } from "./account-page-frame";
import { NewsletterBoxes } from "./newsletter-boxes";

// surrounding-areas §9: "Address country default Germany" (id 60 of the demo's list).
const GERMANY = 60;

const LABEL: Record<keyof RegistrationValues, AccountKey> = {
  customer_salutation_id: "account.form.salutation",
  name: "account.form.name",
  surname: "account.form.surname",
  email: "account.form.email",
  email_confirmation: "account.form.emailConfirmation",
  password: "account.form.password",
  password_confirmation: "account.form.passwordConfirmation",
  language_id: "account.form.language",
  price_target_audience_id: "account.form.customerType",
  addr_vat_number: "account.form.vatNumber",
  addr_addressat: "account.form.addressat",
  addr_street: "account.form.street",
  addr_zip: "account.form.zip",
  addr_city: "account.form.city",
  addr_country_id: "account.form.country",
  newsletter_ids: "account.form.newsletters",
  terms: "account.form.terms",
  general_terms: "account.form.generalTerms",
};

export function RegistrationPage() {
  const t = useAccountT();
  const { locale } = useLocale();
  const [search] = useSearchParams();
  const { registrationAllowed, legalLinks } = useShopSettings();
  const languages = useLanguageOptions();
  const salutations = useSalutations(locale);
  const countries = useCountries(locale);
  const writes = useAccountWrites(locale);
  const form = useForm<RegistrationValues>({
    defaultValues: emptyRegistration(LANGUAGE_IDS[locale], GERMANY),
    resolver: REGISTRATION_RESOLVER,
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const alert = useFormAlert(form);
  const parts = useAccountFieldParts(form, (name) => t(LABEL[name as keyof RegistrationValues]));
  const newsletters = useNewsletterGroups(locale);
  const [sentTo, setSentTo] = useState<string | undefined>(undefined);
  const audience = useWatch({ control: form.control, name: "price_target_audience_id" });
  const submit = alert.submit(async (values) => {
    const request = registrationRequestOf(values);
    await writes.register(request);
    setSentTo(request.email);
  }, REGISTRATION_FIELDS);
  const login = `/login?${new URLSearchParams({ redirectState: redirectTarget(search) })}`;

  if (!registrationAllowed) {
    return (
      <AccountPageFrame title={t("account.registration.title")}>
        <p>{t("account.registration.closed")}</p>
        <p>
          <Link to="/checkout" className={buttonVariants({ variant: "secondary" })}>
            {t("account.guest.title")}
          </Link>
        </p>
      </AccountPageFrame>
    );
  }
  if (sentTo !== undefined) {
    return (
      <AccountPageFrame title={t("account.registration.sentTitle")}>
        <p role="status">{t("account.registration.sentText", { email: sentTo })}</p>
      </AccountPageFrame>
    );
  }
  const body = () => {
    if (salutations.isLoading || countries.isLoading) {
      return <Spinner label={t("account.session.checking")} />;
    }
    if (!salutations.data || !countries.data) {
      return <Alert variant="destructive">{t("account.listsFailed")}</Alert>;
    }
    const choose = t("account.form.choose");
    return (
      <form noValidate onSubmit={submit} className="grid gap-6">
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-heading font-semibold text-xl">
            {t("account.form.personalHeading")}
          </legend>
          {parts.select(
            "customer_salutation_id",
            salutations.data.data.map((s) => ({ id: s.id, label: s.salutation })),
            { choose },
          )}
          {parts.select("language_id", languages)}
          {parts.text("name", PERSON_INPUT.name)}
          {parts.text("surname", PERSON_INPUT.surname)}
          {parts.select("price_target_audience_id", [
            { id: PRICE_TARGET_AUDIENCES.private, label: t("account.form.private") },
            { id: PRICE_TARGET_AUDIENCES.firma, label: t("account.form.company") },
          ])}
          {Number(audience) === PRICE_TARGET_AUDIENCES.firma &&
            parts.text("addr_vat_number", { autoComplete: "off" })}
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-heading font-semibold text-xl">
            {t("account.form.addressHeading")}
          </legend>
          {parts.text("addr_addressat", { autoComplete: "organization", required: false })}
          {parts.text("addr_street", { autoComplete: "street-address" })}
          {parts.text("addr_zip", { autoComplete: "postal-code" })}
          {parts.text("addr_city", { autoComplete: "address-level2" })}
          {parts.select(
            "addr_country_id",
            countries.data.data.map((c) => ({ id: c.id, label: c.name })),
            { choose },
          )}
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-heading font-semibold text-xl">
            {t("account.form.accessHeading")}
          </legend>
          {parts.text("email", PERSON_INPUT.email)}
          {parts.text("email_confirmation", { type: "email", autoComplete: "email" })}
          {parts.text("password", {
            type: "password",
            autoComplete: "new-password",
            hint: t("account.form.passwordHint"),
          })}
          {parts.text("password_confirmation", { type: "password", autoComplete: "new-password" })}
        </fieldset>
        <Controller
          control={form.control}
          name="newsletter_ids"
          render={({ field }) => (
            <NewsletterBoxes
              legend={t("account.form.newsletters")}
              groups={newsletters.data?.data ?? []}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <div className="grid gap-3">
          <CheckboxField
            form={form}
            name="terms"
            text={t("account.form.terms")}
            error={parts.errorOf("terms")}
          />
          <LegalLink target={legalLinks.privacy} text={t("account.form.privacyLink")} />
          <CheckboxField
            form={form}
            name="general_terms"
            text={t("account.form.generalTerms")}
            error={parts.errorOf("general_terms")}
          />
          <LegalLink target={legalLinks.terms} text={t("account.form.termsLink")} />
        </div>
        <div>
          <Button
            type="submit"
            size="lg"
            loading={form.formState.isSubmitting}
            loadingLabel={t("account.registration.saving")}
          >
            {t("account.registration.submit")}
          </Button>
        </div>
      </form>
    );
  };

  return (
    <AccountPageFrame title={t("account.registration.title")} wide>
      <p className="flex flex-wrap items-center gap-3">
        <span>{t("account.registration.haveAccount")}</span>
        <Link to={login} className={buttonVariants({ variant: "secondary", size: "sm" })}>
          {t("account.registration.login")}
        </Link>
      </p>
      <p>{t("account.registration.intro")}</p>
      <FormAlert
        alert={alert}
        summary={t("account.form.errorSummary")}
        failed={() => t("account.registration.failed")}
      />
      {body()}
    </AccountPageFrame>
  );
}

/**
 * The venue's page of a checkbox (its legal links: a page of the shop or a URL), if it has one;
 * in a new tab, so the form filled in so far stays, and the link says so.
 */
function LegalLink({ target, text }: { target: string | null; text: string }) {
  const t = useAccountT();
  if (!target) return null;
  const { href } = legalHref(target);
  return (
    <p className="ms-8">
      <UiLink href={href} target="_blank" rel="noopener" variant="standalone">
        {text} {t("account.form.newTab")}
      </UiLink>
    </p>
  );
}
